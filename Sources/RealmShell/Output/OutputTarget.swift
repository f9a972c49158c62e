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
    func write(_ bytes: [UInt8]) throws
    func write(_ text: String) throws
    func flush() throws
    /// Whether a person is watching (a terminal): tables, colours and progress bars.
    var isTerminal: Bool { get }
}

extension OutputTarget {
    public func write(_ text: String) throws { try write(Array(text.utf8)) }
    /// Writes `text` and a newline.
    public func line(_ text: String = "") throws { try write(text + "\n") }
}

/// A file descriptor (`RealmLifecycle`'s, so the life cycle writes files
/// through it too) is where most commands write.
extension FileDescriptorOutput: OutputTarget {}

/// Output collected in memory, for tests and for `.once`-style capture.
public final class CapturedOutput: OutputTarget {
    public private(set) var bytes: [UInt8] = []
    public var isTerminal: Bool
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }
    public func write(_ bytes: [UInt8]) throws { self.bytes.append(contentsOf: bytes) }
    public func flush() throws {}
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
