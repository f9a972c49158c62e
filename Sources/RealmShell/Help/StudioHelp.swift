/// The studio's help screens, derived from its command table: `.help`
/// lists statements then dot commands; `.help WORD` explains one.
enum StudioHelp {
    /// `.help`: every statement with its synopsis, then every dot command.
    static func overview(_ table: CommandTable) -> String {
        var out = "Statements (end with ; or a newline; brackets and quotes may span lines):\n"
        for statement in table.statements {
            out += "  " + (statement.statementUsage ?? statement.name) + "\n      " + statement.abstract + "\n"
        }
        out += "\nDot commands:\n"
        for command in table.commands where !command.isStatement {
            out += HelpRenderer.row(([command.name] + command.aliases).joined(separator: ", "), command.abstract)
        }
        out += "\nQuoting, for statements and dot commands alike: '…' or \"…\"; inside either, a backslash takes\n"
        out += "the next character ('it\\'s', 'C:\\\\dir'); outside quotes a backslash is an ordinary character.\n"
        out += "\nEnter \".help COMMAND\" for details.\n"
        return out
    }

    /// `.help WORD`: a statement's synopsis and abstract, or a dot command's whole help.
    static func help(_ command: Command) -> String {
        if let usage = command.statementUsage { return "USAGE: \(usage)\n\n\(command.abstract)\n" }
        return HelpRenderer.help(command, program: "").replacing("USAGE:  ", with: "USAGE: ")
    }
}
