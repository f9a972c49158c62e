import RealmModel

/// Integer-backed leaves: `Array` (ints, bools, links as key + 1, link keys
/// in collections), `ArrayIntNull` (nullable ints, timestamp seconds) and
/// `ArrayBoolNull` (3 is null, `array_bool.hpp`).
extension LeafEncoder {
    /// A plain integer leaf.
    static func integers(_ values: [Int64], sink: inout some NodeSink) throws -> Int64 {
        try sink.writeIntegerArray(values, flags: [])
    }

    /// An `ArrayIntNull`: element 0 is the null sentinel, a value no element
    /// has; nulls are stored as it. The smallest unused non-negative value
    /// keeps the array narrow.
    static func nullableIntegers(_ values: [Int64?], sink: inout some NodeSink) throws -> Int64 {
        let present = Set(values.compactMap { $0 })
        var sentinel: Int64 = 0
        while present.contains(sentinel) { sentinel += 1 }
        var stored: [Int64] = [sentinel]
        stored.reserveCapacity(values.count + 1)
        for value in values { stored.append(value ?? sentinel) }
        return try sink.writeIntegerArray(stored, flags: [])
    }

    static func ints(_ values: [AnyRealmValue], nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        if nullable { return try nullableIntegers(try values.map { try optionalInt($0) }, sink: &sink) }
        return try integers(try values.map { try int($0) }, sink: &sink)
    }

    static func bools(_ values: [AnyRealmValue], nullable: Bool, sink: inout some NodeSink) throws -> Int64 {
        let stored: [Int64] = try values.map { value in
            switch value {
            case .bool(let b): return b ? 1 : 0
            case .null where nullable: return 3
            default: throw mismatch(value, "bool")
            }
        }
        return try integers(stored, sink: &sink)
    }

    static func int(_ value: AnyRealmValue) throws -> Int64 {
        guard case .int(let v) = value else { throw mismatch(value, "int") }
        return v
    }

    static func optionalInt(_ value: AnyRealmValue) throws -> Int64? {
        if case .null = value { return nil }
        return try int(value)
    }

    static func mismatch(_ value: AnyRealmValue, _ expected: String) -> RealmFileWriterError {
        .invalidSource("a \(value.typeName) value where a \(expected) is stored")
    }
}
