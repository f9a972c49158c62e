import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// Hostile query shapes: long flat chains work, deep nesting is refused
/// with "query is nested too deeply", never a crash or SQLite's own words.
@Suite struct DeepQueryTests {
    static let schema = Schema([ObjectSchema(className: "T", properties: [
        Property(name: "n", type: .int),
        Property(name: "s", type: .string, isOptional: true),
    ])])

    /// A store with n = 0..<40 and s = "s0"…, every tenth s null.
    static func makeStore() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for i in 0..<40 { try realm.create("T", value: ["n": .int(Int64(i)), "s": i % 10 == 0 ? .null : .string("s\(i)")]) }
        }
        return realm
    }

    @Test func fiftyThousandOrsOfEqualityWork() throws {
        let realm = try Self.makeStore()
        let text = (0..<50_000).map { "n == \($0 * 2)" }.joined(separator: " OR ")
        #expect(try realm.objects("T", where: text).count == 20)
    }

    @Test func fiftyThousandAndsOfInequalityWork() throws {
        let realm = try Self.makeStore()
        // s1…s4 match, and so do the nulls (of n = 0, 10, 20, 30): null differs from every string, as in Realm.
        let text = (0..<50_000).map { "s != 's\($0 + 5)'" }.joined(separator: " AND ")
        #expect(try realm.objects("T", where: text).count == 4 + 4)
    }

    @Test func longChainsOfDifferentTestsWork() throws {
        let realm = try Self.makeStore()
        // 4,500 terms used to overflow the resolver's stack (SIGSEGV).
        let text = (0..<4_500).map { $0 % 2 == 0 ? "n >= \($0 % 7 - 10)" : "s != 'x\($0)'" }.joined(separator: " AND ")
        #expect(try realm.objects("T", where: text).count == 40)
    }

    @Test func chainsNestedInParenthesesAreFlattened() throws {
        let realm = try Self.makeStore()
        let text = String(repeating: "n == 1 OR (", count: 150) + "n == 2" + String(repeating: ")", count: 150)
        #expect(try realm.objects("T", where: text).count == 2)
    }

    /// 40 levels pass the parser's bound (200) but not SQLite's parser stack:
    /// the whole query is marked; 150 levels stop at the parser, at the '(' too deep.
    @Test(arguments: [40, 150])
    func deepNestingIsNestedTooDeeply(levels: Int) throws {
        let realm = try Self.makeStore()
        let text = String(repeating: "n == 1 OR NOT (", count: levels) + "TRUEPREDICATE" + String(repeating: ")", count: levels)
        do {
            _ = try realm.objects("T", where: text)
            Issue.record("a query nested \(2 * levels) deep compiled")
        } catch let error as QueryError {
            #expect(error.kind == .nestedTooDeeply)
            if levels == 40 { #expect(error.range == SourceRange(0..<text.utf8.count)) }
        }
    }

    @Test func keyPathsLongerThanAStatementMayJoinAreNestedTooDeeply() throws {
        let realm = try makeInMemoryRealm(Schema([ObjectSchema(className: "N", properties: [
            Property(name: "next", type: .object, isOptional: true, objectClassName: "N"),
            Property(name: "v", type: .int),
        ])]))
        let text = "next" + String(repeating: ".next", count: 300) + ".v == 1"
        #expect(throws: QueryError(.nestedTooDeeply, at: SourceRange(0..<text.utf8.count))) { try realm.objects("N", where: text) }
    }

    @Test func aHundredThousandLiteralsInAnInListWork() throws {
        let realm = try Self.makeStore()
        let text = "n IN {" + (0..<100_000).map { "\($0 * 3)" }.joined(separator: ", ") + "}"
        #expect(try realm.objects("T", where: text).count == 14)
        let strings = "s IN {" + (0..<100_000).map { "'s\($0)'" }.joined(separator: ", ") + "}"
        #expect(try realm.objects("T", where: strings).count == 36)
    }

    @Test func anonymousParametersKeepTheirValuesInOrder() {
        let fragment = SQLFragment(sql: #"SELECT 1 WHERE a = ?2 AND b = '?1' AND "c?3" = ?1 AND d = ?2"#,
                                   arguments: [.integer(1), .text("two")])
        let anonymous = fragment.withAnonymousParameters()
        #expect(anonymous.sql == #"SELECT 1 WHERE a = ? AND b = '?1' AND "c?3" = ? AND d = ?"#)
        #expect(anonymous.arguments == [.text("two"), .integer(1), .text("two")])
    }
}
