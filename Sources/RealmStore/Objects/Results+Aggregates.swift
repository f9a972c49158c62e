import RealmModel
import SQLite

/// Aggregates run as SQL over the objects' keys, as Realm's `min`/`max`/`sum`/`average(ofProperty:)`.
extension Results {
    /// The smallest value of a numeric or date property (`nil` when there is none).
    public func min(ofProperty name: String) throws -> AnyRealmValue { try aggregate("min", name) }
    /// The largest value of a numeric or date property.
    public func max(ofProperty name: String) throws -> AnyRealmValue { try aggregate("max", name) }
    /// The sum of a numeric property (0 when empty).
    public func sum(ofProperty name: String) throws -> AnyRealmValue { try aggregate("sum", name) }
    /// The average of a numeric property (`.null` when empty).
    public func average(ofProperty name: String) throws -> AnyRealmValue { try aggregate("avg", name) }

    private func aggregate(_ function: String, _ name: String) throws -> AnyRealmValue {
        let info = try realm.info(className)
        guard let (_, property) = info.property(named: name), !property.isCollection else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        let numericTypes: [PropertyType] = [.int, .float, .double, .decimal128]
        guard numericTypes.contains(property.type) || (property.type == .date && (function == "min" || function == "max")) else {
            throw RealmError.wrongPropertyKind(className: className, propertyName: name, expected: "a numeric property")
        }
        var column = "c." + TableLayout.quotedColumn(name)
        if property.type == .decimal128 {
            return try decimalAggregate(function, column: column, table: info.table)
        }
        if property.type == .float || property.type == .double {
            column = "CASE WHEN typeof(\(column)) = 'blob' THEN NULL ELSE \(column) END"
        }
        let expression = function == "sum" ? "coalesce(sum(\(column)), 0)" : "\(function)(\(column))"
        try realm.updateClusterStarts(before: fragment)
        let sql = "SELECT \(expression) FROM \(info.table) c WHERE c.\(TableLayout.quotedKeyColumn) IN (\(fragment.sql))"
        return try realm.translatingErrors {
            let statement = try realm.connection.makeUncachedStatement(sql: sql)
            try statement.bind(fragment.arguments)
            guard try statement.step() else { return .null }
            if statement.isNull(at: 0) { return .null }
            if property.type == .date {
                var index: Int32 = 0
                do {
                    return try ValueCoding.read(statement, at: &index, type: .date, targetClass: nil)
                } catch let mismatch as StoredValueMismatch {
                    throw RealmError.damaged(path: realm.path, reason: "the \(function) of \(quoted: className + "." + name) is \(mismatch.found), not a date")
                }
            }
            if function == "avg" || property.type == .decimal128 || statement.columnType(at: 0) == .real {
                let d = statement.double(at: 0)
                if property.type == .float && function != "avg" { return .float(Float(d)) }
                return .double(d)
            }
            return .int(statement.int64(at: 0))
        }
    }

    /// Exact decimal aggregates (see `DecimalAggregate`).
    private func decimalAggregate(_ function: String, column: String, table: String) throws -> AnyRealmValue {
        try realm.translatingErrors { try RealmSQLFunctions.register(on: realm.connection) }
        try realm.updateClusterStarts(before: fragment)
        let sql = "SELECT rl_dec\(function)(\(column)) FROM \(table) c WHERE c.\(TableLayout.quotedKeyColumn) IN (\(fragment.sql))"
        return try realm.translatingErrors {
            let statement = try realm.connection.makeUncachedStatement(sql: sql)
            try statement.bind(fragment.arguments)
            guard try statement.step(), !statement.isNull(at: 0) else { return .null }
            return statement.withUnsafeBytes(at: 0) { ValueCoding.decimal(from: $0).map { .decimal128($0) } } ?? .null
        }
    }
}
