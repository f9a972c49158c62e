import RealmModel
import RealmQuery
import SQLite

/// The objects matching a query, evaluated lazily by SQLite: iterating
/// streams rows (nothing is collected first), `count` and aggregates run
/// as SQL. Shared by the `query` command and the REPL.
///
/// ```swift
/// let dogs = try realm.objects("Dog", where: "age > 3")
/// print(try dogs.count)
/// try dogs.sorted(byKeyPath: "name").forEach { dog in print(dog.key) }
/// let oldest = try dogs.max(ofProperty: "age")     // .int(9)
/// ```
public struct QueryResults {
    public let realm: Realm
    /// The resolved query (its ordering grows with `sorted`/`distinct`).
    public let query: ResolvedQuery
    /// The SQL selecting the matching object keys in result order.
    public let fragment: SQLFragment

    /// The class of the objects.
    public var className: String { query.className }

    /// The number of matching objects.
    public var count: Int {
        get throws {
            try realm.translatingErrors {
                if case .integer(let n) = try realm.connection.fetchValue(sql: "SELECT count(*) FROM (\(fragment.sql))", arguments: fragment.arguments) {
                    return Int(n)
                }
                return 0
            }
        }
    }

    /// The first matching object, or `nil`.
    public func first() throws -> DynamicObject? {
        var found: DynamicObject?
        try realm.forEachKey(fragment) { key in
            found = DynamicObject(realm: realm, className: className, key: key)
            return false
        }
        return found
    }

    /// Calls `body` with each matching object's record, streaming; stops early when `body` returns false.
    public func forEachRecord(_ body: (ObjectRecord) throws -> Bool) throws {
        let info = try realm.info(className)
        try realm.forEachKey(fragment) { key in
            guard let record = try realm.translatingErrors({ try realm.readRecord(info, key: key) }) else { return true }
            return try body(record)
        }
    }

    /// Calls `body` with each matching object key, streaming; stops early when `body` returns false.
    public func forEachKey(_ body: (ObjectKey) throws -> Bool) throws {
        try realm.forEachKey(fragment, body)
    }

    /// The same objects sorted by `keyPath` (through to-one links), the
    /// previous order breaking ties — as Realm's `sorted(byKeyPath:ascending:)`.
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) throws -> QueryResults {
        let clause = try resolveClause("TRUEPREDICATE SORT(\(keyPath) \(ascending ? "ASC" : "DESC"))")
        return try appending(clause)
    }

    /// The first object of each distinct combination of `keyPaths`' values.
    public func distinct(by keyPaths: [String]) throws -> QueryResults {
        let clause = try resolveClause("TRUEPREDICATE DISTINCT(\(keyPaths.joined(separator: ", ")))")
        return try appending(clause)
    }

    /// The matching objects that also match `predicate`.
    public func filter(_ predicate: String, arguments: [AnyRealmValue] = []) throws -> QueryResults {
        let other = try QueryResolver(schema: realm.schema).resolve(predicate, className: className, arguments: arguments)
        var combined = query
        combined.condition = .and(query.condition, other.condition)
        combined.ordering += other.ordering
        return try realm.objects(matching: combined)
    }

    private func resolveClause(_ text: String) throws -> ResolvedOrdering {
        let resolved = try QueryResolver(schema: realm.schema).resolve(text, className: className)
        guard let clause = resolved.ordering.first else { preconditionFailure("the clause text always has one clause") }
        return clause
    }

    private func appending(_ clause: ResolvedOrdering) throws -> QueryResults {
        var extended = query
        extended.ordering.append(clause)
        return try realm.objects(matching: extended)
    }

    // MARK: - Aggregates

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
        var column = "c." + TableLayout.quote(name)
        if property.type == .decimal128 {
            return try decimalAggregate(function, column: column, table: info.table)
        }
        if property.type == .float || property.type == .double {
            column = "CASE WHEN typeof(\(column)) = 'blob' THEN NULL ELSE \(column) END"
        }
        let expression = function == "sum" ? "coalesce(sum(\(column)), 0)" : "\(function)(\(column))"
        let sql = "SELECT \(expression) FROM \(info.table) c WHERE c.\"_key\" IN (\(fragment.sql))"
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
                    throw RealmError.damaged(path: realm.path, reason: "the \(function) of '\(className).\(name)' is \(mismatch.found), not a date")
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
        let sql = "SELECT rl_dec\(function)(\(column)) FROM \(table) c WHERE c.\"_key\" IN (\(fragment.sql))"
        return try realm.translatingErrors {
            let statement = try realm.connection.makeUncachedStatement(sql: sql)
            try statement.bind(fragment.arguments)
            guard try statement.step(), !statement.isNull(at: 0) else { return .null }
            return statement.withUnsafeBytes(at: 0) { ValueCoding.decimal(from: $0).map { .decimal128($0) } } ?? .null
        }
    }

    // MARK: - Iterating

    /// Calls `body` with each matching object in result order, streaming; a
    /// failed read throws (never ends the walk early as if it were complete).
    public func forEach(_ body: (DynamicObject) throws -> Void) throws {
        var iterator = try makeIterator()
        while let object = try iterator.next() { try body(object) }
    }

    /// A cursor streaming the matching objects. As GRDB's `Cursor`, `next()`
    /// throws: a busy, interrupted or corrupt read is an error, never a
    /// silent end of the results.
    ///
    /// ```swift
    /// var cursor = try dogs.makeIterator()
    /// while let dog = try cursor.next() { print(dog.key) }
    /// ```
    public struct Iterator {
        let realm: Realm
        let className: String
        let statement: Statement
        var finished = false

        /// The next object, `nil` at the end; throws when the read fails.
        public mutating func next() throws -> DynamicObject? {
            if finished { return nil }
            let hasRow: Bool
            do {
                hasRow = try statement.step()
            } catch let error as SQLiteError {
                finished = true
                throw realm.translate(error)
            }
            guard hasRow else {
                finished = true
                return nil
            }
            return DynamicObject(realm: realm, className: className, key: statement.int64(at: 0))
        }
    }

    /// A cursor from the first matching object; throws when the query cannot be prepared.
    public func makeIterator() throws -> Iterator {
        let statement = try realm.translatingErrors { () throws -> Statement in
            let statement = try realm.connection.makeUncachedStatement(sql: fragment.sql)
            try statement.bind(fragment.arguments)
            return statement
        }
        return Iterator(realm: realm, className: className, statement: statement)
    }
}
