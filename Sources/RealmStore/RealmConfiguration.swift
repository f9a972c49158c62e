import RealmModel

extension Realm {
    /// Where and how to open a store, with which schema.
    ///
    /// ```swift
    /// var config = Realm.Configuration(path: "potions.realm")
    /// config.schema = Schema([ingredient])
    /// config.schemaVersion = 1
    /// let realm = try Realm(configuration: config)
    /// ```
    public struct Configuration {
        /// The store's main file (`NAME.realm`); ignored when `inMemoryIdentifier` is set.
        public var path: String?
        /// Names a store that lives in memory only, shared by every `Realm`
        /// opened with the same identifier in this process while one is open.
        public var inMemoryIdentifier: String?
        /// Open without ever writing (the file must exist).
        public var readOnly: Bool
        /// The schema the caller expects; `nil` means "whatever the store holds".
        public var schema: Schema?
        /// The schema version the caller expects; raise it to migrate.
        public var schemaVersion: UInt64
        /// Runs inside the migration transaction, after new classes and
        /// properties exist and before removed ones are dropped; receives the
        /// stored (old) schema version.
        public var migrationBlock: ((Migration, UInt64) throws -> Void)?
        /// How long to wait for another process's write lock.
        public var busyTimeoutMilliseconds: Int32
        /// A scratch store whose contents matter only while it is open (a
        /// genuine file's working copy): commits are not synced to disk and
        /// the rollback journal stays in memory. A crash loses it, which is
        /// what a scratch store is for; rollbacks still work.
        public var isScratch = false
        /// Whether a read-only open registers this process in the store's
        /// `.management/` folder at once (who has it open: what `info` lists
        /// and `delete` names). A one-shot read turns it off and saves the
        /// folder's making and removal; it still holds the shared lock, so
        /// compaction and deletion wait for it or refuse ("in use by another
        /// process"). A read-write open always registers.
        public var registersHolder = true
        /// The path every message about the store names: `path` (or
        /// `memory:ID`) unless set. A genuine file's working copy
        /// (`.NAME.edit-store-PID.tmp`, or a store in memory) stands for that
        /// file, so a full disk, damage or a read-only folder under an edit
        /// says `cannot write 'NAME'`, never the name of a file the user
        /// never asked for.
        public var displayPath: String {
            get { shownPath ?? inMemoryIdentifier.map { "memory:" + $0 } ?? path ?? "default.realm" }
            set { shownPath = newValue }
        }
        private var shownPath: String?

        /// A configuration for the file at `path` (or in memory).
        public init(
            path: String? = nil, inMemoryIdentifier: String? = nil, readOnly: Bool = false, schema: Schema? = nil,
            schemaVersion: UInt64 = 0, migrationBlock: ((Migration, UInt64) throws -> Void)? = nil
        ) {
            self.path = path
            self.inMemoryIdentifier = inMemoryIdentifier
            self.readOnly = readOnly
            self.schema = schema
            self.schemaVersion = schemaVersion
            self.migrationBlock = migrationBlock
            self.busyTimeoutMilliseconds = 5000
        }

        /// The SQLite path or URI.
        var sqlitePath: String {
            if let id = inMemoryIdentifier {
                var escaped = ""
                for byte in id.utf8 {
                    let c = Character(UnicodeScalar(byte))
                    if c.isLetter || c.isNumber || c == "-" || c == "_" { escaped.append(c) } else {
                        escaped += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
                    }
                }
                return "file:realmlens-memory-\(escaped)?mode=memory&cache=shared"
            }
            return path ?? "default.realm"
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
