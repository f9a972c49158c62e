import Foundation
import Testing

/// The command line as a whole process: argv reaches the studio as words,
/// and usage errors exit 2 wherever they are found.
@Suite(.serialized) struct CommandLineProcessTests {
    /// `realmlens PATH` opens PATH as given: quotes, spaces and backslashes are
    /// never turned back into text and re-read (an apostrophe used to fail).
    @Test func theStudioOpensAPathWithQuotesSpacesAndABackslash() throws {
        let dir = try ScratchDirectory()
        let folder = dir.path(#"it's "odd" a\b"#)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try OneShotCommandTests.dogsDump.write(toFile: dir.path("dump.json"), atomically: true, encoding: .utf8)
        let path = folder + "/dogs.realm"
        #expect(try ProcessTests.realmlens(["import", path, "--canonical", dir.path("dump.json")]).status == 0)
        let studio = try ProcessTests.realmlens([path], input: "count Dog\n")
        #expect(studio.status == 0, "\(studio.stderr)")
        #expect(studio.stdout == "4\n")
        #expect(studio.stderr.hasPrefix("opened \(path): "))
    }

    /// Every option of `.open` passes through `realmlens PATH …`, read from its declaration.
    @Test func theStudioTakesOpensOptionsFromItsDeclaration() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let readOnly = try ProcessTests.realmlens([store, "--readonly"], input: "count Dog\n")
        #expect(readOnly.status == 0)
        #expect(readOnly.stdout == "4\n")
        #expect(readOnly.stderr.hasSuffix(", read-only\n"))
        let missingKey = try ProcessTests.realmlens([store, "--key"], input: "")
        #expect(missingKey.status == 2)
        #expect(missingKey.stderr == "error: option '--key' of '.open' needs a value\n  realmlens \(store) --key\n  \(String(repeating: " ", count: "realmlens \(store) ".count))^~~~~\n")
    }

    @Test func usageErrorsExit2OnTheCommandLine() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let badArg = try ProcessTests.realmlens(["query", store, "Dog", "name == $0", "--arg", "'Rex"])
        #expect(badArg.status == 2)
        // The argument a usage error is about is pointed at, on the command line as a shell would need it typed.
        let argLine = #"realmlens query \#(store) Dog 'name == $0' --arg '\'Rex'"#
        #expect(badArg.stderr == #"""
            error: --arg #1 '\'Rex' is not an RQL literal: unterminated string literal
              \#(argLine)
              \#(String(repeating: " ", count: argLine.count - 7))^~~~~~~

            """#)
        let badLimit = try ProcessTests.realmlens(["query", store, "Dog", "--limit", "many"])
        #expect(badLimit.status == 2)
        let limitLine = "realmlens query \(store) Dog --limit many"
        #expect(badLimit.stderr == """
            error: invalid value 'many' for '--limit' (expected a whole number ≥ 0)
              \(limitLine)
              \(String(repeating: " ", count: limitLine.count - 4))^~~~

            """)
        let good = try ProcessTests.realmlens(["query", store, "Dog", "name == $0", "--arg", "'Rex'", "--format", "csv"])
        #expect(good.status == 0)
        #expect(good.stdout.contains("Rex"))
        // A failed query is not a usage error.
        #expect(try ProcessTests.realmlens(["query", store, "Dog", "agee > 1"]).status == 1)
    }

    @Test func usageErrorsExit2InExecScriptsAndThePipedStudio() throws {
        let dir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(dir)
        let execUsage = try ProcessTests.realmlens(["exec", store, "-c", "create Dog {name: 'Ace', age: 1}; count"])
        #expect(execUsage.status == 2)
        #expect(execUsage.stderr.contains("error: usage: count CLASS [where PREDICATE]\n"))
        #expect(execUsage.stderr.contains("note: nothing was changed (the transaction was rolled back)"))
        let execFailure = try ProcessTests.realmlens(["exec", store, "-c", "count Cat"])
        #expect(execFailure.status == 1)
        // exec reports a failed statement once, where it happened, and nothing after it.
        #expect(execFailure.stderr == "line 1: error: no such class 'Cat'. '.classes' lists them.\n")
        let piped = try ProcessTests.realmlens([store], input: ".page x\n")
        #expect(piped.status == 2)
        #expect(piped.stderr.contains("error: invalid value 'x' for '.page' (expected a whole number ≥ 1)\n  .page x\n        ^\n"))
        // A schema change's own usage (`.alter CLASS VERB …`) is a usage error too.
        let alterUsage = try ProcessTests.realmlens([store], input: ".alter Dog rename name\n")
        #expect(alterUsage.status == 2)
        #expect(alterUsage.stderr.contains("error: usage: .alter Dog rename NAME to NEWNAME\n"))
        let pipedFailure = try ProcessTests.realmlens([store], input: "count Cat\n")
        #expect(pipedFailure.status == 1)
        // A usage error inside a script run by .read keeps its exit code.
        try "count\n".write(toFile: dir.path("bad.rlens"), atomically: true, encoding: .utf8)
        let read = try ProcessTests.realmlens([store], input: ".read \(dir.path("bad.rlens"))\n")
        #expect(read.status == 2)
        #expect(read.stderr.contains("error: '\(dir.path("bad.rlens"))': 1 statement failed\n"))
    }
}
