import RealmQuery

/// A mistake in how a command or statement was invoked: exit code 2,
/// wherever it is found (the command line, the studio, a script).
///
/// ```
/// error: unknown command 'exprot'. Did you mean 'export'? Run 'realmlens --help' for the list.
/// ```
///
/// `Diagnostic` renders it as its `message` then its `hint`.
enum UsageError: Error, Equatable, Sendable {
    /// A command (`exprot`, `.tabels`) that is not in the table.
    case unknownCommand(String, suggestion: String?)
    /// A studio statement's first word that is neither a statement nor a class.
    case unknownStatement(String, suggestion: String?)
    /// `.help TOPIC` where TOPIC is neither a dot command nor a statement.
    case unknownHelpTopic(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingArgument(name: String, command: String)
    case missingOptionValue(option: String, command: String)
    case unexpectedArgument(String, command: String)
    /// `value` is not what `option` takes: one of `expected`'s names, or (one entry) a description of it.
    case invalidValue(option: String, value: String, expected: [String])
    /// Any other misuse, as one sentence.
    case invalid(String)
}

extension UsageError: CustomStringConvertible {
    /// Where to read about `command`: its `--help` on the command line, `.help` in the studio.
    static func helpHint(_ command: String, topic: String) -> String {
        command.hasPrefix(".") ? "Enter '.help \(command)' for its \(topic)." : "Run 'realmlens \(command) --help' for its \(topic)."
    }

    /// The one sentence: `unknown option '--formt' for 'demo'`.
    var message: String {
        switch self {
        case .unknownCommand(let name, _): return "unknown command \(quoted: name)"
        case .unknownStatement(let word, _): return "\(quoted: word) is neither a class nor a statement"
        case .unknownHelpTopic(let topic, _): return "no help on \(quoted: topic): it is neither a command nor a statement"
        case .unknownOption(let option, let command, _): return "unknown option \(quoted: option) for \(quoted: command)"
        case .missingArgument(let name, let command): return "missing argument \(name) for \(quoted: command)"
        case .missingOptionValue(let option, let command): return "option \(quoted: option) of \(quoted: command) needs a value"
        case .unexpectedArgument(let argument, let command): return "unexpected argument \(quoted: argument) for \(quoted: command)"
        case .invalidValue(let option, let value, let expected):
            let what = expected.count == 1 ? "expected \(expected[0])" : "should be one of: \(expected.joined(separator: ", "))"
            return "invalid value \(quoted: value) for \(quoted: option) (\(what))"
        case .invalid(let message): return message
        }
    }

    /// What to try: a did-you-mean, and where help is.
    var hint: String? {
        switch self {
        case .unknownCommand(let name, let suggestion):
            let help = name.hasPrefix(".") ? "Enter '.help' for the list." : "Run 'realmlens --help' for the list."
            return Diagnostic.sentences([suggestion.map(Suggestion.sentence), help])
        case .unknownStatement(_, let suggestion):
            return Diagnostic.sentences([suggestion.map(Suggestion.sentence), "Enter '.help' for the statements, '.classes' for the classes."])
        case .unknownHelpTopic(_, let suggestion):
            return Diagnostic.sentences([suggestion.map(Suggestion.sentence), "Enter '.help' for the list."])
        case .unknownOption(_, let command, let suggestion):
            return Diagnostic.sentences([suggestion.map(Suggestion.sentence), Self.helpHint(command, topic: "options")])
        case .missingArgument(_, let command), .unexpectedArgument(_, let command):
            return Self.helpHint(command, topic: "usage")
        case .invalidValue(_, let value, let expected):
            return expected.count > 1 ? Suggestion.didYouMean(value, among: expected) : nil
        case .missingOptionValue, .invalid:
            return nil
        }
    }

    /// The message and hint on one line, as `Diagnostic` prints them.
    var description: String { Diagnostic.sentences([message, hint]) ?? message }
}
