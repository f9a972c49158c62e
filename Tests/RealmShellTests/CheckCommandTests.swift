import Foundation
@testable import RealmShell
import Testing

/// `realmlens check`: 'ok' or one sentence per problem, and no file
/// written from a genuine file Realm Core would refuse.
@Suite(.requiresFixtures) struct CheckCommandTests {
    private func fixture(_ name: String) throws -> String {
        try #require(fixturesDirectory).appendingPathComponent(name).path
    }

    /// A copy of `basic.realm` whose Dog 1 lost the backlink of Person 1's
    /// list (Realm Core: `array_backlink.cpp:244: Assertion failed:
    /// src_obj.get_list<ObjKey>(src_col_key).find_first(target_key) != npos`).
    private func damagedCopy(in scratch: ScratchDirectory) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try fixture("basic.realm"))))
        bytes[0x7A4] ^= 1 << 1
        let path = scratch.path("basic.realm")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aWholeFileIsOK() throws {
        let outcome = run(["check", try fixture("links.realm")])
        #expect(outcome.exitCode == .success)
        #expect(outcome.stdout == "ok\n")
        #expect(outcome.stderr == "")
    }

    @Test func aStoreIsOKWhenEveryObjectReads() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("s.realm")
        #expect(run(["convert", try fixture("basic.realm"), store]).exitCode == .success)
        #expect(run(["check", store]).stdout == "ok\n")
    }

    @Test func aDamagedFileGetsOneLinePerProblem() throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let outcome = run(["check", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stdout == "'\(path)' is damaged: object 1 of 'class_Dog' lacks the backlink of the link from object 1 of 'class_Person' (at byte 0x7C0)\n")
        #expect(outcome.stderr == "error: '\(path)' is damaged: 1 problem found\n")
    }

    @Test(arguments: [["convert"], ["copy"], ["bundle"]])
    func nothingIsWrittenFromADamagedFile(_ command: [String]) throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let out = scratch.path("out.realm")
        let outcome = run(command + [path, out])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr == "error: '\(path)' is damaged: object 1 of 'class_Dog' lacks the backlink of the link from object 1 of 'class_Person' (at byte 0x7C0)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["basic.realm"])
    }

    @Test func aDamagedFileIsNotCompacted() throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let outcome = run(["compact", path])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.hasPrefix("error: '\(path)' is damaged: object 1 of 'class_Dog' lacks the backlink"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDamagedFileIsNotEdited() throws {
        let scratch = try ScratchDirectory()
        let path = try damagedCopy(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let outcome = run(["exec", path, "-c", "delete Dog where true"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr.contains("'\(path)' is damaged: object 1 of 'class_Dog' lacks the backlink"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
