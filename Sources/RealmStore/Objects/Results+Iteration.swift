import RealmModel
import SQLite

extension Results {
    /// Calls `body` with each object in result order, streaming; a failed
    /// read throws (never ends the walk early as if it were complete).
    ///
    /// ```swift
    /// try realm.objects("Dog").forEach { dog in print(dog.key) }
    /// ```
    public func forEach(_ body: (DynamicObject) throws -> Void) throws {
        var iterator = try makeIterator()
        while let object = try iterator.next() { try body(object) }
    }

    /// Calls `body` with each object key in result order, streaming; stops
    /// early when `body` returns false; a failed read throws.
    public func forEachKey(_ body: (ObjectKey) throws -> Bool) throws {
        try realm.forEachKey(fragment, body)
    }

    /// A cursor over the objects. As GRDB's `Cursor`, `next()` throws: a
    /// busy, interrupted or corrupt read is an error, never a silent end of
    /// the results.
    ///
    /// Every object of a class is read in pages of 1,000 keys (keyset
    /// pagination: objects may be changed, added or deleted while it walks,
    /// as a migration does); a query's objects stream from one statement.
    ///
    /// ```swift
    /// var cursor = try dogs.makeIterator()
    /// while let dog = try cursor.next() { print(dog.key) }
    /// ```
    public struct Iterator {
        let realm: Realm
        let className: String
        /// The query's statement, stepped; `nil` for every object of the class.
        let statement: Statement?
        /// For every object of the class: its class, the current page of keys and where it stands.
        let info: ClassInfo?
        var buffer: [ObjectKey] = []
        var index = 0
        var lastKey: ObjectKey = .min
        var isLastPage = false
        var finished = false

        static let pageSize = 1000

        /// The next object, `nil` at the end; throws when the read fails.
        public mutating func next() throws -> DynamicObject? {
            if finished { return nil }
            guard let info else { return try nextRow() }
            if index == buffer.count {
                if isLastPage {
                    finished = true
                    return nil
                }
                buffer = try realm.translatingErrors { try realm.keyPage(info, after: lastKey, limit: Self.pageSize) }
                index = 0
                isLastPage = buffer.count < Self.pageSize
                guard let last = buffer.last else {
                    finished = true
                    return nil
                }
                lastKey = last
            }
            defer { index += 1 }
            return DynamicObject(realm: realm, className: className, key: buffer[index])
        }

        private mutating func nextRow() throws -> DynamicObject? {
            guard let statement else { preconditionFailure("an iterator has either a class to page through or a statement") }
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

    /// A cursor from the first object; throws when the read cannot start.
    public func makeIterator() throws -> Iterator {
        guard query != nil else {
            return Iterator(realm: realm, className: className, statement: nil, info: try realm.info(className))
        }
        try realm.updateClusterStarts(before: fragment)
        let statement = try realm.translatingErrors { () throws -> Statement in
            let statement = try realm.connection.makeUncachedStatement(sql: fragment.sql)
            try statement.bind(fragment.arguments)
            return statement
        }
        return Iterator(realm: realm, className: className, statement: statement, info: nil)
    }
}

extension Realm {
    /// Up to `limit` object keys of `info`'s class after `key`, in key order.
    func keyPage(_ info: ClassInfo, after key: ObjectKey, limit: Int) throws -> [ObjectKey] {
        let keyColumn = TableLayout.keyColumn
        let statement = try connection.makeStatement(sql: "SELECT \(keyColumn) FROM \(info.table) WHERE \(keyColumn) > ? ORDER BY \(keyColumn) LIMIT ?")
        try statement.bind(key, at: 1)
        try statement.bind(Int64(limit), at: 2)
        var keys: [ObjectKey] = []
        keys.reserveCapacity(limit)
        try statement.forEachRow { keys.append($0.int64(at: 0)) }
        return keys
    }
}
