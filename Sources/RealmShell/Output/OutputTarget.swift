#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle

/// Where a command's text goes: standard output, standard error, a file, or
/// a buffer in tests. Output is buffered; `flush()` writes it through.
/// Every target can show a long write's progress (`ProgressDisplay`, drawn
/// as a `ProgressBar` when it is a terminal), so commands hand the life
/// cycle `context.stderr` as it is.
public protocol OutputTarget: ProgressDisplay {
    /// Appends `bytes`; they reach the destination by the next `flush()` at
    /// the latest. Throws when the destination refuses them (a full disk, a
    /// closed pipe).
    func write(_ bytes: [UInt8]) throws
    /// Appends `text` as UTF-8, as `write(_:)` does bytes.
    func write(_ text: String) throws
    /// Writes through everything appended so far, or throws why it could not.
    func flush() throws
    /// Whether a person is watching (a terminal): tables, colours and progress bars.
    var isTerminal: Bool { get }
}

extension OutputTarget {
    /// Writes `text` as UTF-8 (buffered, as every write).
    public func write(_ text: String) throws { try write(Array(text.utf8)) }
    /// Writes `text` and a newline.
    func line(_ text: String = "") throws { try write(text + "\n") }
}

/// A file descriptor (`RealmLifecycle`'s, so the life cycle writes files
/// through it too) is where most commands write.
extension FileDescriptorOutput: OutputTarget {}

/// Output collected in memory, for tests and for `.once`-style capture.
final class CapturedOutput: OutputTarget {
    private(set) var bytes: [UInt8] = []
    var isTerminal: Bool
    init(isTerminal: Bool = false) { self.isTerminal = isTerminal }
    func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }
    func flush() throws {}
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
