import RealmLifecycle
import RealmModel

/// Converts typed values (`RelaxedJSON`) into Realm values for a property,
/// leniently where people are used to it: dates as ISO text, ObjectIds as hex,
/// links by primary key, new linked or embedded objects as nested objects.
struct ValueConverter {
    let schema: Schema
    /// Finds the object at a position of a class (`Person[2]`, `{"$index": 2}`);
    /// without it, links by position are refused.
    var objectAtPosition: ((_ className: String, _ position: Int) throws -> ObjectKey)?

    init(schema: Schema, objectAtPosition: ((String, Int) throws -> ObjectKey)? = nil) {
        self.schema = schema
        self.objectAtPosition = objectAtPosition
    }

    /// Property values by name for an object of `objectSchema`, as `create` takes them.
    func objectValues(_ json: JSONValue, for objectSchema: ObjectSchema) throws -> [String: AnyRealmValue] {
        guard case .object(let members) = json else {
            throw CommandFailure("expected an object like {\"name\": \"Rex\"} for class \(quoted: objectSchema.className)")
        }
        var values: [String: AnyRealmValue] = [:]
        for (name, value) in members {
            guard let property = objectSchema[name], property.isPersisted else {
                throw CommandFailure.noSuchProperty(name, className: objectSchema.className, among: objectSchema.persistedProperties.map(\.name))
            }
            values[name] = try propertyValue(value, for: property, in: objectSchema)
        }
        return values
    }

    /// The value of one property (a whole collection for collection properties).
    func propertyValue(_ json: JSONValue, for property: Property, in objectSchema: ObjectSchema) throws -> AnyRealmValue {
        switch property.collection {
        case nil:
            return try element(json, for: property, in: objectSchema)
        case .list, .set:
            guard case .array(let items) = json else { throw mismatch(json, property, objectSchema, "an array") }
            return .list(try items.map { try element($0, for: property, in: objectSchema) })
        case .dictionary:
            guard case .object(let members) = json else { throw mismatch(json, property, objectSchema, "an object of key: value pairs") }
            var dict: [String: AnyRealmValue] = [:]
            for (key, value) in members { dict[key] = try element(value, for: property, in: objectSchema) }
            return .dictionary(dict)
        }
    }

