import Glibc

extension RealmFile {
    /// Whether the file at `path` has the shape of an encrypted Realm file
    /// (its header is ciphertext, so only its page layout tells), for callers
    /// that must recognise a store they cannot read without its key: an
    /// output never replaces one, `delete` accepts one. Never blocks (a pipe
    /// or device is simply not one); false when the file cannot be read.
    public static func looksEncrypted(path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var firstPage = [UInt8](repeating: 0, count: PageDecryptor.pageSize)
        let n = firstPage.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard n == PageDecryptor.pageSize else { return false }
        return PageDecryptor.looksEncrypted(size: Int(info.st_size), firstPage: firstPage)
    }
}
