import Foundation

extension BoundedChild {
    /// Starts `executable` with `arguments`, its standard output and error
    /// discarded, for a test that signals it and then waits for it within a
    /// bound (`Process.waitUntilExit(within:)`): no pipe of it goes unread, so
    /// a full one can never hold it (with signals blocked) in a write.
    ///
    /// ```swift
    /// let exec = try BoundedChild.startSilently(binary, ["exec", path, script])
    /// kill(exec.processIdentifier, SIGINT)
    /// #expect(exec.waitUntilExit(within: 120))
    /// ```
    public static func startSilently(_ executable: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
