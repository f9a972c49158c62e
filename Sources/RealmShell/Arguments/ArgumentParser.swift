import RealmQuery

/// Parses a command's arguments (argv after the command word, or the words
/// of a REPL line) against its declaration, checking every value against
/// its spec's `ValueType`.
///
/// Understands `--name value`, `--name=value`, short `-o value`, flags,
/// `--` to end options, and `--help`/`-h` anywhere. Every mistake is a
/// `UsageError` (exit 2).
enum ArgumentParser {
    /// What the words ask for.
    enum Outcome: Sendable {
        /// Run the command with these checked arguments.
        case run(ParsedArguments)
        /// Show the command's help (`--help`/`-h` was among the words).
        case help
    }

    /// Parses `words` against `command`'s declaration; throws a `UsageError`
    /// for an unknown option, a missing or extra argument, or a value its
    /// spec's type refuses.

    static func parse(_ words: [String], for command: Command) throws -> Outcome {
        var state = State(command: command)
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            switch classify(word, onlyPositionals: state.onlyPositionals) {
            case .positional: state.positionals.append(word)
            case .endOfOptions: state.onlyPositionals = true
            case .help: return .help
            case .option(let name, let inlineValue):
                try state.takeOption(name, inlineValue: inlineValue, word: word, next: { () -> String? in
                    guard i < words.count else { return nil }
                    i += 1
                    return words[i - 1]
                })
            }
        }
        try state.checkRequiredOptions()
        state.fillDefaults()
        try state.bindPositionals()
        return .run(state.parsed)
    }

    // MARK: - Words

    enum Word: Equatable {
        case positional
        case endOfOptions
        case help
        /// `--name`, `-n`, or `--name=value`.
        case option(String, inlineValue: String?)
    }

    /// What one word is, before looking at the command.
    static func classify(_ word: String, onlyPositionals: Bool) -> Word {
        if onlyPositionals || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) { return .positional }
        if word == "--" { return .endOfOptions }
        if word == "--help" || word == "-h" { return .help }
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            return .option(String(word[..<eq]), inlineValue: String(word[word.index(after: eq)...]))
        }
        return .option(word, inlineValue: nil)
    }

    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }

    // MARK: - State

    /// What has been parsed so far.
    struct State {
        let command: Command
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var onlyPositionals = false

        init(command: Command) {
            self.command = command
            parsed.declaredNames = Set(command.arguments.map(\.name) + command.options.flatMap(\.names))
        }

        /// Records option `name` and its value (inline, or the next word).
        mutating func takeOption(_ name: String, inlineValue: String?, word: String, next: () -> String?) throws {
            guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                let all = command.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                throw UsageError.unknownOption(name, command: command.name, suggestion: Suggestion.closest(to: name, among: all))
            }
            if option.isFlag {
                if inlineValue != nil { throw UsageError.unexpectedArgument(word, command: command.name) }
                parsed.flags.insert(option.name)
                return
            }
            guard let value = inlineValue ?? next() else {
                throw UsageError.missingOptionValue(option: option.name, command: command.name)
            }
            let earlier = parsed.options[option.name] ?? []
            let checked = try option.type.check(value, name: option.name, occurrence: option.isRepeating ? earlier.count : 0)
            parsed.options[option.name] = option.isRepeating ? earlier + [checked] : [checked]
        }

        func checkRequiredOptions() throws {
            for option in command.options where option.isRequired && parsed.options[option.name] == nil && !parsed.flags.contains(option.name) {
                throw UsageError.missingArgument(name: option.name + (option.valueName.map { " " + $0 } ?? ""), command: command.name)
            }
        }

        mutating func fillDefaults() {
            for option in command.options where parsed.options[option.name] == nil {
                if let value = option.defaultValue { parsed.options[option.name] = [value] }
            }
        }

        /// Gives the positionals to the declared arguments, in order, checking each value.
        mutating func bindPositionals() throws {
            var p = 0
            for spec in command.arguments {
                let values: [String]
                if spec.isRepeating {
                    values = Array(positionals[min(p, positionals.count)...])
                    p = positionals.count
                } else if p < positionals.count {
                    values = [positionals[p]]
                    p += 1
                } else if !spec.isOptional {
                    throw UsageError.missingArgument(name: spec.name, command: command.name)
                } else {
                    continue
                }
                parsed.positionals[spec.name] = try values.enumerated().map { try spec.type.check($1, name: command.name, occurrence: $0) }
            }
            if p < positionals.count {
                throw UsageError.unexpectedArgument(positionals[p], command: command.name)
            }
        }
    }
}
