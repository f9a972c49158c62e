/// Encodes objects and values in the canonical dump's value encoding
/// (`spec/canonical-dump.md`, "VALUES"). Also used for `--format json`
/// query output, so every JSON a user sees encodes values the same way.
public struct CanonicalValueEncoder {
    let schema: Schema
    let linkValue: (String, ObjectKey) throws -> CanonicalLinkValue
    private var embeddedProperties: [String: [Property]] = [:]

    /// `linkValue` maps a link (target class, object key) to its LINKVALUE.
    public init(schema: Schema, linkValue: @escaping (String, ObjectKey) throws -> CanonicalLinkValue) {
        self.schema = schema
        self.linkValue = linkValue
    }

    /// Appends `{"prop":value,…}` for one object's persisted values.
    public mutating func appendObject(_ values: [AnyRealmValue], properties: [Property], to out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        for (i, property) in properties.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(property.name, to: &out)
            out.append(UInt8(ascii: ":"))
            try appendPropertyValue(i < values.count ? values[i] : .null, property: property, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the value of one property (a collection as array or object).
    /// Links print as LINKVALUE, except inside `mixed` properties, where they
    /// print as `{"$link":{"class":C,"key":LINKVALUE}}`.
    public mutating func appendPropertyValue(_ value: AnyRealmValue, property: Property, to out: inout [UInt8]) throws {
        let inMixed = property.type == .mixed
        switch property.collection {
        case nil, .list, .dictionary:
            try appendValue(value, inMixed: inMixed, to: &out)
        case .set:
            guard case .list(let items) = value else { return try appendValue(value, inMixed: inMixed, to: &out) }
            try appendSortedSet(items, inMixed: inMixed, to: &out)
        }
    }

    /// Sets print sorted by the UTF-8 bytes of each element's canonical text.
    mutating func appendSortedSet(_ items: [AnyRealmValue], inMixed: Bool, to out: inout [UInt8]) throws {
        var texts = [[UInt8]]()
        texts.reserveCapacity(items.count)
        for item in items {
            var text = [UInt8]()
            try appendValue(item, inMixed: inMixed, to: &text)
            texts.append(text)
        }
        texts.sort { $0.lexicographicallyPrecedes($1) }
        out.append(UInt8(ascii: "["))
        for (i, text) in texts.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: text)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends one value: scalars, links, embedded objects, and nested lists /
    /// dictionaries (as in mixed and collection properties). `inMixed` selects
    /// the `{"$link":…}` form for links.
    public mutating func appendValue(_ value: AnyRealmValue, inMixed: Bool, to out: inout [UInt8]) throws {
        switch value {
        case .null: JSONText.appendRaw("null", to: &out)
        case .bool(let b): JSONText.appendRaw(b ? "true" : "false", to: &out)
        case .int(let i): JSONText.appendInt(i, to: &out)
        case .float(let f): Self.appendFloatingPoint(f, to: &out)
        case .double(let d): Self.appendFloatingPoint(d, to: &out)
        case .string(let s):
            try AddressSpace.reserve(s.utf8.count, in: &out, "string")
            JSONText.appendString(s, to: &out)
        case .data(let bytes):
            try AddressSpace.reserve(bytes.count / 3 * 4 + 16, in: &out, "binary value")
            JSONText.appendRaw("{\"$data\":\"", to: &out)
            Base64.encode(bytes, into: &out)
            JSONText.appendRaw("\"}", to: &out)
        case .date(let t): Self.appendTagged("{\"$date\":\"", t.description, to: &out)
        case .decimal128(let d): Self.appendTagged("{\"$decimal\":\"", d.description, to: &out)
        case .objectId(let o): Self.appendTagged("{\"$oid\":\"", o.description, to: &out)
        case .uuid(let u): Self.appendTagged("{\"$uuid\":\"", u.description, to: &out)
        case .link(let link):
            if inMixed { try appendMixedLink(link, to: &out) } else { try appendLinkValue(link, to: &out) }
        case .embedded(let object):
            let properties = embeddedPropertyList(object.className)
            try appendObject(object.values, properties: properties, to: &out)
        case .list(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                try appendValue(item, inMixed: inMixed, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let dict):
            out.append(UInt8(ascii: "{"))
            let keys = dict.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (i, key) in keys.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                try appendValue(dict[key] ?? .null, inMixed: inMixed, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A link's LINKVALUE: the target's primary key, or `{"$index":N}`.
    private mutating func appendLinkValue(_ link: ObjectLink, to out: inout [UInt8]) throws {
        switch link.target {
        case .primaryKey(let pk):
            try appendValue(pk, inMixed: false, to: &out)
        case .key(let key):
            switch try linkValue(link.className, key) {
            case .primaryKey(let pk): try appendValue(pk, inMixed: false, to: &out)
            case .index(let n):
                JSONText.appendRaw("{\"$index\":", to: &out)
                JSONText.appendInt(Int64(n), to: &out)
                out.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Appends a link held in a `mixed` value: `{"$link":{"class":C,"key":LINKVALUE}}`.
    public mutating func appendMixedLink(_ link: ObjectLink, to out: inout [UInt8]) throws {
        JSONText.appendRaw("{\"$link\":{\"class\":", to: &out)
        JSONText.appendString(link.className, to: &out)
        JSONText.appendRaw(",\"key\":", to: &out)
        try appendLinkValue(link, to: &out)
        JSONText.appendRaw("}}", to: &out)
    }

    private mutating func embeddedPropertyList(_ className: String) -> [Property] {
        if let cached = embeddedProperties[className] { return cached }
        let properties = schema[className]?.persistedProperties ?? []
        embeddedProperties[className] = properties
        return properties
    }

    /// Appends `{"$tag":"text"}`; `opening` is `{"$tag":"` and `text` needs no escaping.
    static func appendTagged(_ opening: StaticString, _ text: String, to out: inout [UInt8]) {
        JSONText.appendRaw(opening, to: &out)
        JSONText.appendRaw(text, to: &out)
        JSONText.appendRaw("\"}", to: &out)
    }

    /// Appends a float or double: `"NaN"`, `"inf"`, `"-inf"` as strings, else the shortest text.
    public static func appendFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, to out: inout [UInt8]) {
        if value.isNaN || value.isInfinite {
            out.append(UInt8(ascii: "\""))
            JSONText.appendRaw(FloatingPointText.render(value), to: &out)
            out.append(UInt8(ascii: "\""))
        } else {
            JSONText.appendRaw(FloatingPointText.render(value), to: &out)
        }
    }
}
