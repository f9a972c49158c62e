import Glibc
import RealmModel
import SQLite

/// An open object store: a SQLite database holding Realm's data model.
///
/// ```swift
/// let realm = try Realm(configuration: .init(path: "dogs.realm", schema: schema))
/// try realm.write {
///     try realm.create("Dog", value: ["name": .string("Rex"), "age": .int(3)])
/// }
/// try realm.objects("Dog").forEach { dog in print(try dog.value(forKey: "name")) }
/// ```
///
/// Not thread-safe: use one `Realm` from one thread (open another for another thread).
public final class Realm {
    /// How the store was opened.
    public let configuration: Configuration
    let connection: Connection
    let catalog: SchemaCatalog
    /// The store's schema (embedded classes and `linkingObjects` included).
    public private(set) var schema: Schema
    /// The stored schema version.
    public internal(set) var schemaVersion: UInt64
    var classInfos: [String: ClassInfo] = [:]
    /// For each class: the (class, property) pairs whose links point at it.
    var incomingLinks: [String: [(ClassInfo, Property)]] = [:]
    /// Every (class, property) holding `mixed` values (mixed links are nulled on delete).
    var mixedProperties: [(ClassInfo, Property)] = []
    /// Whether the store is marked free of links to missing objects in mixed
    /// values; nil until read (`mixedLinksMayDangle`).
    var mixedLinksRepaired: Bool?
    /// Canonical positions of objects of classes without a primary key (dump `$index`).
    var positionCache: [String: ObjectKeyPositions] = [:]
    /// Queries compiled lately, asked again without compiling (see `CompiledQueryCache`).
    let compiledQueries = CompiledQueryCache()
    var isInWriteTransactionStorage = false
    /// Whether `read { }` holds a read transaction (one snapshot) open.
    var isInReadTransaction = false
    /// The store's auxiliary files: the shared lock held while open, change
    /// notifications, the per-process entry. `nil` for in-memory stores.
    public let coordinator: StoreCoordinator?
    /// While importing a canonical dump: `$index` links are keys as they are,
    /// and links by primary key to objects not yet imported stay unresolved.
    var isImporting = false
    /// While importing: whether some link by primary key waits for its target (resolved at the end).
    var importLeftLinksByPrimaryKey = false
    /// While resolving those links: the placeholder of the first one whose target the dump lacks.
    var unresolvedImportLink: SQLiteValue?
    /// The update policy of the `create` in progress, for objects created inline.
    var nestedUpdatePolicy: UpdatePolicy = .error
    /// Called inside every commit of a write transaction, migration or
    /// import, after the last change and before SQLite's COMMIT, on the same
    /// connection (so reads in it see the transaction's changes). Throwing
    /// cancels the commit: `commitWrite` keeps the transaction open, a
    /// migration or an import rolls back. A store that stands in for another
    /// file (the working copy of a genuine Realm file) writes that file here.
    public var willCommit: (() throws -> Void)?
    /// Called after SQLite's COMMIT of a transaction `willCommit` approved.
    public var didCommit: (() -> Void)?
    /// SQLite's count of changed rows when `beginWrite` opened the current
    /// transaction (nil inside a migration's or an import's own transaction).
    var changedRowsAtBeginWrite: Int?
    /// The classes whose cluster trees `modelClusterChanges` follows (nil: none followed).
    var followedClusterClasses: Set<String>?

