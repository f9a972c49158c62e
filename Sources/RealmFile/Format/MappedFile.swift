import Glibc

/// A whole file mapped read-only (`MAP_PRIVATE`), unmapped when released.
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let count: Int

    /// Maps `path`; throws `cannotOpen` with the system's reason.
    init(path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText()) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw RealmFileError.cannotOpen(path: path, reason: "not a regular file")
        }
        count = Int(info.st_size)
        if count == 0 {
            base = nil
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw RealmFileError.cannotOpen(path: path, reason: MappedFile.errnoText())
        }
        base = UnsafeRawPointer(address)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// A reader over the mapped bytes.
    func makeReader() -> ByteReader {
        if let base { return ByteReader(base: base, count: count, owner: self) }
        return ByteReader(base: OwnedBuffer.emptyPointer, count: 0, owner: self)
    }

    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// Bytes we own in memory (a decrypted file), freed when released.
final class OwnedBuffer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let count: Int

    nonisolated(unsafe) static let emptyPointer: UnsafeRawPointer = {
        UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8))
    }()

    init(count: Int) {
        self.count = count
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 8), alignment: 16)
        pointer.initializeMemory(as: UInt8.self, repeating: 0, count: max(count, 8))
    }

    deinit { pointer.deallocate() }

    func makeReader() -> ByteReader {
        ByteReader(base: UnsafeRawPointer(pointer), count: count, owner: self)
    }
}
