/// The role of one file in a store's family of files: the store itself, our
/// coordination files, SQLite's side files, and the files Realm Core leaves
/// beside a genuine Realm file.
///
/// ```swift
/// StoreFileKind.lock.suffix    // ".lock"
/// StoreFileKind.lock.purpose   // "shared lock every process holds while …"
/// ```
public enum StoreFileKind: String, CaseIterable, Sendable, Hashable {
    /// The store itself, `NAME.realm`.
    case store
    /// `NAME.realm.lock`: the inter-process lock file.
    case lock
    /// `NAME.realm.note`: the commit-notification named pipe.
    case note
    /// `NAME.realm.management/`: per-process entries and watcher pipes.
    case management
    /// `NAME.realm-wal`: SQLite's write-ahead log.
    case sqliteWAL
    /// `NAME.realm-shm`: SQLite's shared-memory index of the write-ahead log.
    case sqliteSharedMemory
    /// `NAME.realm-journal`: SQLite's rollback journal.
    case sqliteJournal
    /// `NAME.realm.fresh`: Realm Sync's fresh copy for a client reset.
    case fresh
    /// `NAME.realm.fresh.lock`: the lock file of that fresh copy.
    case freshLock
    /// `NAME.realm.log`: Realm Core's log file.
    case log
    /// `NAME.realm.log_a`: old Realm Core's first commit-log file.
    case logA
    /// `NAME.realm.log_b`: old Realm Core's second commit-log file.
    case logB
    /// `NAME.realm.tmp_compaction_space`: Realm Core's compaction output.
    case compactionSpace

    /// What is appended to the store's path to name this file; empty for the
    /// store itself.
    public var suffix: String {
        switch self {
        case .store: ""
        case .lock: ".lock"
        case .note: ".note"
        case .management: ".management"
        case .sqliteWAL: "-wal"
        case .sqliteSharedMemory: "-shm"
        case .sqliteJournal: "-journal"
        case .fresh: ".fresh"
        case .freshLock: ".fresh.lock"
        case .log: ".log"
        case .logA: ".log_a"
        case .logB: ".log_b"
        case .compactionSpace: ".tmp_compaction_space"
        }
    }

    /// A few words naming the file, e.g. "lock file", for sentences like
    /// "x.realm.lock is the lock file of x.realm".
    public var shortName: String {
        switch self {
        case .store: "store"
        case .lock: "lock file"
        case .note: "change-notification pipe"
        case .management: "management folder"
        case .sqliteWAL: "SQLite write-ahead log"
        case .sqliteSharedMemory: "SQLite shared-memory index"
        case .sqliteJournal: "SQLite rollback journal"
        case .fresh: "client-reset fresh copy"
        case .freshLock: "lock file of the client-reset fresh copy"
        case .log: "Realm Core log file"
        case .logA: "first Realm Core commit log"
        case .logB: "second Realm Core commit log"
        case .compactionSpace: "Realm Core compaction scratch file"
        }
    }

    /// One line saying what the file is for, as `realmlens info` shows it.
    public var purpose: String {
        switch self {
        case .store:
            "the store's data; after a clean close it alone holds everything"
        case .lock:
            "every process with the store open holds a shared lock on it; compaction and deletion take it exclusively"
        case .note:
            "named pipe a committing writer pokes so watching processes learn of the change"
        case .management:
            "one entry per process that has the store open, and one wake-up pipe per watcher"
        case .sqliteWAL:
            "SQLite's write-ahead log: committed changes not yet copied into the store; never delete it by hand"
        case .sqliteSharedMemory:
            "SQLite's shared-memory index of the write-ahead log, rebuilt when missing"
        case .sqliteJournal:
            "SQLite's rollback journal: undoes a half-written transaction after a crash; never delete it by hand"
        case .fresh:
            "Realm Sync's freshly downloaded copy used during a client reset"
        case .freshLock:
            "lock file of the client-reset fresh copy"
        case .log:
            "Realm Core's log file"
        case .logA, .logB:
            "commit log of Realm Core before file format 10, used to share changes between processes"
        case .compactionSpace:
            "Realm Core's compaction output, left behind only by an interrupted compaction"
        }
    }

    /// Whether the file may be deleted, losing nothing, while no process has
    /// the store open. SQLite's journal and write-ahead log are not: after a
    /// crash they hold the data needed to finish or undo a transaction.
    public var isDisposable: Bool {
        switch self {
        case .store, .sqliteWAL, .sqliteJournal, .fresh: false
        default: true
        }
    }

    /// Whether this file is a directory.
    public var isDirectory: Bool { self == .management }

    /// Auxiliary kinds, longest suffix first, so `.fresh.lock` is matched
    /// before `.lock` and `.log_a` before `.log`.
    static let bySuffixLength: [StoreFileKind] = allCases
        .filter { $0 != .store }
        .sorted { $0.suffix.count > $1.suffix.count }
}
