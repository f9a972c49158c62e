import Foundation

// Test support shared by the test targets that build stores or genuine files of chosen data; not part of RealmLens.

/// A canonical dump (`../shared/spec/canonical-dump.md`) built from Swift
/// values, for tests that need a store (`importCanonicalDump`) or a genuine
/// file (`RealmCoreCheck.makeFile(fromDump:at:)`, that is `realm-core-check
/// from-canonical`) holding chosen data, without writing the JSON by hand.
///
/// ```swift
/// let dump = CanonicalDump([
///     DumpClass("T", properties: [DumpProperty("n", .int), DumpProperty("m", .mixed, optional: true, indexed: true)],
///               objects: [["n": 0, "m": .decimal("2.50")], ["n": 1, "m": nil]]),
/// ]).json
/// // {"schema":[{"name":"T","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int",
/// // "optional":false,"indexed":false,"collection":null},{"name":"m",…}]}],
/// // "objects":{"T":[{"n":0,"m":{"$decimal":"2.50"}},{"n":1,"m":null}]}}
/// ```
///
/// The text is the spec's compact shape with its keys in the spec's order.
/// Classes, and each non-embedded class's objects, come in the order given
/// (the spec sorts classes by name: give them so where a test compares dump
/// text); an object's values in its class's property order, whatever order
/// its dictionary lists them in; dictionary keys sorted by UTF-8 bytes.
public struct CanonicalDump: Sendable {
    public var classes: [DumpClass]

    public init(_ classes: [DumpClass]) {
        self.classes = classes
    }

    /// The dump's JSON text (no final newline: `from-canonical` and the store's reader need none).
    public var json: String {
        var out = #"{"schema":["#
        out += classes.map(\.schemaJSON).joined(separator: ",")
        out += #"],"objects":{"#
        out += classes.filter { !$0.embedded }.map { c in
            DumpText.string(c.name) + ":[" + c.objects.map { render(object: $0, of: c) }.joined(separator: ",") + "]"
        }.joined(separator: ",")
        return out + "}}"
    }

    // MARK: - Values

    private func render(object: [String: DumpValue], of dumpClass: DumpClass) -> String {
        let persisted = dumpClass.properties.filter { $0.type != .linkingObjects }
        for name in object.keys where !persisted.contains(where: { $0.name == name }) {
            preconditionFailure("an object of \(dumpClass.name) has a value for '\(name)', which the class does not persist")
        }
        let values = persisted.map { property -> String in
            guard let value = object[property.name] else {
                preconditionFailure("an object of \(dumpClass.name) has no value for '\(property.name)'")
            }
            return DumpText.string(property.name) + ":" + render(value, target: property.objectType, inMixed: property.type == .mixed)
        }
        return "{" + values.joined(separator: ",") + "}"
    }

    /// `target`: the class a link property points to, which an inline (embedded) object belongs to;
    /// `inMixed`: the value is (in) a mixed property's, where a whole double needs its fraction.
    private func render(_ value: DumpValue, target: String?, inMixed: Bool) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return DumpText.number(d, inMixed: inMixed)
        case .string(let s): return DumpText.string(s)
        case .data(let bytes): return #"{"$data":"# + DumpText.string(Data(bytes).base64EncodedString()) + "}"
        case .date(let text): return #"{"$date":"# + DumpText.string(text) + "}"
        case .decimal(let text): return #"{"$decimal":"# + DumpText.string(text) + "}"
        case .objectId(let hex): return #"{"$oid":"# + DumpText.string(hex) + "}"
        case .uuid(let text): return #"{"$uuid":"# + DumpText.string(text) + "}"
        case .index(let n): return #"{"$index":\#(n)}"#
        case .mixedLink(let className, let key):
            return #"{"$link":{"class":"# + DumpText.string(className) + #","key":"# + render(key, target: nil, inMixed: false) + "}}"
        case .list(let items): return "[" + items.map { render($0, target: target, inMixed: inMixed) }.joined(separator: ",") + "]"
        case .dictionary(let entries):
            let sorted = entries.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            return "{" + sorted.map { DumpText.string($0.key) + ":" + render($0.value, target: target, inMixed: inMixed) }.joined(separator: ",") + "}"
        case .object(let values):
            guard let target, let embedded = classes.first(where: { $0.name == target }) else {
                preconditionFailure("an inline object needs a link property to a class of the dump, not \(target ?? "none")")
            }
            return render(object: values, of: embedded)
        case .json(let text): return text
        }
    }
}

/// One class of a `CanonicalDump`: its schema and, unless embedded, its objects (each a
/// dictionary from property name to value; every persisted property needs a value).
public struct DumpClass: Sendable {
    public var name: String
    public var embedded = false
    public var primaryKey: String?
    public var properties: [DumpProperty]
    public var objects: [[String: DumpValue]]

    public init(_ name: String, embedded: Bool = false, primaryKey: String? = nil, properties: [DumpProperty],
         objects: [[String: DumpValue]] = []) {
        precondition(!embedded || objects.isEmpty, "embedded objects of \(name) are written inline where they are linked from")
        self.name = name
        self.embedded = embedded
        self.primaryKey = primaryKey
        self.properties = properties
        self.objects = objects
    }

