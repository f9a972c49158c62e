import RealmQuery
@testable import RealmShell
import RealmLifecycle
import RealmStore
import Testing

/// The one renderer: `error: ` and one sentence, caret lines, then the hint.
@Suite struct DiagnosticTests {
    @Test func aFailureWithAHintIsOneLine() {
        let failure = CommandFailure.noSuchProperty("agee", className: "Dog", among: ["name", "age"])
        #expect(Diagnostic.render(failure) == "error: no such property 'agee' on class 'Dog'. Did you mean 'age'?\n")
        #expect(Diagnostic.exitCode(for: failure) == .failure)
    }

    @Test func aQueryErrorGetsCaretLinesThenItsHint() {
        let error = QueryError(.unknownProperty("agee", className: "Dog", suggestion: "age"), at: SourceRange(0..<4))
        #expect(Diagnostic.render(CommandFailure(error, in: "agee < 2")) == """
            error: no such property 'agee' on class 'Dog'
              agee < 2
              ^~~~
            Did you mean 'age'?

            """)
    }

    @Test func aScriptLineNumberPrefixesTheFirstLine() {
        let failure = CommandFailure("expected ',' or '}'", at: .text("{name: 'Rex'", range: 12..<12))
        #expect(Diagnostic.render(failure, lineNumber: 3) == """
            line 3: error: expected ',' or '}'
              {name: 'Rex'
                          ^

            """)
    }

    @Test func fileAndLinePositionsAreSaidInTheSentence() {
        #expect(Diagnostic.render(CommandFailure("bad node", at: .byteOffset(64))) == "error: bad node at byte 64\n")
        #expect(Diagnostic.render(CommandFailure("bad row", at: .line(3))) == "error: bad row on line 3\n")
    }

    @Test func usageErrorsExitTwoWithTheirHint() {
        let error = UsageError.invalidValue(option: ".mode", value: "tabel", expected: ["table", "box"])
        #expect(Diagnostic.render(error) == "error: invalid value 'tabel' for '.mode' (should be one of: table, box). Did you mean 'table'?\n")
        #expect(Diagnostic.exitCode(for: error) == .usage)
        #expect(Diagnostic.render(UsageError.unknownStatement("Dgo", suggestion: "Dog"))
            == "error: 'Dgo' is neither a class nor a statement. Did you mean 'Dog'? Enter '.help' for the statements, '.classes' for the classes.\n")
    }

    @Test func aHostileNameCannotForgeALine() {
        let failure = CommandFailure.noSuchClass("Dog\nerror: forged", among: ["Dog"])
        #expect(Diagnostic.render(failure) == "error: no such class 'Dog\\nerror: forged'\n")
    }

    @Test func lowerLayerErrorsGetTheOnePrefixOnce() {
        #expect(Diagnostic.render(RealmError.noSuchProperty(className: "Dog", propertyName: "agee"))
            == "error: no such property 'agee' on class 'Dog'\n")
        // A query error met without its query text still shows its hint.
        let error = QueryError(.unknownClass("Dgo", suggestion: "Dog"), at: SourceRange(0..<3))
        #expect(Diagnostic.render(error) == "error: no such class 'Dgo'. Did you mean 'Dog'?\n")
    }

    @Test func aFailedCommitSaysNothingChanged() {
        #expect(Diagnostic.render(CommitFailed(underlying: CommandFailure("the disk is full")))
            == "error: the disk is full\nnote: nothing was changed (the transaction was rolled back)\n")
    }
}
