import RealmModel
import SQLite

/// What a migration block works with: the old and new schemas, the store
/// (in the migration's write transaction) and the steps only code can say.
///
/// ```swift
/// config.migrationBlock = { migration, oldVersion in
///     if oldVersion < 1 {
///         try migration.enumerateObjects(ofType: "Ingredient") { try $0.setValue(.string("rw-green"), forKey: "colorName") }
///     }
/// }
/// ```
public final class Migration {
    /// The store being migrated; writes are allowed.
    public let realm: Realm
    /// The stored schema before the migration.
    public let oldSchema: Schema
    /// The schema being migrated to.
    public let newSchema: Schema
    var renamedFrom: Set<String> = []

    init(realm: Realm, oldSchema: Schema, newSchema: Schema) {
        self.realm = realm
        self.oldSchema = oldSchema
        self.newSchema = newSchema
    }

    /// Calls `body` with every object of `className` (new schema).
    public func enumerateObjects(ofType className: String, _ body: (DynamicObject) throws -> Void) throws {
        try realm.objects(className).forEach(body)
    }

    /// Sets `property` of every object of `className` to `value` (a default
    /// for existing objects).
    public func setValue(_ value: AnyRealmValue, forProperty property: String, onType className: String) throws {
        try enumerateObjects(ofType: className) { try $0.setValue(value, forKey: property) }
    }

    /// Keeps the values of a property whose name changed from `oldName` to `newName`.
    public func renameProperty(onType className: String, from oldName: String, to newName: String) throws {
        try realm.applyRename(className: className, from: oldName, to: newName)
        renamedFrom.insert(className + "." + oldName)
    }

    /// Deletes every object of a class (before it is removed, or to start over).
    public func deleteData(forType className: String) throws {
        try realm.deleteAll(className)
    }
}

extension Realm {
    /// Applies schema steps in one transaction and sets the schema version
    /// (default: one more than the stored version).
    ///
    /// ```swift
    /// try realm.migrate([.addProperty(className: "Ingredient",
    ///                                 property: Property(name: "colorName", type: .string),
    ///                                 defaultValue: .string("rw-green"))])
    /// ```
    public func migrate(_ changes: [SchemaChange], toVersion version: UInt64? = nil) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        if isInWriteTransactionStorage { throw RealmError.alreadyInWriteTransaction }
        let newVersion = version ?? schemaVersion + 1
        if newVersion <= schemaVersion { throw RealmError.schemaVersionDecreased(stored: schemaVersion, given: newVersion) }
        try inMigrationTransaction {
            for change in changes { try apply(change) }
            try SchemaValidator.validate(schema)
            try setStoredSchemaVersion(newVersion)
        }
    }

    /// Migrates to `wanted` (from `Configuration.schema`): additions and
    /// changes, then the block, then removals and primary-key changes.
    func migrate(to wanted: Schema, version: UInt64, block: ((Migration, UInt64) throws -> Void)?) throws {
        let oldSchema = schema
        let oldVersion = schemaVersion
        let changes = SchemaDiff.changes(from: schema, to: wanted)
        try inMigrationTransaction {
            var deferred: [SchemaChange] = []
            for change in changes {
                switch change {
                case .removeProperty(let c, let p) where wanted[c]?[p] != nil:
                    try apply(change)  // a type change: the new property of the same name follows
                case .removeClass, .removeProperty, .changePrimaryKey: deferred.append(change)
                case .changeProperty(let c, let p, _):
                    // Like Realm Core: nulls of a property made required become the type's zero value.
                    try apply(.changeProperty(className: c, property: p, defaultValue: Realm.zeroValue(p)))
                default: try apply(change)
                }
            }
            let migration = Migration(realm: self, oldSchema: oldSchema, newSchema: wanted)
            try block?(migration, oldVersion)
            // Links go before the classes they point at.
            deferred.sort { rank($0) < rank($1) }
            for change in deferred {
                if case .removeProperty(let c, let p) = change {
                    if migration.renamedFrom.contains(c + "." + p) || schema[c]?[p] == nil { continue }
                    if wanted[c]?[p] != nil, schema[c]?[p] == wanted[c]?[p] { continue }  // re-added by a type change
                }
                try apply(change)
            }
            // Store the wanted declaration order and computed properties exactly.
            for objectSchema in wanted.objectSchemas { try catalog.save(objectSchema) }
            replaceSchema(wanted)
            try setStoredSchemaVersion(version)
        }
    }

    private func rank(_ change: SchemaChange) -> Int {
        switch change {
        case .removeProperty: return 0
        case .changePrimaryKey: return 1
        default: return 2
        }
    }

    private func inMigrationTransaction(_ body: () throws -> Void) throws {
        try translatingErrors { try connection.beginTransaction(.immediate) }
        isInWriteTransactionStorage = true
        do {
            try translatingErrors(body)
            try willCommit?()
            try translatingErrors { try connection.commit() }
            isInWriteTransactionStorage = false
            didCommit?()
            coordinator?.notifyCommit()
        } catch {
            connection.rollback()
            isInWriteTransactionStorage = false
            // The in-memory schema may hold half the steps: reload the stored one.
            if let stored = try? catalog.load() { replaceSchema(stored) }
            if let version = try? catalog.schemaVersion() { schemaVersion = version }
            throw error
        }
    }

    /// The value existing objects get for a new required property.
    static func zeroValue(_ property: Property) -> AnyRealmValue {
        if property.isOptional || property.isCollection { return .null }
        switch property.type {
        case .bool: return .bool(false)
        case .int: return .int(0)
        case .float: return .float(0)
        case .double: return .double(0)
        case .string: return .string("")
        case .data: return .data([])
        case .date: return .date(Timestamp(seconds: 0, nanoseconds: 0))
        case .decimal128: return .decimal128(Decimal128(Int64(0)))
        case .objectId: return ObjectId(bytes: Array(repeating: 0, count: 12)).map { .objectId($0) } ?? .null
        case .uuid: return RealmUUID(bytes: Array(repeating: 0, count: 16)).map { .uuid($0) } ?? .null
        case .mixed, .object, .linkingObjects: return .null
        }
    }
}
