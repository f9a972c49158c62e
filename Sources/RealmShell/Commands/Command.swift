/// One command, declared once: its name, help texts, arguments and options,
/// and what it does. Help screens, usage lines, did-you-mean, completion
/// and dispatch (one-shot CLI, dot commands and studio statements alike)
/// are all derived from this declaration.
public struct Command: Sendable {
    /// How the text after the command's name is read.
    enum Input: Sendable, Equatable {
        /// Words parsed against `arguments` and `options` (CLI commands, dot commands).
        case arguments
        /// A studio statement (`update Dog[0] set age = 3`): the text after
        /// the word, as typed, is read by the statement's own grammar
        /// (`CommandContext.rawArguments`); `usage` is its synopsis.
        case statement(usage: String)
        /// The statement that starts with a class's name (`Dog where age > 2`).
        case classStatement(usage: String)
    }

    /// The word users type: `export` on the command line, `.export` in the
    /// REPL, `update` for a statement (any case).
    var name: String
    var aliases: [String] = []
    /// One line, shown in command lists.
    var abstract: String
    /// Paragraphs shown by `--help` after the usage.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    /// The options it accepts, in the order help lists them.
    public var options: [OptionSpec] = []
    /// Example invocations, shown by `--help`.
    var examples: [String] = []
    var input: Input = .arguments
    /// Whether `exec` runs it (transaction statements are refused there:
    /// `exec` runs everything in one transaction of its own).
    var isAllowedInExec = true
    var run: @Sendable (inout CommandContext) throws -> Void

    init(
        name: String, aliases: [String] = [], abstract: String, discussion: String = "",
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [],
        run: @escaping @Sendable (inout CommandContext) throws -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.run = run
    }

    /// A studio statement: `usage` is its synopsis, `run` reads the text
    /// after the word from `CommandContext.rawArguments`.
    static func statement(_ name: String, usage: String, abstract: String, isAllowedInExec: Bool = true,
                          run: @escaping @Sendable (inout CommandContext) throws -> Void) -> Command {
        var command = Command(name: name, abstract: abstract, run: run)
        command.input = .statement(usage: usage)
        command.isAllowedInExec = isAllowedInExec
        return command
    }

    /// Whether this is a studio statement (rather than a command with arguments).
    var isStatement: Bool { input != .arguments }

    /// A statement's synopsis (`count CLASS [where PREDICATE]`); `nil` for commands with arguments.
    var statementUsage: String? {
        switch input {
        case .arguments: return nil
        case .statement(let usage), .classStatement(let usage): return usage
        }
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    /// Shown in usage in capitals: `PATH`.
    var name: String
    var help: String
    var isOptional: Bool = false
    /// Takes all remaining positionals.
    var isRepeating: Bool = false
    /// What each value must be; checked by the parser.
    var type: ValueType = .text

    init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false, type: ValueType = .text) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.type = type
    }
}

extension ArgumentSpec {
    /// `PATH` of the commands that read any store.
    static let storePath = ArgumentSpec("PATH", help: "A RealmLens store or a Realm file (or one of its auxiliary files).", type: .path)
}

/// A named option: a flag (`--dry-run`) or an option with a value (`--format json`).
public struct OptionSpec: Sendable {
    /// Long name with dashes (`--format`), then any short names (`-f`).
    public var names: [String]
    /// `nil` for a flag; otherwise the value's placeholder (`FORMAT`).
    var valueName: String?
    var help: String
    /// What the value must be; checked by the parser.
    var type: ValueType = .text
    var defaultValue: String?
    /// May be given more than once (`--arg 1 --arg 2`).
    var isRepeating: Bool = false
    /// Must be given: a usage error without it, and shown without brackets in the usage line.
    var isRequired: Bool = false

    init(_ names: [String], valueName: String? = nil, help: String, type: ValueType = .text, allowedValues: [String]? = nil,
         defaultValue: String? = nil, isRepeating: Bool = false, isRequired: Bool = false) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.type = allowedValues.map(ValueType.oneOf) ?? type
        self.defaultValue = defaultValue
        self.isRepeating = isRepeating
        self.isRequired = isRequired
    }

    var name: String { names[0] }
    /// Whether it stands alone (`--readonly`) rather than taking the next word as its value.
    public var isFlag: Bool { valueName == nil }

    /// Accepted values, if the set is closed; others are a usage error.
    var allowedValues: [String]? {
        if case .oneOf(let words) = type { return words }
        return nil
    }

    // MARK: - Options many commands share

    /// `--format` with a closed set of values.
    static func format(_ values: [String], _ defaultValue: String) -> OptionSpec {
        OptionSpec(["--format", "-f"], valueName: "FORMAT", help: "Output format: \(values.joined(separator: ", ")).",
                   allowedValues: values, defaultValue: defaultValue)
    }
    static let key = OptionSpec(["--key"], valueName: "KEY",
        help: "Encryption key of a genuine Realm file: 128 hex digits, base64, or @FILE holding the 64 bytes.")
    static let snapshot = OptionSpec(["--snapshot"],
        help: "For a genuine Realm file an app has open: read a private copy taken first.")
    /// `--schema-version N`: a whole number ≥ 0 (0 if not given).
    static func schemaVersion(help: String) -> OptionSpec {
        OptionSpec(["--schema-version"], valueName: "N", help: help, type: .integer(0...), defaultValue: "0")
    }
    static let upgrade = OptionSpec(["--upgrade"],
        help: "For a genuine file in format 20–23: write it in format 24 (Realm Core 14), which older SDKs cannot open.")
    static let output = OptionSpec(["--output", "-o"], valueName: "FILE", help: "Write to FILE instead of standard output.", type: .path)
}
