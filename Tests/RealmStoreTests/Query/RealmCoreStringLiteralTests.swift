import Foundation
import RealmFile
import RealmModel
import Testing
@testable import RealmStore

/// String literals as Realm Core 14.14 reads them: its lexer admits the
/// escapes `\'`, `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\0` and
/// `\uXXXX`, and the value is the text between the quotes as written, the
/// backslashes kept (`'it\'s'` matches `it\'s`, never `it's`). Pinned, and
/// asked of Realm Core itself where it is at hand.
@Suite struct RealmCoreStringLiteralTests {
    static let values = ["it's", #"it\'s"#, "é", #"\u00e9"#, "a\nb", #"a\nb"#, #"say "hi""#, #"say \"hi\""#,
                         #"C:\dir"#, #"C:\\dir"#, "a/b", #"a\/b"#]

    static let cases: [(String, [Int64])] = [
        (#"s == 'it\'s'"#, [1]),
        (#"s == "it's""#, [0]),
        (#"s == '\u00e9'"#, [3]),
        ("s == 'é'", [2]),
        (#"s == 'a\nb'"#, [5]),
        (#"s CONTAINS '\\'"#, [9]),
        (#"s == "say \"hi\"""#, [7]),
        (#"s BEGINSWITH 'a\/'"#, [11]),
        (#"s IN {'it\'s', '\u00e9'}"#, [1, 3]),
        (#"s ==[c] 'IT\'S'"#, [1]),
    ]

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "s", type: .string),
        ])]))
        try realm.write {
            for (i, v) in values.enumerated() {
                _ = try realm.create("T", value: ["id": .int(Int64(i)), "s": .string(v)])
            }
        }
        return realm
    }

    @Test func answersAsPinned() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            let got = try matchingIDs(realm, "T", where: query)
            #expect(got == expected, "\(query): \(got)")
        }
    }

    @Test(.requiresRealmCoreCheck) func answersAsRealmCoreLive() throws {
        let realm = try Self.makeRealm()
        let out = makeTemporaryPath("literals.realm")
        try RealmFileWriter.write(realm, toPath: out)
        for (query, _) in Self.cases {
            let (status, output, message) = try runRealmCoreCheck(["query", out, "T", query])
            #expect(status == 0, "\(query): \(message)")
            let answer = try JSONDecoder().decode(RealmCoreLikePatternTests.CoreAnswer.self, from: Data(output))
            #expect(try matchingIDs(realm, "T", where: query) == answer.keys.sorted(), "\(query)")
        }
    }

    /// A backslash before anything else is no escape to Realm Core: refused, pointing at it.
    @Test func anUnknownEscapeIsRefused() throws {
        let realm = try Self.makeRealm()
        #expect(throws: (any Error).self) { _ = try matchingIDs(realm, "T", where: #"s == 'a\qb'"#) }
        #expect(throws: (any Error).self) { _ = try matchingIDs(realm, "T", where: #"s == '\u12'"#) }
    }
}
