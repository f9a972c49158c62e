import Foundation
import Glibc
import Testing

/// One-shot reads as whole processes: what they leave, sweep and answer.
@Suite struct OneShotReadTests {
    static func names(_ dir: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []).sorted()
    }

    /// Reading does not list the store's folder: a stale compaction temporary
    /// stays until the next open for writing (here `exec`) removes it.
    @Test func onlyAnOpenForWritingSweepsStaleCompactionTemporaries() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("dogs.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "dogs", "--objects", "20", "--seed", "5", "--to", "store"])
        #expect(made.status == 0, "\(made.stderr)")
        let dead = try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: [])
        dead.waitUntilExit()
        let leftover = ".dogs.realm.compact-\(dead.processIdentifier).tmp"
        #expect(FileManager.default.createFile(atPath: dir.path(leftover), contents: Data("half a file".utf8)))

        for arguments in [["query", path, "Dog", "age > 3", "--format", "csv"], ["info", path], ["export", path]] {
            let read = try ProcessTests.realmlens(arguments)
            #expect(read.status == 0, "\(arguments[0]): \(read.stderr)")
            #expect(Self.names(dir) == [leftover, "dogs.realm"], "\(arguments[0])")
        }
        let written = try ProcessTests.realmlens(["exec", path, "-c", ".classes"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(Self.names(dir) == ["dogs.realm"])
    }

    /// A point look-up reads its answer in the one read transaction, as
    /// before: the same rows whatever the format.
    @Test func aPointLookUpAnswersAndLeavesNothingBeside() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("dogs.realm")
        let made = try ProcessTests.realmlens(["demo", path, "--template", "dogs", "--objects", "30", "--seed", "1", "--to", "store"])
        #expect(made.status == 0, "\(made.stderr)")
        let all = try ProcessTests.realmlens(["query", path, "Dog", "--format", "csv"])
        let first = try #require(all.stdout.split(separator: "\r\n").dropFirst().first)
        let name = try #require(first.split(separator: ",").first)
        let one = try ProcessTests.realmlens(["query", path, "Dog", "name == $0 LIMIT(1)", "--arg", "'\(name)'", "--format", "csv"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.split(separator: "\r\n").dropFirst().first == first)
        #expect(Self.names(dir) == ["dogs.realm"])
    }
}