    /// Opens (creating if allowed) the store described by `configuration`,
    /// migrating it when its schema version is raised.
    ///
    /// Throws `RealmError` (or what a migration block throws):
    /// `.migrationRequired` listing the differences when the schema differs
    /// from the stored one at the same version, `.coordination` when the
    /// store's lock or management folder refuses the open (held by a
    /// compaction or deletion, a foreign file in its place).
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        let path = configuration.sqlitePath
        if configuration.inMemoryIdentifier == nil, configuration.readOnly, access(path, F_OK) != 0 {
            throw RealmError.fileNotFound(path: configuration.displayPath)
        }
        // Read-only, the store is recognised on the connection that then reads it (not on one
        // opened just for that): another program's database is refused before anything is
        // created beside it, and the schema is parsed once.
        let early = configuration.inMemoryIdentifier == nil && configuration.readOnly
            ? try Self.openRecognised(configuration) : nil
        // Take the shared lock before reading, so a compaction or deletion in progress is waited for.
        do {
            coordinator = configuration.inMemoryIdentifier == nil
                ? try StoreCoordinator(path: path, mode: configuration.readOnly ? .readOnly : .readWrite,
                                       registering: configuration.registersHolder) : nil
        } catch {
            // Opening a store throws the store's own error type, whatever refused it.
            throw RealmError.coordination(error)
        }
        if let early, early.file.isSameFile(as: FileSystemEntry(followingLinksAt: path)) {
            // Still the file now locked: no compaction or deletion replaced it meanwhile.
            connection = early.connection
        } else {
            connection = try Self.openConnection(configuration)
        }
        connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        catalog = SchemaCatalog(connection: connection)
        schema = Schema()
        schemaVersion = 0
        try translatingErrors {
            // Read-only, the catalog is read in one read transaction: one snapshot of the
            // schema, and SQLite's shared lock taken once (3 `fcntl` calls) instead of once
            // per statement (about 40 calls for a one-class store).
            if configuration.readOnly { try read { try open() } } else { try open() }
        }
    }

    /// The connection for `configuration` (read-only: hot journal rolled back), with its errors as `RealmError`.
    private static func openConnection(_ configuration: Configuration) throws -> Connection {
        let path = configuration.sqlitePath
        do {
            if configuration.readOnly { return try openReadOnly(path) }
            let connection = try Connection(path: path, flags: .default)
            removeStaleJournal(of: connection)
            return connection
        } catch let error as SQLiteError {
            throw error.resultCode == .SQLITE_READONLY_ROLLBACK
                ? RealmError.storage("a writer died in the middle of a transaction and the store cannot be rolled back without write access to \(quoted: configuration.displayPath) and its folder; open it once as a user who may write it")
                : translate(error, configuration)
        }
    }

    /// A read-only connection to the store file, opened before its
    /// coordination is joined, with the file it was opened on: a special
    /// file or a foreign auxiliary file is refused first (as joining would),
    /// and so is another program's SQLite database (`notARealmStore`).
    private static func openRecognised(_ configuration: Configuration) throws -> (connection: Connection, file: FileSystemEntry) {
        let path = configuration.sqlitePath
        do {
            try StoreCoordinator.requireStoreFile(path)
            try StoreCoordinator.requireOwnAuxiliaryFiles(StoreFiles(storePath: path))
        } catch {
            throw RealmError.coordination(error)
        }
        let file = FileSystemEntry(followingLinksAt: path)
        let connection = try openConnection(configuration)
        let catalog = SchemaCatalog(connection: connection)
        do {
            if try !catalog.exists(), try catalog.hasAnyTable() {
                throw RealmError.notARealmStore(path: configuration.displayPath)
            }
        } catch let error as SQLiteError {
            throw translate(error, configuration)
        }
        return (connection, file)
    }

    deinit {
        // An abandoned write transaction is undone, never half-committed.
        if isInWriteTransactionStorage { connection.rollback() }
        coordinator?.close()
    }

    private func open() throws {
        if !configuration.readOnly {
            // A rollback journal: after every commit the main file alone holds all the data.
            try connection.execute(sql: "PRAGMA journal_mode = DELETE")
            if configuration.isScratch && configuration.inMemoryIdentifier == nil {
                try connection.execute(sql: "PRAGMA journal_mode = MEMORY")
                try connection.execute(sql: "PRAGMA synchronous = OFF")
            }
        }
        if try !catalog.exists() {
            if try catalog.hasAnyTable() { throw RealmError.notARealmStore(path: configuration.displayPath) }
            if configuration.readOnly { return }  // an empty file reads as an empty store
            try bootstrap()
            return
        }
        do {
            guard try catalog.layoutFormat() <= TableLayout.formatVersion else {
                throw RealmError.storage("the store was written by a newer RealmLens (unknown layout format)")
            }
            let stored = try catalog.load()
            try catalog.check(stored)
            schema = stored
            schemaVersion = try catalog.schemaVersion()
        } catch let damage as CatalogDamage {
            throw RealmError.damaged(path: configuration.displayPath, reason: damage.reason)
        }
        rebuildCaches()
        repairDanglingMixedLinksIfUnmarked()
        guard let wanted = configuration.schema else { return }
        try SchemaValidator.validate(wanted)
        let changes = SchemaDiff.changes(from: schema, to: wanted)
        if configuration.schemaVersion < schemaVersion {
            throw RealmError.schemaVersionDecreased(stored: schemaVersion, given: configuration.schemaVersion)
        }
        if changes.isEmpty {
            // Only computed properties (linkingObjects) may differ: no migration needed.
            let computedDiffer = SchemaDiff.computedPropertiesDiffer(schema, wanted)
            if configuration.readOnly {
                if computedDiffer { replaceSchema(wanted) }
                return
            }
            if configuration.schemaVersion > schemaVersion || computedDiffer {
                try connection.inTransaction(.immediate) {
                    if computedDiffer { for objectSchema in wanted.objectSchemas { try catalog.save(objectSchema) } }
                    try catalog.setSchemaVersion(configuration.schemaVersion)
                }
                schemaVersion = configuration.schemaVersion
                if computedDiffer { replaceSchema(wanted) }
            }
            return
        }
        if configuration.schemaVersion == schemaVersion {
            throw RealmError.migrationRequired(differences: changes.map(\.description))
        }
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        try migrate(to: wanted, version: configuration.schemaVersion, block: configuration.migrationBlock)
    }

    private func bootstrap() throws {
        let wanted = configuration.schema ?? Schema()
        try SchemaValidator.validate(wanted)
        try connection.inTransaction(.immediate) {
            try catalog.createMetadataTables()
            for objectSchema in wanted.objectSchemas {
                try catalog.createStorage(for: objectSchema)
                try catalog.save(objectSchema)
            }
            try catalog.setSchemaVersion(configuration.schemaVersion)
            try markMixedLinksRepaired()
        }
        schema = wanted
        schemaVersion = configuration.schemaVersion
        rebuildCaches()
    }

    /// Stops the query running in this process (Ctrl-C), if it reads outside a
    /// write transaction; safe to call from a signal handler.
    public static func interruptRunningQuery() {
        StatementInterrupter.interruptRunningStatement()
    }

    /// Recomputes the per-class caches after a schema change.
    func rebuildCaches() {
        classInfos = [:]
        incomingLinks = [:]
        mixedProperties = []
        positionCache = [:]
        connection.clearStatementCache()
        for objectSchema in schema.objectSchemas {
            classInfos[objectSchema.className] = ClassInfo(objectSchema)
        }
        for info in classInfos.values {
            info.singleIsEmbeddedLink = info.singleIndexes.map { embeddedTarget(info.persisted[$0]) != nil }
            // A link's target info is weakly implied: every ClassInfo lives in `classInfos` until the next rebuild.
            info.singleTargets = info.singleTargetNames.map { $0.flatMap { classInfos[$0] } }
            for property in info.persisted {
                if property.type == .object, let target = property.objectClassName {
                    incomingLinks[target, default: []].append((info, property))
                }
                if property.type == .mixed { mixedProperties.append((info, property)) }
            }
        }
        followNewClassesClusters()
    }

    func replaceSchema(_ newSchema: Schema) {
        schema = newSchema
        rebuildCaches()
    }

    func setStoredSchemaVersion(_ version: UInt64) throws {
        try catalog.setSchemaVersion(version)
        schemaVersion = version
    }

    /// The class info for `className`, or `noSuchClass`.
    func info(_ className: String) throws -> ClassInfo {
        guard let info = classInfos[className] else { throw RealmError.noSuchClass(className) }
        return info
    }

    /// The path (or `memory:NAME`) of the store.
    public var path: String { configuration.displayPath }

    /// Whether the store was opened read-only.
    public var isReadOnly: Bool { configuration.readOnly }

    /// Runs `body`, turning SQLite errors into `RealmError` (busy → `.busy`).
    func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw translate(error)
        }
    }

    func translate(_ error: SQLiteError) -> RealmError {
        Self.translate(error, configuration)
    }

    static func translate(_ error: SQLiteError, _ configuration: Configuration) -> RealmError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .busy(waitedSeconds: Int(configuration.busyTimeoutMilliseconds / 1000))
        case .SQLITE_READONLY_ROLLBACK:
            return .storage("a writer died in the middle of a transaction; open \(quoted: configuration.displayPath) again to roll it back")
        case .SQLITE_READONLY:
            return .readOnly(path: configuration.displayPath)
        case .SQLITE_NOTADB:
            return .storage("\(quoted: configuration.displayPath) is not a store (not a SQLite database)")
        case .SQLITE_INTERRUPT:
            return .interrupted
        case .SQLITE_CORRUPT:
            return .damaged(path: configuration.displayPath, reason: error.message)
        case _ where error.isOutOfSpace:
            return .outOfSpace(path: configuration.displayPath)
        default:
            return .storageFailure(path: configuration.displayPath, message: error.message)
        }
    }
}
