import RealmModel

/// Checks a schema against Realm's rules before anything is stored.
enum SchemaValidator {
    /// Throws `RealmError.invalidSchema` naming the first broken rule.
    static func validate(_ schema: Schema) throws {
        var seen = Set<String>()
        for objectSchema in schema.objectSchemas {
            let c = objectSchema.className
            // `__` names are fine: a class's table is `class_<name>`, never one of the store's own `__` tables.
            guard !c.isEmpty else { throw RealmError.invalidSchema("invalid class name \(quoted: c)") }
            guard seen.insert(c).inserted else { throw RealmError.invalidSchema("class \(quoted: c) is declared twice") }
            var names = Set<String>()
            for p in objectSchema.properties {
                guard !TableLayout.isReservedPropertyName(p.name) else {
                    throw RealmError.invalidSchema("property name \(quoted: p.name) on class \(quoted: c) is empty")
                }
                guard names.insert(p.name).inserted else {
                    throw RealmError.invalidSchema("property \(quoted: c + "." + p.name) is declared twice")
                }
                if p.type == .object || p.type == .linkingObjects {
                    guard let target = p.objectClassName, let targetSchema = schema[target] else {
                        throw RealmError.invalidSchema("property \(quoted: c + "." + p.name) links to unknown class \(quoted: p.objectClassName ?? "")")
                    }
                    if p.type == .linkingObjects {
                        guard let origin = p.linkOriginPropertyName, let forward = targetSchema[origin],
                            forward.type == .object, forward.objectClassName == c
                        else {
                            throw RealmError.invalidSchema("linkingObjects \(quoted: c + "." + p.name) needs a link property of \(quoted: target) pointing at \(quoted: c)")
                        }
                    }
                    if p.type == .object, p.collection == .list || p.collection == .set, p.isOptional, !targetSchema.isEmbedded {
                        // Realm: lists and sets of objects hold no nulls. Dictionaries may.
                        throw RealmError.invalidSchema("property \(quoted: c + "." + p.name): lists and sets of objects cannot be optional")
                    }
                    if p.type == .object, p.collection == .set, targetSchema.isEmbedded {
                        throw RealmError.invalidSchema("property \(quoted: c + "." + p.name): sets cannot hold embedded objects")
                    }
                }
            }
            try checkColumnsAreDistinct(objectSchema)
            if let pk = objectSchema.primaryKey {
                guard let p = objectSchema[pk] else {
                    throw RealmError.invalidSchema("primary key \(quoted: pk) is not a property of class \(quoted: c)")
                }
                guard p.type.canBePrimaryKey, p.collection == nil else {
                    throw RealmError.invalidSchema("property \(quoted: c + "." + pk) of type \(p.typeDescription) cannot be a primary key")
                }
                guard !objectSchema.isEmbedded else {
                    throw RealmError.invalidSchema("embedded class \(quoted: c) cannot have a primary key")
                }
            }
        }
        try checkTablesAreDistinct(schema)
    }

    /// Throws unless every class and property of `schema` gets tables and
    /// columns of its own (see `checkTablesAreDistinct`); for schema steps,
    /// before they touch storage.
    static func checkStorable(_ schema: Schema) throws {
        for objectSchema in schema.objectSchemas { try checkColumnsAreDistinct(objectSchema) }
        try checkTablesAreDistinct(schema)
    }

    /// SQLite's names ignore ASCII letter case, a collection's table is
    /// `class_<Class>.<property>` and an index `index:<table>.<column>`: Realm
    /// tells apart names the store cannot. Refuses, naming both, two classes
    /// or properties whose tables or indexes would be one.
    private static func checkTablesAreDistinct(_ schema: Schema) throws {
        var names: [String: String] = [:]  // folded table or index name → what it stores
        for objectSchema in schema.objectSchemas {
            let c = objectSchema.className
            let table = TableLayout.classTable(c)
            var owned = [(table, "class \(quoted: c)")]
            for p in objectSchema.persistedProperties {
                let owner = "property \(quoted: p.name) of class \(quoted: c)"
                if p.isCollection {
                    let side = TableLayout.collectionTable(c, p.name)
                    owned.append((side, owner))
                    owned.append((TableLayout.indexName(side, TableLayout.ownerColumn), owner))
                    if p.type == .object { owned.append((TableLayout.indexName(side, TableLayout.valueColumn), owner)) }
                } else if p.isIndexed || p.type == .object || objectSchema.primaryKey == p.name {
                    owned.append((TableLayout.indexName(table, p.name), owner))
                }
            }
            for (name, owner) in owned {
                if let other = names.updateValue(owner, forKey: fold(name)), other != owner {
                    throw RealmError.invalidSchema("\(other) and \(owner) cannot both be stored: RealmLens's store would name their tables alike (its names ignore letter case, and join class and property names with a dot)")
                }
            }
        }
    }

    private static func checkColumnsAreDistinct(_ objectSchema: ObjectSchema) throws {
        var columns: [String: String] = [fold(TableLayout.keyColumn): ""]
        let c = objectSchema.className
        for p in objectSchema.persistedProperties where !p.isCollection {
            for column in TableLayout.valueColumns(base: p.name, type: p.type) {
                if let other = columns.updateValue(p.name, forKey: fold(column)), other != p.name {
                    throw RealmError.invalidSchema("properties \(quoted: c + "." + other) and \(quoted: c + "." + p.name) cannot both be stored: RealmLens's store ignores letter case in names")
                }
            }
        }
    }

    /// A name as SQLite compares it: ASCII letters in lower case.
    private static func fold(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return name }
        return String(decoding: name.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
