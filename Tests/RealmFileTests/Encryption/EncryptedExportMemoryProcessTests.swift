import Foundation
import Glibc
import RealmFile
import RealmModel
import Testing

/// `realmlens export` of a large encrypted file keeps its memory flat: the
/// child's peak RSS stays below half the file's size, where decrypting the
/// file whole cost twice its size (168 MB for this 80 MB file). Not timed:
/// the bound is memory, the wait is a safety net.
///
/// The peak is the child's own `VmHWM` (`/proc/PID/status`), polled until
/// it ends, not `wait4`'s `ru_maxrss`: a child started by `posix_spawn`
/// (`vfork`) has the test process's own peak folded into `ru_maxrss` at
/// `exec`, tens of MB that are not the child's.
@Suite(.enabled(if: BuiltRealmlens.exists, "the realmlens binary of this build is absent"))
struct EncryptedExportMemoryProcessTests {
    static var binary: String { BuiltRealmlens.path }

    @Test func exportOfALargeEncryptedFileStaysBelowHalfItsSize() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("large.realm").path
        let key = PageByPageDecryptionTests.key
        try RealmFileWriter.write(LongStringSource(count: 2_400), toPath: path, options: .init(encryptionKey: key))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 72 << 20, "a file several times the page budget")
        let hex = key.map { String(format: "%02x", $0) }.joined()
        let (status, peakKB, stderr) = try Self.run(["export", path, "--key", hex], folder: folder)
        #expect(status == 0, "\(stderr)")
        #expect(peakKB * 1024 < size / 2, "peak \(peakKB) KB for a file of \(size / 1024) KB")
    }

    /// Runs the binary with `arguments`, standard output discarded; answers
    /// its exit status (-1: killed at the bound), peak RSS in KB (the last
    /// `VmHWM` read before it ended) and standard error. Waits at most
    /// `seconds`, then kills it.
    static func run(_ arguments: [String], folder: URL, seconds: Double = 300) throws -> (status: Int32, peakKB: Int, stderr: String) {
        let errors = folder.appendingPathComponent("stderr.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        try #require(spawned == 0, "cannot start \(binary): \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var peakKB = 0
        let deadline = Date().addingTimeInterval(seconds)
        var killed = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            peakKB = max(peakKB, highWaterMarkKB(of: pid))
            if Date() > deadline && !killed {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(5_000)
        }
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        return (exited && !killed ? (status >> 8) & 0xFF : -1, peakKB, text)
    }

    /// The peak RSS of the running process `pid` so far (`VmHWM`), 0 when unread.
    static func highWaterMarkKB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.dropFirst(6).filter(\.isNumber)) ?? 0
    }
}

/// The `realmlens` binary of this build, beside the test bundle (`/proc/self/exe`).
enum BuiltRealmlens {
    static let path: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("realmlens").path
    }()
    static var exists: Bool { access(path, X_OK) == 0 }
}

/// `count` objects each holding a 32 KiB string, so that a file of few
/// objects is large and an export reads every byte of it.
struct LongStringSource: KeyOrderedObjectSource {
    let count: Int
    var persistedSchemaVersion: Int64? { 1 }
    var schema: Schema {
        Schema([ObjectSchema(className: "Text", properties: [Property(name: "body", type: .string)])])
    }

    func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let letters = (0 ..< 32 * 1024).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(97 + (state >> 33) % 26)
        }
        for key in 0 ..< count {
            try body(ObjectRecord(key: Int64(key), values: [.string("\(key) " + String(decoding: letters, as: UTF8.self))]))
        }
    }
}
