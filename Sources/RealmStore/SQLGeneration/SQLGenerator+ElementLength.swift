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
