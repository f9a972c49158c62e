import Foundation
import Testing

/// Two RealmLens processes committing to one genuine Realm file (no app, so
/// no `.lock` file) checked "still the version I read" and renamed their
/// new version over the name without taking turns: both `exec`s said
/// "1 object created" and exited 0, and the later rename dropped the other's
/// object. A commit (and `compact`) now waits for the other writer's turn,
/// then finds the file changed and refuses, writing nothing.
extension ProcessTests {
    /// Stands for another RealmLens process in the middle of its commit: it
    /// holds the turn (a `flock` of the file), and once `go` exists renames
    /// its new version over the name and ends, as a commit does.
    static let otherWriterScript = """
        import fcntl, os, sys, time
        fd = os.open(sys.argv[1], os.O_RDONLY)
        fcntl.flock(fd, fcntl.LOCK_EX)
        print("ready", flush=True)
        for _ in range(3000):
            if os.path.exists(sys.argv[3]):
                break
            time.sleep(0.02)
        os.rename(sys.argv[2], sys.argv[1])
        """

    /// Makes `g.realm` in `dir` and, beside it, the other writer's new
    /// version of it (with a dog 'Theirs'); starts the other writer holding
    /// the turn, then `command` (PATH is the file); after 2 s, whether
    /// `command` was still waiting, the other writer renames its version over
    /// the name and ends; returns what `command` did then.
    static func runWhileAnotherWriterHasTheTurn(_ dir: ScratchDirectory, _ command: [String]) throws -> (waited: Bool, finished: Finished) {
        let path = dir.path("g.realm"), theirs = dir.path("theirs.realm"), go = dir.path("go")
        #expect(try realmlens(["demo", path, "--template", "dogs", "--objects", "20", "--to", "realm"]).status == 0)
        try FileManager.default.copyItem(atPath: path, toPath: theirs)
        #expect(try realmlens(["exec", theirs, "-c", "create Dog {name: 'Theirs', age: 1}"]).status == 0)

        let other = Process(), output = Pipe()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        other.arguments = ["-c", otherWriterScript, path, theirs, go]
        other.standardOutput = output
        try other.run()
        defer { other.waitUntilExit(within: 0) }
        var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        try #require(Handshake.poll(3000, every: 20_000, until: { poll(&ready, 1, 0) > 0 }), "the other writer never took its turn")

        let running = try start(command.map { $0 == "PATH" ? path : $0 })
        usleep(2_000_000)
        let waited = running.process.isRunning
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        #expect(other.waitUntilExit(within: 60))
        return (waited, running.wait(within: 120))
    }

    @Test(.requiresPython3) func aGenuineCommitWaitsForAnotherWritersTurnThenRefuses() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("g.realm")
        let (waited, finished) = try Self.runWhileAnotherWriterHasTheTurn(dir, ["exec", "PATH", "-c", "create Dog {name: 'Mine', age: 2}"])
        // It committed at once, and its object was lost at the other writer's rename.
        #expect(waited, "the commit did not wait for the other writer")
        #expect(finished.status == 1, "\(finished.stderr)")
        #expect(finished.stderr.contains("error: '\(path)' changed since the transaction began (another process wrote to it); nothing was written to it"),
                "\(finished.stderr)")
        let names = try Self.realmlens(["query", path, "Dog", "name BEGINSWITH 'Theirs' OR name BEGINSWITH 'Mine'", "--format", "jsonl"]).stdout
        #expect(names.contains("Theirs") && !names.contains("Mine"), "\(names)")
        #expect(HostilePathProcessTests.names(dir) == ["g.realm", "go"])
    }

    /// `compact` read the file, wrote it compacted and renamed it over the
    /// name while another RealmLens commit was under way: the commit said
    /// "14333 objects deleted", exit 0, and the compacted old version undid it.
    /// It now waits for the other writer's turn and compacts its new version.
    @Test(.requiresPython3) func compactWaitsForAnotherWritersTurnAndKeepsItsCommit() throws {
        let dir = try ScratchDirectory()
        let (waited, finished) = try Self.runWhileAnotherWriterHasTheTurn(dir, ["compact", "PATH"])
        #expect(waited, "compact did not wait for the other writer")
        #expect(finished.status == 0, "\(finished.stderr)")
        let names = try Self.realmlens(["query", dir.path("g.realm"), "Dog", "name == 'Theirs'", "--format", "jsonl"]).stdout
        #expect(names.contains("Theirs"), "the other writer's commit was undone: \(names)")
        #expect(HostilePathProcessTests.names(dir) == ["g.realm", "go"])
    }

    /// `delete` removed the files while another RealmLens commit was under
    /// way, and the commit's rename then brought the file back after
    /// "deleted". It now waits for the writer's turn and deletes what is there.
    @Test(.requiresPython3) func deleteWaitsForAnotherWritersTurnAndLeavesNothing() throws {
        let dir = try ScratchDirectory()
        let (waited, finished) = try Self.runWhileAnotherWriterHasTheTurn(dir, ["delete", "PATH", "--yes"])
        #expect(waited, "delete did not wait for the other writer")
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(HostilePathProcessTests.names(dir) == ["go"], "the other writer's rename brought the file back")
    }
}
