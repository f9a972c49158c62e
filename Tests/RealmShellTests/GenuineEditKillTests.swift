import Foundation
@testable import RealmShell
import Testing

/// SIGKILL at random moments during commits of a genuine file: the file is
/// always the old version or the new one, whole (by canonical dump), and the
/// next run leaves nothing else in the folder. The 200,000-object version is
/// `Scripts/genuine-edit-kill.sh`.
@Suite(.serialized) struct GenuineEditKillTests {
    private static func digest(_ path: String) -> String {
        let exported = run(["export", path])
        return exported.exitCode == .success ? exported.stdout : "unreadable: \(exported.stderr)"
    }

    @Test func aKilledCommitLeavesTheOldFileOrTheNewOne() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("big.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "todo", "--objects", "20000", "--to", "realm"])
        #expect(made.status == 0, "\(made.stderr)")
        var generator = SystemRandomNumberGenerator()
        var outcomes: [String] = []
        for round in 1...4 {
            let old = Self.digest(path)
            let writer = try ProcessTests.start(["exec", path, "-c", "update ToDoItem where TRUEPREDICATE set priorityNum = \(round)"])
            // A deliberately random moment (not a handshake): kills land anywhere in the commit.
            usleep(UInt32.random(in: 50_000...2_500_000, using: &generator))
            kill(writer.process.processIdentifier, SIGKILL)
            let finished = writer.wait()
            let now = Self.digest(path)
            if now == old {
                outcomes.append("old")
            } else {
                // Not the old version: it must be the whole new one.
                #expect(now.contains("\"priorityNum\":\(round)") && !now.contains("\"priorityNum\":\(round - 1),"), "round \(round): \(now.prefix(300))")
                outcomes.append(finished.status == 0 ? "new (finished)" : "new")
            }
            // The next run sweeps what the killed one left.
            let next = try ProcessTests.realmlens(["exec", path, "-c", "count ToDoItem where priorityNum == -1"])
            #expect(next.status == 0, "\(next.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
            #expect(names == ["big.realm"], "round \(round): \(names)")
        }
        if RealmCoreCheck.isAvailable {
            #expect(try RealmCoreCheck.run(["dump", path]).status == 0)
        }
        print("kills during genuine commits: \(outcomes)")
    }
}
