#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmLifecycle
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
        arguments: [path, className, predicate],
        options: [arg, format, limit, .key, .snapshot, noCache],
        examples: [
            "realmlens query dogs.realm Dog 'age > 3 SORT(name ASC)'",
            "realmlens query dogs.realm Person 'ANY dogs.name == $0' --arg \"'Rex'\" --format json",
        ],
        run: run)

    static let path = ArgumentSpec("PATH", help: "A RealmLens store or a Realm file (or one of its auxiliary files).", type: .path)
    static let className = ArgumentSpec("CLASS", help: "The class whose objects to match.", type: .className)
    static let predicate = ArgumentSpec("PREDICATE", help: "The query (default: TRUEPREDICATE).", isOptional: true, type: .query)
    static let arg = OptionSpec(["--arg"], valueName: "VALUE", help: "The value of $0, $1, … in order, written as an RQL literal.",
                                type: .literal, isRepeating: true)
    static let format = OptionSpec.format([OutputMode.table, .json, .jsonl, .csv].map(\.rawValue), OutputMode.table.rawValue)
    static let limit = OptionSpec(["--limit"], valueName: "N", help: "Print at most N objects.", type: .integer(0...))
    static let noCache = OptionSpec(["--no-cache"], help: "For a genuine Realm file: neither use nor write the query cache.")

    static func run(_ context: inout CommandContext) throws {
        let path = Self.path.required(in: context.arguments), className = Self.className.required(in: context.arguments)
        let predicate = Self.predicate.value(in: context.arguments) ?? "TRUEPREDICATE"
        let limit = Self.limit.integer(in: context.arguments) ?? Int.max
        let arguments = try Self.arg.literals(in: context.arguments)
        let store = try StoreOpener.open(path, context: context)
        guard store.schema[className] != nil else {
            // As the studio answers a misspelt class: with the nearest name.
            throw CommandFailure.noSuchClass(className, among: store.schema.classNames, listedBy: "realmlens schema \(path)")
        }
        let mode = Self.format.value(in: context.arguments).flatMap(OutputMode.init(rawValue:)) ?? .table
        if let file = genuineFile(store), store.schema[className]?.isEmbedded == false {
            // Only what the query reads is converted (or found in the cache); matches are read from the file.
            let cache = Self.noCache.isSet(in: context.arguments) || store is SnapshotStore ? nil : GenuineQueryCache.open(environment: context.environment)
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
            throw CommandFailure(error, in: predicate)
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
    /// keeps its object keys (embedded objects' too), so unsorted results come
    /// in the file's own order; with the file's cluster starts, a `LIMIT`
    /// Realm Core checks only between clusters stops where Core's does (on an
    /// embedded class, which only this copy serves).
    static func queryableRealm(_ store: InspectableStore) throws -> Realm {
        if let realm = store as? Realm { return realm }
        let file = try (store as? EditableRealmFile)?.fileForReading() ?? genuineFile(store)
        let realm = try Realm(configuration: .privateInMemory("query"))
        if let file {
            try realm.importObjects(from: file)
            try realm.recordClusterStarts(of: file)
        } else {
            try realm.importObjects(from: store)
        }
        return realm
    }
}
