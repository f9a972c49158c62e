import Foundation
import RealmFile
@testable import RealmShell
import Testing

/// A path with a newline and a terminal escape in it, given to every
/// command that names the user's files in what it prints: the success
/// lines show it escaped and quoted (a plain path stays bare), errors
/// quote it; never a raw escape byte, never a forged line.
extension ProcessTests {
    /// The store's file name: a colour escape, then a newline and what would read as a line of its own.
    static let hostileName = "ctl\u{1b}[31m\nforged.realm"

    static let hostileCommands: [[String]] = [
        ["info", "S"], ["compact", "S"], ["convert", "S", "S.2.realm"], ["copy", "S", "S.3.realm"],
        ["convert", "S", "S.4.sqlite", "--to", "sqlite"], ["bundle", "S", "S.b.realm"],
        ["import", "S.5.realm", "--canonical", "DUMP"], ["demo", "S.6.realm", "--objects", "3"],
        ["create", "S.7.realm", "--schema", "DUMP"], ["delete", "S", "--dry-run"], ["delete", "S", "--yes"],
        ["S.missing"], ["delete", "S.lock"],
    ]

    @Test(arguments: hostileCommands)
    func aPathWithControlCharactersIsShownEscaped(_ command: [String]) throws {
        let dir = try ScratchDirectory()
        let plain = try Self.makeStore(dir)
        let path = dir.path(Self.hostileName)
        try FileManager.default.copyItem(atPath: plain, toPath: path)
        if command[0] == "delete" && command[1] == "S.lock" {
            #expect(FileManager.default.createFile(atPath: path + ".lock", contents: Data()))
        }
        let arguments = command.map { $0 == "DUMP" ? dir.path("dump.json") : $0.replacing("S", with: path, maxReplacements: 1) }
        let run = try Self.realmlens(arguments)
        #expect(run.status == (command.contains("S.missing") || command.contains("S.lock") ? 1 : 0), "\(run.stderr)")
        let shown = run.stdout + run.stderr
        #expect(!shown.contains("\u{1b}"), "a raw escape: \(shown)")
        #expect(!shown.split(separator: "\n").contains { $0.hasPrefix("forged.realm") }, "a forged line: \(shown)")
        #expect(shown.contains("'\(dir.path("ctl"))\\u{1b}[31m\\nforged.realm"), "\(shown)")
    }

    /// Regression: writing to a genuine file opened `--readonly` named its
    /// path raw in the error, escape and newline included.
    @Test(.requiresFixtures) func theReadOnlyRefusalQuotesAHostilePath() throws {
        let dir = try ScratchDirectory()
        let path = dir.path(Self.hostileName)
        try FileManager.default.copyItem(at: try #require(fixturesDirectory).appendingPathComponent("basic.realm"), to: URL(fileURLWithPath: path))
        let run = try Self.realmlens([path, "--readonly"], input: "create Dog {name: 'Rex', age: 1}\n")
        #expect(run.status == 1)
        #expect(!run.stderr.contains("\u{1b}"), "a raw escape: \(run.stderr)")
        let shown = "'\(dir.path("ctl"))\\u{1b}[31m\\nforged.realm'"
        #expect(run.stderr.hasSuffix("line 1: error: \(shown) is open read-only (a genuine Realm file opened with --readonly or --snapshot); reopen it with .open \(shown) to edit it\n"), "\(run.stderr)")
    }

    /// Regression: the prompt showed the file name raw, so its escape
    /// redrew the terminal before every statement.
    @Test(.requiresFixtures) func thePromptEscapesAHostileFileName() throws {
        let dir = try ScratchDirectory()
        let path = dir.path(Self.hostileName)
        try FileManager.default.copyItem(at: try #require(fixturesDirectory).appendingPathComponent("basic.realm"), to: URL(fileURLWithPath: path))
        let session = Session(stdout: CapturedOutput(), stderr: CapturedOutput(), environment: [:], isInteractive: true)
        session.store = try RealmFile(path: path)
        session.displayName = path
        #expect(session.prompt == "ctl\\u{1b}[31m\\nforged.realm (read-only)> ")
    }

    @Test func aPlainPathStaysBareInSuccessLines() throws {
        let dir = try ScratchDirectory()
        let path = try Self.makeStore(dir)
        let copied = try Self.realmlens(["copy", path, dir.path("copy.realm")])
        #expect(copied.stdout == "copied \(path) into \(dir.path("copy.realm")): 6 objects, writable\n")
    }
}
