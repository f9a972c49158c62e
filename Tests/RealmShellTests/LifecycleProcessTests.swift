import Foundation
import Glibc
import RealmLifecycle
@testable import RealmShell
import RealmStore
import Testing

/// compact and delete against other processes: a compaction killed with
/// SIGKILL at random moments, stores held open by a second `realmlens`, and
/// a genuine file's lock held the way Realm Core holds it (`flock`).
@Suite(.serialized) struct LifecycleProcessTests {
    static func names(_ dir: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).sorted()
    }

    /// A dogs store of `objects` objects with free pages (its people
    /// deleted), built by the binary.
    static func makeStoreWithFreeSpace(_ dir: ScratchDirectory, objects: Int) throws -> String {
        let path = dir.path("big.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "dogs", "--objects", "\(objects)", "--seed", "11", "--to", "store"])
        #expect(made.status == 0, "\(made.stderr)")
        let realm = try Realm(configuration: .init(path: path))
        try realm.write { try realm.deleteAll("Person") }
        return path
    }

    static func exportDigest(_ path: String) -> String {
        let outcome = run(["export", path])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        return SHA256.hash(Array(outcome.stdout.utf8)).hexString
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    @Test func compactionKilledAtRandomMomentsLeavesTheOldOrTheNewStore() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStoreWithFreeSpace(dir, objects: 40_000)
        let expected = Self.exportDigest(path)
        let originalSize = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value

        // How long one whole run takes: kills are spread over that time.
        let started = Self.monotonicSeconds()
        let whole = try ProcessTests.realmlens(["compact", path])
        #expect(whole.status == 0, "\(whole.stderr)")
        let duration = Self.monotonicSeconds() - started
        let compactedSize = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value
        #expect(compactedSize < originalSize)

        var random = SystemRandomNumberGenerator()
        var leftovers = 0
        let expectedCounts = try Realm.verifiedTableRowCounts(path: path)
        for round in 0..<30 {
            let running = try ProcessTests.start(["compact", path])
            // A deliberately random moment (not a handshake): kills land anywhere in the run.
            usleep(UInt32(Double.random(in: 0...(duration * 1.2), using: &random) * 1_000_000))
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitUntilExit()
            if Self.names(dir).contains(where: { $0.contains(".compact-") }) { leftovers += 1 }
            // Whole (integrity check) and with the same rows, whether old or new; the full dump every few rounds.
            #expect(try Realm.verifiedTableRowCounts(path: path) == expectedCounts, "round \(round)")
            if round % 6 == 5 { #expect(Self.exportDigest(path) == expected, "round \(round)") }
        }
        // The next compaction removes what a killed one left behind.
        let last = try ProcessTests.realmlens(["compact", path])
        #expect(last.status == 0, "\(last.stderr)")
        #expect(!Self.names(dir).contains { $0.contains(".compact-") }, "\(Self.names(dir))")
        #expect(Self.exportDigest(path) == expected)
        print("compaction SIGKILL loop: 30 kills over \(Int(duration * 1000)) ms runs, \(leftovers) left a temporary file; \(originalSize) → \(compactedSize) bytes")
    }

    @Test func aLeftoverCompactionFileIsRemovedOnOpen() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStoreWithFreeSpace(dir, objects: 50)
        // A temporary file of a process that no longer exists.
        let dead = try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: [])
        dead.waitUntilExit()
        let leftover = dir.path(".big.realm.compact-\(dead.processIdentifier).tmp")
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data("half a file".utf8)))
        let opened = try ProcessTests.realmlens(["exec", path, "-c", ".classes"])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    @Test func compactAndDeleteRefuseWhileAnotherProcessHasTheStoreOpen() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStoreWithFreeSpace(dir, objects: 50)
        let sizeBefore = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value
        let studio = try ProcessTests.start([path])  // the studio, holding the store open until its input ends
        let pid = studio.process.processIdentifier
        defer {
            try? studio.stdinPipe.fileHandleForWriting.close()
            _ = studio.wait()
        }
        #expect(Handshake.poll { StoreLock.holders(of: StoreFiles(storePath: path)).contains { $0.pid == pid } },
                "the studio never registered as a holder of the store")
        let compact = try ProcessTests.realmlens(["compact", path])
        #expect(compact.status == 1)
        #expect(compact.stderr == "error: store '\(path)' is in use by pid \(pid) (realmlens); close it there and try again\n")
        #expect(try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value == sizeBefore)
        let delete = try ProcessTests.realmlens(["delete", path])
        #expect(delete.status == 1)
        #expect(delete.stderr == "error: store '\(path)' is in use by pid \(pid) (realmlens); close it there and try again\n")
        #expect(FileManager.default.fileExists(atPath: path))

        try studio.stdinPipe.fileHandleForWriting.close()
        _ = studio.wait()
        #expect(try ProcessTests.realmlens(["compact", path]).status == 0)
        #expect(try ProcessTests.realmlens(["delete", path]).status == 0)
        #expect(Self.names(dir).isEmpty)
    }

    @Test(.requiresPython3)
    func deleteRefusesWhileRealmCoreHoldsTheLockFile() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("app.realm")
        if let fixtures = fixturesDirectory {
            try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("basic.realm").path, toPath: path)
        } else {
            _ = try ProcessTests.realmlens(["demo", path, "--objects", "5"])
        }
        let app = RealmCoreLockHolder(storePath: path)
        #expect(try app.start())

        let refused = try ProcessTests.realmlens(["delete", path])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: store '\(path)' is in use by pid \(app.pid) (its lock file is locked); close it there and try again\n")
        #expect(FileManager.default.fileExists(atPath: path))

        app.release()
        let deleted = try ProcessTests.realmlens(["delete", path])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(Self.names(dir).isEmpty)
    }

    @Test func compactOnOpenChecksThePolicyWhenTheStudioOpensTheStore() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStoreWithFreeSpace(dir, objects: 2000)
        let sizeBefore = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value
        let expected = Self.exportDigest(path)

        let notNeeded = try ProcessTests.realmlens([path, "--compact-on-open", "1GB,50"], input: ".classes\n")
        #expect(notNeeded.status == 0, "\(notNeeded.stderr)")
        #expect(try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value == sizeBefore)

        let compacted = try ProcessTests.realmlens([path, "--compact-on-open", "10KB,90"], input: ".classes\n")
        #expect(compacted.status == 0, "\(compacted.stderr)")
        let sizeAfter = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).int64Value
        #expect(sizeAfter < sizeBefore)
        #expect(compacted.stderr.contains("note: compacted \(path) before opening: \(sizeBefore) → \(sizeAfter) bytes"))
        #expect(compacted.stdout.contains("Dog"))
        #expect(Self.exportDigest(path) == expected)

        let badValue = try ProcessTests.realmlens([path, "--compact-on-open", "lots"], input: "")
        #expect(badValue.status != 0)
        #expect(badValue.stderr.contains("--compact-on-open"))
    }
}
