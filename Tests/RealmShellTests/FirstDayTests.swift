import Foundation
import RealmShell
import Testing

/// Regressions from issue 10 ("a first day with RealmLens") that need a
/// process, a file on disk or an answer typed at a prompt.
@Suite struct FirstDayTests {
    @Test func pipedStudioKeepsStatusLinesOffStandardOutput() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let result = try ProcessTests.realmlens([store], input: ".mode json\nPerson\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("[{\"name\":\"Jane\""))
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [Any])
        #expect(result.stderr == "opened \(store): RealmLens store (SQLite), 2 classes\n")
    }
}
