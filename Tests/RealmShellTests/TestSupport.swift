import Foundation
import TestChildProcesses
@testable import RealmShell
// The test-support targets every file here may use, imported once for the whole target.
@_exported import TestCanonicalDumps
@_exported import TestRealmCore
import Testing

/// What a one-shot run printed, and its exit code.
struct RunOutcome {
    var stdout: String
    var stderr: String
    var exitCode: ExitCode
}

/// Runs a command line in-process, capturing its output.
func run(_ arguments: [String], table: CommandTable = .standard) -> RunOutcome {
    let out = CapturedOutput(), err = CapturedOutput()
    let runner = CommandLineRunner(table: table, stdout: out, stderr: err, environment: [:])
    let code = runner.run(arguments)
    return RunOutcome(stdout: out.text, stderr: err.text, exitCode: code)
}

/// A scratch directory, removed when the test's scope ends.
final class ScratchDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The shared fixtures folder (`../shared/fixtures/realm` beside the package), or nil when absent.
let fixturesDirectory: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dir = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/realm")
    return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
}()

/// What tests need from the machine, as traits: a test that cannot run here
/// is reported as skipped, with the reason, instead of passing silently.
extension Trait where Self == ConditionTrait {
    /// The shared Realm Core fixtures, `../shared/fixtures/realm`.
    static var requiresFixtures: Self {
        .enabled(if: fixturesDirectory != nil, "../shared/fixtures/realm is absent: no genuine Realm files to test with")
    }

    /// Realm Core itself, `../shared/tools/realm-core-check`: the judge of query answers and written files.
    static var requiresRealmCoreCheck: Self {
        .enabled(if: RealmCoreCheck.isAvailable, "\(RealmCoreCheck.absentNote): no Realm Core to compare with")
    }

    /// `/usr/bin/python3`, which holds locks as Realm Core does and drives pseudo-terminals.
    static var requiresPython3: Self {
        .enabled(if: RealmCoreLockHolder.isAvailable, "/usr/bin/python3 is absent: no second process to hold locks or a terminal")
    }
}

/// The canonical dump of a store as a Realm file holds it: without `linkingObjects`.
func persistedDump(_ text: String) throws -> String {
    let schemaEnd = try #require(text.range(of: ",\"objects\":"))
    let schema = String(text[..<schemaEnd.lowerBound])
    let withoutBacklinks = schema.replacingOccurrences(
        of: #",?\{"name":"[^"]*","type":"linkingObjects"[^}]*\}"#, with: "", options: .regularExpression)
        .replacingOccurrences(of: "\"properties\":[,", with: "\"properties\":[")
    return withoutBacklinks + text[schemaEnd.lowerBound...]
}

/// A child process holding a file's `NAME.lock` as Realm Core does while an
/// app has the file open (`File::lock` in realm-core's `util/file.cpp`: a
/// shared `flock`), until `release()` or the end of its scope. Needs
/// `/usr/bin/python3` (tests that use it say so with `.requiresPython3`).
final class RealmCoreLockHolder {
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    private let process = Process()
    private let output = Pipe()
    /// The holder's pid (what our messages must name).
    var pid: Int32 { process.processIdentifier }

    init(storePath: String) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import fcntl, os, sys, time
            fd = os.open(sys.argv[1] + ".lock", os.O_RDWR | os.O_CREAT, 0o644)
            fcntl.flock(fd, fcntl.LOCK_SH)
            print("ready", flush=True)
            time.sleep(60)
            """, storePath]
        process.standardOutput = output
    }

    /// Starts the child and waits until it holds the lock (at most 60 s: a
    /// lock it cannot take must not hold the test run); returns whether it said it does.
    @discardableResult func start() throws -> Bool {
        try process.run()
        var request = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard Handshake.poll(3000, every: 20_000, until: { poll(&request, 1, 0) > 0 }) else { return false }
        return String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("ready")
    }

    /// Kills the child (its lock goes with it) and waits for it; idempotent.
    func release() {
        if process.processIdentifier != 0 { process.waitUntilExit(within: 0) }
    }

    deinit { release() }
}

/// Runs `Support/NAME` (a python3 script driving the binary at a
/// pseudo-terminal) with `arguments`; returns what it printed (its JSON
/// report). The scripts bound each of their own waits; this bounds the
/// whole run too, so a script stuck on a studio that never answers is
/// killed instead of holding the test run.
func terminalDriver(_ name: String, _ arguments: [String]) throws -> Data {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/\(name)")
    // -B: importing Support/pty_support.py leaves no __pycache__ in the package.
    let (_, drained) = try BoundedChild.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-B", script.path] + arguments, within: 300)
    return drained.stdout
}
