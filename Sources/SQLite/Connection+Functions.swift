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
                let box = Unmanaged<CollationBox>.fromOpaque(context).takeUnretainedValue()
                return box.compare(
                    UnsafeRawBufferPointer(start: bytes1, count: Int(count1)),
                    UnsafeRawBufferPointer(start: bytes2, count: Int(count2)))
            },
            { context in
                if let context { Unmanaged<CollationBox>.fromOpaque(context).release() }
            })
        try check(code, sqliteConnection, sql: nil)
    }

    /// Registers a scalar SQL function `name(arg…)`; `body` maps argument
    /// values to the result, or throws (the message becomes the SQL error).
    ///
    /// ```swift
    /// try db.registerFunction(named: "double_it", argumentCount: 1) { args in
    ///     if case .integer(let i) = args[0] { return .integer(i * 2) } else { return .null }
    /// }
    /// ```
    public func registerFunction(
        named name: String, argumentCount: Int32, isDeterministic: Bool = true,
        _ body: @escaping ([SQLiteValue]) throws -> SQLiteValue
    ) throws {
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        let flags = SQLITE_UTF8 | (isDeterministic ? SQLITE_DETERMINISTIC : 0)
        let code = sqlite3_create_function_v2(
            sqliteConnection, name, argumentCount, flags, box,
            { context, count, arguments in
                guard let context, let userData = sqlite3_user_data(context) else { return }
                let box = Unmanaged<FunctionBox>.fromOpaque(userData).takeUnretainedValue()
                var values: [SQLiteValue] = []
                values.reserveCapacity(Int(count))
                for i in 0..<Int(count) {
                    values.append(SQLiteValue(sqliteValue: arguments?[i]))
                }
                do {
                    switch try box.body(values) {
                    case .null: sqlite3_result_null(context)
                    case .integer(let v): sqlite3_result_int64(context, v)
                    case .real(let v): sqlite3_result_double(context, v)
                    case .text(let v):
                        let bytes = Array(v.utf8) + [0]
                        bytes.withUnsafeBufferPointer { buffer in
                            buffer.withMemoryRebound(to: CChar.self) {
                                sqlite3_result_text64(context, $0.baseAddress, sqlite3_uint64($0.count - 1), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
                            }
                        }
                    case .blob(let v):
                        v.withUnsafeBytes {
                            if $0.isEmpty { sqlite3_result_zeroblob(context, 0) } else {
                                sqlite3_result_blob64(context, $0.baseAddress, sqlite3_uint64($0.count), SQLITE_TRANSIENT)
                            }
                        }
                    }
                } catch {
                    sqlite3_result_error(context, "\(error)", -1)
                }
            },
            nil, nil,
            { userData in
                if let userData { Unmanaged<FunctionBox>.fromOpaque(userData).release() }
            })
        try check(code, sqliteConnection, sql: nil)
    }
}

private final class CollationBox {
    let compare: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Int32
    init(_ compare: @escaping (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Int32) { self.compare = compare }
}

private final class FunctionBox {
    let body: ([SQLiteValue]) throws -> SQLiteValue
    init(_ body: @escaping ([SQLiteValue]) throws -> SQLiteValue) { self.body = body }
}

extension SQLiteValue {
    /// Copies an `sqlite3_value` (a function argument).
    init(sqliteValue value: OpaquePointer?) {
        guard let value else { self = .null; return }
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let count = Int(sqlite3_value_bytes(value))
            if let pointer = sqlite3_value_text(value) {
                self = .text(String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self))
            } else {
                self = .text("")
            }
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            if let pointer = sqlite3_value_blob(value) {
                self = .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
            } else {
                self = .blob([])
            }
        default: self = .null
        }
    }
}
