import RealmModel

/// Where a diff's findings go, in the order they are found: the schema
/// changes first, then each class's object changes as soon as the class has
/// been compared, then the totals. `DiffTextReport` and `DiffJSONReport`
/// write them as they come, so a large diff streams.
protocol DiffReport {
    mutating func begin(schemaVersions: (a: UInt64, b: UInt64), schemaChanges: [SchemaDifference], classObjectCounts: [String: Int]) throws
    /// A class whose objects could not be matched (its primary key or embedding changed).
    mutating func notCompared(className: String, reason: String) throws
    mutating func objectChange(className: String, _ change: ObjectChange, display: DiffDisplay) throws
    mutating func finish(_ totals: DiffTotals) throws
}

/// Counts of what differs.
struct DiffTotals {
    var schemaChanges = 0
    var added = 0
    var removed = 0
    var changed = 0
    var notCompared = 0
    var isEqual: Bool { schemaChanges == 0 && added == 0 && removed == 0 && changed == 0 && notCompared == 0 }
}

/// Values in canonical-dump spelling, each side's links as that side's
/// dump writes them (`{"$index":N}` is a position in that store).
struct DiffDisplay {
    var encoderA: CanonicalValueEncoder
    var encoderB: CanonicalValueEncoder

    init(a: any CanonicalDumpSource, b: any CanonicalDumpSource) {
        encoderA = CanonicalValueEncoder(schema: a.schema) { try a.canonicalLinkValue(className: $0, key: $1) }
        encoderB = CanonicalValueEncoder(schema: b.schema) { try b.canonicalLinkValue(className: $0, key: $1) }
    }

    mutating func textA(_ value: AnyRealmValue, _ property: Property) throws -> String {
        var out: [UInt8] = []
        try encoderA.appendPropertyValue(value, property: property, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    mutating func textB(_ value: AnyRealmValue, _ property: Property) throws -> String {
        var out: [UInt8] = []
        try encoderB.appendPropertyValue(value, property: property, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A primary key's canonical JSON (a scalar: no links).
    mutating func primaryKeyText(_ value: AnyRealmValue) throws -> String {
        var out: [UInt8] = []
        try encoderA.appendValue(value, inMixed: false, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
