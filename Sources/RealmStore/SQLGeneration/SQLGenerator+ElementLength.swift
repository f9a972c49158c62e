import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - Element lengths

    /// `strings.length`: each element's length in bytes (UTF-8 for a
    /// string), one row of `scope` per element, as Realm Core's
    /// `ColumnListElementLength` reads them: a null string or binary is 0
    /// long; of a mixed element only a string or binary has a length, and
    /// any other (null included) is left out, so `ALL mixedList.length > 0`
    /// holds for a list of numbers. Through to-many links the lengths of
    /// every list reached are one list (quantified together, unlike a list
    /// of values, which Realm Core quantifies list by list).
    func elementLengths(_ path: ResolvedPath, in scope: SQLScope) throws -> SQLValue {
        let element = try value(at: walk(path, in: scope), in: scope)
        let bytes = "length(CAST(\(element.sql) AS BLOB))"
        var lengths: SQLValue
        if element.type == .mixed {
            let kept = context.makeAlias("n")
            let string = ValueCoding.MixedTag.string.rawValue, data = ValueCoding.MixedTag.data.rawValue
            scope.add("(SELECT 1)", alias: kept, on: "\(element.tag ?? "NULL") IN (\(string), \(data))", left: false)
            lengths = SQLValue(sql: bytes, type: .int)
        } else {
            lengths = SQLValue(sql: "coalesce(\(bytes), 0)", type: .int)
        }
        lengths.isNullable = false
        return lengths
    }
}

extension SQLGenerator {
    /// `strings.length == integers`, `intList IN names.length`: element lengths
    /// against another many-valued operand, with no quantifier on either side,
    /// compare element by element, as Realm Core compares two lists of values
    /// (`Value::compare`): the sizes must agree and every pair hold — for
    /// `!=`, different sizes hold too. An element picked by a subscript
    /// (`intList[0]`) is such a list too, of one value or none. Nil when the
    /// comparison is not of that form (a quantifier, a single value or a
    /// list constant).
    func elementLengthsAgainstValues(_ l: TypedOperand, _ r: TypedOperand, unequal: Bool,
                                     _ pair: (SQLValue, SQLValue) throws -> String) throws -> String? {
        guard l.quantifier == nil, r.quantifier == nil, !l.isConstant, !r.isConstant,
              l.isMultiple || l.mayBeAbsent, r.isMultiple || r.mayBeAbsent else { return nil }
        var hasLengths = false
        for side in [l, r] { if case .elementLengths = side.kind { hasLengths = true } }
        guard hasLengths else { return nil }
        let left = try numberedRows(l), right = try numberedRows(r)
        let sameSize = "(SELECT count(*) FROM \(left.rows)) = (SELECT count(*) FROM \(right.rows))"
        let a = left.alias, b = right.alias
        let mismatch = "EXISTS (SELECT 1 FROM \(left.rows) \(a) JOIN \(right.rows) \(b) ON \(a).n = \(b).n WHERE NOT \(try pair(left.value, right.value)))"
        return unequal ? "(NOT \(sameSize) OR NOT \(mismatch))" : "(\(sameSize) AND NOT \(mismatch))"
    }

    /// The values of a many-valued operand as a derived table of rows `n`
    /// (1, 2, … in the order its fan-outs list them), `v`, and `t`/`s` (its
    /// mixed tag and decimal order column) where it has them; and the value
    /// of one row under a fresh alias.
    private func numberedRows(_ operand: TypedOperand) throws -> (rows: String, alias: String, value: SQLValue) {
        let scope = SQLScope()
        scope.isExistential = true
        let value = try evaluate(operand, in: scope)
        let order = scope.orderTerms.isEmpty ? "" : "ORDER BY " + scope.orderTerms.joined(separator: ", ")
        var columns = "row_number() OVER (\(order)) AS n, \(value.sql) AS v"
        let alias = context.makeAlias("w")
        var row = SQLValue(sql: "\(alias).v", type: value.type)
        if let tag = value.tag { columns += ", \(tag) AS t"; row.tag = "\(alias).t" }
        if let numeric = value.numericSQL { columns += ", \(numeric) AS s"; row.numericSQL = "\(alias).s" }
        row.isNullable = value.isNullable
        return ("(SELECT \(columns) \(scope.fromClause()))", alias, row)
    }
}
