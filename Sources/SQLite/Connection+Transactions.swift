import CSQLite

extension Connection {
    /// The kinds of `BEGIN`: deferred (lock on first use), immediate (write
    /// lock now), exclusive.
    public enum TransactionKind: String, Sendable {
        case deferred = "DEFERRED"
        case immediate = "IMMEDIATE"
        case exclusive = "EXCLUSIVE"
    }

    /// Opens a transaction; pair with `commit()` or `rollback()`.
    public func beginTransaction(_ kind: TransactionKind = .deferred) throws {
        try execute(sql: "BEGIN \(kind.rawValue) TRANSACTION")
    }

    /// Commits the open transaction.
    public func commit() throws {
        try execute(sql: "COMMIT TRANSACTION")
    }

    /// Rolls the open transaction back; does nothing when none is open
    /// (SQLite may already have rolled back after an error).
    public func rollback() {
        guard isInsideTransaction else { return }
        _ = sqlite3_exec(sqliteConnection, "ROLLBACK TRANSACTION", nil, nil, nil)
    }

    /// Runs `body` in a transaction: commits when it returns, rolls back when
    /// it throws.
    ///
    /// ```swift
    /// try db.inTransaction(.immediate) { try db.execute(sql: "DELETE FROM t") }
    /// ```
    public func inTransaction<T>(_ kind: TransactionKind = .deferred, _ body: () throws -> T) throws -> T {
        try beginTransaction(kind)
        let result: T
        do {
            result = try body()
        } catch {
            rollback()
            throw error
        }
        do {
            try commit()
        } catch {
            rollback()
            throw error
        }
        return result
    }

    /// Runs `body` inside a savepoint: its changes are undone (and only
    /// its) when it throws. Works inside or outside a transaction.
    ///
    /// ```swift
    /// try db.inSavepoint { try db.execute(sql: "INSERT …") }  // all or nothing
    /// ```
    public func inSavepoint<T>(named name: String = "realmlens", _ body: () throws -> T) throws -> T {
        let quoted = "\"" + name.replacingQuote() + "\""
        try makeStatement(sql: "SAVEPOINT \(quoted)").execute()
        let result: T
        do {
            result = try body()
        } catch {
            _ = sqlite3_exec(sqliteConnection, "ROLLBACK TO SAVEPOINT \(quoted); RELEASE SAVEPOINT \(quoted)", nil, nil, nil)
            throw error
        }
        try makeStatement(sql: "RELEASE SAVEPOINT \(quoted)").execute()
        return result
    }
}

extension String {
    fileprivate func replacingQuote() -> String {
        var out = ""
        for character in self {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        return out
    }
}
