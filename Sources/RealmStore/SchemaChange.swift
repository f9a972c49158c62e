import RealmModel

/// One step of a schema migration, applied with `Realm.migrate(_:toVersion:)`.
///
/// ```swift
/// try realm.migrate([.addProperty(className: "Ingredient",
///                                 property: Property(name: "colorName", type: .string),
///                                 defaultValue: .string("rw-green"))], toVersion: 1)
/// ```
public enum SchemaChange: Hashable, Sendable, CustomStringConvertible {
    /// A new class (with no objects).
    case addClass(ObjectSchema)
    /// A class and all its objects go.
    case removeClass(String)
    /// A new property; existing objects get `defaultValue` (or the type's
    /// zero value / null / an empty collection when `nil`).
    case addProperty(className: String, property: Property, defaultValue: AnyRealmValue?)
    /// A property and its values go.
    case removeProperty(className: String, propertyName: String)
    /// A property gets a new name, keeping its values.
    case renameProperty(className: String, from: String, to: String)
    /// Same name and type, new optionality or index: nulls of a property made
    /// required become `defaultValue` (without one, nulls make the step fail).
    case changeProperty(className: String, property: Property, defaultValue: AnyRealmValue?)
    /// A new primary key (or none); the values must be unique.
    case changePrimaryKey(className: String, propertyName: String?)

    /// What the step does, as the `migration required` message lists it.
    public var description: String {
        switch self {
        case .addClass(let s): return "class \(quoted: s.className) was added"
        case .removeClass(let c): return "class \(quoted: c) was removed"
        case .addProperty(let c, let p, _): return "property \(quoted: c + "." + p.name) (\(p.typeDescription)) was added"
        case .removeProperty(let c, let p): return "property \(quoted: c + "." + p) was removed"
        case .renameProperty(let c, let from, let to): return "property \(quoted: c + "." + from) was renamed to \(quoted: to)"
        case .changeProperty(let c, let p, _): return "property \(quoted: c + "." + p.name) changed to \(p.typeDescription)\(p.isIndexed ? " (indexed)" : "")"
        case .changePrimaryKey(let c, let p): return "primary key of class \(quoted: c) changed to \(p.map { "\(quoted: $0)" } ?? "none")"
        }
    }
}

/// Computes the steps from one schema to another (no renames: a renamed
/// property reads as removed + added unless a migration block renames it).
enum SchemaDiff {
    static func changes(from old: Schema, to new: Schema) -> [SchemaChange] {
        var changes: [SchemaChange] = []
        for objectSchema in new.objectSchemas where old[objectSchema.className] == nil {
            changes.append(.addClass(objectSchema))
        }
        for objectSchema in old.objectSchemas where new[objectSchema.className] == nil {
            changes.append(.removeClass(objectSchema.className))
        }
        for newClass in new.objectSchemas {
            guard let oldClass = old[newClass.className] else { continue }
            let c = newClass.className
            for p in newClass.persistedProperties {
                guard let o = oldClass[p.name], o.isPersisted else {
                    changes.append(.addProperty(className: c, property: p, defaultValue: nil))
                    continue
                }
                if o.type != p.type || o.collection != p.collection || o.objectClassName != p.objectClassName {
                    // A type change is a removal plus an addition (values are not converted).
                    changes.append(.removeProperty(className: c, propertyName: p.name))
                    changes.append(.addProperty(className: c, property: p, defaultValue: nil))
                } else if o.isOptional != p.isOptional || o.isIndexed != p.isIndexed || o.isFullTextIndexed != p.isFullTextIndexed {
                    changes.append(.changeProperty(className: c, property: p, defaultValue: nil))
                }
            }
            for o in oldClass.persistedProperties where newClass[o.name]?.isPersisted != true {
                changes.append(.removeProperty(className: c, propertyName: o.name))
            }
            if oldClass.primaryKey != newClass.primaryKey {
                changes.append(.changePrimaryKey(className: c, propertyName: newClass.primaryKey))
            }
            if oldClass.isEmbedded != newClass.isEmbedded {
                changes.append(.removeClass(c))
                changes.append(.addClass(newClass))
            }
        }
        return changes
    }

    /// Whether only computed (`linkingObjects`) properties differ.
    static func computedPropertiesDiffer(_ old: Schema, _ new: Schema) -> Bool {
        old.objectSchemas.contains { o in new[o.className].map { Set($0.computedProperties) != Set(o.computedProperties) } ?? false }
    }
}
