import CSQLite

/// Prepared statements a caller owns while it steps them, kept for reuse.
///
/// `makeStatement(sql:)` hands out one shared statement per SQL text, so a
/// caller iterating its rows must not meet another user of that text;
/// `makeUncachedStatement(sql:)` prepares afresh every time (a query's
/// SQL costs as much to prepare as a point look-up costs to run). A
/// checked-out statement belongs to its caller alone until it is recycled;
/// the pool then hands it to the next caller of the same text, reset and
/// with bindings cleared. At most `statementPoolLimit` statements wait.
///
/// ```swift
/// let statement = try db.checkOutStatement(sql: "SELECT _key FROM t WHERE a = ?")
/// defer { db.recycle(statement) }
/// try statement.bind([.integer(3)])
/// while try statement.step() { … }
/// ```
extension Connection {
    /// How many idle statements the pool keeps (then it starts afresh).
    public static let statementPoolLimit = 32

    /// A statement for `sql` owned by the caller until `recycle(_:)`: an idle
    /// one from the pool, or a newly prepared one.
    public func checkOutStatement(sql: String) throws -> Statement {
        if let statement = statementPool[sql]?.popLast() {
            statementPoolCount -= 1
            statement.resetAndClear()
            return statement
        }
        return try makeUncachedStatement(sql: sql)
    }

    /// Gives a checked-out statement back for reuse (rewound at once, so it
    /// holds no read open while it waits).
    public func recycle(_ statement: Statement) {
        statement.reset()
        if statementPoolCount >= Self.statementPoolLimit {
            statementPool.removeAll()
            statementPoolCount = 0
        }
        statementPool[statement.sql, default: []].append(statement)
        statementPoolCount += 1
    }
}
