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
        do {
            return try parseLocating(words, for: command)
        } catch {
            throw error.usage
        }
    }

    /// `parse`, saying which word each usage error is about, so the error
    /// can point at it (`ArgumentUsageError`).
    static func parseLocating(_ words: [String], for command: Command) throws(LocatedUsageError) -> Outcome {
        var state = State(command: command)
        var i = 0
        func at<T>(_ index: Int?, _ body: () throws -> T) throws(LocatedUsageError) -> T {
            do {
                return try body()
            } catch let located as LocatedUsageError {
                throw located
            } catch let usage as UsageError {
                throw LocatedUsageError(usage: usage, wordIndex: index)
            } catch {
                preconditionFailure("the parser throws usage errors only: \(error)")
            }
        }
        while i < words.count {
            let word = words[i]
            i += 1
            switch classify(word, onlyPositionals: state.onlyPositionals) {
            case .positional:
                state.positionals.append(word)
                state.positionalIndices.append(i - 1)
            case .endOfOptions: state.onlyPositionals = true
            case .help: return .help
            case .option(let name, let inlineValue):
                var valueIndex = i - 1
                // A bad option is this word; a bad value the word that holds it.
                try at(i - 1) {
                    try state.takeOption(name, inlineValue: inlineValue, word: word, next: { () -> String? in
                        guard i < words.count else { return nil }
                        i += 1
                        valueIndex = i - 1
                        return words[i - 1]
                    }, valueIndex: { valueIndex })
                }
            }
        }
        try at(nil) { try state.checkRequiredOptions() }
        state.fillDefaults()
        try at(nil) { try state.bindPositionals() }
        return .run(state.parsed)
    }

    /// A usage error and the index of the word it is about (`nil`: about
    /// something missing, after the last word).
    struct LocatedUsageError: Error {
        var usage: UsageError
        var wordIndex: Int?
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
        if onlyPositionals || !word.hasPrefix("-") || word == "-" || cannotBeAnOption(word) { return .positional }
        if word == "--" { return .endOfOptions }
        if word == "--help" || word == "-h" { return .help }
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            return .option(String(word[..<eq]), inlineValue: String(word[word.index(after: eq)...]))
        }
        return .option(word, inlineValue: nil)
    }

    /// A word no option name could be: a negative number (`-2`), or a query
    /// that starts with one (`'-5 < age'`), or a single-dash word with a space
    /// in it. No option name has a digit after its dash or holds a space
    /// (`--arg=a b` is an option with an inline value).
    private static func cannotBeAnOption(_ word: String) -> Bool {
        let second = word.dropFirst().first
        if second.map({ $0.isNumber || $0 == "." }) == true { return true }
        return !word.hasPrefix("--") && word.contains(where: \.isWhitespace)
    }

    // MARK: - State

    /// What has been parsed so far.
    struct State {
        let command: Command
        var parsed = ParsedArguments()
        var positionals: [String] = []
        /// Where each positional is among the words.
        var positionalIndices: [Int] = []
        var onlyPositionals = false

        init(command: Command) {
            self.command = command
            parsed.declaredNames = Set(command.arguments.map(\.name) + command.options.flatMap(\.names))
        }

        /// Records option `name` and its value (inline, or the next word).
        /// A value refused by its type throws `LocatedUsageError` at `valueIndex()`.
        mutating func takeOption(_ name: String, inlineValue: String?, word: String, next: () -> String?,
                                 valueIndex: () -> Int) throws {
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
            let checked: String
            do {
                checked = try option.type.check(value, name: option.name, occurrence: option.isRepeating ? earlier.count : 0)
            } catch let usage as UsageError {
                throw LocatedUsageError(usage: usage, wordIndex: valueIndex())
            }
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
                let first = p - values.count
                parsed.positionals[spec.name] = try values.enumerated().map { offset, value in
                    do {
                        return try spec.type.check(value, name: command.name, occurrence: offset)
                    } catch let usage as UsageError {
                        throw LocatedUsageError(usage: usage, wordIndex: positionalIndices[first + offset])
                    }
                }
            }
            if p < positionals.count {
                throw LocatedUsageError(usage: .unexpectedArgument(positionals[p], command: command.name), wordIndex: positionalIndices[p])
            }
        }
    }
}
