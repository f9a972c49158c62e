import RealmModel
import SQLite

/// The schema steps of a migration (`SchemaChange`), one function per kind
/// of step, each inside the migration's write transaction.
extension Realm {
    private func updateClass(_ className: String, _ change: (inout ObjectSchema) -> Void) throws {
        guard var objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
        change(&objectSchema)
        var newSchema = schema
        newSchema.upsert(objectSchema)
        try catalog.save(objectSchema)
        replaceSchema(newSchema)
    }

    /// Applies one schema step; each kind of step is one function below.
    func apply(_ change: SchemaChange) throws {
        switch change {
        case .addClass(let objectSchema): try addClass(objectSchema)
        case .removeClass(let className): try removeClass(className)
        case .addProperty(let className, let property, let defaultValue): try addProperty(property, to: className, defaultValue: defaultValue)
        case .removeProperty(let className, let name): try removeProperty(name, from: className)
        case .renameProperty(let className, let from, let to): try applyRename(className: className, from: from, to: to)
        case .changeProperty(let className, let property, let defaultValue): try changeProperty(property, of: className, defaultValue: defaultValue)
        case .changePrimaryKey(let className, let name): try changePrimaryKey(of: className, to: name)
        }
    }

    private func addClass(_ objectSchema: ObjectSchema) throws {
        if schema[objectSchema.className] != nil { throw RealmError.migrationFailed("class \(quoted: objectSchema.className) exists already") }
        var widened = schema
        widened.upsert(objectSchema)
        try SchemaValidator.checkStorable(widened)
        try catalog.createStorage(for: objectSchema)
        try catalog.save(objectSchema)
        var newSchema = schema
        newSchema.upsert(objectSchema)
        replaceSchema(newSchema)
    }

    /// Refused while another class still links to it.
    private func removeClass(_ className: String) throws {
        guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
        for other in schema.objectSchemas where other.className != className {
            if let link = other.persistedProperties.first(where: { $0.type == .object && $0.objectClassName == className }) {
                throw RealmError.migrationFailed("class \(quoted: className) is still linked from \(quoted: "\(other.className).\(link.name)"); remove that property first")
            }
        }
        try catalog.dropStorage(for: objectSchema)
        try catalog.forget(className: className)
        var newSchema = schema
        newSchema.remove(className: className)
        replaceSchema(newSchema)
        // Links to its objects held in mixed values go as its objects' deletes would remove them.
        try forEachMixedLink(rewrite: true) { _, link in link.className == className }
    }

