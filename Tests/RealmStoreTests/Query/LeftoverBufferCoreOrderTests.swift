import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// The order Realm Core runs the terms of an `AND` in (`LeftoverBufferQuery.coreOrder`): its parser's
/// tree as written, flattened by `LogicalNode::do_canonicalize`.
@Suite struct LeftoverBufferCoreOrderTests {
    typealias Q = LeftoverBufferQuery

    @Test func canonicalOrderIsCoreFlattening() {
        let t = Q.Written.term
        // (t0 AND t1) AND t2 → t2, t0, t1; four terms → t3, t2, t0, t1.
        #expect(Q.canonicalOrder(Q.tree(0...2, [])) == [2, 0, 1])
        #expect(Q.canonicalOrder(Q.tree(0...3, [])) == [3, 2, 0, 1])
        // t0 AND (t1 AND t2): as written.
        #expect(Q.tree(0...2, [1...2]) == .and(t(0), .and(t(1), t(2))))
        #expect(Q.canonicalOrder(Q.tree(0...2, [1...2])) == [0, 1, 2])
        // (t0 AND t1) AND (t2 AND t3) → t0, t1, t2, t3 … flattened child by child.
        #expect(Q.canonicalOrder(Q.tree(0...3, [0...1, 2...3])) == [0, 1, 2, 3])
        // t0 AND (t1 AND t2) AND t3 → (t0 AND (t1 AND t2)) AND t3 → t3, t0, t1, t2.
        #expect(Q.canonicalOrder(Q.tree(0...3, [1...2])) == [3, 0, 1, 2])
        // t0 AND (t1 AND (t2 AND t3)) → t0, t1, t2, t3; a group of everything changes nothing.
        #expect(Q.canonicalOrder(Q.tree(0...3, [1...3, 2...3])) == [0, 1, 2, 3])
        #expect(Q.canonicalOrder(Q.tree(0...2, [0...2])) == [2, 0, 1])
    }

    static let schema = Schema([ObjectSchema(className: "T", properties: [
        Property(name: "n", type: .int), Property(name: "k", type: .int),
        Property(name: "m", type: .mixed, isOptional: true),
    ])])

    func written(_ text: String) throws -> [ResolvedCondition] {
        let resolved = try QueryResolver(schema: Self.schema).resolve(text, className: "T")
        return Q.terms(resolved.condition, or: false)
    }

    /// Terms placed by their source: a group inside one term (`NOT (…)`, `(… OR …)`) is none of the chain.
    @Test func groupsArePlacedByTheTermsTheyHold() throws {
        for (text, order) in [("n > 1 AND (k > 2 AND m.@size == nil)", [0, 1, 2]),
                              ("n > 1 AND k > 2 AND m.@size == nil", [2, 0, 1]),
                              ("(n > 1 AND k > 2) AND m.@size == nil", [2, 0, 1]),
                              ("NOT (n > 1 AND k > 2) AND (k > 3 OR k < 1) AND m.@size == nil", [2, 0, 1]),
                              ("(n > 1) AND ((k > 2) AND m.@size == nil)", [0, 1, 2]),
                              // A group inside a term may open before its first operand: it is none of the chain either.
                              ("((n > 1 AND k > 2) OR k < 1) AND (k > 3 AND m.@size == nil)", [0, 1, 2]),
                              ("(k < 1 OR (n > 1 AND k > 2)) AND k > 3 AND m.@size == nil", [2, 0, 1])] {
            let terms = try written(text)
            let ordered = try #require(Q.coreOrder(terms, groups: QueryParser.conditionGroups(text)))
            #expect(ordered == order.map { terms[$0] }, "\(text)")
        }
    }

    /// A query without a leftover condition compiles to the same SQL whether its text is known or not.
    @Test func otherQueriesKeepTheirSQL() throws {
        let realm = try makeInMemoryRealm(Self.schema)
        for text in ["n > 1 AND (k > 2 AND k < 5)", "(n > 1 AND k > 2) AND (k < 5 OR n == 3)", "n > 1 AND k > 2 AND k < 5"] {
            let resolved = try QueryResolver(schema: Self.schema).resolve(text, className: "T")
            let sql = try realm.compile(resolved, text: text).sql
            #expect(sql == (try realm.compile(resolved).sql), "\(text)")
            #expect(sql == (try realm.objects("T", where: text).fragment.sql), "\(text)")
            #expect(!sql.contains(LeftoverBufferSchedule.function), "\(text)")
        }
    }
}
