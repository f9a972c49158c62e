import RealmModel
import RealmQuery
import SQLite

/// Objects of one class, as RealmSwift's `Results`: every object of the
/// class in object-key order (`realm.objects("Dog")`), or the objects
/// matching a query in its order (`realm.objects("Dog", where: "age > 3")`).
/// Lazy: nothing is read until asked, iterating streams (never a whole table
/// in memory), `count` and aggregates run as SQL, and a result is a live
/// query, not a snapshot.
///
/// ```swift
/// let dogs = try realm.objects("Dog", where: "age > 3")
/// print(try dogs.count)
/// try dogs.sorted(byKeyPath: "name").forEach { dog in print(dog.key) }   // a failed read throws
/// let oldest = try dogs.max(ofProperty: "age")                            // .int(9)
/// ```
public struct Results {
    /// The store.
    public let realm: Realm
    /// The class of the objects.
    public let className: String
    /// The resolved query; `nil` for every object of the class.
    public let query: ResolvedQuery?
    /// The SQL selecting the object keys in result order (what `explain` shows).
    public let fragment: SQLFragment

    /// Every object of `className`, in object-key order.
    init(realm: Realm, allOf info: ClassInfo) {
        self.realm = realm
        self.className = info.className
        self.query = nil
        self.fragment = SQLFragment(sql: "SELECT \(TableLayout.keyColumn) FROM \(info.table) ORDER BY \(TableLayout.keyColumn)")
    }

    /// The objects `query` matches; `fragment` is its compiled SQL.
    init(realm: Realm, query: ResolvedQuery, fragment: SQLFragment) {
        self.realm = realm
        self.className = query.className
        self.query = query
        self.fragment = fragment
    }

    /// The number of objects.
    public var count: Int {
        get throws {
            let sql: String
            if query == nil {
                sql = "SELECT count(*) FROM \(try realm.info(className).table)"
            } else {
                try realm.updateClusterStarts(before: fragment)
                sql = "SELECT count(*) FROM (\(fragment.sql))"
            }
            return try realm.translatingErrors {
                if case .integer(let n) = try realm.connection.fetchValue(sql: sql, arguments: fragment.arguments) { return Int(n) }
                return 0
            }
        }
    }

    /// The first object, or `nil`; a failed read throws.
    public var first: DynamicObject? {
        get throws {
            var found: DynamicObject?
            try forEachKey { key in
                found = DynamicObject(realm: realm, className: className, key: key)
                return false
            }
            return found
        }
    }

    /// Whether there is no object; a failed read throws.
    public var isEmpty: Bool { get throws { try first == nil } }

    /// One page of objects: skip `offset`, take at most `limit` (for
    /// browsing page by page; every object of a class is paged by key, so
    /// the skipped objects are not walked).
    ///
    /// ```swift
    /// let secondPage = try realm.objects("Dog").page(offset: 50, limit: 50)
    /// ```
    public func page(offset: Int, limit: Int) throws -> [DynamicObject] {
        var objects: [DynamicObject] = []
        let offset = Swift.max(0, offset), limit = Swift.max(0, limit)
        guard query != nil else {
            let info = try realm.info(className)
            try realm.translatingErrors {
                let statement = try realm.connection.makeStatement(sql: "\(fragment.sql) LIMIT ? OFFSET ?")
                try statement.bind([.integer(Int64(limit)), .integer(Int64(offset))])
                try statement.forEachRow { objects.append(DynamicObject(realm: realm, className: info.className, key: $0.int64(at: 0))) }
            }
            return objects
        }
        guard limit > 0 else { return [] }
        var skipped = 0
        try forEachKey { key in
            if skipped < offset {
                skipped += 1
                return true
            }
            objects.append(DynamicObject(realm: realm, className: className, key: key))
            return objects.count < limit
        }
        return objects
    }
}

