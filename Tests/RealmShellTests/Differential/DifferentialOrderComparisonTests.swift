import Foundation
import Testing

/// The differential run compares answers in order wherever the query has a `SORT`, `DISTINCT` or `LIMIT`
/// clause, whatever the generator said: Realm Core answers in the order those clauses give (`DISTINCT`
/// alone keeps the first object of each value in table order), so two answers holding the same objects
/// in another order differ. Before, a `DISTINCT` or a `LIMIT` some categories marked unordered was
/// compared as a set.
@Suite struct DifferentialOrderComparisonTests {
    @Test func clausesMakeTheOrderCount() {
        for query in ["TRUEPREDICATE DISTINCT(s)", "n > 1 LIMIT(3)", "TRUEPREDICATE sort(n ASC)", "n > 1 DISTINCT (s) LIMIT(1)"] {
            #expect(DifferentialRun.comparesOrder(DifferentialCase(category: "order", className: "T", query: query, ordered: false)), "\(query)")
        }
    }

    @Test func plainConditionsAreComparedAsSets() {
        for query in ["n > 1", "s == 'SORT(x)'", "limitCount > 2", "distinct == 1"] {
            #expect(!DifferentialRun.comparesOrder(DifferentialCase(category: "order", className: "T", query: query, ordered: false)), "\(query)")
        }
        #expect(DifferentialRun.comparesOrder(DifferentialCase(category: "order", className: "T", query: "n > 1", ordered: true)))
    }
}
