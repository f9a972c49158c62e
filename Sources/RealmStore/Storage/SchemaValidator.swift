import RealmModel

/// Checks a schema against Realm's rules before anything is stored.
enum SchemaValidator {
    /// Throws `RealmError.invalidSchema` naming the first broken rule.
    static func validate(_ schema: Schema) throws {
        var seen = Set<String>()
        for objectSchema in schema.objectSchemas {
            let c = objectSchema.className
            guard !c.isEmpty, !c.hasPrefix("__") else { throw RealmError.invalidSchema("invalid class name \(quoted: c)") }
            guard seen.insert(c).inserted else { throw RealmError.invalidSchema("class \(quoted: c) is declared twice") }
            var names = Set<String>()
            for p in objectSchema.properties {
                guard !TableLayout.isReservedPropertyName(p.name) else {
                    throw RealmError.invalidSchema("property name \(quoted: p.name) on class \(quoted: c) is reserved")
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
    }
}
