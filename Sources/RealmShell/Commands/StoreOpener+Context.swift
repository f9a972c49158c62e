import RealmLifecycle

/// How commands open stores: the life cycle's `StoreOpener` with the
/// command's own options (`--key`, `--snapshot`, `--upgrade`), its notes
/// and progress on standard error.
extension StoreOpener {
    /// The store's main path for a user-given path, with a note on standard
    /// error when an auxiliary file was given. Throws when that file's store is missing.
    static func resolvePath(_ givenPath: String, context: CommandContext) throws -> String {
        try resolvePath(givenPath, note: context.note)
    }

    /// Opens an existing store of either format, with the command's `--key`,
    /// `--snapshot` and `--upgrade` options (see `open(_:options:readOnly:)`).
    static func open(_ givenPath: String, context: CommandContext, readOnly: Bool = true) throws -> InspectableStore {
        try open(givenPath, options: Options(context), readOnly: readOnly)
    }

    /// Allows creating a new store at `path`, which does not exist: with
    /// `create` (`--create`), or when the user says yes on a terminal;
    /// otherwise throws, naming the path (`realmlens defualt.realm` must
    /// not leave an empty store behind).
    static func confirmCreation(of path: String, create: Bool, session: Session, context: CommandContext) throws {
        if create { return }
        if session.isInteractive && context.stderr.isTerminal {
            try context.stderr.write("\(quoted: path) does not exist; create a new, empty store there? [y/N] ")
            try context.stderr.flush()
            if let answer = Swift.readLine(), answer.lowercased().hasPrefix("y") { return }
            throw CommandFailure("nothing was opened: \(quoted: path) does not exist")
        }
        throw CommandFailure("no such store: \(quoted: path) (add --create to make a new, empty store there)")
    }
}

extension StoreOpener.Options {
    /// The options `context`'s command was given.
    init(_ context: CommandContext) {
        self.init(keyText: context.arguments["--key"], snapshot: context.arguments.flag("--snapshot"),
                  upgrade: context.arguments.flag("--upgrade"), environment: context.environment,
                  progress: context.stderr, registersHolder: context.session != nil, note: context.note)
    }
}
