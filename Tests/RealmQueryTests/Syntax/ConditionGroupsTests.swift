import RealmQuery
import Testing

/// `QueryParser.conditionGroups`: the parenthesised conditions of a query's text, which `parse`
/// flattens into its chains (`Condition.balanced`) but Realm Core keeps as nodes of its tree.
@Suite struct ConditionGroupsTests {
    func groups(_ text: String) throws -> [String] {
        let bytes = Array(text.utf8)
        return try QueryParser.conditionGroups(text).map { String(decoding: bytes[$0.lowerBound..<$0.upperBound], as: UTF8.self) }
    }

    @Test func groupsAreTheParenthesisedConditions() throws {
        #expect(try groups("a == 1 AND b == 2") == [])
        #expect(try groups("a == 1 AND (b == 2 AND c == 3)") == ["(b == 2 AND c == 3)"])
        #expect(try groups("((a == 1) OR b == 2) AND NOT (c == 3)") == ["(a == 1)", "((a == 1) OR b == 2)", "(c == 3)"])
        // Arithmetic, lists, subqueries and typed literals are no conditions.
        #expect(try groups("(a + 1) * 2 > 3 AND b IN {1, 2} AND oid == oid(000000000000000000000001)") == [])
        #expect(try groups("SUBQUERY(l, $x, ($x.v == 1 AND $x.w == 2)).@count > 0") == ["($x.v == 1 AND $x.w == 2)"])
    }

    /// The parse itself is unchanged: a chain in parentheses is still flattened into its parent chain.
    @Test func parseStillFlattensChains() throws {
        #expect(try QueryParser.parse("a == 1 AND (b == 2 AND c == 3)").condition.description
            == QueryParser.parse("a == 1 AND b == 2 AND c == 3").condition.description)
    }

    @Test func badTextThrowsAsParse() {
        #expect(throws: QueryError.self) { try QueryParser.conditionGroups("a == 1 AND (b == 2") }
    }
}
