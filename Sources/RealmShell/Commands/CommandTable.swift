import RealmQuery

/// Every command in one table: lookup by name or alias, did-you-mean, and
/// the list the help screen shows. Tests validate the table itself.
public struct CommandTable: Sendable {
    let commands: [Command]

    init(_ commands: [Command]) {
        self.commands = commands
    }

    /// The command with arguments called `name` (or one of its aliases).
    public func command(named name: String) -> Command? {
        commands.first { $0.input == .arguments && ($0.name == name || $0.aliases.contains(name)) }
    }

    /// The closest name of a command with arguments to a mistyped one.
    func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: commands.filter { $0.input == .arguments }.flatMap { [$0.name] + $0.aliases })
    }

    /// The studio statements, in help order (the class statement included).
    var statements: [Command] { commands.filter(\.isStatement) }

    /// The statement whose word is `word`, in any case (`UPDATE`, `update`).
    func statement(named word: String) -> Command? {
        commands.first { if case .statement = $0.input { $0.name.lowercased() == word.lowercased() } else { false } }
    }

    /// The statement a line starting with a class's name runs (`Dog where age > 2`).
    var classStatement: Command? {
        commands.first { if case .classStatement = $0.input { true } else { false } }
    }

    /// The statement words (what a line may start with, besides a class's name).
    var statementWords: [String] {
        commands.compactMap { if case .statement = $0.input { $0.name } else { nil } }
    }

    /// The closest help topic to a mistyped one: a command, or a statement word.
    func helpSuggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: commands.flatMap { [$0.name] + $0.aliases })
    }

    /// What `.help TOPIC` explains: a command (`.mode`, or `mode`), or a
    /// statement in any case (`update`, `CLASS`).
    func helpTopic(named name: String) -> Command? {
        if let command = command(named: name) ?? command(named: "." + name) { return command }
        return statements.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The commands of the one-shot CLI, in help order.
    public static let standard = CommandTable([
        CreateCommand.command,
        ImportCommand.command,
        ExportCommand.command,
        SchemaCommand.command,
        InfoCommand.command,
        CheckCommand.command,
        QueryCommand.command,
        ConvertCommand.command,
        DiffCommand.command,
        ExecCommand.command,
        DemoCommand.command,
        BundleCommand.command,
        CopyCommand.command,
        CompactCommand.command,
        DeleteCommand.command,
    ])
}
