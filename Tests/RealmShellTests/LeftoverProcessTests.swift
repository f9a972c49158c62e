import Foundation
import Glibc
import Testing

/// Interrupted commands leave nothing behind (issues 9 and 10,
/// "Leftovers"): `import`, `demo`, `convert`, `export -o` and `compact`
/// killed at random moments by SIGTERM, SIGINT or SIGHUP remove their
/// temporary files on the way out; what SIGKILL leaves, the next run in the
/// folder removes. `REALMLENS_LEFTOVER_TRIALS` raises the trials per
/// command and signal (1 by default) for the reliability figures.
@Suite(.serialized) struct LeftoverProcessTests {
    static let trials = Int(ProcessInfo.processInfo.environment["REALMLENS_LEFTOVER_TRIALS"] ?? "") ?? 1
    /// Objects in the stores the commands write: enough that a run lasts far longer than start-up, so a
    /// signal at a random moment lands while temporaries exist (the report shows what SIGKILL left: one
    /// for each command but `compact`, which takes ~30 ms here and ~150 ms at 100,000). 20,000 in the
    /// suite: 48 CPU seconds instead of 204 (debug build, `Scripts/test-cost.sh`); the reliability
    /// trials (`REALMLENS_LEFTOVER_TRIALS`) keep 100,000.
    static let objects = trials > 1 ? "100000" : "20000"

    static func names(_ dir: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).sorted()
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// One interruptible command: how to run it in `dir`, and what its
    /// folder should hold once the next run has cleaned up.
    struct Job: Sendable {
        var name: String
        var arguments: @Sendable (ScratchDirectory) -> [String]
        /// Removes the command's output, so the next trial starts afresh.
        var reset: @Sendable (ScratchDirectory) -> Void
    }

    static let jobs: [Job] = [
        Job(name: "demo --to store", arguments: { ["demo", $0.path("out.realm"), "--template", "dogs", "--objects", LeftoverProcessTests.objects, "--to", "store"] },
            reset: { try? FileManager.default.removeItem(atPath: $0.path("out.realm")) }),
        Job(name: "import", arguments: { ["import", $0.path("out.realm"), "--canonical", $0.path("source.json")] },
            reset: { try? FileManager.default.removeItem(atPath: $0.path("out.realm")) }),
        Job(name: "convert", arguments: { ["convert", $0.path("source.realm"), $0.path("out.realm")] },
            reset: { try? FileManager.default.removeItem(atPath: $0.path("out.realm")) }),
        Job(name: "export -o", arguments: { ["export", $0.path("source.realm"), "-o", $0.path("out.json")] },
            reset: { try? FileManager.default.removeItem(atPath: $0.path("out.json")) }),
        Job(name: "compact", arguments: { ["compact", $0.path("source.realm")] }, reset: { _ in }),
        // genuine Realm files written by the writer (convert above writes one too)
        Job(name: "demo", arguments: { ["demo", $0.path("out.realm"), "--template", "dogs", "--objects", LeftoverProcessTests.objects] },
            reset: { try? FileManager.default.removeItem(atPath: $0.path("out.realm")) }),
        Job(name: "bundle", arguments: { ["bundle", $0.path("source.realm"), $0.path("out.realm")] },
            reset: {
                try? FileManager.default.removeItem(atPath: $0.path("out.realm"))
                try? FileManager.default.removeItem(atPath: $0.path("out.realm.manifest.json"))
            }),
    ]

    /// A folder with a store of `objects` objects and its dump.
    static func makeSources() throws -> ScratchDirectory {
        let dir = try ScratchDirectory()
        let made = try ProcessTests.realmlens(["demo", dir.path("source.realm"), "--template", "dogs", "--objects", LeftoverProcessTests.objects, "--seed", "3", "--to", "store"])
        #expect(made.status == 0, "\(made.stderr)")
        let dumped = try ProcessTests.realmlens(["export", dir.path("source.realm"), "-o", dir.path("source.json")])
        #expect(dumped.status == 0, "\(dumped.stderr)")
        return dir
    }

    static let expectedNames = ["source.json", "source.realm"]

    /// What a command ended by SIGINT, SIGTERM or SIGHUP prints: one sentence (or
    /// nothing, when the signal came before its handler was installed).
    static func isInterruptionNotice(_ stderr: String) -> Bool {
        let sentence = #/error: (interrupted \(Ctrl-C\)|terminated \(SIGTERM\)|ended by SIGHUP \(its terminal closed\))(; its temporary files were removed)?\n/#
        return stderr.isEmpty || stderr.wholeMatch(of: sentence) != nil
    }

