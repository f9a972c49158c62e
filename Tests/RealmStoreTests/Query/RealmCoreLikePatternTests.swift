import Foundation
import RealmFile
import RealmModel
import Testing
@testable import RealmStore

/// `LIKE` and `LIKE[c]` on patterns whose wildcards need backtracking, a
/// trailing run of `*`, an empty pattern, `?` against multi-byte characters
/// and text holding a NUL (and case-sensitive `BEGINSWITH`/`ENDSWITH` on it), as Realm Core 14.14 answers them
/// (`StringData::matchlike`: every byte read, `?` one whole UTF-8 character,
/// the end of the text accepted at a `*` only when it is the pattern's last).
/// The answers are pinned, and asked of Realm Core itself (`realm-core-check
/// query` on a genuine file written from the same objects) where it is at hand.
@Suite struct RealmCoreLikePatternTests {
    static let values = ["", "a", "ab", "abc", "aXb", "ba", "é", "éa", "aé", "a\u{0}b", "\u{0}", "a\u{0}", "aab", "abab",
                         "€", "🇳🇴", "a*b", "a?c", "ac", "abcb", "xaxb", "aéc", "AÉC", "ÉA", "a\u{0}c", "AB", "é\u{0}É"]

    static let cases: [(String, [Int64])] = [
        ("s LIKE '*a*b'", [2, 4, 9, 12, 13, 16, 19, 20]),
        ("s LIKE 'a?c'", [3, 17, 21, 24]),
        ("s LIKE '?'", [1, 6, 10, 14]),
        ("s LIKE '??'", [2, 5, 7, 8, 11, 15, 18, 23, 25]),
        ("s LIKE '*?'", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        ("s LIKE '**'", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        ("s LIKE '*'", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        ("s LIKE ''", [0]),
        ("s LIKE 'a**'", [2, 3, 4, 8, 9, 11, 12, 13, 16, 17, 18, 19, 21, 24]),
        ("s LIKE 'a*'", [1, 2, 3, 4, 8, 9, 11, 12, 13, 16, 17, 18, 19, 21, 24]),
        ("s LIKE '*b'", [2, 4, 9, 12, 13, 16, 19, 20]),
        ("s LIKE '*b*b'", [13, 19]),
        ("s LIKE 'a*b*'", [2, 3, 4, 9, 12, 13, 16, 19]),
        ("s LIKE '?*?'", [2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        ("s LIKE '*a?'", [2, 8, 11, 12, 13, 18]),
        ("s LIKE 'a?'", [2, 8, 11, 18]),
        ("s LIKE 'a???'", [13, 19]),
        ("s LIKE '*?*?*'", [2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]),
        ("s LIKE 'a*?*c'", [3, 17, 21, 24]),
        ("s LIKE[c] '*A*B'", [2, 4, 9, 12, 13, 16, 19, 20, 25]),
        ("s LIKE[c] 'A?C'", [3, 17, 21, 22, 24]),
        ("s LIKE[c] '*É'", [6, 8, 26]),
        ("s LIKE[c] 'É*'", [6, 7, 23, 26]),
        ("s LIKE[c] '?A'", [5, 7, 23]),
        // Case-sensitive BEGINSWITH and ENDSWITH read every byte too (`rl_beginswith`, `rl_endswith`).
        ("s BEGINSWITH 'a'", [1, 2, 3, 4, 8, 9, 11, 12, 13, 16, 17, 18, 19, 21, 24]),
        ("s ENDSWITH 'b'", [2, 4, 9, 12, 13, 16, 19, 20]),
        ("s ENDSWITH 'É'", [26]),
        ("s BEGINSWITH 'é'", [6, 7, 26]),
        ("s BEGINSWITH ''", Array(0...26)),
        ("s LIKE[c] 'a**'", [2, 3, 4, 8, 9, 11, 12, 13, 16, 17, 18, 19, 21, 22, 24, 25]),
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
        let out = makeTemporaryPath("like.realm")
        try RealmFileWriter.write(realm, toPath: out)
        for (query, _) in Self.cases {
            let (status, output, message) = try RealmCoreCheck.run(["query", out, "T", query])
            #expect(status == 0, "\(query): \(message)")
            let answer = try JSONDecoder().decode(CoreAnswer.self, from: Data(output))
            #expect(try matchingIDs(realm, "T", where: query) == answer.keys.sorted(), "\(query)")
        }
    }

    struct CoreAnswer: Decodable {
        var count: Int
        var keys: [Int64]
    }
}
