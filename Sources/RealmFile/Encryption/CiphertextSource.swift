import Glibc

/// Where an encrypted file's bytes are read from while it is decrypted,
/// without keeping them: the mapped file's descriptor read with `pread`
/// (no page of the file stays mapped in this process, so reading it all
/// adds nothing to its memory, as touching the mapping would: a mapped
/// file page counts in the process's RSS until unmapped), or bytes
/// already in memory.
struct CiphertextSource: @unchecked Sendable {
    /// The file's size in bytes (when it was opened).
    let count: Int
    /// The file's bytes: read with `pread` when `descriptor` is one, else
    /// copied from here; its owner keeps the descriptor open.
    private let bytes: ByteReader
    private let descriptor: Int32
    /// The name errors give the file.
    private let name: String

    init(_ reader: ByteReader, name: String) {
        bytes = reader
        count = reader.count
        descriptor = (reader.owner as? MappedFile)?.descriptor ?? -1
        self.name = name
    }

    /// Whether the file is now shorter than when it was opened (bytes in
    /// memory never shrink): one `fstat` (`MappedFile.hasShrunk`).
    var hasShrunk: Bool { (bytes.owner as? MappedFile)?.hasShrunk ?? false }

    /// Reads `length` bytes at `offset` into `destination`; throws
    /// `shrunk` when the file is now shorter than that (another program
    /// truncated it), `cannotOpen` with the system's reason when it cannot
    /// be read.
    func read(at offset: Int, count length: Int, into destination: UnsafeMutableRawPointer) throws {
        guard descriptor >= 0 else {
            try bytes.checkRange(offset, length)
            destination.copyMemory(from: bytes.base + offset, byteCount: length)
            return
        }
        var done = 0
        while done < length {
            let n = pread(descriptor, destination + done, length - done, off_t(offset + done))
            if n > 0 {
                done += n
            } else if n == 0 {
                throw RealmFileError.shrunk(path: name)
            } else if errno != EINTR {
                throw RealmFileError.cannotOpen(path: name, reason: MappedFile.errnoText())
            }
        }
    }
}
