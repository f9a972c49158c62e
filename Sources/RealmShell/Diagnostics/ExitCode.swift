/// The process exit status of a command, as grep and most Unix tools use them.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    /// The status handed to `exit`.
    public var rawValue: Int32
    /// Any status; the shell itself only returns `success`, `failure` and `usage`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked.
    static let success = ExitCode(rawValue: 0)
    /// The operation failed: bad query, store in use, wrong key, corrupt file.
    static let failure = ExitCode(rawValue: 1)
    /// The command line itself was wrong.
    static let usage = ExitCode(rawValue: 2)
}
