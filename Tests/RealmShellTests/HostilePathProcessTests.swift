import Foundation
import TestChildProcesses
import Glibc
import RealmStore
import Testing

/// Hostile paths against the built binary (issues 9 and 10): symbolic
/// links, pipes and devices where a store or one of its files should be,
/// outputs that must never destroy data, and deletion that removes only a
/// store's own files.
@Suite(.serialized) struct HostilePathProcessTests {
    static func names(_ dir: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).sorted()
    }

    static func kind(_ path: String) -> FileSystemEntry.Kind { FileSystemEntry(path: path).kind }

    static let isRoot = geteuid() == 0

    /// Runs the binary, killing it if it has not finished after `seconds`
    /// (a hang is a failure, never a stuck test run). Its output is read as it
    /// comes, so a long answer is never mistaken for a hang.
    static func realmlensWithin(_ seconds: Double, _ arguments: [String], input: String? = nil) throws -> (ProcessTests.Finished, hung: Bool) {
        let running = try ProcessTests.start(arguments)
        running.feedAndClose(input)
        return running.waitReportingHang(within: seconds)
    }

    /// Everything written into the non-blocking read end `fd` of a named
    /// pipe until `process` has ended and the pipe is empty. Before the
    /// writer opens the pipe (and after it closes it) a read finds the end of
    /// the data, so the end counts only once the process is gone; a process
    /// still running after 60 s is killed (a hang is a failure, never a stuck run).
    static func drain(fifo fd: Int32, whileRunning process: Process) -> [UInt8] {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var polls = 0
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { received += buffer[0..<n]; continue }
            if n == 0, !process.isRunning {
                // The writer is gone: whatever it wrote is in the pipe already.
                while case let more = read(fd, &buffer, buffer.count), more > 0 { received += buffer[0..<more] }
                return received
            }
            polls += 1
            if polls > 3000 { kill(process.processIdentifier, SIGKILL) }
            usleep(20_000)
        }
    }

    // MARK: - Auxiliary files

    @Test func deleteNeverEmptiesTheFolderASymlinkedManagementPointsTo() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let victim = dir.path("victim")
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: victim + "/4242", contents: Data("precious".utf8)))
        #expect(FileManager.default.createFile(atPath: victim + "/notes.txt", contents: Data("precious".utf8)))
        try FileManager.default.createSymbolicLink(atPath: path + ".management", withDestinationPath: victim)
        for command in [["info", path], ["delete", path], ["export", path], ["compact", path]] {
            let refused = try ProcessTests.realmlens(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.stderr == "error: '\(path).management' is a symbolic link, not a management folder; RealmLens leaves it alone (remove it yourself if it is not needed)\n", "\(command)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim).sorted() == ["4242", "notes.txt"])
        #expect(Self.names(dir) == ["dogs.realm", "dogs.realm.management", "dump.json", "victim"])
    }

    @Test func aDanglingLockLinkNeverMakesAnyCommandCreateItsTarget() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let target = dir.path("planted")
        try FileManager.default.createSymbolicLink(atPath: path + ".lock", withDestinationPath: target)
        for command in [["info", path], ["query", path, "Dog"], ["delete", path], ["compact", path], ["export", path]] {
            let refused = try ProcessTests.realmlens(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.stderr.contains("'\(path).lock' is a symbolic link, not a lock file"), "\(command): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aFIFOAsTheStoreOrAsItsLockFileNeverHangs() throws {
        let dir = try ScratchDirectory()
        let fifo = dir.path("x.realm")
        #expect(mkfifo(fifo, 0o644) == 0)
        for command in [["info", fifo], ["export", fifo], ["schema", fifo], ["delete", fifo], ["compact", fifo], ["query", fifo, "Dog"]] {
            let (outcome, hung) = try Self.realmlensWithin(10, command)
            #expect(!hung, "\(command) hung on a FIFO")
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.stderr.contains("x.realm' is a named pipe, not a store"), "\(command): \(outcome.stderr)")
        }
        let path = try ProcessTests.makeStore(dir)
        #expect(mkfifo(path + ".lock", 0o644) == 0)
        for command in [["delete", path], ["info", path]] {
            let (outcome, hung) = try Self.realmlensWithin(10, command)
            #expect(!hung, "\(command) hung on a FIFO lock file")
            #expect(outcome.status == 1 && outcome.stderr.contains("is a named pipe, not a lock file"), "\(command): \(outcome.stderr)")
        }
        #expect(Self.kind(path) == .regular && Self.kind(path + ".lock") == .fifo)
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func theStudioNeverWritesIntoACharacterDevice() throws {
        let dir = try ScratchDirectory()
        let device = dir.path("zero.realm")
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0)
        let (outcome, hung) = try Self.realmlensWithin(10, [device], input: ".classes\n")
        #expect(!hung)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("zero.realm' is a character device, not a store"), "\(outcome.stderr)")
        #expect(Self.names(dir) == ["zero.realm"])
        #expect(Self.kind(device) == .characterDevice)
    }

    @Test func aStoreReachedThroughALinkKeepsItsFilesBesideTheRealFile() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let link = dir.path("link.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let holder = try ProcessTests.start([link], environment: [:])  // the studio, reading stdin, holds it open
        defer {
            try? holder.stdinPipe.fileHandleForWriting.close()
            _ = holder.wait()
        }
        // Once it answers a statement, it has the store open.
        holder.send("count Dog\n")
        #expect(holder.readOutput(until: "4\n") != nil, "the studio never answered")
        #expect(Self.kind(path + ".lock") == .regular)
        #expect(Self.kind(link + ".lock") == .missing)
        let compact = try ProcessTests.realmlens(["compact", path])
        #expect(compact.status == 1)
        #expect(compact.stderr.contains("is in use by pid \(holder.process.processIdentifier)"), "\(compact.stderr)")
        let delete = try ProcessTests.realmlens(["delete", link])
        #expect(delete.status == 1)
        #expect(delete.stderr.contains("link.realm' is a symbolic link to '\(path)'"), "\(delete.stderr)")
    }

    // MARK: - delete

    @Test(.requiresPython3) func deleteRefusesAPlainSQLiteDatabaseAndLeavesItsFilesBeside() throws {
        let dir = try ScratchDirectory()
        let database = dir.path("app.db")
        let (made, _) = try BoundedChild.run(URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table t(x)'); c.commit()", database], within: 60)
        guard made.terminationStatus == 0 else {
            Issue.record("python3 with sqlite3 is needed to make a plain SQLite database; test not run")
            return
        }
        #expect(FileManager.default.createFile(atPath: database + ".log", contents: Data("app log".utf8)))
        let refused = try ProcessTests.realmlens(["delete", database])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(database)' is not a store (neither a RealmLens store nor a Realm file); nothing was deleted\n")
        #expect(Self.names(dir) == ["app.db", "app.db.log"])
        // Every other command refuses it too, and nothing appears beside it.
        for command in [["info", database], ["export", database], ["compact", database], ["exec", database, "-c", "count Dog"]] {
            let other = try ProcessTests.realmlens(command)
            #expect(other.status == 1, "\(command)")
        }
        #expect(Self.names(dir) == ["app.db", "app.db.log"])
    }

    @Test func deletingThroughAnAuxiliaryPathNeedsYesAndDryRunDeletesNothing() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        #expect(FileManager.default.createFile(atPath: path + ".lock", contents: nil))
        let refused = try ProcessTests.realmlens(["delete", path + ".lock"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("error: '\(path).lock' is the lock file of '\(path)': deleting it deletes the whole store; add --yes"), "\(refused.stderr)")
        let dry = try ProcessTests.realmlens(["delete", path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            would remove \(path) (store, \(FileSystemEntry(path: path).size) bytes)
            would remove \(path).lock (lock file, 0 bytes)
            nothing was deleted (--dry-run)

            """)
        #expect(Self.names(dir) == ["dogs.realm", "dogs.realm.lock", "dump.json"])
        let deleted = try ProcessTests.realmlens(["delete", path + ".lock", "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(Self.names(dir) == ["dump.json"])
    }

    @Test func deleteReportsWhatItLeavesAloneAndNeverClaimsIt() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let elsewhere = dir.path("elsewhere.log")
        #expect(FileManager.default.createFile(atPath: elsewhere, contents: Data("keep".utf8)))
        try FileManager.default.createSymbolicLink(atPath: path + ".log", withDestinationPath: elsewhere)
        let info = try ProcessTests.realmlens(["info", path])
        #expect(info.stdout.contains("a symbolic link, not a Realm Core log file: RealmLens leaves it alone"), "\(info.stdout)")
        let outcome = try ProcessTests.realmlens(["delete", path])
        #expect(outcome.status == 1)
        #expect(!outcome.stdout.contains("removed \(path).log"))
        #expect(outcome.stderr.contains("note: left '\(path).log' alone: it is a symbolic link, not a Realm Core log file"), "\(outcome.stderr)")
        #expect(Self.names(dir) == ["dogs.realm.log", "dump.json", "elsewhere.log"])
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "keep")
    }

    // MARK: - Outputs

    @Test func exportNeverWritesOverItsSourceOrAnotherStore() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let onto = try ProcessTests.realmlens(["export", path, "-o", path, "--force"])
        #expect(onto.status == 1)
        #expect(onto.stderr == "error: '\(path)' is the store being read ('\(path)'); the output is never the input — choose another file\n")
        let link = dir.path("alias.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(try ProcessTests.realmlens(["export", link, "-o", path]).status == 1)
        #expect(try ProcessTests.realmlens(["export", path, "-o", link]).status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        let other = dir.path("other.realm")
        #expect(try ProcessTests.realmlens(["demo", other, "--objects", "3", "--to", "store"]).status == 0)
        let refused = try ProcessTests.realmlens(["export", path, "-o", other])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(other)' is a store; refusing to write over it (add --force to replace it, or choose another file)\n")
        let forced = try ProcessTests.realmlens(["export", path, "-o", other, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: other, encoding: .utf8).hasPrefix("{"))
    }

    @Test func exportNeverWritesOverAnOpenStoreOrAStoresFiles() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let other = dir.path("open.realm")
        #expect(try ProcessTests.realmlens(["demo", other, "--objects", "3", "--to", "store"]).status == 0)
        let holder = try Realm(configuration: .init(path: other, readOnly: true))
        let refused = try ProcessTests.realmlens(["export", path, "-o", other, "--force"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("'\(other)' is a store open in pid \(getpid())"), "\(refused.stderr)")
        let journal = try ProcessTests.realmlens(["export", path, "-o", other + "-journal"])
        #expect(journal.status == 1)
        #expect(journal.stderr.contains("is the SQLite rollback journal of the store '\(other)'"), "\(journal.stderr)")
        _ = holder
    }

    @Test func theStudiosExportOutputAndOnceNeverReplaceTheOpenStore() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for statement in [".export Dog \(path)", ".output \(path)", ".once \(path)"] {
            let outcome = try ProcessTests.realmlens([path], input: statement + "\n")
            #expect(outcome.status == 1, "\(statement)")
            #expect(outcome.stderr.contains("is the store being read") || outcome.stderr.contains("is a store open in"), "\(statement): \(outcome.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func outputsWriteIntoPipesAndDevicesAndThroughLinksKeepingModeAndOwner() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)

        // An existing file keeps its mode (and, as root, its owner and group).
        let kept = dir.path("kept.json")
        #expect(FileManager.default.createFile(atPath: kept, contents: Data("old".utf8)))
        chmod(kept, 0o640)
        if Self.isRoot { chown(kept, 65534, 65534) }
        #expect(try ProcessTests.realmlens(["export", path, "-o", kept]).status == 0)
        let after = FileSystemEntry(path: kept)
        #expect(after.permissions == 0o640)
        if Self.isRoot { #expect(after.owner == 65534 && after.group == 65534) }
        #expect(try String(contentsOfFile: kept, encoding: .utf8).hasPrefix("{"))

        // A link is written through: the link stays, its target gets the dump.
        let target = dir.path("target.json")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        let link = dir.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try ProcessTests.realmlens(["export", path, "-o", link]).status == 0)
        #expect(Self.kind(link) == .symbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{"))

        // A dangling link is refused: nothing is created at its far end.
        let dangling = dir.path("dangling.json")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dir.path("nowhere/x.json"))
        let refused = try ProcessTests.realmlens(["export", path, "-o", dangling])
        #expect(refused.status == 1 && refused.stderr.contains("leads nowhere"))

        // Another user's link (planted where root writes, aimed at a system file) is not followed,
        // by `-o` nor by the studio's `.output`, `.once`, `.export`: the file it leads to is untouched.
        if Self.isRoot {
            let victim = dir.path("passwd")
            #expect(FileManager.default.createFile(atPath: victim, contents: Data("root:x:0:0\n".utf8)))
            let planted = dir.path("planted.json")
            try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
            #expect(lchown(planted, 65534, 65534) == 0)
            let sentence = "error: '\(planted)' is a symbolic link owned by another user (uid 65534) that leads to '\(victim)'; RealmLens does not write through another user's link — name the file itself if that is what you mean\n"
            let exported = try ProcessTests.realmlens(["export", path, "-o", planted])
            #expect(exported.status == 1)
            #expect(exported.stderr == sentence)
            for statement in [".output \(planted)", ".once \(planted)", ".export Dog \(planted)"] {
                let studio = try ProcessTests.realmlens([path], input: statement + "\nDog\n")
                #expect(studio.status == 1, "\(statement)")
                #expect(studio.stderr.hasSuffix("2 classes\nline 1: " + sentence), "\(statement): \(studio.stderr)")
            }
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "root:x:0:0\n")
            #expect(Self.kind(planted) == .symbolicLink)
        }

        // A pipe is written into, never replaced. The reader is there before
        // the exporter starts (a pipe nobody reads is refused at once), and it
        // never blocks: a blocking open would wait forever if the export failed.
        let fifo = dir.path("pipe.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let fd = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(fd >= 0)
        let writer = try ProcessTests.start(["export", path, "-o", fifo])
        let received = Self.drain(fifo: fd, whileRunning: writer.process)
        close(fd)
        let finished = writer.wait()
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("{"))
        #expect(Self.kind(fifo) == .fifo)

        // A character device is written into (as root we can make one: a private /dev/null).
        if Self.isRoot {
            let device = dir.path("null")
            #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
            #expect(try ProcessTests.realmlens(["export", path, "-o", device]).status == 0)
            #expect(Self.kind(device) == .characterDevice)
            let studio = try ProcessTests.realmlens([path], input: ".output \(device)\nDog\n.once \(device)\nDog\n.export Dog \(device)\n")
            #expect(studio.status == 0, "\(studio.stderr)")
            #expect(Self.kind(device) == .characterDevice)
        }
        #expect(!Self.names(dir).contains { $0.contains(".tmp") })
    }

    // MARK: - Read-only work, missing paths, pipes, keys

    @Test func readingLeavesNothingBehind() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        for command in [["info", path], ["schema", path], ["query", path, "Dog"], ["export", path], ["export", path, "-o", dir.path("out.json")]] {
            let outcome = try ProcessTests.realmlens(command)
            #expect(outcome.status == 0, "\(command): \(outcome.stderr)")
        }
        let studio = try ProcessTests.realmlens([path], input: ".classes\n")
        #expect(studio.status == 0)
        #expect(Self.names(dir) == ["dogs.realm", "dump.json", "out.json"])
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleData/dogs.realm").path
        if FileManager.default.fileExists(atPath: sample) {
            let bundle = dir.path("seed.realm")
            try FileManager.default.copyItem(atPath: sample, toPath: bundle)
            #expect(try ProcessTests.realmlens(["info", bundle]).status == 0)
            #expect(try ProcessTests.realmlens([bundle], input: ".classes\n").status == 0)
            #expect(Self.names(dir) == ["dogs.realm", "dump.json", "out.json", "seed.realm"])
        }
    }

    @Test func aPathThatDoesNotExistIsNeverSilentlyCreated() throws {
        let dir = try ScratchDirectory()
        let typo = dir.path("defualt.realm")
        let refused = try ProcessTests.realmlens([typo], input: ".classes\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: no such store: '\(typo)' (add --create to make a new, empty store there)"), "\(refused.stderr)")
        #expect(Self.names(dir).isEmpty)
        let created = try ProcessTests.realmlens([typo, "--create"], input: ".classes\n")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(Self.names(dir) == ["defualt.realm"])
        let folder = try ProcessTests.realmlens([dir.url.path + "/"], input: "")
        #expect(folder.status == 1)
        #expect(!folder.stderr.contains("unable to open database file"), "\(folder.stderr)")
    }

    @Test func aClosedPipeEndsAQueryQuietly() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("big.realm")
        #expect(try ProcessTests.realmlens(["demo", path, "--template", "dogs", "--objects", "20000", "--to", "store"]).status == 0)
        let running = try ProcessTests.start(["query", path, "Dog", "--format", "jsonl"])
        // Read one chunk, then close the pipe, as `head` does.
        _ = running.stdoutPipe.fileHandleForReading.availableData
        try running.stdoutPipe.fileHandleForReading.close()
        let err = BoundedChild.finish(running.process, stdout: nil, stderr: running.stderrPipe.fileHandleForReading).stderr
        #expect(String(decoding: err, as: UTF8.self) == "")
        #expect(running.process.terminationReason == .uncaughtSignal && running.process.terminationStatus == SIGPIPE)
        // It unwound first: the store it read was closed, its files removed by their last user.
        #expect(Self.names(dir) == ["big.realm"])
    }

    @Test func aKeyForAFileThatIsNotEncryptedIsAnError() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let key = String(repeating: "ab", count: 64)
        let outcome = try ProcessTests.realmlens(["info", path, "--key", key])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "error: '\(path)' is not encrypted (it is a RealmLens store); leave out --key\n")
    }

    @Test func compactKeepsOwnerGroupAndModeAndRefusesAReadOnlyFile() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        chmod(path, 0o640)
        if Self.isRoot { chown(path, 65534, 65534) }
        let compacted = try ProcessTests.realmlens(["compact", path])
        #expect(compacted.status == 0, "\(compacted.stderr)")
        let after = FileSystemEntry(path: path)
        #expect(after.permissions == 0o640)
        if Self.isRoot { #expect(after.owner == 65534 && after.group == 65534) }
        chmod(path, 0o444)
        let refused = try ProcessTests.realmlens(["compact", path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(path)' is read-only (mode 444); compact rewrites the file, so make it writable first (chmod u+w)\n")
    }
}

/// `delete` at a terminal lists every file that goes and asks first.
@Suite struct DeleteAtATerminalTests {
    static func answer(_ reply: String, _ arguments: [String]) throws -> [String: Any]? {
        let output = try terminalDriver("pty_answer.py", [reply, ProcessTests.binary.path] + arguments)
        return try JSONSerialization.jsonObject(with: output) as? [String: Any]
    }

    @Test(.requiresPython3)
    func deleteListsTheFilesAndAsksOnATerminal() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        #expect(FileManager.default.createFile(atPath: path + ".log", contents: Data("x".utf8)))
        let declined = try #require(try Self.answer("n", ["delete", path + ".log"]))
        let shown = try #require(declined["shown"] as? String)
        #expect(declined["answered"] as? Bool == true, "\(shown)")
        #expect(shown.contains("would remove \(path) (store, "), "\(shown)")
        #expect(shown.contains("would remove \(path).log (Realm Core log file, 1 bytes)"), "\(shown)")
        #expect(shown.contains("nothing was deleted"), "\(shown)")
        #expect(FileManager.default.fileExists(atPath: path) && FileManager.default.fileExists(atPath: path + ".log"))
        let accepted = try #require(try Self.answer("y", ["delete", path]))
        #expect(accepted["status"] as? Int == 0, "\(accepted)")
        #expect(!FileManager.default.fileExists(atPath: path) && !FileManager.default.fileExists(atPath: path + ".log"))
    }

    @Test(.requiresPython3)
    func theStudioAsksBeforeCreatingAMissingStore() throws {
        let dir = try ScratchDirectory()
        let typo = dir.path("defualt.realm")
        let declined = try #require(try Self.answer("n", [typo]))
        let shown = try #require(declined["shown"] as? String)
        #expect(shown.contains("'\(typo)' does not exist; create a new, empty store there? [y/N]"), "\(shown)")
        #expect(!FileManager.default.fileExists(atPath: typo))
        let accepted = try #require(try Self.answer("y", [typo]))
        #expect(accepted["status"] as? Int == 0, "\(accepted)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []) == ["defualt.realm"])
    }
}
