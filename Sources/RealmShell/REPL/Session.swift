import RealmLifecycle
import RealmModel
import RealmStore

/// All state of one studio session in one place: the open store, output
/// settings, and what was last shown. Dot commands change it; statements read it.
public final class Session {
    /// The open store, if any (either format).
    var store: InspectableStore?
    /// The open store when it is one of ours (writable unless read-only), or
    /// the working copy of a genuine file being edited, once made.
    var realm: Realm? { store as? Realm ?? (store as? EditableRealmFile)?.workingRealmIfMade }
    /// A genuine file's in-memory copy, made at its first query.
    var queryCopy: Realm?
    /// The path given to `.open` (shown in the prompt).
    var displayName: String?

    var mode: OutputMode = .table
    var showHeaders = true
    var nullText = "null"
    /// Stop at the first error (default when reading a script or a pipe).
    var bail: Bool
    var echo = false
    var timer = false
    /// Rows shown per page on a terminal (`.more` continues).
    var pageSize = 50
    /// `.width`: the widest each table column may be (0: as wide as needed).
    var columnWidths: [Int] = []

    let terminalOutput: OutputTarget
    let stderr: OutputTarget
    /// Where results go: standard output, or the file of `.output`/`.once`.
    var redirect: FileDescriptorOutput?
    var redirectIsOnce = false
    /// Set by `.once` itself, so its own end does not end the redirection.
    var skipOnceReset = false
    let environment: [String: String]
    /// Whether a person is typing at a terminal.
    let isInteractive: Bool
    /// Set by `.quit`.
    var shouldQuit = false
    /// Inside `realmlens exec`: one transaction around everything, so begin/commit are refused.
    var isExec = false
    /// Whether a statement has asked for the store to write to (set even
    /// when that was refused): a failed `exec` then says nothing was changed.
    var hasAskedToWrite = false
    /// The object `show` displayed last, for `follow`.
    var lastShown: (className: String, key: ObjectKey)?
    /// The rest of the last listing, for `.more`.
    var pendingPage: PendingPage?
    /// Reads the answer to a yes/no question asked on a terminal (standard
    /// input; tests give answers of their own).
    var readAnswer: () -> String? = { Swift.readLine() }

    init(stdout: OutputTarget, stderr: OutputTarget, environment: [String: String], isInteractive: Bool) {
        self.terminalOutput = stdout
        self.stderr = stderr
        self.environment = environment
        self.isInteractive = isInteractive
        self.bail = !isInteractive
    }

    /// Where the next result goes.
    var output: OutputTarget { redirect ?? terminalOutput }

    /// Called after each statement: ends a `.once` redirection.
    func statementFinished() throws {
        if skipOnceReset {
            skipOnceReset = false
        } else if redirectIsOnce, let redirect {
            try redirect.close()
            self.redirect = nil
            redirectIsOnce = false
        }
        try output.flush()
    }

    /// `dogs.realm> `, `dogs.realm*> ` inside a write transaction, `dogs.realm (read-only)> `.
    var prompt: String {
        guard let store else { return "realmlens> " }
        var name = displayName ?? store.path
        if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
        // A file name holding a newline or a terminal escape must not redraw the terminal at every prompt.
        name = Quoting.escapingControlCharacters(name)
        if realm?.isInWriteTransaction == true { name += "*" }
        if store.isReadOnly { name += " (read-only)" }
        return name + "> "
    }

    /// The open store, or an error telling the user to open one. Every
    /// statement that reads the store asks here first, so a genuine file
    /// another program has shortened since it was opened is refused in one
    /// sentence (`RealmFileError.shrunk`) before any read could fault: the
    /// statement fails, the session goes on, and `.open` or `.close` leaves it.
    func requireStore() throws -> InspectableStore {
        guard let store else { throw CommandFailure("no store is open; use .open PATH first") }
        try store.requireUnshrunk()
        return store
    }

    /// The open store as a writable one of ours — for a genuine file being
    /// edited, its working copy (see `EditableRealmFile.requireWritable`) —
    /// or an error saying why not.
    func requireWritableRealm() throws -> Realm {
        hasAskedToWrite = true
        let store = try requireStore()
        if let editable = store as? EditableRealmFile {
            editable.note = { [stderr] text in try? stderr.line(text) }
            return try editable.requireWritable()
        }
        guard let realm = store as? Realm else {
            throw CommandFailure("\(shown: store.path) is open read-only (a genuine Realm file opened with --readonly or --snapshot); reopen it with .open \(shown: store.path) to edit it")
        }
        if realm.isBundle { throw LifecycleError.bundleIsReadOnly(path: store.path) }
        if let reason = FolderRefusal.readOnlyFileSystem(store.path) { throw CommandFailure("\(reason); nothing can be written to it") }
        if realm.isReadOnly { throw CommandFailure("\(shown: store.path) is open read-only; reopen it with .open \(shown: store.path)") }
        return realm
    }

    /// Closes the open store, rolling back an open write transaction.
    func closeStore() {
        if let realm, realm.isInWriteTransaction { realm.cancelWrite() }
        (store as? EditableRealmFile)?.close()
        store = nil
        queryCopy = nil
        displayName = nil
        lastShown = nil
        pendingPage = nil
    }

    /// Whether results get colours: a person at a terminal, and no `NO_COLOR`.
    var usesColor: Bool {
        isInteractive && redirect == nil && Terminal.allowsColor(fd: 1, environment: environment)
    }

    /// The pager for long listings: `$PAGER` when results go to a terminal a person watches.
    var pagerCommand: String? {
        guard isInteractive, redirect == nil, terminalOutput.isTerminal, let pager = environment["PAGER"], !pager.isEmpty else { return nil }
        return pager
    }

    /// The width tables may use: the terminal's, when results go to it.
    var tableWidth: Int {
        guard redirect == nil, terminalOutput.isTerminal else { return 0 }
        return Terminal.width(fd: 1)
    }
}

/// The last listing: `.more` replays it from `next`, `.page N` from page N.
struct PendingPage {
    var next: Int
    /// Whether rows remain after `next`.
    var hasMore: Bool
    var replay: (Session, Int) throws -> Void
}
