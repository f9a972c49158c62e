import RealmModel
import RealmQuery
import SQLite

/// Reads, for a path into mixed values walked in Swift (`MixedListComparison.collect`), the
/// property a key step names on the object a link met on the way leads to, as Realm Core's
/// `Collection::get_any` does at any step (`m[*].name`, `m.k.name`, `m[*].next.name`): the
/// object's value of that property (`Obj::get_any`), a link property giving a link that the
/// next key follows again; a list or dictionary property gives the collection with its elements
/// (Realm Core compares it by kind alone; a step reads into it, `MixedLinkReader+Collections`).
/// A class without the property, or a link to no stored object, gives no value.
///
/// The generator passes what to read as one blob argument (`spec`): for each key of the path and
/// each class with such a property (not linking objects), `[class, key, type,
/// target class, collection]`. The reader keeps the last spec decoded and looks each object up
/// with a pooled point query on the same connection (SQLite lets a function run statements).
final class MixedLinkReader {
    struct Entry {
        var type: PropertyType, target: String?, collection: CollectionKind?
        /// The object's row (a collection property: only whether the object is there).
        var sql: String
        /// A collection property's elements, in Realm's order (`key` first for a dictionary).
        var elementsSQL: String?
    }

    /// `rl_mlistcmp` with the spec as one more argument (6 for a list, 7 for a needle).
    static let listFunction = "rl_mlistcmpf"

    /// `rl_mfollow(value, tag, key, spec)`: for a link `value`, the linked object's property `key` as a
    /// mixed column stores it (NULL for none); `rl_mfollowtag(…)`: its `ValueCoding.MixedTag` (NULL for
    /// null), `MixedPathFunctions.absent` when there is none (the class has no such property).
    static let follow = "rl_mfollow"
    static let followTag = "rl_mfollowtag"

    static func register(on connection: Connection) throws {
        let reader = MixedLinkReader(connection: connection)
        for name in [follow, followTag] {
            try connection.createFunction(name, argumentCount: 4) { args in
                // The tag needs a collection's kind only, not its elements.
                let followed = reader.followed(args, readsInto: name == follow)
                guard name == followTag else { return .value(followed.map { ValueCoding.sqliteValue($0.value) } ?? .null) }
                guard let followed else { return .value(.integer(MixedPathFunctions.absent)) }
                return .value(followed.tag.map { .integer($0.rawValue) } ?? .null)
            }
        }
    }

