/// Turns canonical JSON values back into Realm values: the inverse of
/// `CanonicalValueEncoder`, used by import and by the shell's JSON input.
public enum CanonicalValueDecoder {
    /// A value of a non-link, non-mixed type from its canonical JSON, or `nil` if it does not fit.
    public static func scalar(_ json: JSONValue, type: PropertyType) -> AnyRealmValue? {
        switch (type, json) {
        case (_, .null): return .null
        case (.bool, .bool(let b)): return .bool(b)
        case (.int, .number(let text)): return Int64(text).map(AnyRealmValue.int)
        case (.float, .number(let text)): return ExactNumber.float(text).map(AnyRealmValue.float)
        case (.float, .string(let s)): return specialFloat(s).map { .float(Float($0)) }
        case (.double, .number(let text)): return ExactNumber.double(text).map(AnyRealmValue.double)
        case (.double, .string(let s)): return specialFloat(s).map(AnyRealmValue.double)
        case (.string, .string(let s)): return .string(s)
        case (.data, _), (.date, _), (.decimal128, _), (.objectId, _), (.uuid, _):
            guard let tagged = taggedValue(json), tagged.propertyType == type else { return nil }
            return tagged
        default: return nil
        }
    }

    /// A date exactly in the canonical form (`2024-01-31T23:59:59.123456789Z`):
    /// a day that does not exist (February 30) is refused, not moved to March.
    static func exactDate(_ text: String) -> Timestamp? {
        guard let date = Timestamp(iso8601: text), date.description == text else { return nil }
        return date
    }

    static func specialFloat(_ s: String) -> Double? {
        switch s {
        case "NaN": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default: return nil
        }
    }

    /// `{"$data":…}`, `{"$date":…}`, `{"$decimal":…}`, `{"$oid":…}`, `{"$uuid":…}`.
    public static func taggedValue(_ json: JSONValue) -> AnyRealmValue? {
        guard case .object(let members) = json, members.count == 1, case .string(let text) = members[0].1 else { return nil }
        switch members[0].0 {
        case "$data":
            // Exactly as written: padded, standard alphabet, nothing after the padding.
            guard let bytes = Base64.decode(text), Base64.encode(bytes) == text else { return nil }
            return .data(bytes)
        case "$date": return exactDate(text).map(AnyRealmValue.date)
        case "$decimal": return ExactNumber.decimal(text).map(AnyRealmValue.decimal128)
        // Exactly as the dump writes them (lowercase hex, the uuid's dashes in place).
        case "$oid": return ObjectId(string: text).flatMap { $0.description == text ? .objectId($0) : nil }
        case "$uuid": return RealmUUID(string: text).flatMap { $0.description == text ? .uuid($0) : nil }
        default: return nil
        }
    }

    /// A LINKVALUE into `target`: `{"$index":N}` → `.key(N)` (a position), or the target's primary key.
    public static func link(to target: ObjectSchema, from json: JSONValue, schema: Schema) -> ObjectLink? {
        if case .object(let members) = json, members.count == 1, members[0].0 == "$index",
           case .number(let text) = members[0].1, let n = Int64(text), n >= 0 {
            return ObjectLink(className: target.className, key: n)
        }
        guard let pk = target.primaryKeyProperty, let value = scalar(json, type: pk.type) else { return nil }
        return ObjectLink(className: target.className, primaryKey: value)
    }

    /// A mixed value: any scalar, a `{"$link":…}`, or a nested list / dictionary.
    public static func mixed(_ json: JSONValue, schema: Schema, depth: Int = 0) -> AnyRealmValue? {
        guard depth < 256 else { return nil }
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .number(let text):
            if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
                return Int64(text).map(AnyRealmValue.int)  // an integer beyond 64 bits is refused, not read as a double
            }
            return ExactNumber.double(text).map(AnyRealmValue.double)
        case .array(let items):
            var out: [AnyRealmValue] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard let v = mixed(item, schema: schema, depth: depth + 1) else { return nil }
                out.append(v)
            }
            return .list(out)
        case .object(let members):
            if let tagged = taggedValue(json) { return tagged }
            if members.count == 1, members[0].0 == "$link" {
                guard case .string(let className)? = members[0].1["class"], let key = members[0].1["key"],
                      let target = schema[className] else { return nil }
                return link(to: target, from: key, schema: schema).map(AnyRealmValue.link)
            }
            var dict: [String: AnyRealmValue] = [:]
            for (k, v) in members {
                guard let value = mixed(v, schema: schema, depth: depth + 1) else { return nil }
                dict[k] = value
            }
            return .dictionary(dict)
        }
    }

    /// What a value of `type` looks like, for error messages.
    public static func expectation(_ type: PropertyType) -> String {
        switch type {
        case .bool: return "true or false"
        case .int: return "an integer"
        case .float, .double: return "a number (or \"NaN\", \"inf\", \"-inf\")"
        case .string: return "a string"
        case .data: return "{\"$data\":\"BASE64\"} (standard alphabet, padded)"
        case .date: return "{\"$date\":\"YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ\"}"
        case .decimal128: return "{\"$decimal\":\"TEXT\"} (at most 34 digits, within Decimal128's exponent range, or NaN, Inf, -Inf)"
        case .objectId: return "{\"$oid\":\"24 hex digits\"}"
        case .uuid: return "{\"$uuid\":\"8-4-4-4-12 hex\"}"
        case .mixed: return "a mixed value"
        case .object: return "a link"
        case .linkingObjects: return "nothing"
        }
    }
}

