import Foundation
import RealmModel
import RealmQuery
import Testing
@testable import RealmStore

/// A `TRUEPREDICATE` or `FALSEPREDICATE` alone as a term of an `AND` chain written with parentheses:
/// Realm Core's parser makes a node of it (`TrueOrFalseNode::visit`) in its place in the tree, so it
/// counts in the order Core runs the chain (`LeftoverBufferQuery.coreOrder`). The resolved term keeps
/// no source; it is given its keyword (`QueryParser.conditionLayout`). Before, such a chain ran in
/// its order without the parentheses.
@Suite struct LeftoverBufferPredicateOrderTests {
    typealias Q = LeftoverBufferQuery

    func written(_ text: String) throws -> [ResolvedCondition] {
        let resolved = try QueryResolver(schema: LeftoverBufferCoreOrderTests.schema).resolve(text, className: "T")
        return Q.terms(resolved.condition, or: false)
    }

    @Test func layoutHoldsEachPredicateKeyword() throws {
        let text = "TRUEPREDICATE AND (k > 2 OR FALSEPREDICATE)"
        let layout = try QueryParser.conditionLayout(text)
        #expect(layout.predicateKeywords == [SourceRange(0..<13), SourceRange(28..<42)])
        #expect(layout.groups == [SourceRange(18..<43)])
        #expect(layout.groups == (try QueryParser.conditionGroups(text)))
    }

    @Test func predicateTermsArePlacedByTheirKeyword() throws {
        for (text, order) in [("n > 1 AND (TRUEPREDICATE AND m.@size == nil)", [0, 1, 2]),
                              ("(TRUEPREDICATE AND n > 1) AND m.@size == nil", [2, 0, 1]),
                              ("TRUEPREDICATE AND (m.@size == nil AND k > 2)", [0, 1, 2]),
                              ("n > 1 AND (k > 2 AND m.@size == nil AND FALSEPREDICATE)", [0, 3, 1, 2]),
                              ("(TRUEPREDICATE AND TRUEPREDICATE) AND (k > 2 AND m.@size == nil)", [0, 1, 2, 3])] {
            let terms = try written(text)
            let layout = try QueryParser.conditionLayout(text)
            let ordered = try #require(Q.coreOrder(terms, groups: layout.groups, predicateKeywords: layout.predicateKeywords), "\(text)")
            #expect(ordered == order.map { terms[$0] }, "\(text)")
            // Without the keywords the term cannot be placed: the chain ran without its parentheses.
            #expect(Q.coreOrder(terms, groups: layout.groups) == nil, "\(text)")
        }
    }

    /// A keyword inside another term lies between the same neighbours: which one is the term's is not
    /// known, so the chain keeps its order without parentheses, as before.
    @Test func ambiguousKeywordsPlaceNothing() throws {
        let text = "n > 1 AND (k > 2 OR TRUEPREDICATE) AND TRUEPREDICATE AND (k < 9 AND m.@size == nil)"
        let terms = try written(text)
        let layout = try QueryParser.conditionLayout(text)
        #expect(terms.count == 5)
        #expect(Q.coreOrder(terms, groups: layout.groups, predicateKeywords: layout.predicateKeywords) == nil)
    }

    /// A comparison the resolver leaves out holds its place among the terms; one behind an `OR` or `NOT`
    /// is none of the chain's.
    @Test func leftOutComparisonsHoldTheirPlace() throws {
        let schema = Schema([ObjectSchema(className: "T", properties: [
            Property(name: "n", type: .int), Property(name: "k", type: .int),
            Property(name: "io", type: .int, isOptional: true), Property(name: "m", type: .mixed, isOptional: true),
        ])])
        for (text, order) in [("io <= 9223372036854775807 AND n > 1 AND m.@size == nil", [1, 0]),
                              ("n > 1 AND io <= 9223372036854775807 AND k > 2 AND m.@size == nil", [2, 1, 0]),
                              ("(n > 1 AND io <= 9223372036854775807) AND m.@size == nil", [1, 0]),
                              ("n > 1 AND (io <= 9223372036854775807 AND m.@size == nil)", [0, 1]),
                              ("n > 1 AND NOT io <= 9223372036854775807 AND m.@size == nil", [0, 1]),
                              ("(n > 1 AND m.@size == nil) OR io <= 9223372036854775807", [0, 1])] {
            let resolved = try QueryResolver(schema: schema).resolve(text, className: "T")
            let terms = Q.terms(text.contains(" OR ") ? Q.terms(resolved.condition, or: true)[0] : resolved.condition, or: false)
            let ordered = try #require(Q.coreOrder(terms, layout: QueryParser.conditionLayout(text)), "\(text)")
            #expect(ordered == order.map { terms[$0] }, "\(text)")
        }
    }
}
