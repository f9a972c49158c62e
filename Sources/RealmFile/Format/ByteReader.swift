/// Bounds-checked little-endian reads over a file's bytes: `get…(at:)`
/// never moves, `read…()` consumes from `readerIndex`; every read outside
/// the bytes throws `RealmFileError.corrupt(reason:offset:)`.
///
/// The bytes are memory (a mapped file, a buffer), or the plaintext of a
/// large encrypted file decrypted page by page as it is read
/// (`DecryptedPages`): every access copies out, so no caller ever holds a
/// pointer into them.
///
/// ```swift
/// let ref = try reader.getUInt64(at: 0)
/// ```
struct ByteReader: @unchecked Sendable {
    /// The bytes; kept alive by `owner` (`pagedBase`, never read, when
    /// `DecryptedPages` gives them).
    let base: UnsafeRawPointer
    let count: Int
    /// Whatever owns the memory (a mapping, a decrypted buffer, the pages).
    let owner: AnyObject
    var readerIndex = 0

    init(base: UnsafeRawPointer, count: Int, owner: AnyObject) {
        self.base = base
        self.count = count
        self.owner = owner
    }

    /// A reader of the plaintext `pages` decrypts as it is read.
    init(pages: DecryptedPages) {
        base = Self.pagedBase
        count = pages.count
        owner = pages
    }

    /// The `base` of a reader whose bytes its `owner`, a `DecryptedPages`,
    /// gives. A mark, not a field: every leaf and node copies its reader, so
    /// the struct stays four words (a fifth cost 5% more instructions in
    /// `export` of an unencrypted file, callgrind on `compacted.realm`).
    @inline(__always) private static var pagedBase: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1)! }

    /// The pages that give the bytes of a large encrypted file, else nil;
    /// kept alive by `owner` (no reference count paid per copy or read).
    @inline(__always) private var pages: Unmanaged<DecryptedPages>? {
        guard base == Self.pagedBase else { return nil }
        return Unmanaged<DecryptedPages>.fromOpaque(Unmanaged.passUnretained(owner).toOpaque())
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
        if let pages { return try pages._withUnsafeGuaranteedRef { try $0.load(at: offset, as: UInt8.self) } }
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func getUInt16(at offset: Int) throws -> UInt16 {
        try checkRange(offset, 2)
        if let pages { return UInt16(littleEndian: try pages._withUnsafeGuaranteedRef { try $0.load(at: offset, as: UInt16.self) }) }
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func getUInt32(at offset: Int) throws -> UInt32 {
        try checkRange(offset, 4)
        if let pages { return UInt32(littleEndian: try pages._withUnsafeGuaranteedRef { try $0.load(at: offset, as: UInt32.self) }) }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func getUInt64(at offset: Int) throws -> UInt64 {
        try checkRange(offset, 8)
        if let pages { return UInt64(littleEndian: try pages._withUnsafeGuaranteedRef { try $0.load(at: offset, as: UInt64.self) }) }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A copy of `length` bytes at `offset`.
    func getBytes(at offset: Int, count length: Int) throws -> [UInt8] {
        try checkRange(offset, length)
        if let pages, length > 0 {
            return try [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
                try pages._withUnsafeGuaranteedRef { try $0.copy(at: offset, count: length, into: buffer.baseAddress!) }
                initialized = length
            }
        }
        return [UInt8](UnsafeRawBufferPointer(start: base + offset, count: length))
    }

    /// The bytes at `offset` as UTF-8 text (invalid sequences repaired, as
    /// Realm itself never stores them).
    func getString(at offset: Int, count length: Int) throws -> String {
        try checkRange(offset, length)
        if pages != nil { return String(decoding: try getBytes(at: offset, count: length), as: UTF8.self) }
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
