/// Where the REPL gets its lines: readline on a terminal (in the executable),
/// a script or a pipe elsewhere. The swap point the SQLite shell keeps for
/// readline/editline/linenoise.
public protocol LineReader: AnyObject {
    /// The next line without its newline, or `nil` at the end of input (Ctrl-D).
    func readLine(prompt: String) -> String?
    /// Remembers a complete statement in the history.
    func addHistory(_ statement: String)
    /// Whether a person is typing (prompts, confirmations, colours).
    var isInteractive: Bool { get }
    /// Whether Ctrl-C abandoned the line just returned (then empty); asking
    /// clears it. The studio then drops a statement still being continued
    /// at a `...>` prompt, as the sqlite3 shell does.
    func takeInterruption() -> Bool
}

extension LineReader {
    /// A reader without history remembers nothing.
    public func addHistory(_ statement: String) {}
    /// A reader that Ctrl-C cannot reach is never interrupted.
    public func takeInterruption() -> Bool { false }
}

/// Lines from a string (tests, `-c`, files read with `.read`).
final class ScriptLineReader: LineReader {
    private var lines: [String]
    private var next = 0
    let isInteractive = false
    /// The 1-based number of the last line handed out.
    var lineNumber: Int { next }

    init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    func readLine(prompt: String) -> String? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        return lines[next]
    }
}

/// Lines from a file descriptor (standard input when it is a pipe), read in blocks.
public final class FileLineReader: LineReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// Never: a pipe or a file gets no prompts, confirmations or colours.
    public let isInteractive = false

    /// Reads `fd` from where it is; the descriptor stays the caller's to close.
    public init(fd: Int32) { self.fd = fd }

    /// The next line without its `\n` (or `\r\n`), ignoring `prompt`; a last
    /// line without a newline is still returned, and `nil` follows at the end
    /// of input or on a read error. Lines are decoded as UTF-8, invalid bytes
    /// replaced.
    public func readLine(prompt: String) -> String? {
        while true {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { position = newline + 1 }
                var end = newline
                if end > position && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return String(decoding: buffer[position..<end], as: UTF8.self)
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                defer { position = buffer.count }
                return String(decoding: buffer[position...], as: UTF8.self)
            }
            buffer.removeFirst(position)
            position = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { SystemIO.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { atEnd = true } else { buffer.append(contentsOf: chunk[0..<n]) }
        }
    }
}