/// Decodes the `"schema"` array of a canonical dump.
public enum CanonicalSchemaDecoder {
    public static func decode(_ json: JSONValue) throws -> Schema {
        guard case .array(let classes) = json else { throw CanonicalDumpError(message: "\"schema\" must be an array") }
        var result: [ObjectSchema] = []
        var names = Set<String>()
        for c in classes {
            guard case .string(let name)? = c["name"], !name.isEmpty else {
                throw CanonicalDumpError(message: "every class needs a \"name\"")
            }
            guard names.insert(name).inserted else { throw CanonicalDumpError(message: "class \(quoted: name) is declared twice") }
            var embedded = false
            if case .bool(let b)? = c["embedded"] { embedded = b }
            var primaryKey: String?
            if case .string(let pk)? = c["primaryKey"] { primaryKey = pk }
            guard case .array(let props)? = c["properties"] else {
                throw CanonicalDumpError(message: "class \(quoted: name) needs a \"properties\" array")
            }
            var properties: [Property] = []
            for p in props {
                properties.append(try decodeProperty(p, className: name))
            }
            if let pk = primaryKey, !properties.contains(where: { $0.name == pk }) {
                throw CanonicalDumpError(message: "class \(quoted: name) names primary key \(quoted: pk), which is not one of its properties")
            }
            result.append(ObjectSchema(className: name, isEmbedded: embedded, primaryKey: primaryKey, properties: properties))
        }
        let schema = Schema(result)
        for objectSchema in schema.objectSchemas {
            for property in objectSchema.properties where property.type == .object || property.type == .linkingObjects {
                guard let target = property.objectClassName, schema[target] != nil else {
                    throw CanonicalDumpError(message: "\(quoted: objectSchema.className + "." + property.name) links to class \(quoted: property.objectClassName ?? ""), which the schema does not declare")
                }
            }
        }
        return schema
    }

    static func decodeProperty(_ p: JSONValue, className: String) throws -> Property {
        guard case .string(let name)? = p["name"], !name.isEmpty else {
            throw CanonicalDumpError(message: "a property of class \(quoted: className) has no \"name\"")
        }
        guard case .string(let typeName)? = p["type"], let type = PropertyType(rawValue: typeName) else {
            throw CanonicalDumpError(message: "\(quoted: className + "." + name) has an unknown \"type\" (expected one of: \(PropertyType.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var collection: CollectionKind?
        if case .string(let c)? = p["collection"] {
            guard let kind = CollectionKind(rawValue: c) else {
                throw CanonicalDumpError(message: "\(quoted: className + "." + name) has an unknown \"collection\" \(quoted: c) (expected list, set or dictionary)")
            }
            collection = kind
        }
        var optional = false, indexed = false
        if case .bool(let b)? = p["optional"] { optional = b }
        if case .bool(let b)? = p["indexed"] { indexed = b }
        var objectType: String?
        if case .string(let t)? = p["objectType"] { objectType = t }
        var origin: String?
        if case .string(let o)? = p["property"] { origin = o }
        if (type == .object || type == .linkingObjects) && objectType == nil {
            throw CanonicalDumpError(message: "\(quoted: className + "." + name) is a link but has no \"objectType\"")
        }
        return Property(name: name, type: type, collection: collection, isOptional: optional, isIndexed: indexed,
                        objectClassName: objectType, linkOriginPropertyName: origin)
    }
}
