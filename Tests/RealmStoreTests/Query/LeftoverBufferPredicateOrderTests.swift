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
}