    /// The value `rl_mfollow` reads and its tag (`set` for a set property), nil for none.
    private func followed(_ args: FunctionArguments, readsInto: Bool) -> (value: AnyRealmValue, tag: ValueCoding.MixedTag?)? {
        guard args.type(at: 1) == .integer, args.int64(at: 1) == ValueCoding.MixedTag.link.rawValue, args.type(at: 0) == .blob,
              args.type(at: 2) == .text, case .link(let link)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }),
              let follow = follower(args, at: 3) else { return nil }
        let key = args.withUnsafeBytes(at: 2) { String(decoding: $0, as: UTF8.self) }
        guard let value = follow(link, key, readsInto) else { return nil }
        // A set: its own tag, and an empty list for its value in SQL (the groups keep `MixedSetValue`).
        if MixedSetValue.isSet(value) { return (.list([]), .set) }
        return (value, ValueCoding.mixedTag(of: value))
    }

    unowned let connection: Connection
    private var lastSpec: [UInt8] = []
    private var entries: [String: [String: Entry]] = [:]

    init(connection: Connection) { self.connection = connection }

    /// The SQL of the spec argument for `keys` over `schema` (`bind` binds the blob), nil when no class
    /// has a property of any of those names (then no link can be followed and the path is walked as
    /// before). It also names each table and column the reader may read, in subqueries never run
    /// (`coalesce` stops at the spec), so that a partial import of a genuine file copies them
    /// (`Realm.selection(readBy:)`).
    static func specArgument(keys: [String], schema: Schema, bind: (SQLiteValue) -> String) -> String? {
        var rows: [AnyRealmValue] = [], reads: [String] = []
        for key in Set(keys).sorted() where key != MixedKeys.selector {
            for objectSchema in schema.objectSchemas {
                guard let p = objectSchema[key], p.type != .linkingObjects else { continue }
                rows.append(.list([.string(objectSchema.className), .string(key), .string(p.type.rawValue),
                                   .string(p.objectClassName ?? ""), .string(p.collection?.rawValue ?? "")]))
                let table = TableLayout.quote(TableLayout.classTable(objectSchema.className))
                let columns = p.isCollection ? [] : TableLayout.valueColumns(base: key, type: p.type).map { "\(table).\(TableLayout.quote($0)) IS NULL" }
                reads.append("(SELECT 1 FROM \(table) WHERE \((["0"] + columns).joined(separator: " AND ")))")
                if p.collection == .list || p.collection == .dictionary {
                    // Its elements, read by `elements(of:_:)`.
                    reads.append("(SELECT 1 FROM \(TableLayout.quote(TableLayout.collectionTable(objectSchema.className, key))) WHERE 0)")
                }
            }
        }
        guard !rows.isEmpty else { return nil }
        return "coalesce(\(bind(.blob(MixedBlob.encode(.list(rows))))), \(reads.joined(separator: ", ")))"
    }

    /// The keys of a path's steps (`MixedListComparison` steps).
    static func keys(of steps: [AnyRealmValue]) -> [String] {
        steps.compactMap { if case .string(let key) = $0 { return key }; return nil }
    }

    /// A follower for `collect` from the spec at argument `index`, nil when that argument is no spec.
    func follower(_ args: FunctionArguments, at index: Int) -> MixedListComparison.LinkFollower? {
        guard args.type(at: index) == .blob else { return nil }
        let same = args.withUnsafeBytes(at: index) { $0.elementsEqual(lastSpec) }
        if !same {
            lastSpec = args.withUnsafeBytes(at: index) { Array($0) }
            entries = Self.decode(lastSpec)
        }
        return { [self] link, key, readsInto in
            let value = read(link, key, readsInto: readsInto)
            return value != nil && entries[link.className]?[key]?.collection == .set ? MixedSetValue.value : value
        }
    }

    private static func decode(_ bytes: [UInt8]) -> [String: [String: Entry]] {
        guard case .list(let rows)? = bytes.withUnsafeBytes({ MixedBlob.decode($0) }) else { return [:] }
        var out: [String: [String: Entry]] = [:]
        for case .list(let row) in rows {
            guard row.count == 5, case .string(let className) = row[0], case .string(let key) = row[1],
                  case .string(let typeName) = row[2], let type = PropertyType(rawValue: typeName),
                  case .string(let target) = row[3], case .string(let collection) = row[4] else { continue }
            let kind = CollectionKind(rawValue: collection)
            // A collection property has no column of its own: the query only says the object is there.
            let columns = kind != nil ? "1" : TableLayout.valueColumns(base: key, type: type).map(TableLayout.quote).joined(separator: ", ")
            let sql = "SELECT \(columns) FROM \(TableLayout.quote(TableLayout.classTable(className))) WHERE \(TableLayout.quotedKeyColumn) = ?"
            out[className, default: [:]][key] = Entry(type: type, target: target.isEmpty ? nil : target, collection: kind, sql: sql,
                                                      elementsSQL: kind.flatMap { elementsSQL(className, key, type: type, $0) })
        }
        return out
    }

    /// The value of property `key` of the object `link` leads to; nil for none. A collection property's
    /// elements are read only when `readsInto` (else an empty one of its kind stands for it).
    private func read(_ link: ObjectLink, _ key: String, readsInto: Bool) -> AnyRealmValue? {
        guard let entry = entries[link.className]?[key], case .key(let objectKey) = link.target else { return nil }
        guard let statement = try? connection.checkOutStatement(sql: entry.sql) else { return nil }
        defer { connection.recycle(statement) }
        guard (try? statement.bind([.integer(objectKey)])) != nil, (try? statement.step()) == true else { return nil }
        guard entry.collection != nil else {
            var index: Int32 = 0
            return try? ValueCoding.read(statement, at: &index, type: entry.type, targetClass: entry.target)
        }
        guard readsInto else { return entry.collection == .dictionary ? .dictionary([:]) : .list([]) }
        return try? elements(of: objectKey, entry)
    }
}
