#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import Testing

/// The words each common `errno` gets after "cannot read/write 'PATH': ",
/// including those no process test can provoke cheaply (too many open
/// files, a stale handle): never the C library's capitalised text.
@Suite struct SystemErrorReasonTests {
    @Test func commonCausesReadAsOurWords() {
        #expect(SystemErrorReason.text(ENOENT) == "it does not exist")
        #expect(SystemErrorReason.text(ENOENT, .writing) == "its folder does not exist")
        #expect(SystemErrorReason.text(ELOOP) == "its path goes round a loop of symbolic links")
        #expect(SystemErrorReason.text(ENAMETOOLONG) == "its name is too long for the file system")
        #expect(SystemErrorReason.text(ENOTDIR) == "a part of its path is a file, not a folder")
        #expect(SystemErrorReason.text(EISDIR) == "it is a folder")
        #expect(SystemErrorReason.text(EACCES) == "permission denied")
        #expect(SystemErrorReason.text(EROFS) == "the file system is read-only")
        #expect(SystemErrorReason.text(ENOSPC, .writing) == "the disk is full or the file-size limit was reached")
        #expect(SystemErrorReason.text(EMFILE) == "this process has too many files open (see 'ulimit -n')")
    }

    /// A code without words of its own keeps the system's text, lower-cased to sit mid-sentence.
    @Test func otherCodesKeepTheSystemTextInLowerCase() {
        #expect(SystemErrorReason.text(EBADF) == "bad file descriptor")
    }
}
