import CSQLite

/// The arguments of one call of an application-defined SQL function, read
/// without copying (valid only during the call).
public struct FunctionArguments {
    let values: UnsafeMutablePointer<OpaquePointer?>?
    /// The number of arguments.
    public let count: Int

    @inline(__always)
    private func raw(_ index: Int) -> OpaquePointer? { values?[index] }

    /// The storage class of argument `index`.
    @inline(__always)
    public func type(at index: Int) -> Statement.ColumnType {
        Statement.ColumnType(rawValue: sqlite3_value_type(raw(index))) ?? .null
    }

    /// Argument `index` as an integer.
    @inline(__always)
    public func int64(at index: Int) -> Int64 { sqlite3_value_int64(raw(index)) }

    /// Argument `index` as a double.
    @inline(__always)
    public func double(at index: Int) -> Double { sqlite3_value_double(raw(index)) }

    /// Calls `body` with the bytes of a text or blob argument (no copy).
    @inline(__always)
    public func withUnsafeBytes<T>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let value = raw(index)
        let pointer: UnsafeRawPointer?
        if sqlite3_value_type(value) == SQLITE_TEXT {
            pointer = sqlite3_value_text(value).map { UnsafeRawPointer($0) }
        } else {
            pointer = sqlite3_value_blob(value)
        }
        let count = Int(sqlite3_value_bytes(value))
        return try body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }
}

/// What an application-defined function returns.
public enum FunctionResult {
    case value(SQLiteValue)
    /// Text of exactly `count` bytes, written by `fill` (no intermediate String).
    case text(count: Int, fill: (UnsafeMutableRawBufferPointer) -> Void)
    /// The statement fails with this message.
    case error(String)
}

private final class FunctionBox {
    let body: (FunctionArguments) -> FunctionResult
    init(_ body: @escaping (FunctionArguments) -> FunctionResult) { self.body = body }
}

extension Connection {
    /// Registers (or replaces) the SQL function `name` taking `argumentCount`
    /// arguments (-1: any number), as `sqlite3_create_function_v2` does.
    ///
    /// ```swift
    /// try db.createFunction("twice", argumentCount: 1) { args in .value(.integer(args.int64(at: 0) * 2)) }
    /// ```
    ///
    /// Fails with `SQLITE_BUSY` while statements of this connection are running.
    public func createFunction(
        _ name: String, argumentCount: Int32, deterministic: Bool = true,
        _ body: @escaping (FunctionArguments) -> FunctionResult
    ) throws {
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        let flags = SQLITE_UTF8 | (deterministic ? SQLITE_DETERMINISTIC : 0)
        let code = sqlite3_create_function_v2(
            sqliteConnection, name, argumentCount, flags, box,
            { context, count, values in
                guard let context, let user = sqlite3_user_data(context) else { return }
                // SQLite holds the box until the function is dropped (the release below), so the call
                // borrows it without a retain and release per row.
                let result = Unmanaged<FunctionBox>.fromOpaque(user)._withUnsafeGuaranteedRef {
                    $0.body(FunctionArguments(values: values, count: Int(count)))
                }
                switch result {
                case .value(let value): setResult(value, context)
                case .error(let message): sqlite3_result_error(context, message, -1)
                case .text(let count, let fill):
                    guard let memory = sqlite3_malloc64(sqlite3_uint64(max(count, 1))) else {
                        sqlite3_result_error_nomem(context)
                        return
                    }
                    fill(UnsafeMutableRawBufferPointer(start: memory, count: count))
                    sqlite3_result_text64(context, memory.assumingMemoryBound(to: CChar.self), sqlite3_uint64(count),
                                          sqlite3_free, UInt8(SQLITE_UTF8))
                }
            },
            nil, nil,
            { user in
                guard let user else { return }
                Unmanaged<FunctionBox>.fromOpaque(user).release()
            })
        try check(code, sqliteConnection)
    }
}

private func setResult(_ value: SQLiteValue, _ context: OpaquePointer) {
    switch value {
    case .null: sqlite3_result_null(context)
    case .integer(let i): sqlite3_result_int64(context, i)
    case .real(let d): sqlite3_result_double(context, d)
    case .text(let s):
        var s = s
        s.withUTF8 { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                sqlite3_result_text(context, "", 0, SQLITE_TRANSIENT)
                return
            }
            sqlite3_result_text64(context, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                  sqlite3_uint64(buffer.count), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
        }
    case .blob(let bytes):
        bytes.withUnsafeBytes { buffer in
            if buffer.count == 0 { sqlite3_result_zeroblob(context, 0) } else {
                sqlite3_result_blob64(context, buffer.baseAddress, sqlite3_uint64(buffer.count), SQLITE_TRANSIENT)
            }
        }
    }
}

private final class AggregateBox {
    let makeState: () -> AnyObject
    let step: (AnyObject, FunctionArguments) -> Void
    let final: (AnyObject?) -> SQLiteValue
    init(makeState: @escaping () -> AnyObject, step: @escaping (AnyObject, FunctionArguments) -> Void, final: @escaping (AnyObject?) -> SQLiteValue) {
        self.makeState = makeState
        self.step = step
        self.final = final
    }
}

extension Connection {
    /// Registers (or replaces) the aggregate SQL function `name`: `makeState`
    /// makes one state per group, `step` feeds it each row's arguments, `final`
    /// turns it (`nil` for a group without rows) into the result.
    ///
    /// ```swift
    /// final class Count { var n = 0 }
    /// try db.createAggregate("mycount", argumentCount: 1, makeState: { Count() },
    ///     step: { state, _ in (state as! Count).n += 1 }, final: { .integer(Int64(($0 as? Count)?.n ?? 0)) })
    /// ```
    public func createAggregate(
        _ name: String, argumentCount: Int32, makeState: @escaping () -> AnyObject,
        step: @escaping (AnyObject, FunctionArguments) -> Void, final: @escaping (AnyObject?) -> SQLiteValue
    ) throws {
        let box = Unmanaged.passRetained(AggregateBox(makeState: makeState, step: step, final: final)).toOpaque()
        let code = sqlite3_create_function_v2(
            sqliteConnection, name, argumentCount, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box, nil,
            { context, count, values in
                guard let context, let user = sqlite3_user_data(context),
                      let slot = sqlite3_aggregate_context(context, Int32(MemoryLayout<UnsafeRawPointer>.size))
                else { return }
                let box = Unmanaged<AggregateBox>.fromOpaque(user).takeUnretainedValue()
                let pointer = slot.assumingMemoryBound(to: UnsafeRawPointer?.self)
                if pointer.pointee == nil { pointer.pointee = UnsafeRawPointer(Unmanaged.passRetained(box.makeState()).toOpaque()) }
                guard let raw = pointer.pointee else { return }
                box.step(Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue(), FunctionArguments(values: values, count: Int(count)))
            },
            { context in
                guard let context, let user = sqlite3_user_data(context) else { return }
                let box = Unmanaged<AggregateBox>.fromOpaque(user).takeUnretainedValue()
                var state: AnyObject?
                if let slot = sqlite3_aggregate_context(context, 0),
                   let raw = slot.assumingMemoryBound(to: UnsafeRawPointer?.self).pointee {
                    state = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
                }
                setResult(box.final(state), context)
            },
            { user in
                guard let user else { return }
                Unmanaged<AggregateBox>.fromOpaque(user).release()
            })
        try check(code, sqliteConnection)
    }
}
