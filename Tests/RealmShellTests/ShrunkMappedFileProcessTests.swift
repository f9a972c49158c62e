import Foundation
import Testing

/// A genuine file another program truncates while we have it mapped: the
/// next read of a page that is gone raised `SIGBUS` and the process died
/// with "Bus error" (status 135); then the `SIGBUS` handler ended the whole
/// studio session with one sentence (see `LiveMappings`). Now the studio
/// checks the file against its mapping before each statement reads it
/// (`RealmFile.requireUnshrunk`): the statement is refused with the sentence
/// and the session stays usable, to `.open` another file or `.close`.
///
/// Deterministic: a read-only studio maps the file when it opens it and
/// reads the objects only for a statement, so the file is cut between the
/// two. The one-shot commands (`export -o`, `query`, `check`, `convert`,
/// `copy`, `compact`, `bundle`, `diff`), and a studio statement already
/// reading when the file is cut, fault through the `SIGBUS` handler; they
/// were checked by hand, racing `truncate` (README, Reliability).
extension ProcessTests {
    static func shrunkSentence(_ path: String) -> String {
        "error: cannot read '\(path)': it became shorter while being read (was it truncated by another program?)\n"
    }

    /// A studio on a fresh copy of the `large.realm` fixture at `path`
    /// (read-only unless `readOnly` is false), once it says it has the file open.
    static func studioOnLargeCopy(_ path: String, readOnly: Bool = true) throws -> Running {
        let fixtures = try #require(fixturesDirectory)
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("large.realm").path, toPath: path)
        chmod(path, 0o644)
        let studio = try Self.start(readOnly ? [path, "--readonly"] : [path])
        let opened = studio.readOutput(until: readOnly ? "classes, read-only\n" : "classes\n", fromStandardError: true)
        #expect(opened != nil, "the studio never opened the file")
        return studio
    }

    /// A script (`.bail` on, as for any piped input) stops at the refusal:
    /// one sentence, status 1, no crash and nothing left behind.
    @Test(.requiresFixtures, arguments: [
        "Item where n > 5",
        ".export Item items.json",
    ])
    func aFileTruncatedWhileMappedEndsAScriptInOneSentence(statement: String) throws {
        let dir = try ScratchDirectory()
        let path = dir.path("large.realm")
        let studio = try Self.studioOnLargeCopy(path)
        let before = HostilePathProcessTests.names(dir)
        #expect(truncate(path, 4096) == 0)
        studio.feedAndClose(statement + "\n")
        let finished = studio.wait()  // its standard error after the "opened" line
        #expect(finished.status == 1, "\(finished.stderr)")
        #expect(studio.process.terminationReason == .exit, "ended by a signal")
        #expect(finished.stderr == "line 1: " + Self.shrunkSentence(path))
        #expect(HostilePathProcessTests.names(dir) == before, "a file was left behind")
    }

    /// At the prompt (`.bail off`), the statement is refused, and refused
    /// again while the file stays open; the session goes on: `.open` of
    /// another file and a query of it answer as in a fresh studio.
    @Test(.requiresFixtures)
    func aFileTruncatedWhileMappedEndsOnlyTheStatement() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("large.realm")
        let other = dir.path("other.realm")
        let studio = try Self.studioOnLargeCopy(path)
        try FileManager.default.copyItem(atPath: path, toPath: other)
        let expected = try Self.realmlens([other, "--readonly"], input: "count Item where n > 5\n")
        #expect(expected.status == 0, "\(expected.stderr)")
        #expect(truncate(path, 4096) == 0)
        studio.send(".bail off\nItem where n > 5\n")
        let refused = studio.readOutput(until: "another program?)\n", fromStandardError: true)
        #expect(refused == "line 2: " + Self.shrunkSentence(path), "\(refused ?? "nothing")")
        studio.feedAndClose(".export Item items.json\n.open \(other) --readonly\ncount Item where n > 5\n")
        let finished = studio.wait()
        #expect(studio.process.terminationReason == .exit, "ended by a signal: \(finished.stderr)")
        #expect(finished.stderr == "line 3: " + Self.shrunkSentence(path) + "opened \(other): Realm Core file, format 24, 2 classes, read-only\n")
        #expect(finished.stdout == expected.stdout)
        #expect(finished.status == 1, "a script with a failed statement ends with status 1")
        #expect(HostilePathProcessTests.names(dir) == ["large.realm", "other.realm"])
    }

    /// A genuine file opened for editing follows another program's writes
    /// between transactions: one that shortened it (a smaller file copied
    /// over it in place, as `cp` does) is read again at the next statement;
    /// one cut mid-way is no Realm file any more, and the statement is refused.
    @Test(.requiresFixtures)
    func anEditedFileCutInPlaceIsReadAgainOrRefused() throws {
        let fixtures = try #require(fixturesDirectory)
        let dir = try ScratchDirectory()
        let path = dir.path("large.realm")
        let studio = try Self.studioOnLargeCopy(path, readOnly: false)
        studio.send(".bail off\ncount Item\n")
        #expect(studio.readOutput(until: "200000\n") != nil, "the studio never counted the items")
        let smaller = try Data(contentsOf: fixtures.appendingPathComponent("basic.realm"))
        let fd = open(path, O_WRONLY | O_TRUNC)
        #expect(fd >= 0 && smaller.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == smaller.count)
        close(fd)
        studio.send("count Dog\n")
        #expect(studio.readOutput(until: "6\n") != nil, "the file copied over it was not read")
        #expect(truncate(path, 100) == 0)
        studio.feedAndClose("count Dog\n.close\n")
        let finished = studio.wait()
        #expect(studio.process.terminationReason == .exit, "ended by a signal: \(finished.stderr)")
        #expect(finished.stderr == "line 4: " + Self.shrunkSentence(path), "\(finished.stderr)")
        #expect(finished.stdout.isEmpty)
    }
}
