import RealmQuery

/// Parses a command's arguments (argv after the command word, or the words
/// of a REPL line) against its declaration.
///
/// Understands `--name value`, `--name=value`, short `-o value`, flags,
/// `--` to end options, and `--help`/`-h` anywhere.
public enum ArgumentParser {
    public enum Outcome: Sendable {
        case run(ParsedArguments)
        case help
    }

    public static func parse(_ words: [String], for command: Command) throws -> Outcome {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var onlyPositionals = false
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" || isNegativeNumber(word) {
                positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            if word == "--help" || word == "-h" { return .help }
            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                let all = command.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                throw UsageError.unknownOption(name, command: command.name,
                                               suggestion: Suggestion.closest(to: name, among: all))
            }
            if option.isFlag {
                if inlineValue != nil { throw UsageError.unexpectedArgument(word, command: command.name) }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < words.count else { throw UsageError.missingOptionValue(option: option.name, command: command.name) }
                value = words[i]
                i += 1
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw UsageError.invalidValue(option: option.name, value: value, expected: allowed)
            }
            if option.isRepeating {
                parsed.options[option.name, default: []].append(value)
            } else {
                parsed.options[option.name] = [value]
            }
        }
        for option in command.options where parsed.options[option.name] == nil {
            if let d = option.defaultValue { parsed.options[option.name] = [d] }
        }
        var p = 0
        for spec in command.arguments {
            if spec.isRepeating {
                parsed.positionals[spec.name] = Array(positionals[min(p, positionals.count)...])
                p = positionals.count
            } else if p < positionals.count {
                parsed.positionals[spec.name] = [positionals[p]]
                p += 1
            } else if !spec.isOptional {
                throw UsageError.missingArgument(name: spec.name, command: command.name)
            }
        }
        if p < positionals.count {
            throw UsageError.unexpectedArgument(positionals[p], command: command.name)
        }
        return .run(parsed)
    }

    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }
}
