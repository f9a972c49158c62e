import RealmModel
import SQLite

extension Realm {
    /// Whether a write transaction is open.
    public var isInWriteTransaction: Bool { isInWriteTransactionStorage }

    /// Opens a write transaction (taking the store's write lock, waiting up to
    /// the busy timeout for another writer).
    ///
    /// Throws `RealmError.busy` (`store is busy: another process is writing (waited 5 s)`).
    public func beginWrite() throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        try translatingErrors { try connection.beginTransaction(.immediate) }
        isInWriteTransactionStorage = true
        positionCache = [:]
        changedRowsAtBeginWrite = connection.totalChangesCount
    }

    /// Whether the open write transaction may have changed anything: false
    /// only when `beginWrite` opened it and no row has been inserted,
    /// updated or deleted since (every change to objects, collections and
    /// the schema catalog is one), so `willCommit` can skip work for an
    /// edit that matched nothing. True inside a migration or an import.
    public var writeTransactionMayHaveChanges: Bool {
        guard isInWriteTransactionStorage, let start = changedRowsAtBeginWrite else { return true }
        return connection.totalChangesCount != start
    }

    /// Commits the open write transaction; on failure it is rolled back,
    /// except when `willCommit` refuses it: then it stays open.
    public func commitWrite() throws {
        guard isInWriteTransactionStorage else { throw RealmError.notInWriteTransaction }
        try willCommit?()
        do {
            try translatingErrors { try connection.commit() }
        } catch {
            cancelWrite()
            throw error
        }
        isInWriteTransactionStorage = false
        changedRowsAtBeginWrite = nil
        positionCache = [:]
        didCommit?()
        coordinator?.notifyCommit()
    }

    /// Rolls the open write transaction back; every change in it is undone,
    /// and the main file is left exactly as it was (see `restoreAfterFailedWrite`).
    public func cancelWrite() {
        connection.rollback()
        isInWriteTransactionStorage = false
        changedRowsAtBeginWrite = nil
        positionCache = [:]
        restoreAfterFailedWrite()
    }

    /// After an I/O error (a full disk, a file-size limit) SQLite ends the
    /// transaction but leaves its pager in an error state: the journal stays
    /// beside a main file that may have grown, until the next read replays
    /// it. That read happens here, at once, so a failed write never leaves a
    /// journal or a grown file behind (and a plain rollback costs one tiny
    /// read). Should the replay itself fail, the journal stays hot and the
    /// next open of the store replays it (see `openReadOnly`).
    func restoreAfterFailedWrite() {
        connection.resetAllStatements()
        _ = try? connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema")
    }

    /// Runs `body` in a write transaction: committed when it returns, rolled
    /// back when it or the commit throws (also when `willCommit` refuses).
    ///
    /// ```swift
    /// try realm.write { try realm.create("Dog", value: ["name": "Rex"]) }
    /// ```
    @discardableResult
    public func write<T>(_ body: () throws -> T) throws -> T {
        try beginWrite()
        let result: T
        do {
            result = try body()
        } catch {
            cancelWrite()
            throw error
        }
        do {
            try commitWrite()
        } catch {
            if isInWriteTransactionStorage { cancelWrite() }
            throw error
        }
        return result
    }

    /// Throws unless a write transaction is open.
    func requireWrite() throws {
        guard isInWriteTransactionStorage else { throw RealmError.notInWriteTransaction }
    }

    /// Runs one mutating operation all-or-nothing (a savepoint), translating
    /// SQLite errors.
    func atomically<T>(_ body: () throws -> T) throws -> T {
        try requireWrite()
        if !positionCache.isEmpty { positionCache = [:] }
        return try translatingErrors { try connection.inSavepoint(named: "operation", body) }
    }

    /// Like `atomically`, without the savepoint when `isSingleStatement`: one
    /// SQL statement is atomic by itself (the fast path of plain creates).
    func atomically<T>(isSingleStatement: Bool, _ body: () throws -> T) throws -> T {
        guard isSingleStatement else { return try atomically(body) }
        try requireWrite()
        if !positionCache.isEmpty { positionCache = [:] }
        return try translatingErrors(body)
    }
}

extension Realm {
    /// What `create` does when an object with the same primary key exists.
    public enum UpdatePolicy: Sendable {
        /// Throw `RealmError.duplicatePrimaryKey`.
        case error
        /// Update the given properties of the existing object (only the changed ones are written).
        case modified
        /// Update the given properties of the existing object.
        case all
    }
}
