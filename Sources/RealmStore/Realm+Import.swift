import RealmModel
import SQLite

extension Realm {
    /// Imports a canonical dump into this store, which must hold no classes
    /// yet, all-or-nothing in one transaction; streams (memory stays far
    /// below the dump's size).
    ///
    /// ```swift
    /// var reader = CanonicalDumpReader(input: FileByteInput(path: "dump.json"))
    /// try realm.importCanonicalDump(reader: &reader)
    /// ```
    ///
    /// Object keys are the positions in the dump, so `{"$index":N}` links are
    /// keys as they stand; links by primary key to objects later in the dump
    /// are resolved at the end.
    public func importCanonicalDump(reader: inout CanonicalDumpReader) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        guard schema.objectSchemas.isEmpty else {
            throw RealmError.invalidInput("the store already has classes; import a dump into a new store")
        }
        let dumpSchema: Schema
        do { dumpSchema = try reader.readSchema() } catch let error as CanonicalDumpError {
            throw RealmError.invalidInput(error.description)
        }
        try bulkImport(schema: dumpSchema, keysAreDense: true) { try importObjects(&reader) }
    }

    /// Copies every object of `source` (a genuine Realm file, say) into this
    /// store, which must hold no classes yet, keeping the source's object keys:
    /// unsorted queries then list objects in the source's own order, as Realm
    /// does. All-or-nothing, streaming, one transaction.
    public func importObjects(from source: some CanonicalDumpSource) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        guard schema.objectSchemas.isEmpty else {
            throw RealmError.invalidInput("the store already has classes; copy objects into a new store")
        }
        // The source is read on one snapshot, so links never name objects of another moment.
        try source.read { try bulkImport(schema: source.schema, keysAreDense: false) {
            for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded {
                let info = try info(objectSchema.className)
                try source.forEachObject(ofClass: objectSchema.className) { record in
                    guard record.values.count == info.persisted.count else {
                        throw RealmError.invalidInput("an object of class \(quoted: objectSchema.className) has \(record.values.count) values, expected \(info.persisted.count)")
                    }
                    _ = try insertObject(info, values: record.values.lazy.map { Optional($0) }, update: .error, explicitKey: record.key)
                }
            }
        } }
    }

    /// Creates `newSchema`'s classes and runs `body` (which inserts objects with
    /// explicit keys and links by key) in one transaction; `keysAreDense` says
    /// the keys of each class are exactly 0..<count (a canonical dump's positions).
    private func bulkImport(schema newSchema: Schema, keysAreDense: Bool, _ body: () throws -> Void) throws {
        try SchemaValidator.validate(newSchema)
        try translatingErrors { try connection.beginTransaction(.immediate) }
        isInWriteTransactionStorage = true
        isImporting = true
        defer {
            isImporting = false
            isInWriteTransactionStorage = false
            for info in classInfos.values {
                info.importedKeys = [:]
                info.lastImportedPrimaryKey = nil
                info.hasImportedObjects = false
            }
            importLeftLinksByPrimaryKey = false
        }
        do {
            try translatingErrors {
                try registerPendingLinkFunction()
                try addClasses(newSchema)
                var deferredIndexes = try deferLinkIndexes(newSchema)
                try body()
                isImporting = false
                try resolveImportedLinks(keysAreDense: keysAreDense, deferredIndexes: &deferredIndexes)
                for sql in deferredIndexes.values { try connection.execute(sql: sql) }
                try willCommit?()
                try connection.commit()
            }
            didCommit?()
            coordinator?.notifyCommit()
        } catch {
            connection.rollback()
            if let stored = try? catalog.load() { replaceSchema(stored) }
            if let error = error as? CanonicalDumpError { throw RealmError.invalidInput(error.description) }
            throw error
        }
    }

    /// Imports a canonical dump from `input` (see `importCanonicalDump(reader:)`).
    public func importCanonicalDump<Input: ByteInput>(from input: Input) throws {
        var reader = CanonicalDumpReader(input: input)
        try importCanonicalDump(reader: &reader)
    }

    private func importObjects(_ reader: inout CanonicalDumpReader) throws {
        while let className = try reader.nextClass() {
            let info = try info(className)
            var position: ObjectKey = 0
            while let values = try reader.nextObject() {
                guard values.count == info.persisted.count else {
                    throw RealmError.invalidInput("an object of class \(quoted: className) has \(values.count) values, expected \(info.persisted.count)")
                }
                _ = try insertObject(info, values: values.lazy.map { Optional($0) }, update: .error, explicitKey: position)
                if let pkIndex = info.primaryKeyIndex {
                    // Up to 65,536 remembered keys per class (then afresh), so memory stays flat.
                    if info.importedKeys.count >= 1 << 16 { info.importedKeys.removeAll(keepingCapacity: true) }
                    info.importedKeys[values[pkIndex]] = position
                    let pk = values[pkIndex]
                    if !info.hasImportedObjects {
                        info.lastImportedPrimaryKey = pk
                    } else if let last = info.lastImportedPrimaryKey {
                        info.lastImportedPrimaryKey = AnyRealmValue.primaryKeyPrecedes(last, pk) ? pk : nil
                    }
                }
                info.hasImportedObjects = true
                position += 1
            }
        }
    }

    /// While importing: a `$index` link stays a key; a link by primary key is
    /// resolved when its target is already imported, else kept for later.
    func importedLink(_ link: ObjectLink, in target: ClassInfo) throws -> ObjectLink {
        guard case .primaryKey(let pk) = link.target else { return link }
        guard let pkIndex = target.primaryKeyIndex else {
            throw RealmError.invalidInput("a link to class \(quoted: target.className) by primary key, but the class has none")
        }
        let normalized = try normalize(pk, for: target.persisted[pkIndex], in: target)
        // No look-up at all for an object that cannot be imported yet (its class not reached, or a key
        // beyond the last of a class imported in key order: a forward link), not even a hash of the key;
        // the link is resolved at the end.
        let isAhead = !target.hasImportedObjects
            || target.lastImportedPrimaryKey.map { AnyRealmValue.primaryKeyPrecedes($0, normalized) } == true
        if !isAhead {
            if let key = target.importedKeys[normalized] { return ObjectLink(className: target.className, key: key) }
            if let key = try key(target, forPrimaryKey: normalized) { return ObjectLink(className: target.className, key: key) }
        }
        importLeftLinksByPrimaryKey = true
        return ObjectLink(className: target.className, primaryKey: normalized)
    }

    // MARK: - Resolving links at the end

    /// Resolves pending links, builds each link column's deferred index
    /// (`deferLinkIndexes`), then checks that every link names an object.
    private func resolveImportedLinks(keysAreDense: Bool, deferredIndexes: inout [String: String]) throws {
        for info in classInfos.values {
            for property in info.persisted {
                let (table, rowColumn, valueColumn) = property.isCollection
                    ? (info.collectionTable(property), "rowid", TableLayout.valueColumn)
                    : (info.table, TableLayout.keyColumn, TableLayout.quotedColumn(property.name))
                if property.type == .object, let target = property.objectClassName, let targetInfo = classInfos[target],
                    !targetInfo.objectSchema.isEmbedded
                {
                    if importLeftLinksByPrimaryKey {
                        try resolvePendingLinks(table: table, valueColumn: valueColumn, target: targetInfo)
                    }
                    if let sql = deferredIndexes.removeValue(forKey: Self.linkIndexKey(info.className, property.name)) {
                        try connection.execute(sql: sql)
                    }
                    var dangling = false
                    if keysAreDense {
                        // Keys are exactly 0..<count, so every link is valid when the smallest
                        // is ≥ 0 and the largest < count (two index look-ups, no scan).
                        let bounds = try connection.fetchOne(sql: "SELECT min(\(valueColumn)), max(\(valueColumn)) FROM \(table)")
                        let targetCount = try connection.fetchValue(sql: "SELECT count(*) FROM \(targetInfo.table)")
                        if let bounds, case .integer(let low) = bounds[0], case .integer(let high) = bounds[1], case .integer(let count) = targetCount {
                            dangling = low < 0 || high >= count
                        } else if let bounds, !bounds[0].isNull {
                            dangling = true  // a value that is not a key
                        }
                    } else {
                        dangling = try connection.fetchValue(sql: """
                            SELECT count(*) FROM \(table) AS source WHERE source.\(valueColumn) IS NOT NULL
                            AND NOT EXISTS (SELECT 1 FROM \(targetInfo.table) AS target WHERE target.\(TableLayout.keyColumn) = source.\(valueColumn))
                            """) != .integer(0)
                    }
                    if dangling {
                        throw RealmError.invalidInput("links of \(quoted: info.className + "." + property.name) name \(target) objects that the dump does not hold")
                    }
                }
                if property.type == .mixed && importLeftLinksByPrimaryKey {
                    let typeColumn = property.isCollection ? TableLayout.quotedValueTypeColumn : TableLayout.quote(TableLayout.typeColumn(property.name))
                    let tags = [ValueCoding.MixedTag.link, .list, .dictionary].map { String($0.rawValue) }.joined(separator: ", ")
                    try rewriteRows(table: table, rowColumn: rowColumn, valueColumn: valueColumn, condition: "\(typeColumn) IN (\(tags))") { value in
                        guard containsPrimaryKeyLink(value) else { return nil }
                        return .blob(MixedBlob.encode(try resolveNested(value)))
                    }
                }
            }
        }
    }

    private func resolveForImport(_ link: ObjectLink) throws -> ObjectKey {
        switch link.target {
        case .key(let key): return key
        case .primaryKey(let pk):
            let target = try info(link.className)
            guard let key = try key(target, forPrimaryKey: pk) else {
                throw RealmError.invalidInput("a link to \(link.className) with primary key \(describe(pk)) names no object of the dump")
            }
            return key
        }
    }

    private func resolveNested(_ value: AnyRealmValue) throws -> AnyRealmValue {
        switch value {
        case .link(let link): return .link(ObjectLink(className: link.className, key: try resolveForImport(link)))
        case .list(let items): return .list(try items.map(resolveNested))
        case .dictionary(let dict): return .dictionary(try dict.mapValues(resolveNested))
        default: return value
        }
    }

    private func containsPrimaryKeyLink(_ value: AnyRealmValue) -> Bool {
        switch value {
        case .link(let l): if case .primaryKey = l.target { return true } else { return false }
        case .list(let items): return items.contains(where: containsPrimaryKeyLink)
        case .dictionary(let d): return d.values.contains(where: containsPrimaryKeyLink)
        default: return false
        }
    }

    /// Visits, in batches, the rows whose blob `valueColumn` matches
    /// `condition`, and writes back what `rewrite` returns (nil: unchanged).
    private func rewriteRows(
        table: String, rowColumn: String, valueColumn: String, condition: String,
        _ rewrite: (AnyRealmValue) throws -> SQLiteValue?
    ) throws {
        let select = try connection.makeStatement(sql: """
            SELECT \(rowColumn), \(valueColumn) FROM \(table) WHERE \(condition) AND \(rowColumn) > ? ORDER BY \(rowColumn) LIMIT 5000
            """)
        let update = "UPDATE \(table) SET \(valueColumn) = ? WHERE \(rowColumn) = ?"
        var last = Int64.min
        while true {
            var batch: [(Int64, AnyRealmValue)] = []
            try select.bind([.integer(last)])
            try select.forEachRow { s in
                let value = s.withUnsafeBytes(at: 1) { MixedBlob.decode($0) } ?? .null
                batch.append((s.int64(at: 0), value))
            }
            guard let end = batch.last?.0 else { return }
            last = end
            for (row, value) in batch {
                if let replacement = try rewrite(value) {
                    try connection.makeStatement(sql: update).execute(arguments: [replacement, .integer(row)])
                }
            }
        }
    }

    /// Creates the storage of every class of `newSchema` (the store has none
    /// yet), then rebuilds the caches once: linear in the number of classes
    /// (one `apply(.addClass)` each rebuilt them all, 360 s for 10,000 classes).
    private func addClasses(_ newSchema: Schema) throws {
        for objectSchema in newSchema.objectSchemas {
            try catalog.createStorage(for: objectSchema)
            try catalog.save(objectSchema)
        }
        replaceSchema(newSchema)
    }
}
