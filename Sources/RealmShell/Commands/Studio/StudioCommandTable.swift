import RealmLifecycle

/// The studio's statements and dot commands, declared like the one-shot
/// commands so help, did-you-mean, completion and dispatch come from the
/// same declarations.
extension CommandTable {
    /// The studio's statements and dot commands, in the order `.help` lists them.
    public static let studio = CommandTable(StatementCommands.all + [
        StoreCommands.open, StoreCommands.close, StoreCommands.info, StoreCommands.files,
        SchemaCommands.classes, SchemaCommands.schema,
        SchemaChangeCommands.alter, SchemaChangeCommands.createClass, SchemaChangeCommands.dropClass,
        OutputCommands.mode, OutputCommands.headers, OutputCommands.nullvalue, OutputCommands.timer,
        OutputCommands.output, OutputCommands.once, OutputCommands.more, OutputCommands.page, OutputCommands.width,
        TransferCommands.export, TransferCommands.import,
        SavedQueryCommands.save, SavedQueryCommands.run, SavedQueryCommands.saved,
        ScriptCommands.read, ScriptCommands.bail, ScriptCommands.echo, ScriptCommands.show,
        ScriptCommands.help, ScriptCommands.quit,
    ])
}

extension CommandContext {
    /// The session of a studio command (always present inside the studio).
    func requireSession() throws -> Session {
        guard let session else { throw CommandFailure("this command only works inside the studio") }
        return session
    }
}
