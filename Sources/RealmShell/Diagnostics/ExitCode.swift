/// The process exit status of a command, as grep and most Unix tools use them.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// The operation failed: bad query, store in use, wrong key, corrupt file.
    public static let failure = ExitCode(rawValue: 1)
    /// The command line itself was wrong.
    public static let usage = ExitCode(rawValue: 2)
}
