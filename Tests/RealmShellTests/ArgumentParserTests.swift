import RealmModel
@testable import RealmShell
import Testing

@Suite struct ArgumentParserTests {
    static let command = Command(
        name: "demo", abstract: "A command for tests.",
        arguments: [ArgumentSpec("PATH", help: "A path."), ArgumentSpec("REST", help: "More.", isRepeating: true)],
        options: [
            .format(["table", "json"], "table"),
            OptionSpec(["--dry-run"], help: "Only say."),
            OptionSpec(["--arg"], valueName: "VALUE", help: "An argument.", isRepeating: true),
        ],
        run: { _ in })

    func parse(_ words: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentParser.parse(words, for: Self.command) else {
            Issue.record("expected arguments, got help")
            return ParsedArguments()
        }
        return parsed
    }

    @Test func parsesPositionalsOptionsAndFlags() throws {
        let parsed = try parse(["a.realm", "--format=json", "x", "--dry-run", "--arg", "1", "--arg", "-2", "y"])
        #expect(parsed["PATH"] == "a.realm")
        #expect(parsed.values("REST") == ["x", "y"])
        #expect(parsed["--format"] == "json")
        #expect(parsed.flag("--dry-run"))
        #expect(parsed.values("--arg") == ["1", "-2"])
    }

    @Test func aQueryStartingWithANegativeNumberIsAPositional() throws {
        let parsed = try parse(["a.realm", "-5 < intReq", "-.5", "-x IN {1}", "--dry-run", "--arg=a b"])
        #expect(parsed.values("REST") == ["-5 < intReq", "-.5", "-x IN {1}"])
        #expect(parsed.flag("--dry-run"))
        #expect(parsed.values("--arg") == ["a b"])
        #expect(throws: UsageError.self) { try parse(["a.realm", "-x"]) }
    }

    @Test func appliesDefaults() throws {
        #expect(try parse(["a.realm"])["--format"] == "table")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["a.realm", "--", "--dry-run"]).values("REST") == ["--dry-run"])
    }

    @Test func reportsMistakes() {
        #expect(throws: UsageError.missingArgument(name: "PATH", command: "demo")) { try parse([]) }
        #expect(throws: UsageError.unknownOption("--formt", command: "demo", suggestion: "--format")) { try parse(["a", "--formt", "json"]) }
        #expect(throws: UsageError.invalidValue(option: "--format", value: "xml", expected: ["table", "json"])) { try parse(["a", "-f", "xml"]) }
        #expect(throws: UsageError.missingOptionValue(option: "--arg", command: "demo")) { try parse(["a", "--arg"]) }
    }

    @Test func helpAnywhere() throws {
        guard case .help = try ArgumentParser.parse(["a", "--help"], for: Self.command) else {
            Issue.record("--help should ask for help")
            return
        }
    }

    @Test func rendersUsageErrors() {
        #expect(Diagnostic.render(UsageError.unknownCommand("exprot", suggestion: "export"))
            == "error: unknown command 'exprot'. Did you mean 'export'? Run 'realmlens --help' for the list.\n")
        #expect(Diagnostic.exitCode(for: UsageError.invalid("x")) == .usage)
    }

    @Test func rendersHelp() {
        #expect(HelpRenderer.help(Self.command) == """
        OVERVIEW: A command for tests.

        USAGE: realmlens demo PATH [REST…] [--format FORMAT] [--dry-run] [--arg VALUE]…

        ARGUMENTS:
          PATH                    A path.
          REST                    More.

        OPTIONS:
          -f, --format FORMAT     Output format: table, json. (default: table)
          --dry-run               Only say.
          --arg VALUE             An argument.
          -h, --help              Show this help.

        """)
    }

    // MARK: - Typed arguments

    static let limit = OptionSpec(["--limit"], valueName: "N", help: "At most N.", type: .integer(0...))
    static let mode = OptionSpec(["--mode"], valueName: "MODE", help: "A mode.", allowedValues: ["table", "json"])
    static let value = OptionSpec(["--arg"], valueName: "VALUE", help: "A literal.", type: .literal, isRepeating: true)
    static let schema = OptionSpec(["--schema"], valueName: "FILE", help: "Required.", type: .path, isRequired: true)
    static let page = ArgumentSpec("N", help: "A page.", type: .integer(1...))
    static let typed = Command(name: "typed", abstract: "Typed.", arguments: [page], options: [schema, limit, mode, value], run: { _ in })

    func parseTyped(_ words: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try ArgumentParser.parse(words, for: Self.typed) else { return ParsedArguments() }
        return parsed
    }

    @Test func readsTypedValuesThroughTheirSpecs() throws {
        let parsed = try parseTyped(["2", "--schema", "s.json", "--limit", "10", "--mode", "JSON", "--arg", "'Rex'", "--arg", "{1, 2}"])
        #expect(Self.page.integer(in: parsed) == 2)
        #expect(Self.limit.integer(in: parsed) == 10)
        #expect(Self.mode.value(in: parsed) == "json", "a closed set is matched in any case and stored as declared")
        #expect(try Self.value.literals(in: parsed) == [.string("Rex"), .list([.int(1), .int(2)])])
        #expect(Self.schema.value(in: parsed) == "s.json")
    }

    @Test func checksValuesAgainstTheirTypes() {
        #expect(throws: UsageError.invalidValue(option: "--limit", value: "-1", expected: ["a whole number ≥ 0"])) {
            try parseTyped(["1", "--schema", "s", "--limit", "-1"])
        }
        #expect(throws: UsageError.invalidValue(option: "typed", value: "0", expected: ["a whole number ≥ 1"])) {
            try parseTyped(["0", "--schema", "s"])
        }
        #expect(throws: UsageError.invalid(#"--arg #2 '\'Rex' is not an RQL literal: unterminated string literal"#)) {
            try parseTyped(["1", "--schema", "s", "--arg", "1", "--arg", "'Rex"])
        }
        #expect(throws: UsageError.missingArgument(name: "--schema FILE", command: "typed")) { try parseTyped(["1"]) }
    }

    @Test func usageShowsRequiredOptionsBare() {
        #expect(HelpRenderer.usage(Self.typed) == "realmlens typed N --schema FILE [--limit N] [--mode MODE] [--arg VALUE]…")
    }
}
