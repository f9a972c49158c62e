import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - Two lists

    /// Two sides Realm Core holds as lists (`Value` with `m_from_list`), with no quantifier on
    /// either, compare element by element (`Value::compare`): the sizes must agree and every pair
    /// hold — for `!=`, different sizes hold too (so `!=` with equal sizes needs every pair to
    /// differ). Such sides are element lengths (`strings.length == integers`), arithmetic on many
    /// values or on an element (`intDict.@values * 1 == intDict.@values`, `intList + 0 IN
    /// intList`, `intList[0] + 0 == intList`), and values through to-many links or an element of a
    /// list of links (`friends.age == friends.age`, `friends[0].age == friends[1].age`). Two lists or
    /// dictionaries of values Realm Core refuses (the resolver does too). Nil for other forms.
    func listAgainstList(_ l: TypedOperand, _ r: TypedOperand, unequal: Bool,
                         _ pair: (SQLValue, SQLValue) throws -> String) throws -> String? {
        guard l.quantifier == nil, r.quantifier == nil, !l.isConstant, !r.isConstant,
              Self.isListToRealmCore(l), Self.isListToRealmCore(r),
              Self.comparesAsLists(l) || Self.comparesAsLists(r) || Self.areLinksAfterListsOrSets(l, r) else { return nil }
        // Null links are no values in Realm Core's link map (`owners.best == owners.best` holds for every object).
        let presentOnly = Self.areLinksAfterListsOrSets(l, r)
        guard let left = try numberedRows(l, presentOnly: presentOnly), let right = try numberedRows(r, presentOnly: presentOnly) else { return nil }
        let sameSize = "(SELECT count(*) FROM \(left.rows)) = (SELECT count(*) FROM \(right.rows))"
        let a = left.alias, b = right.alias
        let mismatch = "EXISTS (SELECT 1 FROM \(left.rows) \(a) JOIN \(right.rows) \(b) ON \(a).n = \(b).n WHERE NOT coalesce(\(try pair(left.value, right.value)), 0))"
        return unequal ? "(NOT \(sameSize) OR NOT \(mismatch))" : "(\(sameSize) AND NOT \(mismatch))"
    }

    /// The sides that make a comparison of two lists element by element here: element lengths,
    /// arithmetic, values a link chain reaches, and the sizes it reaches (`friends.friends.@count`).
    private static func comparesAsLists(_ operand: TypedOperand) -> Bool {
        switch operand.kind {
        case .elementLengths, .arithmetic: return true
        case .property(let path): return fansOutBeforeItsEnd(path)
        case .count(let path): return sizesThroughLinks(path)
        default: return false
        }
    }

    /// The values of a many-valued operand as a derived table of rows `n`
    /// (1, 2, … in the order its fan-outs list them), `v`, and `t`/`s` (its
    /// mixed tag and decimal order column) where it has them; and the value
    /// of one row under a fresh alias (`presentOnly`: rows with a null value left out). Nil when the operand adds no rows.
    private func numberedRows(_ operand: TypedOperand, presentOnly: Bool) throws -> (rows: String, alias: String, value: SQLValue)? {
        let scope = SQLScope()
        scope.isExistential = true
        let value = try evaluate(operand, in: scope)
        guard !scope.isEmpty else { return nil }
        let order = scope.orderTerms.isEmpty ? "" : "ORDER BY " + scope.orderTerms.joined(separator: ", ")
        var columns = "row_number() OVER (\(order)) AS n, \(value.sql) AS v"
        let alias = context.makeAlias("w")
        var row = SQLValue(sql: "\(alias).v", type: value.type)
        if let tag = value.tag { columns += ", \(tag) AS t"; row.tag = "\(alias).t" }
        if let numeric = value.numericSQL { columns += ", \(numeric) AS s"; row.numericSQL = "\(alias).s" }
        row.isNullable = value.isNullable
        return ("(SELECT \(columns) \(scope.fromClause(extra: presentOnly ? "\(value.sql) IS NOT NULL" : nil)))", alias, row)
    }
}

extension SQLGenerator {
    /// `ALL intList * 1 == intSet`, `ALL mixedList + 0 == mixedList`: `==` between two sides Realm Core
    /// holds as lists, the left under `ALL` and the right under `ANY` (or none), one side arithmetic.
    /// When both hold more than two values Realm Core sorts them and walks them once (`Value::compare`,
    /// as `sortedWalkUnderAll` does against constants), each value of the right matching at most one of
    /// the left: the left holds only when its values, duplicates counted, are among the right's
    /// (`[0, 0, 0]` fails against `[0, 1, 2]`). `answer` is the usual test, kept for smaller sides.
    /// Nil when the comparison is not of that form.
    func sortedWalkOfTwoLists(_ l: TypedOperand, _ r: TypedOperand, answer: String, in scope: SQLScope) throws -> String? {
        guard l.quantifier == .all, r.quantifier == nil || r.quantifier == .any, !l.isConstant, !r.isConstant,
              Self.isListToRealmCore(l), Self.isListToRealmCore(r) else { return nil }
        var hasArithmetic = false
        for side in [l, r] { if case .arithmetic = side.kind { hasArithmetic = true } }
        guard hasArithmetic, let left = try rowsOf(l), let right = try rowsOf(r) else { return nil }
        let walk = try withValues(l, in: scope) { value, _ in
            let same = SQLScope()
            same.isExistential = true
            let other = try self.evaluate(l, in: same)
            let times = "(SELECT count(*) \(same.fromClause(extra: try self.compare(other, .equal, value, options: []))))"
            let met = SQLScope()
            met.isExistential = true
            let candidate = try self.evaluate(r, in: met)
            let listed = "(SELECT count(*) \(met.fromClause(extra: try self.compare(value, .equal, candidate, options: []))))"
            return "\(times) <= \(listed)"
        }
        return "CASE WHEN \(left) > 2 AND \(right) > 2 THEN \(walk) ELSE \(answer) END"
    }

    /// How many values `operand` has, as SQL; nil when it adds no rows.
    private func rowsOf(_ operand: TypedOperand) throws -> String? {
        let every = SQLScope()
        every.isExistential = true
        _ = try evaluate(operand, in: every)
        return every.isEmpty ? nil : "(SELECT count(*) \(every.fromClause()))"
    }
}