    /// One element of a property's type.
    func element(_ json: JSONValue, for property: Property, in objectSchema: ObjectSchema) throws -> AnyRealmValue {
        if case .null = json { return .null }
        let fail = { (expected: String) in self.mismatch(json, property, objectSchema, expected) }
        switch property.type {
        case .bool:
            guard case .bool(let b) = json else { throw fail("true or false") }
            return .bool(b)
        case .int:
            guard case .number(let text) = json, let i = Int64(text) else { throw fail("an integer") }
            return .int(i)
        case .float, .double:
            var number: Double?
            if case .number(let text) = json { number = Double(text) }
            if case .string(let s) = json { number = ["NaN": .nan, "nan": .nan, "inf": .infinity, "-inf": -.infinity][s] }
            guard let d = number else { throw fail("a number") }
            return property.type == .float ? .float(Float(d)) : .double(d)
        case .string:
            guard case .string(let s) = json else { throw fail("a string (in quotes)") }
            return .string(s)
        case .data:
            if case .string(let s) = json { return .data(Array(s.utf8)) }
            guard let tagged = CanonicalValueDecoder.taggedValue(json), case .data = tagged else { throw fail("text or {\"$data\": \"BASE64\"}") }
            return tagged
        case .date:
            if case .string(let s) = json, let t = Self.date(s) { return .date(t) }
            if case .number(let text) = json, let seconds = Double(text) {
                let whole = seconds.rounded(.down)
                return .date(Timestamp(seconds: Int64(whole), nanoseconds: Int32(((seconds - whole) * 1e9).rounded())))
            }
            guard let tagged = CanonicalValueDecoder.taggedValue(json), case .date = tagged else {
                throw fail("a date like \"2024-01-31\" or \"2024-01-31T12:30:00Z\"")
            }
            return tagged
        case .decimal128:
            var text: String?
            if case .number(let t) = json { text = t }
            if case .string(let t) = json { text = t }
            if let text, let d = Decimal128(string: text) { return .decimal128(d) }
            guard let tagged = CanonicalValueDecoder.taggedValue(json), case .decimal128 = tagged else { throw fail("a decimal number") }
            return tagged
        case .objectId:
            if case .string(let s) = json, let o = ObjectId(string: s) { return .objectId(o) }
            guard let tagged = CanonicalValueDecoder.taggedValue(json), case .objectId = tagged else { throw fail("24 hex digits") }
            return tagged
        case .uuid:
            if case .string(let s) = json, let u = RealmUUID(string: s) { return .uuid(u) }
            guard let tagged = CanonicalValueDecoder.taggedValue(json), case .uuid = tagged else { throw fail("a UUID") }
            return tagged
        case .mixed:
            guard let value = CanonicalValueDecoder.mixed(json, schema: schema) else { throw fail("a value") }
            return value
        case .object:
            guard let targetName = property.objectClassName, let target = schema[targetName] else { throw fail("a link") }
            if case .object(let members) = json, let (n, className) = Self.position(members) {
                if let className, className != targetName {
                    throw CommandFailure("\(quoted: objectSchema.className + "." + property.name) links to \(targetName) objects, not \(className)")
                }
                guard let objectAtPosition, !target.isEmbedded else {
                    throw CommandFailure("\(quoted: objectSchema.className + "." + property.name) links to \(targetName) objects by position ({\"$index\": N}), which cannot be resolved here: link by primary key, or give the object itself")
                }
                return .link(ObjectLink(className: targetName, key: try objectAtPosition(targetName, n)))
            }
            if let pk = target.primaryKeyProperty, CanonicalValueDecoder.taggedValue(json) != nil {
                // A primary key in the canonical encoding ({"$oid": …}, {"$uuid": …}), as exports write links.
                return .link(ObjectLink(className: targetName, primaryKey: try element(json, for: pk, in: target)))
            }
            if case .object = json {
                // A new object, created inline (embedded objects always are).
                return .dictionary(try objectValues(json, for: target))
            }
            guard !target.isEmbedded else { throw fail("an object literal for embedded class \(quoted: targetName)") }
            guard let pk = target.primaryKeyProperty else {
                throw fail("an object literal (\(quoted: targetName) has no primary key to link by)")
            }
            let key = try element(json, for: pk, in: target)
            return .link(ObjectLink(className: targetName, primaryKey: key))
        case .linkingObjects:
            throw CommandFailure("\(quoted: objectSchema.className + "." + property.name) is computed from links and cannot be set")
        }
    }

    /// `{"$index": N}` or `{"$index": N, "$class": "Person"}` (`Person[N]`).
    static func position(_ members: [(String, JSONValue)]) -> (Int, String?)? {
        var index: Int?
        var className: String?
        for (key, value) in members {
            switch (key, value) {
            case ("$index", .number(let text)): index = Int(text)
            case ("$class", .string(let name)): className = name
            default: return nil
            }
        }
        guard let index, index >= 0 else { return nil }
        return (index, className)
    }

    func mismatch(_ json: JSONValue, _ property: Property, _ objectSchema: ObjectSchema, _ expected: String) -> CommandFailure {
        CommandFailure("wrong value for \(quoted: objectSchema.className + "." + property.name) (\(property.typeDescription)): expected \(expected), got \(Self.describe(json))")
    }

    static func describe(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n
        case .string(let s): return Quoting.quote(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `2024-01-31`, `2024-01-31T12:30:00`, `2024-01-31T12:30:00.5Z`, `2024-01-31 12:30`.
    static func date(_ text: String) -> Timestamp? {
        if let t = Timestamp(iso8601: text) { return t }
        var s = text.replacing(" ", with: "T")
        if s.count == 10 { s += "T00:00:00" }
        if s.count == 16 { s += ":00" }
        if !s.hasSuffix("Z") { s += "Z" }
        return Timestamp(iso8601: s)
    }
}
