#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmModel
import RealmQuery
import RealmStore

/// `realmlens query PATH CLASS [PREDICATE] [--arg VALUE]… [--format …] [--limit N]`:
/// the objects matching a Realm Query Language predicate, streamed.
enum QueryCommand {
    static let command: Command = Command(
        name: "query",
        abstract: "Print the objects of a class that match a Realm Query Language predicate.",
        discussion: """
        PREDICATE is Realm Query Language, as in the Realm SDKs: 'age > 3 AND name BEGINSWITH[c] "r"',
        'ANY dogs.age > 3', 'dogs.@count > 1', 'SUBQUERY(dogs, $d, $d.age > 1).@count > 0', with optional
        trailing SORT(…), DISTINCT(…) and LIMIT(n) applied in the order written. Without a predicate every
        object matches. Each --arg is an RQL literal ('42', "'Rex'", 'oid(507f…)', '2024-01-31@12:30:00')
        and binds $0, $1, … in order. Without SORT, objects come in the store's own object order.
        'json' prints an array of objects in the canonical value encoding (links as their LINKVALUE),
        'jsonl' one object per line, 'csv' one row per object with a header. On a genuine Realm file
        only the classes and properties the query reads are converted, and the matches are read from
        the file; what was converted is kept in the user's cache folder ($XDG_CACHE_HOME/realmlens, or
        ~/.cache/realmlens), keyed by the file's device, inode, size, modification time and version, so
        the next query on the unchanged file starts from it. Encrypted files are never cached;
        --no-cache neither reads nor writes the cache.
        """,
        arguments: [
            ArgumentSpec("PATH", help: "A RealmLens store or a Realm file (or one of its auxiliary files)."),
            ArgumentSpec("CLASS", help: "The class whose objects to match."),
            ArgumentSpec("PREDICATE", help: "The query (default: TRUEPREDICATE).", isOptional: true),
        ],
        options: [
            OptionSpec(["--arg"], valueName: "VALUE", help: "The value of $0, $1, … in order, written as an RQL literal.", isRepeating: true),
            .format(["table", "json", "jsonl", "csv"], "table"),
            OptionSpec(["--limit"], valueName: "N", help: "Print at most N objects."),
            .key,
            .snapshot,
            OptionSpec(["--no-cache"], help: "For a genuine Realm file: neither use nor write the query cache."),
        ],
        examples: [
            "realmlens query dogs.realm Dog 'age > 3 SORT(name ASC)'",
            "realmlens query dogs.realm Person 'ANY dogs.name == $0' --arg \"'Rex'\" --format json",
        ],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let path = context.arguments["PATH"], let className = context.arguments["CLASS"] else { return }
        let predicate = context.arguments["PREDICATE"] ?? "TRUEPREDICATE"
        var limit = Int.max
        if let text = context.arguments["--limit"] {
            guard let n = Int(text), n >= 0 else {
                throw UsageError.invalidValue(option: "--limit", value: text, expected: ["a whole number ≥ 0"])
            }
            limit = n
        }
        let arguments = try context.arguments.values("--arg").enumerated().map { try parseArgument($1, index: $0) }
        let store = try StoreOpener.open(path, context: context)
        guard store.schema[className] != nil else {
            // As the studio answers a misspelt class: with the nearest name.
            let suggestion = EditDistance.suggestion(for: className, among: store.schema.classNames)
            throw CommandFailure("no such class '\(className)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; 'realmlens schema \(path)' lists the classes")
        }
        let mode = OutputMode(rawValue: context.arguments["--format"] ?? "table") ?? .table
        if let file = genuineFile(store), store.schema[className]?.isEmbedded == false {
            // Only what the query reads is converted (or found in the cache); matches are read from the file.
            let cache = context.arguments.flag("--no-cache") || store is SnapshotStore ? nil : GenuineQueryCache.open(environment: context.environment)
            let query = try rendering(predicate) {
                try GenuineQuery(file: file, path: store.path, className: className, predicate: predicate, arguments: arguments, cache: cache)
            }
            try query.realm.read {
                try write(className: className, store: file, limit: limit, mode: mode, to: context.stdout, query.forEachRecord)
            }
            return
        }
        let realm = try queryableRealm(store)
        try realm.read {  // one snapshot: the matches and the objects their links name
            let results = try rendering(predicate) { try realm.objects(className, where: predicate, arguments: arguments) }
            try write(results, limit: limit, mode: mode, to: context.stdout)
        }
    }

    /// `body`'s result; a `QueryError` becomes its caret diagnostic under `predicate`.
    static func rendering<T>(_ predicate: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as QueryError {
            throw QueryFailure(text: error.render(query: predicate))
        }
    }

    /// The genuine file a store reads, if it is one (also behind `--snapshot`).
    static func genuineFile(_ store: InspectableStore) -> RealmFile? {
        (store as? RealmFile) ?? ((store as? SnapshotStore)?.base as? RealmFile)
    }

    /// Streams the objects through the output mode's writer (the same rows as the studio prints).
    static func write(_ results: Results, limit: Int, mode: OutputMode, to output: OutputTarget) throws {
        try write(className: results.className, store: results.realm, limit: limit, mode: mode, to: output, results.forEachRecord)
    }

    /// Streams the records `forEachRecord` gives (it stops when its body
    /// returns false) through the output mode's writer; `store` names links.
    static func write(className: String, store: CanonicalDumpSource, limit: Int, mode: OutputMode, to output: OutputTarget,
                      _ forEachRecord: ((ObjectRecord) throws -> Bool) throws -> Void) throws {
        guard let objectSchema = store.schema[className] else { return }
        var renderer = RowRenderer(store: store, objectSchema: objectSchema, nullText: "null", needsJSON: mode.needsJSON, needsDataCells: mode.needsDataCells)
        var writer = mode.makeWriter(output: output, terminalWidth: output.isTerminal ? Terminal.width() : 0)
        try writer.begin(columns: renderer.columns)
        var written = 0
        if limit > 0 {
            try forEachRecord { record in
                try writer.write(try renderer.row(record))
                written += 1
                return written < limit
            }
        }
        try writer.finish()
    }

    /// A genuine Realm file is queried through a temporary in-memory copy that
    /// keeps its object keys, so unsorted results come in the file's own order.
    static func queryableRealm(_ store: InspectableStore) throws -> Realm {
        if let realm = store as? Realm { return realm }
        let realm = try Realm(configuration: .privateInMemory("query"))
        try realm.importObjects(from: store)
        return realm
    }



    /// An `--arg` value: any RQL literal (`42`, `'Rex'`, `oid(…)`, `{1, 2}`, `null`).
    static func parseArgument(_ text: String, index: Int) throws -> AnyRealmValue {
        let prefix = "$0 == "
        let query: Query
        do {
            query = try QueryParser.parse(prefix + text)
        } catch let error as QueryError {
            throw QueryFailure(text: "error: --arg #\(index + 1) (\(text)) is not an RQL literal: \(error.kind)")
        }
        if case .comparison(_, _, _, let right, _) = query.condition, let value = constant(right) { return value }
        throw QueryFailure(text: "error: --arg #\(index + 1) (\(text)) is not an RQL literal")
    }

    private static func constant(_ operand: Operand) -> AnyRealmValue? {
        switch operand.kind {
        case .constant(let value): return value
        case .list(let items):
            var values: [AnyRealmValue] = []
            for item in items {
                guard let v = constant(item) else { return nil }
                values.append(v)
            }
            return .list(values)
        default: return nil
        }
    }
}

/// A query that failed, with its rendered caret diagnostic.
struct QueryFailure: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}

