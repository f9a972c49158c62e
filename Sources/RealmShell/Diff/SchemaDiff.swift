import RealmModel

/// One difference between two schemas. Computed `linkingObjects` are not
/// compared (a Realm file records none, so a genuine file and a store of
/// the same data are equal), nor is property order.
enum SchemaDifference: Equatable {
    case classAdded(String)
    case classRemoved(String)
    case embeddedChanged(className: String, a: Bool, b: Bool)
    case primaryKeyChanged(className: String, a: String?, b: String?)
    case propertyAdded(className: String, Property)
    case propertyRemoved(className: String, Property)
    /// Type, optionality, collection or link target differ.
    case propertyChanged(className: String, a: Property, b: Property)
    /// `none`, `indexed` or `fullText`.
    case indexChanged(className: String, property: String, a: String, b: String)
}

enum SchemaDiff {
    /// The changes from `a` to `b`, class by class in name order, each
    /// class's properties in `b`'s order (removed ones after).
    static func changes(from a: Schema, to b: Schema) -> [SchemaDifference] {
        var changes: [SchemaDifference] = []
        let names = Set(a.classNames).union(b.classNames).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names {
            switch (a[name], b[name]) {
            case (nil, .some): changes.append(.classAdded(name))
            case (.some, nil): changes.append(.classRemoved(name))
            case (let classA?, let classB?): changes += classChanges(classA, classB)
            case (nil, nil): break
            }
        }
        return changes
    }

    private static func classChanges(_ a: ObjectSchema, _ b: ObjectSchema) -> [SchemaDifference] {
        var changes: [SchemaDifference] = []
        let name = a.className
        if a.isEmbedded != b.isEmbedded { changes.append(.embeddedChanged(className: name, a: a.isEmbedded, b: b.isEmbedded)) }
        if a.primaryKey != b.primaryKey { changes.append(.primaryKeyChanged(className: name, a: a.primaryKey, b: b.primaryKey)) }
        for propertyB in b.persistedProperties {
            guard let propertyA = a[propertyB.name], propertyA.isPersisted else {
                changes.append(.propertyAdded(className: name, propertyB))
                continue
            }
            if !sameValues(propertyA, propertyB) {
                changes.append(.propertyChanged(className: name, a: propertyA, b: propertyB))
            }
            let indexA = indexKind(propertyA, isPrimaryKey: propertyA.name == a.primaryKey)
            let indexB = indexKind(propertyB, isPrimaryKey: propertyB.name == b.primaryKey)
            if indexA != indexB { changes.append(.indexChanged(className: name, property: propertyB.name, a: indexA, b: indexB)) }
        }
        for propertyA in a.persistedProperties where !(b[propertyA.name]?.isPersisted ?? false) {
            changes.append(.propertyRemoved(className: name, propertyA))
        }
        return changes
    }

    /// Whether two properties hold the same kind of values: type, optionality, collection, link target.
    static func sameValues(_ a: Property, _ b: Property) -> Bool {
        a.type == b.type && a.isOptional == b.isOptional && a.collection == b.collection && a.objectClassName == b.objectClassName
    }

    /// Whether values of `a` and `b` can be compared (same type, collection and target; optionality may differ).
    static func comparable(_ a: Property, _ b: Property) -> Bool {
        a.type == b.type && a.collection == b.collection && a.objectClassName == b.objectClassName
    }

    /// A primary key's own index is not a separate index: `none` for it.
    static func indexKind(_ property: Property, isPrimaryKey: Bool) -> String {
        if isPrimaryKey { return "none" }
        if property.isFullTextIndexed { return "fullText" }
        return property.isIndexed ? "indexed" : "none"
    }
}