    /// Existing objects get `defaultValue`, or the type's zero value for a required property.
    private func addProperty(_ property: Property, to className: String, defaultValue: AnyRealmValue?) throws {
        guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
        if objectSchema[property.name] != nil {
            throw RealmError.migrationFailed("property \(quoted: "\(className).\(property.name)") exists already")
        }
        guard !TableLayout.isReservedPropertyName(property.name) else {
            throw RealmError.invalidSchema("property name \(quoted: property.name) on class \(quoted: className) is empty")
        }
        var widened = objectSchema
        widened.properties.append(property)
        var widenedSchema = schema
        widenedSchema.upsert(widened)
        try SchemaValidator.checkStorable(widenedSchema)
        if property.isPersisted { try catalog.addStorage(for: property, in: objectSchema, isPrimaryKey: false) }
        try updateClass(className) { s in
            let firstComputed = s.properties.firstIndex { !$0.isPersisted } ?? s.properties.count
            s.properties.insert(property, at: property.isPersisted ? firstComputed : s.properties.count)
        }
        let fill = defaultValue ?? Realm.zeroValue(property)
        if property.isPersisted, !fill.isNull {
            let info = try info(className)
            var keys: [ObjectKey] = []
            let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.keyColumn) FROM \(info.table)")
            try statement.forEachRow { keys.append($0.int64(at: 0)) }
            for key in keys { try setProperty(info, property, of: key, to: fill) }
        }
    }

    /// Embedded objects the property owns are deleted with it.
    private func removeProperty(_ name: String, from className: String) throws {
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
    }

    /// Optionality and indexing may change; the type may not (remove and add instead).
    private func changeProperty(_ property: Property, of className: String, defaultValue: AnyRealmValue?) throws {
        guard let objectSchema = schema[className], let old = objectSchema[property.name] else {
            throw RealmError.noSuchProperty(className: className, propertyName: property.name)
        }
        guard old.type == property.type, old.collection == property.collection, old.objectClassName == property.objectClassName else {
            throw RealmError.migrationFailed("property \(quoted: "\(className).\(property.name)") changes type; remove it and add it instead")
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
    }

    /// The old primary key keeps an ordinary index; the new one gets a unique
    /// index, refused (naming one duplicate) when values repeat.
    private func changePrimaryKey(of className: String, to name: String?) throws {
        guard let objectSchema = schema[className] else { throw RealmError.noSuchClass(className) }
        if let old = objectSchema.primaryKeyProperty {
            try catalog.dropIndexes(for: old, in: className)
            try catalog.createIndexes(for: old, in: objectSchema, isPrimaryKey: false)
        }
        if let name {
            guard let property = objectSchema[name], property.type.canBePrimaryKey, !property.isCollection else {
                throw RealmError.invalidSchema("property \(quoted: "\(className).\(name)") cannot be a primary key")
            }
            try catalog.dropIndexes(for: property, in: className)
            do {
                try catalog.createIndexes(for: property, in: objectSchema, isPrimaryKey: true)
            } catch let error as SQLiteError where ResultCode.SQLITE_CONSTRAINT ~= error.resultCode {
                // Only a UNIQUE violation means duplicates; any other failure
                // (disk full, interrupted, …) propagates and is translated as what it is.
                let example = try duplicateValue(of: property, in: className).map { " (such as \($0))" } ?? ""
                throw RealmError.migrationFailed("property \(quoted: "\(className).\(name)") has duplicate values\(example) and cannot become the primary key")
            }
        }
        try updateClass(className) { $0.primaryKey = name }
    }

    /// One value of `property` held by more than one object (as a message
    /// shows it), or `nil` when there is none; nulls are not duplicates, as
    /// for the unique index that refused the primary key.
    private func duplicateValue(of property: Property, in className: String) throws -> String? {
        let info = try info(className)
        let column = TableLayout.quotedColumn(property.name)
        let statement = try connection.makeStatement(sql: """
            SELECT \(TableLayout.keyColumn) FROM \(info.table) WHERE \(column) IN
              (SELECT \(column) FROM \(info.table) WHERE \(column) IS NOT NULL GROUP BY \(column) HAVING count(*) > 1)
            ORDER BY \(TableLayout.keyColumn) LIMIT 1
            """)
        guard try statement.step() else { return nil }
        let key = statement.int64(at: 0)
        statement.reset()
        return describe(try readSingle(info, property, of: key))
    }

    /// Gives every null of `property`, which is becoming required, the
    /// default, or refuses without one. A list's or set's null elements
    /// (rows of its own table) and a single property's null values (its
    /// class's column) are filled alike; only the table, the column and
    /// the wording of the refusal differ.
    private func fillNulls(className: String, property: Property, defaultValue: AnyRealmValue?) throws {
        let info = try info(className)
        let (table, base, nulls) = property.isCollection
            ? (info.collectionTable(property), TableLayout.valueColumn, "holds null elements")
            : (info.table, property.name, "has null values")
        let column = TableLayout.quotedColumn(base)
        let count = try connection.fetchValue(sql: "SELECT count(*) FROM \(table) WHERE \(column) IS NULL")
        guard count != .integer(0) else { return }
        guard let defaultValue, !defaultValue.isNull else {
            throw RealmError.migrationFailed("property \(quoted: "\(className).\(property.name)") \(nulls); give a default to make it required")
        }
        var required = property
        required.isOptional = false
        let value = try normalize(defaultValue, for: required, in: info)
        let columns = TableLayout.valueColumns(base: base, type: property.type)
        let statement = try connection.makeStatement(
            sql: "UPDATE \(table) SET \(columns.map { TableLayout.quote($0) + " = ?" }.joined(separator: ", ")) WHERE \(column) IS NULL")
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
        guard !TableLayout.isReservedPropertyName(to) else { throw RealmError.invalidSchema("property name \(quoted: to) on class \(quoted: className) is empty") }
        var renamed = old
        renamed.name = to
        var renamedClass = objectSchema
        renamedClass.properties.removeAll { $0.name == to }
        if let i = renamedClass.index(of: from) { renamedClass.properties[i] = renamed }
        var renamedSchema = schema
        renamedSchema.upsert(renamedClass)
        try SchemaValidator.checkStorable(renamedSchema)
        if let added = objectSchema[to] {
            guard added.type == old.type, added.collection == old.collection else {
                throw RealmError.migrationFailed("cannot rename \(quoted: "\(className).\(from)") to \(quoted: to): the types differ")
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
