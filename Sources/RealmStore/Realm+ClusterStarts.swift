import RealmModel
import RealmQuery
import SQLite

// MARK: - A genuine file's clusters, for the limit Realm Core checks between them

extension Realm {
    /// Records where each cluster of a genuine Realm file's classes begins
    /// (`RealmFile.clusters(ofClass:)`: the first object key of each),
    /// replacing what was recorded for those classes. A store made from a
    /// genuine file under the same object keys (a query cache entry, a
    /// working copy) records them, so a query whose `LIMIT` Realm Core checks
    /// only between clusters (`ResolvedQuery.clusterBoundaryLimit`) stops
    /// where Core stops on that file. Queries compiled from now on use them;
    /// a class without starts recorded answers every match (as one cluster).
    /// Record (even `[:]`) before compiling the queries that should use them.
    public func recordClusterStarts(_ starts: [String: [ObjectKey]]) throws {
        try replaceRecords(in: TableLayout.clusterStartsTable, columns: ["first_key INTEGER NOT NULL"],
                           rows: starts.mapValues { $0.map { [.integer($0)] } })
    }

    /// Replaces, in `table` (one of a genuine file's records: `class TEXT`, then `columns`, all of
    /// them its primary key; created if absent), each class's rows with its `rows`, and forgets the
    /// compiled queries, which may read them.
    func replaceRecords(in table: String, columns: [String], rows: [String: [[SQLiteValue]]]) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        let names = ["class"] + columns.map { String($0.prefix { $0 != " " }) }
        let quoted = TableLayout.quote(table), list = names.joined(separator: ", ")
        try translatingErrors {
            try connection.inTransaction(.immediate) {
                try connection.execute(sql: "CREATE TABLE IF NOT EXISTS \(quoted)(class TEXT NOT NULL, \(columns.joined(separator: ", ")), PRIMARY KEY (\(list))) WITHOUT ROWID")
                let delete = try connection.makeUncachedStatement(sql: "DELETE FROM \(quoted) WHERE class = ?")
                let marks = names.map { _ in "?" }.joined(separator: ", ")
                let insert = try connection.makeUncachedStatement(sql: "INSERT OR IGNORE INTO \(quoted)(\(list)) VALUES (\(marks))")
                for (className, classRows) in rows {
                    try delete.execute(arguments: [.text(className)])
                    for row in classRows { try insert.execute(arguments: [.text(className)] + row) }
                }
            }
        }
        compiledQueries.removeAll()
    }

    /// Replaces the starts recorded for `className` (the table exists).
    func replaceClusterStarts(of className: String, with keys: [ObjectKey]) throws {
        let table = TableLayout.quote(TableLayout.clusterStartsTable)
        try connection.execute(sql: "DELETE FROM \(table) WHERE class = ?", arguments: [.text(className)])
        let insert = try connection.makeStatement(sql: "INSERT OR IGNORE INTO \(table)(class, first_key) VALUES (?, ?)")
        for key in keys { try insert.execute(arguments: [.text(className), .integer(key)]) }
    }

    /// Whether this store records a genuine file's cluster starts.
    public var recordsClusterStarts: Bool {
        get throws { try hasTable(TableLayout.clusterStartsTable) }
    }

    /// Whether the store has the table `name` (one of those `TableLayout` names).
    func hasTable(_ name: String) throws -> Bool {
        try translatingErrors {
            try connection.fetchValue(sql: "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?",
                                      arguments: [.text(name)]) == .integer(1)
        }
    }

    /// `fragment` (every match, in key order) cut as Realm Core's
    /// `do_find_all` cuts it: the matches are taken cluster by cluster, and
    /// the search stops after the first cluster at whose end the count of
    /// matches is exactly `limit`. A count that passes `limit` inside a
    /// cluster is never equal to it again, so then every match stays; so it
    /// does for a class with no starts recorded.
    static func cutAtClusterBoundary(_ fragment: SQLFragment, className: String, limit: Int) -> SQLFragment {
        let starts = TableLayout.quote(TableLayout.clusterStartsTable)
        let classLiteral = TableLayout.quoteText(className)
        let sql = """
            \(clusterCutPrefix)(\(fragment.sql)), \
            "rl$cluster"(k, c) AS (SELECT k, (SELECT max(first_key) FROM \(starts) WHERE class = \(classLiteral) AND first_key <= k) FROM "rl$match"), \
            "rl$stop"(c) AS (SELECT min(c) FROM (SELECT c, count(*) OVER (ORDER BY c) AS n FROM "rl$cluster" WHERE c IS NOT NULL) WHERE n = \(limit)) \
            SELECT k FROM "rl$cluster" WHERE (SELECT c FROM "rl$stop") IS NULL OR c <= (SELECT c FROM "rl$stop") ORDER BY k
            """
        return SQLFragment(sql: sql, arguments: fragment.arguments)
    }

    /// How a query cut between clusters begins (and no other query does).
    static let clusterCutPrefix = #"WITH "rl$match"(k) AS "#
}
