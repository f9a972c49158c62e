import RealmQuery

/// Every command in one table: lookup by name or alias, did-you-mean, and
/// the list the help screen shows. Tests validate the table itself.
public struct CommandTable: Sendable {
    public let commands: [Command]

    public init(_ commands: [Command]) {
        self.commands = commands
    }

    /// The command called `name` (or one of its aliases).
    public func command(named name: String) -> Command? {
        commands.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The closest command name to a mistyped one.
    public func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: commands.flatMap { [$0.name] + $0.aliases })
    }

    /// The commands of the one-shot CLI, in help order.
    public static let standard = CommandTable([
        CreateCommand.command,
        ImportCommand.command,
        ExportCommand.command,
        SchemaCommand.command,
        InfoCommand.command,
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
