/// A mistake in how a command was invoked. Exit code 2.
///
/// ```
/// error: unknown command 'exprot'. Did you mean 'export'? Run 'realmlens --help' for the list.
/// ```
public enum UsageError: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingArgument(name: String, command: String)
    case missingOptionValue(option: String, command: String)
    case unexpectedArgument(String, command: String)
    case invalidValue(option: String, value: String, expected: [String])
    case invalid(String)
}

extension UsageError: CustomStringConvertible {
    /// Where to read about `command`: its `--help` on the command line, `.help` in the studio.
    static func helpHint(_ command: String, topic: String) -> String {
        command.hasPrefix(".") ? "Enter '.help \(command)' for its \(topic)." : "Run 'realmlens \(command) --help' for its \(topic)."
    }

    public var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            var text = "unknown command '\(name)'."
            if let suggestion { text += " Did you mean '\(suggestion)'?" }
            return text + " Run 'realmlens --help' for the list."
        case .unknownOption(let option, let command, let suggestion):
            var text = "unknown option '\(option)' for '\(command)'."
            if let suggestion { text += " Did you mean '\(suggestion)'?" }
            return text + " " + Self.helpHint(command, topic: "options")
        case .missingArgument(let name, let command):
            return "missing argument \(name) for '\(command)'. " + Self.helpHint(command, topic: "usage")
        case .missingOptionValue(let option, let command):
            return "option '\(option)' of '\(command)' needs a value."
        case .unexpectedArgument(let argument, let command):
            return "unexpected argument '\(argument)' for '\(command)'. " + Self.helpHint(command, topic: "usage")
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for \(option) (should be one of: \(expected.joined(separator: ", ")))."
        case .invalid(let message):
            return message
        }
    }
}
