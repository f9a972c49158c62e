import RealmModel
import RealmQuery
import SQLite

extension Realm {
    /// The objects of `className` matching a Realm Query Language predicate,
    /// with any trailing `SORT`/`DISTINCT`/`LIMIT` applied in the order written.
    ///
    /// ```swift
    /// let old = try realm.objects("Dog", where: "age > $0 SORT(name ASC)", arguments: [.int(3)])
    /// print(try old.count)
    /// ```
    ///
    /// Throws `QueryError` (the shell renders it under the query text) for a bad query.
    ///
    /// The same query asked again on an unchanged schema is not compiled
    /// again, nor is `id == 6` after `id == 5` (`CompiledQueryCache`).
    public func objects(_ className: String, where predicate: String, arguments: [AnyRealmValue] = []) throws -> Results {
        _ = try info(className)
        let shape = IntegerLiteralShape(predicate)
        if let shape, let compiled = compiledQueries.entry(className: className, shape: shape, arguments: arguments, schema: schema) {
            return Results(realm: self, query: compiled.query, fragment: compiled.fragment)
        }
        let key = CompiledQueryCache.Key(className: className, text: predicate, arguments: arguments)
        if let compiled = compiledQueries.entry(for: key, schema: schema) {
            return Results(realm: self, query: compiled.query, fragment: compiled.fragment)
        }
        let resolved = try QueryResolver(schema: schema).resolve(predicate, className: className, arguments: arguments)
        do {
            let results = try objects(matching: resolved, text: predicate)
            compiledQueries.store(.init(query: resolved, fragment: results.fragment), for: key, shape: shape, schema: schema)
            return results
        } catch let error as QueryError where error.kind == .nestedTooDeeply {
            throw QueryError(.nestedTooDeeply, at: SourceRange(0..<predicate.utf8.count))  // the whole query is too deep
        }
    }

    /// The objects matching an already resolved query (resolved from `text`, where given).
    public func objects(matching query: ResolvedQuery, text: String? = nil) throws -> Results {
        _ = try info(query.className)
        return Results(realm: self, query: query, fragment: try compile(query, text: text))
    }

    /// The SQL a resolved query compiles to (for tests and `EXPLAIN`). `text`, the predicate it was
    /// resolved from, where given, orders an `AND` Core runs in the order its parentheses give
    /// (`LeftoverBufferQuery`).
    ///
    /// Throws `QueryError.nestedTooDeeply` when the statement is beyond what
    /// SQLite compiles (its parser stack and expression depth are bounded):
    /// the statement is prepared once here, so no query fails later, half-read.
    public func compile(_ query: ResolvedQuery, text: String? = nil) throws -> SQLFragment {
        try translatingErrors { try RealmSQLFunctions.register(on: connection) }
        let generator = SQLGenerator(schema: schema)
        generator.leftover.text = text
        if generator.leftoverBufferQuery(query) != nil {
            generator.clusterStartsRecorded = try recordsClusterStarts
            generator.emptiedDictionariesRecorded = try recordsEmptiedDictionaries
        }
        var fragment = try generator.generate(query)
        if let limit = query.clusterBoundaryLimit, try recordsClusterStarts {
            fragment = Self.cutAtClusterBoundary(fragment, className: query.className, limit: limit)
        }
        if fragment.arguments.count > Self.numberedParameterLimit { fragment = fragment.withAnonymousParameters() }
        do {
            // Prepared once: the statement waits in the pool for the query's first run.
            connection.recycle(try connection.checkOutStatement(sql: fragment.sql))
        } catch let error as SQLiteError where Self.isTooDeep(error) {
            throw QueryError(.nestedTooDeeply, at: SourceRange(0..<0))
        } catch let error as SQLiteError {
            throw translate(error)
        }
        return fragment
    }

    /// Above this many arguments a statement uses anonymous parameters (see `withAnonymousParameters`).
    static let numberedParameterLimit = 256

    /// SQLite's own refusals of a statement nested too deeply for it.
    static func isTooDeep(_ error: SQLiteError) -> Bool {
        // A key path that walks more links than one statement may join ("too many FROM clause terms") is one too.
        error.message.contains("parser stack overflow") || error.message.contains("Expression tree is too large")
            || error.message.contains("too many FROM clause terms")
    }

    /// SQLite's `EXPLAIN QUERY PLAN` for a compiled query: one line per step
    /// (`SEARCH t0 USING INDEX …`, `SCAN t0`).
    public func explainQueryPlan(_ fragment: SQLFragment) throws -> [String] {
        try translatingErrors {
            let statement = try connection.makeUncachedStatement(sql: "EXPLAIN QUERY PLAN " + fragment.sql)
            try statement.bind(fragment.arguments)
            var lines: [String] = []
            while try statement.step() { lines.append(statement.string(at: 3)) }
            return lines
        }
    }

    /// Runs hand-written SQL returning one column of object keys (the benchmark's baseline).
    public func countRows(sql: String, arguments: [SQLiteValue] = []) throws -> Int {
        try translatingErrors {
            let statement = try connection.makeUncachedStatement(sql: sql)
            try statement.bind(arguments)
            var n = 0
            while try statement.step() { n += 1 }
            return n
        }
    }

    /// Calls `body` with each object key `fragment` selects, streaming.
    func forEachKey(_ fragment: SQLFragment, _ body: (ObjectKey) throws -> Bool) throws {
        try updateClusterStarts(before: fragment)
        let statement = try translatingErrors { () throws -> Statement in
            let statement = try connection.checkOutStatement(sql: fragment.sql)
            do { try statement.bind(fragment.arguments) } catch {
                connection.recycle(statement)
                throw error
            }
            return statement
        }
        defer { connection.recycle(statement) }
        while try translatingErrors({ try statement.step() }) {
            if try !body(statement.int64(at: 0)) { break }
        }
    }

    /// One object's record (collections and embedded objects included), as the canonical dump holds it.
    public func record(ofType className: String, key: ObjectKey) throws -> ObjectRecord? {
        let info = try info(className)
        return try translatingErrors { try readRecord(info, key: key) }
    }
}