    public var schemaJSON: String {
        #"{"name":"# + DumpText.string(name) + #","embedded":\#(embedded),"primaryKey":"#
            + (primaryKey.map(DumpText.string) ?? "null") + #","properties":["#
            + properties.map(\.json).joined(separator: ",") + "]}"
    }
}

/// A property of a `DumpClass`, as the spec's PROPERTY: `DumpProperty("age", .int)`,
/// `DumpProperty("tags", .string, optional: true, .list)`, `.link("owner", to: "Person")`.
public struct DumpProperty: Sendable {
    /// The spec's `type` names.
    public enum Kind: String, Sendable {
        case bool, int, float, double, string, data, date, decimal, objectId, uuid, mixed, object, linkingObjects
    }

    /// The spec's `collection` names.
    public enum Collection: String, Sendable {
        case list, set, dictionary
    }

    public var name: String
    public var type: Kind
    public var optional: Bool
    public var indexed: Bool
    public var collection: Collection?
    /// The target class of an `object` or `linkingObjects` property.
    public var objectType: String?
    /// The forward link a `linkingObjects` property follows back.
    public var linkProperty: String?

    public init(_ name: String, _ type: Kind, optional: Bool = false, indexed: Bool = false, _ collection: Collection? = nil,
         objectType: String? = nil, linkProperty: String? = nil) {
        self.name = name
        self.type = type
        self.optional = optional
        self.indexed = indexed
        self.collection = collection
        self.objectType = objectType
        self.linkProperty = linkProperty
    }

    /// A link to `objectType`: optional where it is a single link (as Realm requires), not otherwise.
    public static func link(_ name: String, to objectType: String, _ collection: Collection? = nil, optional: Bool? = nil) -> DumpProperty {
        DumpProperty(name, .object, optional: optional ?? (collection == nil), collection, objectType: objectType)
    }

    public var json: String {
        var out = #"{"name":"# + DumpText.string(name) + #","type":"\#(type.rawValue)","optional":\#(optional),"#
            + #""indexed":\#(indexed),"collection":"# + (collection.map { #""\#($0.rawValue)""# } ?? "null")
        if let objectType { out += #","objectType":"# + DumpText.string(objectType) }
        if let linkProperty { out += #","property":"# + DumpText.string(linkProperty) }
        return out + "}"
    }
}

/// A value in a `CanonicalDump` object, as the spec's VALUES: literals for the plain types
/// (`1`, `1.5`, `"a"`, `true`, `nil`, `[1, 2]`, `["k": 1]`), cases for the rest.
public indirect enum DumpValue: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case null
    case bool(Bool)
    case int(Int64)
    /// Written as the shortest digits that read back to it; NaN and the infinities as the spec's strings.
    /// In a mixed value a whole double keeps a fraction (`100.0`): the spec's `100` would read back as an int.
    case double(Double)
    case string(String)
    case data([UInt8])
    /// `{"$date":TEXT}`, TEXT as the spec writes it: `2024-01-31T23:59:59.123456789Z`.
    case date(String)
    /// `{"$decimal":TEXT}`, TEXT Realm's `Decimal128` text: `2.50`, `-1E+6000`.
    case decimal(String)
    /// `{"$oid":HEX}`, 24 lowercase hex digits.
    case objectId(String)
    /// `{"$uuid":TEXT}`, 8-4-4-4-12 lowercase hex.
    case uuid(String)
    /// A link to the object at position `N` of a class with no primary key: `{"$index":N}`.
    case index(Int)
    /// A link held in a mixed value: `{"$link":{"class":…,"key":…}}`, `key` the primary key or `.index`.
    case mixedLink(className: String, key: DumpValue)
    case list([DumpValue])
    /// A dictionary (or a mixed value's nested dictionary); written with its keys sorted.
    case dictionary([(key: String, value: DumpValue)])
    /// An embedded object, inline where it is linked from: values by property name, as a class's objects.
    case object([String: DumpValue])
    /// JSON text written as it stands (for a value a test holds as JSON already).
    case json(String)

    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: DumpValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, DumpValue)...) { self = .dictionary(elements.map { (key: $0.0, value: $0.1) }) }
}

/// The spec's text of strings and numbers.
public enum DumpText {
    /// A JSON string: only `"`, `\` and control characters below 0x20 escaped (`\n`, `\t`, `\r`,
    /// `\b`, `\f`, others `\u00xx` in lowercase hex); everything else raw.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A double as a JSON number that reads back to it (whole numbers below 2⁵³ without a fraction, but
    /// `inMixed`, where only a fraction or an exponent tells a double from an int), or the spec's `"NaN"`,
    /// `"inf"`, `"-inf"`.
    public static func number(_ d: Double, inMixed: Bool = false) -> String {
        if d.isNaN { return #""NaN""# }
        if d.isInfinite { return d < 0 ? #""-inf""# : #""inf""# }
        if !inMixed, d == d.rounded(), abs(d) < 0x1p53 { return d == 0 && d.sign == .minus ? "-0" : String(Int64(d)) }
        return "\(d)"
    }
}
