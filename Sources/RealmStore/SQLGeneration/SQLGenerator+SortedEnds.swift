import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - Ordered comparison of two sorted lists

    /// `ALL mixedList + 0 >= mixedList`, `sl.length > NONE idict`: `<`, `<=`, `>`, `>=` between two sides
    /// Realm Core holds as lists, under a quantifier on either. When both hold more than two values
    /// Realm Core sorts each (`Mixed::compare` order) and keeps only its first and last value
    /// (`Value::compare`), then compares those as the quantifiers say. For values of one type that is
    /// what comparing every value gives; for mixed values of several types it is not (a string sorts
    /// after every number and is never ordered against one). `answer` is the usual test, kept for
    /// smaller sides; and for numbers, strings or dates of one type with a null among them (a null sorts
    /// first and is ordered against nothing). Nil unless both sides' values are mixed, numbers, strings
    /// or dates.
    func sortedEndsOfTwoLists(_ l: TypedOperand, _ op: ComparisonOperator, _ r: TypedOperand,
                              answer: String) throws -> String? {
        guard !op.isEquality, l.quantifier != nil || r.quantifier != nil, !l.isConstant, !r.isConstant,
              l.isListToRealmCore, r.isListToRealmCore else { return nil }
        guard let left = try sortedEnds(l), let right = try sortedEnds(r) else { return nil }
        let a = left.alias, b = right.alias
        let pair = try compare(left.value, op, right.value, options: [])
        let inner = quantified(r.quantifier ?? .any, rows: "\(right.ends) \(b)", test: "coalesce(\(pair), 0)")
        let outer = quantified(l.quantifier ?? .any, rows: "\(left.ends) \(a)", test: inner)
        return "CASE WHEN \(left.size) > 2 AND \(right.size) > 2 THEN \(outer) ELSE \(answer) END"
    }

    /// A collection of values after a to-many step (`links.sl`, `links.sd.@values`): Realm Core walks it
    /// one linked object at a time, each list its own sorted pair of ends. Against another list side it
    /// meets the other side group by group (`LinkedListGroups`); what reaches here (beside arithmetic,
    /// sizes) keeps the comparison of every value for strings and dates (`links.links.name` is one list).
    private static func isListPerLinkedObject(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind, let end = path.hops.lastIndex(where: { !$0.isLink && $0.isCollection })
        else { return false }
        return path.hops[..<end].contains { $0.isCollection }
    }

    /// `test` over the rows of `rows` as `quantifier` says.
    private func quantified(_ quantifier: Quantifier, rows: String, test: String) -> String {
        SQLScope.quantified(quantifier, predicate: test, negated: "NOT (\(test))") { "FROM \(rows) WHERE \($0)" }
    }

    /// The first and last of an operand's mixed values in Realm Core's order, as a derived table of
    /// `v`/`t` rows, the value of one row under a fresh alias, and the number of values. Nil when the
    /// values are not mixed or the operand adds no rows.
    private func sortedEnds(_ operand: TypedOperand) throws -> (ends: String, alias: String, value: SQLValue, size: String)? {
        let scope = SQLScope()
        scope.isExistential = true
        let value = try evaluate(operand, in: scope)
        // Numbers of one type take their type's tag, null none: a null sorts first and is ordered against no
        // number (`sl.length > NONE idict` holds for lengths [1, 5, 3] against {-100, null, 1, 7}: 1 is not
        // above null or 7, the ends; seed 14900). Strings and dates alike: `links.name < ANY sl` fails for
        // names ["a", null, "zz"] against ["m", null, "n", "o"] (the ends null, "zz" against null, "o").
        // Not a list after a to-many link (`links.sl`): Core compares it one linked object's list at a time.
        let typedKinds: [ValueType] = [.int, .float, .double] + (Self.isListPerLinkedObject(operand) ? [] : [.string, .date])
        let typed = typedKinds.contains(value.type) ? SQLValue.tag(of: value.type) : nil
        guard let tag = value.type == .mixed ? value.tag : typed.map({ "(CASE WHEN \(value.sql) IS NULL THEN NULL ELSE \($0.rawValue) END)" }),
              !scope.isEmpty else { return nil }
        let keys = mixedOrderExpressions(value.sql, tag: tag)
        let ascending = keys.joined(separator: ", "), descending = keys.map { "\($0) DESC" }.joined(separator: ", ")
        let numbered = "SELECT \(value.sql) AS v, \(tag) AS t, row_number() OVER (ORDER BY \(ascending)) AS a, "
            + "row_number() OVER (ORDER BY \(descending)) AS d \(scope.fromClause())"
        let alias = context.makeAlias("e")
        var row = SQLValue(sql: "\(alias).v", type: .mixed)
        row.tag = "\(alias).t"
        return ("(SELECT v, t FROM (\(numbered)) WHERE a = 1 OR d = 1)", alias, row, "(SELECT count(*) \(scope.fromClause()))")
    }
}
