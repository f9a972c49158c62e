import RealmLifecycle
import RealmModel
import RealmStore

/// `.alter`, `.create-class`, `.drop-class`: schema changes as migrations,
/// each in one transaction that raises the schema version by one.
enum SchemaChangeCommands {
    static let alterClass = ArgumentSpec("CLASS", help: "The class to change.", type: .className)
    static let change = ArgumentSpec("CHANGE", help: "What to change (see below).", isRepeating: true)
    static let newClass = ArgumentSpec("NAME", help: "The new class.")
    static let properties = ArgumentSpec("PROPERTIES", help: "{name: TYPE, …}", isRepeating: true)
    static let primaryKey = OptionSpec(["--primary-key"], valueName: "PROPERTY", help: "The primary-key property (int, string, objectId or uuid).")
    static let embedded = OptionSpec(["--embedded"], help: "An embedded class (objects live inside their owner).")
    static let droppedClass = ArgumentSpec("NAME", help: "The class to remove.", type: .className)

    static let alter: Command = Command(
        name: ".alter", abstract: "Change a class's properties (a migration: the schema version goes up by one).",
        discussion: """
        .alter CLASS add NAME TYPE [default VALUE]    new property; existing objects get VALUE (or the type's zero value)
        .alter CLASS remove NAME                      drop a property and its values
        .alter CLASS rename NAME to NEWNAME           keep the values under a new name
        .alter CLASS optional NAME                    allow null
        .alter CLASS required NAME [default VALUE]    forbid null; existing nulls become VALUE
        .alter CLASS index NAME / unindex NAME        add or drop a search index
        TYPE is written as in RealmSwift or the canonical dump: String, Int?, List<Dog>, Map<String, Double>, uuid, mixed.
        """,
        arguments: [alterClass, change],
        examples: [".alter Ingredient add colorName string default 'rw-green'", ".alter Dog rename name to title", ".alter Dog remove notes"],
        run: { context in
            let session = try context.requireSession()
            let realm = try session.requireWritableRealm()
            let className = alterClass.required(in: context.arguments)
            guard let objectSchema = realm.schema[className] else { throw StatementRunner.noSuchClass(className, schema: realm.schema) }
            let words = change.values(in: context.arguments)
            let change = try parseAlteration(words, objectSchema: objectSchema, schema: realm.schema)
            if case .removeProperty(_, let name) = change, session.isInteractive {
                let count = try realm.objectCount(ofClass: className)
                guard session.confirm("remove property '\(className).\(name)' and its values in \(count) object\(count == 1 ? "" : "s")?") else {
                    try session.status("nothing changed")
                    return
                }
            }
            try realm.migrate([change])
            try session.status("\(change) (schema version \(realm.schemaVersion))")
        })

    static func parseAlteration(_ words: [String], objectSchema: ObjectSchema, schema: Schema) throws -> SchemaChange {
        let className = objectSchema.className
        func property(_ name: String?) throws -> Property {
            guard let name else { throw CommandFailure("which property? e.g. .alter \(shown: className) remove notes") }
            guard let property = objectSchema[name] else {
                throw CommandFailure.noSuchProperty(name, className: className, among: objectSchema.properties.map(\.name))
            }
            return property
        }
        func defaultValue(_ rest: ArraySlice<String>, for property: Property) throws -> AnyRealmValue? {
            guard let first = rest.first else { return nil }
            guard first.lowercased() == "default", rest.count == 2, let text = rest.last else {
                throw CommandFailure("expected 'default VALUE' after the type, got \(quoted: rest.joined(separator: " "))")
            }
            // Dot-command words arrive unquoted, so a string default is the word itself ('' is empty).
            if property.type == .string && property.collection == nil { return .string(text) }
            return try ValueConverter(schema: schema).propertyValue(try ObjectReference.literalJSON(text), for: property, in: objectSchema)
        }
        guard let verb = words.first?.lowercased() else { throw UsageError.invalid("what change? add, remove, rename, optional, required, index or unindex") }
        switch verb {
        case "add":
            guard words.count >= 3 else { throw UsageError.invalid("usage: .alter \(shown: className) add NAME TYPE [default VALUE]") }
            var newProperty = try TypeSpec.parse(words[2], name: words[1], schema: schema)
            if words.count >= 4 && words.last?.lowercased() == "indexed" { newProperty.isIndexed = true }
            let rest = words.dropFirst(3).filter { $0.lowercased() != "indexed" }
            return .addProperty(className: className, property: newProperty, defaultValue: try defaultValue(rest[...], for: newProperty))
        case "remove", "drop":
            guard words.count == 2 else { throw UsageError.invalid("usage: .alter \(shown: className) remove NAME") }
            return .removeProperty(className: className, propertyName: try property(words[1]).name)
        case "rename":
            guard words.count == 4, words[2].lowercased() == "to" else { throw UsageError.invalid("usage: .alter \(shown: className) rename NAME to NEWNAME") }
            return .renameProperty(className: className, from: try property(words[1]).name, to: words[3])
        case "optional", "required", "index", "unindex":
            guard words.count >= 2 else { throw UsageError.invalid("usage: .alter \(shown: className) \(verb) NAME") }
            var changed = try property(words[1])
            switch verb {
            case "optional": changed.isOptional = true
            case "required": changed.isOptional = false
            case "index": changed.isIndexed = true
            default: changed.isIndexed = false
            }
            let value = verb == "required" ? try defaultValue(words.dropFirst(2), for: changed) : nil
            if verb != "required" && words.count > 2 { throw UsageError.invalid("unexpected \(quoted: words[2])") }
            return .changeProperty(className: className, property: changed, defaultValue: value)
        default:
            throw UsageError.invalid("unknown change \(quoted: verb); use add, remove, rename, optional, required, index or unindex")
        }
    }

