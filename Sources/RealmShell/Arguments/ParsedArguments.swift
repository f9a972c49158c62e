import RealmModel

/// A command's arguments after `ArgumentParser` checked them against its
/// declaration: every value already has its spec's type.
///
/// Commands read them through their own spec constants, so a name cannot
/// drift from its declaration:
///
/// ```swift
/// static let limit = OptionSpec(["--limit"], valueName: "N", help: "…", type: .integer(0...))
/// let limit = Self.limit.integer(in: context.arguments) ?? Int.max
/// ```
struct ParsedArguments: Sendable {
    var positionals: [String: [String]] = [:]
    var options: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The names the command declares (arguments and options); empty for
    /// arguments built by hand (statements, tests).
    var declaredNames: Set<String> = []

    init() {}

    /// The first value of argument or option `name` (`PATH`, `--format`), or its default.
    ///
    /// For helpers several commands share (the store opener asks for
    /// `--key` whichever command runs it): a name no command declares is a
    /// broken invariant and traps (in debug builds), so a drifted name fails
    /// every test that reaches it instead of silently reading nothing.
    subscript(name: String) -> String? {
        Self.checkKnown(name, declaredNames)
        return positionals[name]?.first ?? options[name]?.last
    }

    /// Every value of argument or option `name` (see the subscript).
    func values(_ name: String) -> [String] {
        Self.checkKnown(name, declaredNames)
        return positionals[name] ?? options[name] ?? []
    }

    /// Whether flag `name` was given (see the subscript).
    func flag(_ name: String) -> Bool {
        Self.checkKnown(name, declaredNames)
        return flags.contains(name)
    }

    /// Every argument and option name some command declares.
    static let knownNames: Set<String> = {
        var names: Set<String> = []
        for command in CommandTable.standard.commands + CommandTable.studio.commands {
            names.formUnion(command.arguments.map(\.name))
            names.formUnion(command.options.flatMap(\.names))
        }
        return names
    }()

    /// Checked in debug builds (every test): listing every name builds both
    /// command tables, studio included, which a release one-shot command
    /// would pay for at every start (~0.35 M instructions of 4.2 M).
    private static func checkKnown(_ name: String, _ declared: Set<String>) {
        assert(declared.contains(name) || knownNames.contains(name),
               "no command declares '\(name)': a look-up by a name that drifted from its declaration")
    }
}

// MARK: - Reading values through their specs

extension ArgumentSpec {
    /// The value given, if any.
    func value(in arguments: ParsedArguments) -> String? { arguments.positionals[name]?.first }

    /// The value of a required argument. The parser refuses a command line
    /// without it, so its absence here is our own bug, and traps.
    func required(in arguments: ParsedArguments) -> String {
        guard !isOptional, let value = value(in: arguments) else {
            preconditionFailure("\(name) is not a required argument the parser bound")
        }
        return value
    }

    /// The value of a required `.integer` argument (see `required(in:)`).
    func requiredInteger(in arguments: ParsedArguments) -> Int {
        checkedInteger(required(in: arguments), type, name)
    }

    /// Every value given (a repeating argument).
    func values(in arguments: ParsedArguments) -> [String] { arguments.positionals[name] ?? [] }

    /// The values of an `.integer` argument.
    func integers(in arguments: ParsedArguments) -> [Int] {
        values(in: arguments).map { checkedInteger($0, type, name) }
    }

    /// The value of an `.integer` argument, if given.
    func integer(in arguments: ParsedArguments) -> Int? { integers(in: arguments).first }

    /// The value of an `.onOff` argument, if given.
    func isOn(in arguments: ParsedArguments) -> Bool? { value(in: arguments).map { checkedSwitch($0, type, name) } }
}

extension OptionSpec {
    /// The value given (the last, if given more than once), else the default.
    func value(in arguments: ParsedArguments) -> String? { arguments.options[name]?.last }

    /// Every value given (a repeating option), or the default.
    func values(in arguments: ParsedArguments) -> [String] { arguments.options[name] ?? [] }

    /// Whether the flag was given.
    func isSet(in arguments: ParsedArguments) -> Bool { arguments.flags.contains(name) }

    /// The value of a required option. The parser refuses a command line
    /// without it, so its absence here is our own bug, and traps.
    func required(in arguments: ParsedArguments) -> String {
        guard isRequired, let value = value(in: arguments) else { preconditionFailure("\(name) is not a required option the parser bound") }
        return value
    }

    /// The value of an `.integer` option, or its default.
    func integer(in arguments: ParsedArguments) -> Int? { value(in: arguments).map { checkedInteger($0, type, name) } }

    /// The value of an `.unsigned64` option, or its default.
    func unsigned64(in arguments: ParsedArguments) -> UInt64? {
        value(in: arguments).map { text in
            guard case .unsigned64 = type, let n = UInt64(text) else { preconditionFailure("\(name) is not a checked unsigned option") }
            return n
        }
    }

    /// The values of a `.literal` option, parsed by RealmQuery's literal parser.
    func literals(in arguments: ParsedArguments) throws -> [AnyRealmValue] {
        precondition(type == .literal, "\(name) is not a literal option")
        return try values(in: arguments).enumerated().map { try ValueType.literal($1, name: name, occurrence: $0) }
    }
}

/// A value the parser checked as an integer of `type`.
private func checkedInteger(_ text: String, _ type: ValueType, _ name: String) -> Int {
    guard case .integer = type, let n = Int(text) else { preconditionFailure("\(name) is not a checked integer") }
    return n
}

/// A value the parser checked as on/off.
private func checkedSwitch(_ text: String, _ type: ValueType, _ name: String) -> Bool {
    guard type == .onOff, let on = ValueType.switchValue(text) else { preconditionFailure("\(name) is not a checked on/off value") }
    return on
}
