import Foundation
@testable import RealmShell
import Testing

/// `realmlens exec PATH 'STATEMENTS'` (statements typed without `-c`) names
/// the mistake and the fix, where it said "cannot read '…': it does not
/// exist"; a path that exists is still read as a file of statements, and a
/// missing plain name still says the file does not exist.
@Suite struct ExecStatementsAsFileTests {
    @Test func statementsWithoutDashCAreNamedAsSuch() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.path("dogs.realm")
        #expect(run(["demo", store, "--template", "dogs", "--objects", "3", "--seed", "1", "--to", "store"]).exitCode == .success)

        let typed = run(["exec", store, "delete Dog where age > 1"])
        #expect(typed.exitCode == .usage)
        #expect(typed.stderr == "error: there is no file of statements named 'delete Dog where age > 1'; statements typed on the command line go after -c (realmlens exec PATH -c 'STATEMENTS').\n")
        #expect(run(["exec", store, "count Dog; count Dog"]).exitCode == .usage)

        let missing = run(["exec", store, scratch.path("changes.rlens")])
        #expect(missing.exitCode == .failure)
        #expect(missing.stderr.contains("it does not exist"), "\(missing.stderr)")

        let named = scratch.path("my changes.rlens")
        try Data("count Dog\n".utf8).write(to: URL(fileURLWithPath: named))
        let read = run(["exec", store, named])
        #expect(read.exitCode == .success, "\(read.stderr)")
        #expect(read.stdout == run(["exec", store, "-c", "count Dog"]).stdout)
        #expect(read.stdout.hasSuffix("\n") && Int(read.stdout.dropLast()) != nil, "\(read.stdout)")
    }
}
