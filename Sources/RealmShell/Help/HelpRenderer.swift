/// Renders help screens from command declarations, in the
/// swift-argument-parser layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES.
enum HelpRenderer {
    static let helpOption = OptionSpec(["--help", "-h"], help: "Show this help.")

    /// The one-line usage: `realmlens export PATH [--canonical] [--output FILE]`;
    /// required options stand bare: `realmlens create PATH --schema FILE […]`.
    static func usage(_ command: Command, program: String = "realmlens") -> String {
        var parts = [program, command.name]
        for argument in command.arguments {
            let word = argument.isRepeating ? "\(argument.name)…" : argument.name
            parts.append(argument.isOptional || argument.isRepeating ? "[\(word)]" : word)
        }
        // Required options first and bare, as swift-argument-parser shows them; the others in brackets.
        for option in command.options.filter(\.isRequired) + command.options.filter({ !$0.isRequired }) {
            let word = option.isFlag ? option.name : "\(option.name) \(option.valueName ?? "")"
            parts.append((option.isRequired ? word : "[\(word)]") + (option.isRepeating ? "…" : ""))
        }
        return parts.joined(separator: " ")
    }

    /// The whole `--help` screen of one command.
    static func help(_ command: Command, program: String = "realmlens") -> String {
        var out = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(usage(command, program: program))\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in command.arguments {
                out += row(argument.name, argument.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in command.options + [helpOption] {
            let shorts = option.names.dropFirst()
            var label = (shorts.isEmpty ? "" : shorts.joined(separator: ", ") + ", ") + option.name
            if let v = option.valueName { label += " \(v)" }
            var text = option.help
            if let d = option.defaultValue, !option.isFlag { text += " (default: \(d))" }
            out += row(label, text)
        }
        if !command.aliases.isEmpty {
            out += "\nALIASES: \(command.aliases.joined(separator: ", "))\n"
        }
        if !command.discussion.isEmpty {
            out += "\n" + command.discussion + "\n"
        }
        if !command.examples.isEmpty {
            out += "\nEXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joined()
        }
        return out
    }

    /// The top-level `realmlens --help`.
    static func overview(_ table: CommandTable) -> String {
        var out = """
        OVERVIEW: Realm Studio for the terminal: inspect, query, edit and manage Realm object databases.

        USAGE: realmlens [PATH]                 start the interactive studio (REPL)
               realmlens COMMAND [ARGUMENTS]    run one command

        COMMANDS:

        """
        for command in table.commands {
            out += row(command.name, command.abstract)
        }
        out += "\nRun 'realmlens COMMAND --help' for a command's arguments and examples.\n"
        return out
    }

    static func row(_ label: String, _ text: String) -> String {
        let width = 24
        let indent = "  "
        if label.count + 2 < width {
            return indent + label + String(repeating: " ", count: width - label.count) + text + "\n"
        }
        return indent + label + "\n" + indent + String(repeating: " ", count: width) + text + "\n"
    }
}
