import RealmLifecycle
import RealmModel
import RealmStore

/// The objects `.import` reads for one class, from JSON (an array of
/// objects) or CSV (a header of property names), created in two passes so
/// that whatever `.export` writes imports again: first every object without
/// its links to its own class, then those links, which may point forwards
/// (`Book.sequelTo` naming a later book) or by position (`{"$index": 7}`
/// counts the class's objects, the imported ones included).
struct ClassImport {
    let objectSchema: ObjectSchema
    let schema: Schema
    /// Each object's given members, in file order.
    var objects: [[(property: Property, json: JSONValue)]] = []

    /// Reads `text` (CSV when `csv`); `file` names it in errors.
    init(text: String, csv: Bool, file: String, objectSchema: ObjectSchema, schema: Schema) throws {
        self.objectSchema = objectSchema
        self.schema = schema
        if csv {
            let records = try CSVText.records(text)
            guard let header = records.first?.map(\.text) else { throw CommandFailure("\(file) is empty") }
            let properties = try header.map { try property(named: $0, in: file, column: true) }
            for (number, record) in records.dropFirst().enumerated() {
                guard record.count == properties.count else {
                    throw CommandFailure("\(file): record \(number + 1) has \(record.count) fields, the header \(properties.count)")
                }
                objects.append(try zip(properties, record).map { ($0, try CSVText.json($1, property: $0, schema: schema)) })
            }
        } else {
            guard case .array(let items) = try RelaxedJSON.parse(text) else { throw CommandFailure("\(file) must hold a JSON array of objects") }
            for item in items {
                guard case .object(let members) = item else {
                    throw CommandFailure("\(file) must hold a JSON array of objects like {\"name\": \"Rex\"}")
                }
                objects.append(try members.map { (try property(named: $0, in: file, column: false), $1) })
            }
        }
    }

    func property(named name: String, in file: String, column: Bool) throws -> Property {
        guard let property = objectSchema[name], property.isPersisted else {
            if column { throw CommandFailure("\(file): column \(quoted: name) is not a property of \(quoted: objectSchema.className)") }
            throw CommandFailure.noSuchProperty(name, className: objectSchema.className, among: objectSchema.persistedProperties.map(\.name))
        }
        return property
    }

    /// Whether a property links to objects of the imported class itself.
    func isSelfLink(_ property: Property) -> Bool {
        property.type == .object && property.objectClassName == objectSchema.className
    }

    /// Creates the objects in `realm`'s open write transaction; returns, per
    /// property left out of some objects, how many got its type's empty
    /// value (as `create` fills them).
    func create(in realm: Realm, session: Session) throws -> [(path: String, count: Int)] {
        let className = objectSchema.className
        let converter = ValueConverter(session: session, schema: schema)
        var created: [DynamicObject] = []
        created.reserveCapacity(objects.count)
        var filled: [(path: String, count: Int)] = []
        for members in objects {
            var values: [String: AnyRealmValue] = [:]
            for (property, json) in members where !isSelfLink(property) {
                values[property.name] = try converter.propertyValue(json, for: property, in: objectSchema)
            }
            for fill in try MissingValues.fill(&values, for: objectSchema, schema: schema) {
                if let i = filled.firstIndex(where: { $0.path == fill.path }) { filled[i].count += 1 } else { filled.append((fill.path, 1)) }
            }
            created.append(try realm.create(className, value: values))
        }
        guard objectSchema.persistedProperties.contains(where: isSelfLink) else { return filled }
        // Positions now count the new objects too: a fresh converter reads them afresh.
        let linker = ValueConverter(session: session, schema: schema)
        for (object, members) in zip(created, objects) {
            for (property, json) in members where isSelfLink(property) {
                try object.setValue(try linker.propertyValue(json, for: property, in: objectSchema), forKey: property.name)
            }
        }
        return filled
    }
}
