/// One command, declared once: its name, help texts, arguments and options,
/// and what it does. Help screens, usage lines, did-you-mean, completion
/// and dispatch (one-shot CLI, dot commands and studio statements alike)
/// are all derived from this declaration.
public struct Command: Sendable {
    /// How the text after the command's name is read.
    public enum Input: Sendable, Equatable {
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
    public var name: String
    public var aliases: [String] = []
    /// One line, shown in command lists.
    public var abstract: String
    /// Paragraphs shown by `--help` after the usage.
    public var discussion: String = ""
    public var arguments: [ArgumentSpec] = []
    public var options: [OptionSpec] = []
    /// Example invocations, shown by `--help`.
    public var examples: [String] = []
    public var input: Input = .arguments
    /// Whether `exec` runs it (transaction statements are refused there:
    /// `exec` runs everything in one transaction of its own).
    public var isAllowedInExec = true
    public var run: @Sendable (inout CommandContext) throws -> Void

    public init(
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
    public static func statement(_ name: String, usage: String, abstract: String, isAllowedInExec: Bool = true,
                                 run: @escaping @Sendable (inout CommandContext) throws -> Void) -> Command {
        var command = Command(name: name, abstract: abstract, run: run)
        command.input = .statement(usage: usage)
        command.isAllowedInExec = isAllowedInExec
        return command
    }

    /// Whether this is a studio statement (rather than a command with arguments).
    public var isStatement: Bool { input != .arguments }

    /// A statement's synopsis (`count CLASS [where PREDICATE]`); `nil` for commands with arguments.
    public var statementUsage: String? {
        switch input {
        case .arguments: return nil
        case .statement(let usage), .classStatement(let usage): return usage
        }
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// Shown in usage in capitals: `PATH`.
    public var name: String
    public var help: String
    public var isOptional: Bool = false
    /// Takes all remaining positionals.
    public var isRepeating: Bool = false

    public init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }
}

/// A named option: a flag (`--dry-run`) or an option with a value (`--format json`).
public struct OptionSpec: Sendable {
    /// Long name with dashes (`--format`), then any short names (`-f`).
    public var names: [String]
    /// `nil` for a flag; otherwise the value's placeholder (`FORMAT`).
    public var valueName: String?
    public var help: String
    /// Accepted values, if the set is closed; others are a usage error.
    public var allowedValues: [String]?
    public var defaultValue: String?
    /// May be given more than once (`--arg 1 --arg 2`).
    public var isRepeating: Bool = false

    public init(_ names: [String], valueName: String? = nil, help: String, allowedValues: [String]? = nil,
                defaultValue: String? = nil, isRepeating: Bool = false) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeating = isRepeating
    }

    public var name: String { names[0] }
    public var isFlag: Bool { valueName == nil }

    // MARK: - Options many commands share

    /// `--format` with a closed set of values.
    public static func format(_ values: [String], _ defaultValue: String) -> OptionSpec {
        OptionSpec(["--format", "-f"], valueName: "FORMAT", help: "Output format: \(values.joined(separator: ", ")).",
                   allowedValues: values, defaultValue: defaultValue)
    }
    public static let key = OptionSpec(["--key"], valueName: "KEY",
        help: "Encryption key of a genuine Realm file: 128 hex digits, base64, or @FILE holding the 64 bytes.")
    public static let snapshot = OptionSpec(["--snapshot"],
        help: "For a genuine Realm file an app has open: read a private copy taken first.")
    public static let output = OptionSpec(["--output", "-o"], valueName: "FILE", help: "Write to FILE instead of standard output.")
}

/// Parsed arguments, by spec name.
public struct ParsedArguments: Sendable {
    public var positionals: [String: [String]] = [:]
    public var options: [String: [String]] = [:]
    public var flags: Set<String> = []

    public init() {}

    /// The first value of argument or option `name` (`PATH`, `--format`), or its default.
    public subscript(name: String) -> String? {
        positionals[name]?.first ?? options[name]?.last
    }

    public func values(_ name: String) -> [String] {
        positionals[name] ?? options[name] ?? []
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
}
