import RealmModel
import SQLite

/// Links by primary key to objects later in a dump, resolved set-based.
///
/// While importing, a link whose target is not imported yet is stored as a
/// placeholder holding the target's primary key (`PendingLink`). At the end
/// one `UPDATE` per link column replaces every placeholder by the target's
/// object key, found through the primary-key index; SQLite does the whole
/// column in one pass (a SELECT and an UPDATE per row from Swift took 14.7 s
/// for 1,000,000 forward links, more than the import), with no Swift call
/// per row for integer and string keys, and no scan afterwards: a target the
/// dump lacks stops the `UPDATE` through `unresolvedLinkFunction`.
extension Realm {
    /// The SQL function giving the primary key an unresolved link blob holds,
    /// as the target's primary-key column stores it (NULL for anything else).
    static let pendingPrimaryKeyFunction = "rl_pending_pk"
    /// The SQL function called with a placeholder whose target is missing:
    /// it records the placeholder and fails the statement.
    static let unresolvedLinkFunction = "rl_unresolved_link"

    /// Registers `pendingPrimaryKeyFunction` and `unresolvedLinkFunction` on this store's connection.
    func registerPendingLinkFunction() throws {
        try connection.createFunction(Self.pendingPrimaryKeyFunction, argumentCount: 1) { args in
            guard args.type(at: 0) == .blob, let pk = args.withUnsafeBytes(at: 0, { Self.pendingPrimaryKey(in: $0) }) else {
                return .value(.null)
            }
            return .value(ValueCoding.sqliteValue(pk))
        }
        try connection.createFunction(Self.unresolvedLinkFunction, argumentCount: 1, deterministic: false) { [weak self] args in
            switch args.type(at: 0) {
            case .real: self?.unresolvedImportLink = .real(args.double(at: 0))
            case .text: self?.unresolvedImportLink = .text(args.withUnsafeBytes(at: 0) { String(decoding: $0, as: UTF8.self) })
            case .blob: self?.unresolvedImportLink = .blob(args.withUnsafeBytes(at: 0) { Array($0) })
            case .integer, .null: self?.unresolvedImportLink = .null
            }
            return .error("a link names no object of the dump")
        }
    }

    /// The (normalised) primary key of the unresolved link `bytes` encode, or nil.
    static func pendingPrimaryKey(in bytes: UnsafeRawBufferPointer) -> AnyRealmValue? {
        MixedBlob.linkPrimaryKey(bytes)
    }

    /// Replaces the placeholders (`PendingLink`) of `valueColumn` in `table`
    /// by the keys of the `target` objects their primary keys name; throws,
    /// naming the key, when an object of the dump is missing.
    func resolvePendingLinks(table: String, valueColumn: String, target: ClassInfo) throws {
        guard let sql = Self.pendingLinksUpdate(table: table, valueColumn: valueColumn, target: target) else { return }
        unresolvedImportLink = nil
        do {
            try connection.execute(sql: sql)
        } catch let error as SQLiteError {
            guard let placeholder = unresolvedImportLink else { throw error }
            unresolvedImportLink = nil
            let pk = PendingLink.primaryKey(of: placeholder)
            throw RealmError.invalidInput("a link to \(target.className) with primary key \(describe(pk)) names no object of the dump")
        }
    }

    /// The `UPDATE` replacing the placeholders of `valueColumn` in `table` by
    /// the keys of the `target` objects they name (nil: the target has no
    /// primary key, so `importedLink` refused links by one).
    static func pendingLinksUpdate(table: String, valueColumn: String, target: ClassInfo) -> String? {
        guard let pkColumn = target.primaryKeyColumn, let pkIndex = target.primaryKeyIndex else { return nil }
        let pkType = target.persisted[pkIndex].type
        let pending = "\(table).\(valueColumn)"
        // `IS` so that a null primary key finds its object too.
        return """
            UPDATE \(table) SET \(valueColumn) = coalesce((SELECT target.\(TableLayout.quotedKeyColumn) FROM \(target.table) AS target \
            WHERE target.\(pkColumn) IS \(PendingLink.primaryKey(pending, primaryKeyType: pkType))), \(unresolvedLinkFunction)(\(pending))) \
            WHERE \(PendingLink.isPlaceholder(valueColumn, primaryKeyType: pkType))
            """
    }

    // MARK: - Link indexes, built once at the end

    /// Drops the index of every link column (and link collection) of
    /// `schema`'s new, empty tables; returns each one's `CREATE INDEX`, keyed
    /// by `linkIndexKey`. Links by primary key are stored as blobs until the
    /// end, in no useful order: kept indexed, each insert and each final
    /// update was a random B-tree descent comparing blobs (half the time of
    /// an import with forward links); built at the end, it is one sort.
    func deferLinkIndexes(_ schema: Schema) throws -> [String: String] {
        var deferred: [String: String] = [:]
        for objectSchema in schema.objectSchemas {
            for property in objectSchema.persistedProperties where property.type == .object {
                let table = property.isCollection
                    ? TableLayout.collectionTable(objectSchema.className, property.name) : TableLayout.classTable(objectSchema.className)
                let name = TableLayout.indexName(table, property.isCollection ? TableLayout.valueColumn : property.name)
                guard case .text(let sql) = try connection.fetchValue(
                    sql: "SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?", arguments: [.text(name)])
                else { continue }
                try connection.execute(sql: "DROP INDEX \(TableLayout.quote(name))")
                deferred[Self.linkIndexKey(objectSchema.className, property.name)] = sql
            }
        }
        return deferred
    }

    static func linkIndexKey(_ className: String, _ propertyName: String) -> String { className + "\u{0}" + propertyName }
}