    static let createClass: Command = Command(
        name: ".create-class", abstract: "Add a class (a migration: the schema version goes up by one).",
        discussion: "PROPERTIES is {name: TYPE, …} with TYPE as in .alter; --primary-key names one of them.",
        arguments: [newClass, properties],
        options: [primaryKey, embedded],
        examples: [".create-class Cat {name: string, age: int?, owner: Person?}", ".create-class Tag {id: uuid, label: String} --primary-key id"],
        run: { context in
            let realm = try context.requireSession().requireWritableRealm()
            let name = newClass.required(in: context.arguments)
            guard realm.schema[name] == nil else { throw CommandFailure("class \(quoted: name) already exists") }
            let text = Self.properties.values(in: context.arguments).joined(separator: " ")
            guard case .object(let members) = try RelaxedJSON.parse(text.isEmpty ? "{}" : text) else {
                throw CommandFailure("expected properties as {name: TYPE, …}")
            }
            // Links to the class itself need the class to exist while types are read.
            var schema = realm.schema
            schema.upsert(ObjectSchema(className: name, properties: []))
            var properties: [Property] = []
            for (propertyName, typeValue) in members {
                guard case .string(let typeText) = typeValue else { throw CommandFailure("the type of \(quoted: propertyName) must be a word like string or List<Dog>") }
                properties.append(try TypeSpec.parse(typeText, name: propertyName, schema: schema))
            }
            let primaryKey = Self.primaryKey.value(in: context.arguments)
            if let pk = primaryKey, let index = properties.firstIndex(where: { $0.name == pk }) {
                properties[index].isIndexed = true
            }
            let objectSchema = ObjectSchema(className: name, isEmbedded: embedded.isSet(in: context.arguments), primaryKey: primaryKey, properties: properties)
            try realm.migrate([.addClass(objectSchema)])
            try context.requireSession().status("class '\(name)' was added (schema version \(realm.schemaVersion))")
        })

    static let dropClass: Command = Command(
        name: ".drop-class", abstract: "Remove a class and all its objects (a migration: the schema version goes up by one). Asks first at a terminal.",
        arguments: [droppedClass],
        examples: [".drop-class Cat"],
        run: { context in
            let session = try context.requireSession()
            let realm = try session.requireWritableRealm()
            let name = droppedClass.required(in: context.arguments)
            guard let objectSchema = realm.schema[name] else { throw StatementRunner.noSuchClass(name, schema: realm.schema) }
            // Asked only where the migration can run: a class still linked to stays.
            let linked = realm.schema.objectSchemas.filter { $0.className != name }.lazy.compactMap { source in
                source.persistedProperties.first { $0.type == .object && $0.objectClassName == name }.map { "\(source.className).\($0.name)" }
            }.first
            if session.isInteractive, linked == nil {
                guard session.confirm("remove class '\(name)' and \(try dropDescription(objectSchema, realm: realm))?") else {
                    try session.status("nothing changed")
                    return
                }
            }
            try realm.migrate([.removeClass(name)])
            try context.requireSession().status("class '\(name)' was removed (schema version \(realm.schemaVersion))")
        })

    /// `its 3 objects` (or `every embedded Address object`), for the question before dropping.
    static func dropDescription(_ objectSchema: ObjectSchema, realm: Realm) throws -> String {
        if objectSchema.isEmbedded { return "every embedded \(objectSchema.className) object" }
        let count = try realm.objectCount(ofClass: objectSchema.className)
        return "its \(count) object\(count == 1 ? "" : "s")"
    }
}
