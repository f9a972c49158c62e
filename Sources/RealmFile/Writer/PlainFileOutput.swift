import Glibc

/// A `FileOutput` over an open, empty plain file: bytes are buffered and
/// written in large chunks; `finish` writes the footer and flushes (the
/// caller syncs and closes the descriptor it owns).
struct PlainFileOutput: FileOutput {
    let descriptor: Int32
    /// For error messages.
    let path: String
    private(set) var position: Int64 = 0
    private var buffer: [UInt8] = []
    private static let chunk = 1 << 20

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        buffer.reserveCapacity(PlainFileOutput.chunk)
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: bytes)
        position += Int64(bytes.count)
        if buffer.count >= PlainFileOutput.chunk { try flush() }
    }

    mutating func finish(footer: [UInt8]) throws {
        try footer.withUnsafeBytes { try write($0) }
        try flush()
    }

    private mutating func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw RealmFileWriterError.cannotWrite(path: path, reason: RealmFileWriterError.reason(forErrno: errno))
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A `FileOutput` collecting the file in memory (tests, small files).
struct MemoryOutput: FileOutput {
    private(set) var bytes: [UInt8] = []
    var position: Int64 { Int64(bytes.count) }

    init() {}

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func finish(footer: [UInt8]) throws {
        bytes += footer
    }
}
