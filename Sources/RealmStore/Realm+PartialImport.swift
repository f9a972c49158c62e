import RealmModel
import SQLite

extension Realm {
    /// Creates the classes of `schema` in this store, which must hold none
    /// yet, without objects: queries then compile (and fail) exactly as on
    /// a full copy, before any object is read. One transaction.
    public func createClasses(_ schema: Schema) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        guard self.schema.objectSchemas.isEmpty else {
            throw RealmError.invalidInput("the store already has classes; create them in a new store")
        }
        try SchemaValidator.validate(schema)
        try translatingErrors {
            try connection.inTransaction(.immediate) {
                for objectSchema in schema.objectSchemas {
                    try catalog.createStorage(for: objectSchema)
                    try catalog.save(objectSchema)
                }
            }
        }
        replaceSchema(schema)
    }

    /// Turns off SQLite's rollback journal and syncs on this connection, for
    /// a store that is thrown away whole on any failure and synced once when
    /// done (a query cache entry being built under a temporary name): a
    /// failed write is then not rolled back, so never use it on a store
    /// that must survive one.
    public func disableJournalForScratchStore() throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        try translatingErrors {
            try connection.execute(sql: "PRAGMA journal_mode = OFF")
            try connection.execute(sql: "PRAGMA synchronous = OFF")
        }
    }

    /// The classes and properties that the compiled query `fragment` may
    /// read: every class whose table its SQL names, every property whose
    /// column or side table it names (a superset: a column name shared by
    /// two named tables counts for both), and for an embedded class the
    /// properties that hold it, up to its top-level owners (embedded objects
    /// exist only inside them). Importing this selection answers the query
    /// exactly as a full copy does.
    public func selection(readBy fragment: SQLFragment) -> ImportSelection {
        let identifiers = Self.quotedIdentifiers(in: fragment.sql)
        var properties: [String: Set<String>] = [:]
        for objectSchema in schema.objectSchemas {
            let className = objectSchema.className
            let tableNamed = identifiers.contains(TableLayout.classTable(className))
            var names: Set<String>? = tableNamed ? [] : nil
            for property in objectSchema.persistedProperties {
                let named = property.isCollection
                    ? identifiers.contains(TableLayout.collectionTable(className, property.name))
                    : tableNamed && TableLayout.valueColumns(base: property.name, type: property.type).contains(where: identifiers.contains)
                if named { names = (names ?? []).union([property.name]) }
            }
            if let names { properties[className] = names }
        }
        // Embedded objects come with the properties holding them, up to a top-level class.
        var changed = true
        while changed {
            changed = false
            for objectSchema in schema.objectSchemas {
                for property in objectSchema.persistedProperties where property.type == .object {
                    guard let target = property.objectClassName, schema[target]?.isEmbedded == true, properties[target] != nil,
                          properties[objectSchema.className]?.contains(property.name) != true else { continue }
                    properties[objectSchema.className, default: []].insert(property.name)
                    changed = true
                }
            }
        }
        return ImportSelection(properties)
    }

    /// The double-quoted identifiers of `sql` (single-quoted literals skipped).
    static func quotedIdentifiers(in sql: String) -> Set<String> {
        var result: Set<String> = []
        let bytes = Array(sql.utf8)
        var i = 0
        while i < bytes.count {
            let quote = bytes[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { i += 1; continue }
            var text: [UInt8] = []
            i += 1
            while i < bytes.count {
                if bytes[i] == quote {
                    if i + 1 < bytes.count && bytes[i + 1] == quote { text.append(quote); i += 2; continue }
                    break
                }
                text.append(bytes[i])
                i += 1
            }
            i += 1
            if quote == UInt8(ascii: "\"") { result.insert(String(decoding: text, as: UTF8.self)) }
        }
        return result
    }

    /// Copies, for each class of `selection`, every object with only the
    /// selected properties into this store, whose classes `createClasses`
    /// made and which holds no objects: object keys kept, the other
    /// properties left absent (SQL NULL, which only a query outside the
    /// selection would read), embedded objects whole. `forEachBatch(class,
    /// properties, body)` streams a class's objects in batches: their keys
    /// and, per persisted property (schema order), the column of their
    /// values (unselected columns are ignored and may be empty). Records
    /// `selection` and `sourceTag` in the store (`partialImport()`).
    /// All-or-nothing, one transaction. Only selected properties keep their
    /// indexes (a query reads no other column).
    public func importObjects(
        selection: ImportSelection, sourceTag: String,
        from forEachBatch: (_ className: String, _ properties: Set<String>, _ body: ([ObjectKey], [[AnyRealmValue]]) throws -> Void) throws -> Void
    ) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        try translatingErrors { try connection.beginTransaction(.immediate) }
        isInWriteTransactionStorage = true
        isImporting = true
        defer {
            isImporting = false
            isInWriteTransactionStorage = false
        }
        do {
            try translatingErrors {
                // Indexes of selected columns are built once the rows are in (a sort, not a
                // million B-tree inserts); unselected columns, all NULL, get none.
                let selected = schema.objectSchemas.filter { selection.properties[$0.className] != nil }
                for objectSchema in selected {
                    for property in objectSchema.persistedProperties where !property.isCollection {
                        try catalog.dropIndexes(for: property, in: objectSchema.className)
                    }
                }
                for objectSchema in selected where !objectSchema.isEmbedded {
                    try importSelected(try info(objectSchema.className), names: selection.properties[objectSchema.className] ?? [], from: forEachBatch)
                }
                for objectSchema in selected {
                    for property in objectSchema.persistedProperties where selection.properties[objectSchema.className]?.contains(property.name) == true {
                        try catalog.createIndexes(for: property, in: objectSchema, isPrimaryKey: property.name == objectSchema.primaryKey)
                    }
                }
                try catalog.setMetadata(Self.partialSelectionKey, .text(selection.text))
                try catalog.setMetadata(Self.partialSourceKey, .text(sourceTag))
                try connection.commit()
            }
        } catch {
            connection.rollback()
            throw error
        }
    }

    /// What `importObjects(selection:sourceTag:from:)` recorded, or nil for
    /// a store filled any other way.
    public func partialImport() throws -> (selection: ImportSelection, sourceTag: String)? {
        try translatingErrors {
            guard case .text(let text) = try catalog.metadata(Self.partialSelectionKey),
                  case .text(let tag) = try catalog.metadata(Self.partialSourceKey),
                  let selection = ImportSelection(text: text) else { return nil }
            return (selection, tag)
        }
    }

    static let partialSelectionKey = "partialImport.selection"
    static let partialSourceKey = "partialImport.source"

    /// One class: the key and the selected columns of up to `batchRows`
    /// objects per INSERT (one statement per object spent most of its time
    /// starting and ending statements), then each object's collections.
    private func importSelected(
        _ info: ClassInfo, names: Set<String>,
        from forEachBatch: (String, Set<String>, ([ObjectKey], [[AnyRealmValue]]) throws -> Void) throws -> Void
    ) throws {
        let singles = info.singleIndexes.filter { names.contains(info.persisted[$0].name) }
        let collections = info.collectionIndexes.filter { names.contains(info.persisted[$0].name) }
        let columns = [TableLayout.quote(TableLayout.keyColumn)] + singles.flatMap {
            TableLayout.valueColumns(base: info.persisted[$0].name, type: info.persisted[$0].type).map(TableLayout.quote)
        }
        let rowPlaceholders = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        func makeInsert(rows: Int) throws -> Statement {
            try connection.makeUncachedStatement(sql: """
                INSERT INTO \(info.table)(\(columns.joined(separator: ", "))) VALUES \(Array(repeating: rowPlaceholders, count: rows).joined(separator: ", "))
                """)
        }
        let batchRows = max(1, min(128, 30_000 / columns.count))
        let fullBatch = try makeInsert(rows: batchRows)
        try forEachBatch(info.className, names) { keys, values in
            guard values.count == info.persisted.count,
                  (singles + collections).allSatisfy({ values[$0].count == keys.count }) else {
                throw RealmError.invalidInput("a batch of objects of class \(quoted: info.className) does not hold a value per object and property")
            }
            var start = 0
            while start < keys.count {
                let end = min(start + batchRows, keys.count)
                let statement = end - start == batchRows ? fullBatch : try makeInsert(rows: end - start)
                var parameter: Int32 = 1
                for row in start ..< end {
                    try statement.bind(keys[row], at: parameter)
                    parameter += 1
                    for index in singles {
                        let property = info.persisted[index]
                        let given = values[index][row]
                        let value: AnyRealmValue
                        switch (property.type, given) {
                        case (.int, .int), (.string, .string), (.double, .double), (.bool, .bool), (.date, .date), (_, .null):
                            value = given
                        default:
                            value = try normalize(given, for: property, in: info)
                        }
                        try ValueCoding.bind(value, type: property.type, to: statement, at: &parameter)
                    }
                }
                _ = try statement.step()
                statement.reset()
                start = end
            }
            for index in collections {
                for (row, value) in values[index].enumerated() where !value.isNull {
                    try replaceCollection(info, info.persisted[index], owner: keys[row], with: value)
                }
            }
        }
    }
}
