import CSQLite

extension Connection {
    /// Registers a collation usable as `COLLATE name` (e.g. Realm's string
    /// ordering, or numeric order of Decimal128 blobs stored as text).
    ///
    /// ```swift
    /// try db.registerCollation(named: "reverse") { a, b in
    ///     b.lexicographicallyPrecedes(a) ? -1 : (a.elementsEqual(b) ? 0 : 1)
    /// }
    /// ```
    ///
    /// `compare` receives the UTF-8 bytes of both strings and returns a
    /// negative, zero or positive number.
    public func registerCollation(
        named name: String, _ compare: @escaping (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Int32
    ) throws {
        let box = Unmanaged.passRetained(CollationBox(compare)).toOpaque()
        let code = sqlite3_create_collation_v2(
            sqliteConnection, name, SQLITE_UTF8, box,
            { context, count1, bytes1, count2, bytes2 in
                guard let context else { return 0 }
                // SQLite holds the box until the collation is dropped (the release below), so a comparison
                // borrows it: a retain and release per comparison cost a fifth of a scan comparing every row.
                return Unmanaged<CollationBox>.fromOpaque(context)._withUnsafeGuaranteedRef {
                    $0.compare(UnsafeRawBufferPointer(start: bytes1, count: Int(count1)),
                               UnsafeRawBufferPointer(start: bytes2, count: Int(count2)))
                }
            },
            { context in
                if let context { Unmanaged<CollationBox>.fromOpaque(context).release() }
            })
        try check(code, sqliteConnection, sql: nil)
    }
}

private final class CollationBox {
    let compare: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Int32
    init(_ compare: @escaping (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Int32) { self.compare = compare }
}
