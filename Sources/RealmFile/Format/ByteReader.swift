/// Bounds-checked little-endian reads over a file's bytes: `get…(at:)`
/// never moves, `read…()` consumes from `readerIndex`; every read outside
/// the bytes throws `RealmFileError.corrupt(reason:offset:)`.
///
/// ```swift
/// let ref = try reader.getUInt64(at: 0)
/// ```
struct ByteReader: @unchecked Sendable {
    /// The bytes; kept alive by `owner`.
    let base: UnsafeRawPointer
    let count: Int
    /// Whatever owns the memory (a mapping or a decrypted buffer).
    let owner: AnyObject
    var readerIndex = 0

    init(base: UnsafeRawPointer, count: Int, owner: AnyObject) {
        self.base = base
        self.count = count
        self.owner = owner
    }

    /// Throws unless `offset ..< offset + length` lies inside the bytes.
    @inline(__always)
    func checkRange(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String = "read") throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw RealmFileError.corrupt(reason: "\(what()) of \(length) bytes runs past the end of the file (\(count) bytes)", offset: offset)
        }
    }

    @inline(__always)
    func getUInt8(at offset: Int) throws -> UInt8 {
        try checkRange(offset, 1)
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func getUInt16(at offset: Int) throws -> UInt16 {
        try checkRange(offset, 2)
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func getUInt32(at offset: Int) throws -> UInt32 {
        try checkRange(offset, 4)
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func getUInt64(at offset: Int) throws -> UInt64 {
        try checkRange(offset, 8)
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A copy of `length` bytes at `offset`.
    func getBytes(at offset: Int, count length: Int) throws -> [UInt8] {
        try checkRange(offset, length)
        return [UInt8](UnsafeRawBufferPointer(start: base + offset, count: length))
    }

    /// The bytes at `offset` as UTF-8 text (invalid sequences repaired, as
    /// Realm itself never stores them).
    func getString(at offset: Int, count length: Int) throws -> String {
        try checkRange(offset, length)
        return String(decoding: UnsafeRawBufferPointer(start: base + offset, count: length), as: UTF8.self)
    }

    /// Reads a little-endian UInt64 at `readerIndex` and moves past it.
    mutating func readUInt64() throws -> UInt64 {
        let value = try getUInt64(at: readerIndex)
        readerIndex += 8
        return value
    }

    /// Reads `length` bytes at `readerIndex` and moves past them.
    mutating func readBytes(count length: Int) throws -> [UInt8] {
        let value = try getBytes(at: readerIndex, count: length)
        readerIndex += length
        return value
    }
}