    /// Whether a name is a command's temporary file (or one of its side files).
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(".tmp")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGKILL])
    func interruptedCommandsLeaveNothingTheNextRunDoesNotRemove(signal: Int32) throws {
        let dir = try Self.makeSources()
        var random = SystemRandomNumberGenerator()
        var report: [String] = []
        for job in Self.jobs {
            // How long one whole run takes: signals are spread over it.
            let started = Self.monotonicSeconds()
            let whole = try ProcessTests.realmlens(job.arguments(dir))
            #expect(whole.status == 0, "\(job.name): \(whole.stderr)")
            let duration = max(0.05, Self.monotonicSeconds() - started)
            job.reset(dir)
            var leftAfterSignal = 0, passed = 0
            for trial in 0..<Self.trials {
                let running = try ProcessTests.start(job.arguments(dir))
                // A deliberately random moment (not a handshake): signals land anywhere in the run.
                usleep(UInt32(Double.random(in: 0...(duration * 0.9), using: &random) * 1_000_000))
                kill(running.process.processIdentifier, signal)
                let finished = running.wait()
                let temporaries = Self.names(dir).filter(Self.isTemporary)
                if signal != SIGKILL {
                    // Ended by the signal itself (or finished first), saying so in one sentence, with its temporaries gone.
                    #expect(temporaries.isEmpty, "\(job.name) trial \(trial): \(temporaries)")
                    #expect(finished.status == 0 || Self.isInterruptionNotice(finished.stderr), "\(job.name): \(finished.stderr)")
                }
                if !temporaries.isEmpty { leftAfterSignal += 1 }
                // The next run in the folder cleans up whatever is left, the store's own files included.
                job.reset(dir)
                let next = try ProcessTests.realmlens(job.arguments(dir))
                #expect(next.status == 0, "\(job.name) next run: \(next.stderr)")
                job.reset(dir)
                let left = Self.names(dir)
                #expect(left == Self.expectedNames, "\(job.name) trial \(trial) after the next run: \(left)")
                if left == Self.expectedNames { passed += 1 }
            }
            report.append("\(job.name): \(passed)/\(Self.trials) clean after the next run, \(leftAfterSignal) left temporaries after the signal")
        }
        print("leftovers under signal \(signal): " + report.joined(separator: "; "))
    }

    @Test func aLeftoverOfAnyNameIsRemovedOnTheNextRunInTheFolder() throws {
        let dir = try ScratchDirectory()
        let dead = try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: [])
        dead.waitUntilExit()
        let pid = dead.processIdentifier
        // What SIGKILL leaves of a demo into another name, with its side files.
        let base = dir.path(".elsewhere.realm.demo-\(pid).tmp")
        for suffix in ["", "-journal", ".lock"] { #expect(FileManager.default.createFile(atPath: base + suffix, contents: Data("x".utf8))) }
        try FileManager.default.createDirectory(atPath: base + ".management", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: base + ".management/\(pid)", contents: Data()))
        #expect(FileManager.default.createFile(atPath: dir.path(".notes.json.export-\(pid).tmp"), contents: Data("half".utf8)))
        // Not ours, or not stale: kept.
        #expect(FileManager.default.createFile(atPath: dir.path(".keep.realm.demo-\(getpid()).tmp"), contents: Data()))
        #expect(FileManager.default.createFile(atPath: dir.path(".profile.tmp"), contents: Data()))
        let made = try ProcessTests.realmlens(["demo", dir.path("new.realm"), "--objects", "3"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(Self.names(dir) == [".keep.realm.demo-\(getpid()).tmp", ".profile.tmp", "new.realm"])
    }

    @Test func errorsNameTheUsersPathNotATemporaryOne() throws {
        let dir = try ScratchDirectory()
        let folder = dir.path("ro")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let made = try ProcessTests.realmlens(["demo", folder + "/"])
        #expect(made.status == 1)
        #expect(made.stderr == "error: '\(folder)/' names a folder; give the new store's file name (e.g. '\(folder)/default.realm')\n")
        let missing = try ProcessTests.realmlens(["demo", dir.path("nowhere/x.realm")])
        #expect(missing.status == 1)
        #expect(!missing.stderr.contains(".tmp"), "\(missing.stderr)")
        #expect(missing.stderr.contains("does not exist"), "\(missing.stderr)")
    }
}
