import RealmShell
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
}
