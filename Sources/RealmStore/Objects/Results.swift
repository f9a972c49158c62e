import RealmModel
import SQLite

/// All objects of one class, in object-key order, read lazily in pages
/// (never a whole table in memory).
///
/// ```swift
/// let dogs = try realm.objects("Dog")
/// print(try dogs.count)
/// for dog in dogs { print(dog.key) }
/// ```
public struct Results: Sequence {
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

    /// The first object in key order, or `nil`.
    public var first: DynamicObject? {
        var iterator = makeIterator()
        return iterator.next()
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

    /// Whether the class has no objects.
    public var isEmpty: Bool { first == nil }

    /// Iterates keys in pages of 1,000 (keyset pagination, so deletes and
    /// inserts during iteration are safe).
    public struct Iterator: IteratorProtocol {
        let realm: Realm
        let className: String
        var buffer: [ObjectKey] = []
        var index = 0
        var lastKey: ObjectKey = .min
        var finished = false

        public mutating func next() -> DynamicObject? {
            if index == buffer.count {
                guard !finished, let info = realm.classInfos[className] else { return nil }
                buffer = (try? realm.keyPage(info, after: lastKey, limit: 1000)) ?? []
                index = 0
                if buffer.count < 1000 { finished = true }
                guard let last = buffer.last else { return nil }
                lastKey = last
            }
            defer { index += 1 }
            return DynamicObject(realm: realm, className: className, key: buffer[index])
        }
    }

    /// An iterator from the first object.
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
