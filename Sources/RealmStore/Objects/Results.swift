import RealmModel
import SQLite

/// All objects of one class, in object-key order, read lazily in pages
/// (never a whole table in memory).
///
/// ```swift
/// let dogs = try realm.objects("Dog")
/// print(try dogs.count)
/// try dogs.forEach { dog in print(dog.key) }   // a failed read throws
/// ```
public struct Results {
    /// The store.
    public let realm: Realm
    /// The class.
    public let className: String

    /// The number of objects.
    public var count: Int {
        get throws {
            let info = try realm.info(className)
            return try realm.translatingErrors {
                if case .integer(let n) = try realm.connection.fetchValue(sql: "SELECT count(*) FROM \(info.table)") { return Int(n) }
                return 0
            }
        }
    }

    /// The first object in key order, or `nil`; a failed read throws.
    public var first: DynamicObject? {
        get throws {
            var iterator = makeIterator()
            return try iterator.next()
        }
    }

    /// One page of objects in key order: skip `offset`, take at most `limit`
    /// (for browsing page by page without walking the skipped objects).
    ///
    /// ```swift
    /// let secondPage = try realm.objects("Dog").page(offset: 50, limit: 50)
    /// ```
    public func page(offset: Int, limit: Int) throws -> [DynamicObject] {
        let info = try realm.info(className)
        var objects: [DynamicObject] = []
        try realm.translatingErrors {
            let statement = try realm.connection.makeStatement(sql: "SELECT _key FROM \(info.table) ORDER BY _key LIMIT ? OFFSET ?")
            try statement.bind([.integer(Int64(Swift.max(0, limit))), .integer(Int64(Swift.max(0, offset)))])
            try statement.forEachRow { objects.append(DynamicObject(realm: realm, className: className, key: $0.int64(at: 0))) }
        }
        return objects
    }

    /// Whether the class has no objects; a failed read throws.
    public var isEmpty: Bool { get throws { try first == nil } }

    /// Calls `body` with each object in key order; a failed read throws
    /// (never ends the walk early as if it were complete).
    ///
    /// ```swift
    /// try realm.objects("Dog").forEach { dog in print(dog.key) }
    /// ```
    public func forEach(_ body: (DynamicObject) throws -> Void) throws {
        var iterator = makeIterator()
        while let object = try iterator.next() { try body(object) }
    }

    /// A cursor over keys in pages of 1,000 (keyset pagination, so deletes
    /// and inserts during iteration are safe). As GRDB's `Cursor`, `next()`
    /// throws: a busy, interrupted or corrupt read is an error, never a
    /// silent end of the results.
    ///
    /// ```swift
    /// var cursor = try realm.objects("Dog").makeIterator()
    /// while let dog = try cursor.next() { print(dog.key) }
    /// ```
    public struct Iterator {
        let realm: Realm
        let className: String
        var buffer: [ObjectKey] = []
        var index = 0
        var lastKey: ObjectKey = .min
        var finished = false

        /// The next object, `nil` at the end; throws when the read fails.
        public mutating func next() throws -> DynamicObject? {
            if index == buffer.count {
                if finished { return nil }
                let info = try realm.info(className)
                buffer = try realm.translatingErrors { try realm.keyPage(info, after: lastKey, limit: 1000) }
                index = 0
                if buffer.count < 1000 { finished = true }
                guard let last = buffer.last else { return nil }
                lastKey = last
            }
            defer { index += 1 }
            return DynamicObject(realm: realm, className: className, key: buffer[index])
        }
    }

    /// A cursor from the first object.
    public func makeIterator() -> Iterator { Iterator(realm: realm, className: className) }
}

extension Realm {
    func keyPage(_ info: ClassInfo, after key: ObjectKey, limit: Int) throws -> [ObjectKey] {
        let statement = try connection.makeStatement(sql: "SELECT _key FROM \(info.table) WHERE _key > ? ORDER BY _key LIMIT ?")
        try statement.bind(key, at: 1)
        try statement.bind(Int64(limit), at: 2)
        var keys: [ObjectKey] = []
        keys.reserveCapacity(limit)
        try statement.forEachRow { keys.append($0.int64(at: 0)) }
        return keys
    }
}
