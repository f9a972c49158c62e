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

    // MARK: - Steps

    private func updateClass(_ className: String, _ change: (inout ObjectSchema) -> Void) throws {
        guard var objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
        change(&objectSchema)
        var newSchema = schema
        newSchema.upsert(objectSchema)
        try catalog.save(objectSchema)
        replaceSchema(newSchema)
    }

    func apply(_ change: SchemaChange) throws {
        switch change {
        case .addClass(let objectSchema):
            if schema[objectSchema.className] != nil { throw RealmError.migrationFailed("class '\(objectSchema.className)' exists already") }
            try catalog.createStorage(for: objectSchema)
            try catalog.save(objectSchema)
            var newSchema = schema
            newSchema.upsert(objectSchema)
            replaceSchema(newSchema)

        case .removeClass(let className):
            guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
            for other in schema.objectSchemas where other.className != className {
                if let link = other.persistedProperties.first(where: { $0.type == .object && $0.objectClassName == className }) {
                    throw RealmError.migrationFailed("class '\(className)' is still linked from '\(other.className).\(link.name)'; remove that property first")
                }
            }
            try catalog.dropStorage(for: objectSchema)
            try catalog.forget(className: className)
            var newSchema = schema
            newSchema.remove(className: className)
            replaceSchema(newSchema)

        case .addProperty(let className, let property, let defaultValue):
            guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
            if objectSchema[property.name] != nil {
                throw RealmError.migrationFailed("property '\(className).\(property.name)' exists already")
            }
            guard !TableLayout.isReservedPropertyName(property.name) else {
                throw RealmError.invalidSchema("property name '\(property.name)' is reserved")
            }
            if property.isPersisted { try catalog.addStorage(for: property, in: objectSchema, isPrimaryKey: false) }
            try updateClass(className) { s in
                let firstComputed = s.properties.firstIndex { !$0.isPersisted } ?? s.properties.count
                s.properties.insert(property, at: property.isPersisted ? firstComputed : s.properties.count)
            }
            let fill = defaultValue ?? Realm.zeroValue(property)
            if property.isPersisted, !fill.isNull {
                let info = try info(className)
                var keys: [ObjectKey] = []
                let statement = try connection.makeStatement(sql: "SELECT _key FROM \(info.table)")
                try statement.forEachRow { keys.append($0.int64(at: 0)) }
                for key in keys { try setProperty(info, property, of: key, to: fill) }
            }

        case .removeProperty(let className, let name):
            guard let objectSchema = schema[className], let property = objectSchema[name] else {
                throw RealmError.noSuchProperty(className: className, propertyName: name)
            }
            if property.isPersisted {
                if let target = embeddedTarget(property) {
                    // Embedded children die with the property that owns them.
                    let info = try info(className)
                    try objects(className).forEach { object in
                        if property.isCollection {
                            try clearCollection(info, property, owner: object.key)
                        } else if case .link(let link) = try readSingle(info, property, of: object.key), let child = link.key {
                            try deleteObject(target, key: child)
                        }
                    }
                }
                try catalog.dropStorage(for: property, in: className)
            }
            try updateClass(className) { s in
                s.properties.removeAll { $0.name == name }
                if s.primaryKey == name { s.primaryKey = nil }
            }

        case .renameProperty(let className, let from, let to):
            try applyRename(className: className, from: from, to: to)

        case .changeProperty(let className, let property, let defaultValue):
            guard let objectSchema = schema[className], let old = objectSchema[property.name] else {
                throw RealmError.noSuchProperty(className: className, propertyName: property.name)
            }
            guard old.type == property.type, old.collection == property.collection, old.objectClassName == property.objectClassName else {
                throw RealmError.migrationFailed("property '\(className).\(property.name)' changes type; remove it and add it instead")
            }
            if old.isOptional, !property.isOptional, property.isPersisted {
                try fillNulls(className: className, property: property, defaultValue: defaultValue)
            }
            if old.isIndexed != property.isIndexed, !property.isCollection, objectSchema.primaryKey != property.name {
                try catalog.dropIndexes(for: old, in: className)
                try catalog.createIndexes(for: property, in: objectSchema, isPrimaryKey: false)
            }
            try updateClass(className) { s in
                if let i = s.index(of: property.name) { s.properties[i] = property }
            }

        case .changePrimaryKey(let className, let name):
            guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
            if let old = objectSchema.primaryKeyProperty {
                try catalog.dropIndexes(for: old, in: className)
                try catalog.createIndexes(for: old, in: objectSchema, isPrimaryKey: false)
            }
            if let name {
                guard let property = objectSchema[name], property.type.canBePrimaryKey, !property.isCollection else {
                    throw RealmError.invalidSchema("property '\(className).\(name)' cannot be a primary key")
                }
                try catalog.dropIndexes(for: property, in: className)
                do {
                    try catalog.createIndexes(for: property, in: objectSchema, isPrimaryKey: true)
                } catch let error as SQLiteError where ResultCode.SQLITE_CONSTRAINT ~= error.resultCode {
                    // Only a UNIQUE violation means duplicates; any other failure
                    // (disk full, interrupted, …) propagates and is translated as what it is.
                    let example = try duplicateValue(of: property, in: className).map { " (such as \($0))" } ?? ""
                    throw RealmError.migrationFailed("property '\(className).\(name)' has duplicate values\(example) and cannot become the primary key")
                }
            }
            try updateClass(className) { $0.primaryKey = name }
        }
    }

    /// One value of `property` held by more than one object (as a message
    /// shows it), or `nil` when there is none; nulls are not duplicates, as
    /// for the unique index that refused the primary key.
    private func duplicateValue(of property: Property, in className: String) throws -> String? {
        let info = try info(className)
        let column = TableLayout.quote(property.name)
        let statement = try connection.makeStatement(sql: """
            SELECT _key FROM \(info.table) WHERE \(column) IN
              (SELECT \(column) FROM \(info.table) WHERE \(column) IS NOT NULL GROUP BY \(column) HAVING count(*) > 1)
            ORDER BY _key LIMIT 1
            """)
        guard try statement.step() else { return nil }
        let key = statement.int64(at: 0)
        statement.reset()
        return describe(try readSingle(info, property, of: key))
    }

    private func fillNulls(className: String, property: Property, defaultValue: AnyRealmValue?) throws {
        let info = try info(className)
        if property.isCollection {
            let table = info.collectionTable(property)
            let nulls = try connection.fetchValue(sql: "SELECT count(*) FROM \(table) WHERE value IS NULL")
            guard nulls != .integer(0) else { return }
            guard let defaultValue, !defaultValue.isNull else {
                throw RealmError.migrationFailed("property '\(className).\(property.name)' holds null elements; give a default to make it required")
            }
            let value = try normalize(defaultValue, for: property, in: info)
            let columns = TableLayout.valueColumns(base: TableLayout.valueColumn, type: property.type)
            let statement = try connection.makeStatement(
                sql: "UPDATE \(table) SET \(columns.map { TableLayout.quote($0) + " = ?" }.joined(separator: ", ")) WHERE value IS NULL")
            var parameter: Int32 = 1
            try ValueCoding.bind(value, type: property.type, to: statement, at: &parameter)
            try statement.execute()
            return
        }
        let column = TableLayout.quote(property.name)
        let nulls = try connection.fetchValue(sql: "SELECT count(*) FROM \(info.table) WHERE \(column) IS NULL")
        guard nulls != .integer(0) else { return }
        guard let defaultValue, !defaultValue.isNull else {
            throw RealmError.migrationFailed("property '\(className).\(property.name)' has null values; give a default to make it required")
        }
        var required = property
        required.isOptional = false
        let value = try normalize(defaultValue, for: required, in: info)
        let columns = TableLayout.valueColumns(base: property.name, type: property.type)
        let statement = try connection.makeStatement(
            sql: "UPDATE \(info.table) SET \(columns.map { TableLayout.quote($0) + " = ?" }.joined(separator: ", ")) WHERE \(column) IS NULL")
        var parameter: Int32 = 1
        try ValueCoding.bind(value, type: property.type, to: statement, at: &parameter)
        try statement.execute()
    }

    /// Renames a property, keeping its data; when `to` was already added (a
    /// migration block renaming after the schema diff), its empty storage is replaced.
    func applyRename(className: String, from: String, to: String) throws {
        guard let objectSchema = schema[className], let old = objectSchema[from] else {
            throw RealmError.noSuchProperty(className: className, propertyName: from)
        }
        guard !TableLayout.isReservedPropertyName(to) else { throw RealmError.invalidSchema("property name '\(to)' is reserved") }
        var renamed = old
        renamed.name = to
        if let added = objectSchema[to] {
            guard added.type == old.type, added.collection == old.collection else {
                throw RealmError.migrationFailed("cannot rename '\(className).\(from)' to '\(to)': the types differ")
            }
            renamed = added
            if added.isPersisted { try catalog.dropStorage(for: added, in: className) }
        }
        let isPrimaryKey = objectSchema.primaryKey == from || objectSchema.primaryKey == to
        if old.isPersisted {
            try catalog.renameStorage(for: old, in: className, to: to, isPrimaryKey: isPrimaryKey, objectSchema: objectSchema)
        }
        try updateClass(className) { s in
            s.properties.removeAll { $0.name == to }
            if let i = s.index(of: from) { s.properties[i] = renamed }
            if s.primaryKey == from { s.primaryKey = to }
        }
        // Backlink declarations naming the old property follow the rename.
        for other in schema.objectSchemas {
            let needsUpdate = other.properties.contains {
                $0.type == .linkingObjects && $0.objectClassName == className && $0.linkOriginPropertyName == from
            }
            if needsUpdate {
                try updateClass(other.className) { s in
                    for i in s.properties.indices
                    where s.properties[i].type == .linkingObjects && s.properties[i].objectClassName == className
                        && s.properties[i].linkOriginPropertyName == from
                    {
                        s.properties[i].linkOriginPropertyName = to
                    }
                }
            }
        }
    }
}
