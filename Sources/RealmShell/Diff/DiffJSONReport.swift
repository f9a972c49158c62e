import RealmModel

/// The diff for machines, one JSON document written as it is found (values
/// in canonical-dump spelling; properties as the canonical `"schema"` array
/// writes them):
///
/// ```json
/// {"schemaVersion":{"a":3,"b":4},
///  "schema":[{"change":"propertyAdded","class":"Dog","b":{"name":"weight",…}}, …],
///  "objects":[{"change":"added","class":"Dog","key":12},
///             {"change":"changed","class":"Country","primaryKey":"NO",
///              "properties":[{"name":"name","a":"Norway","b":"Noreg"}]}, …],
///  "summary":{"schemaChanges":1,"added":1,"removed":0,"changed":1,"notCompared":0},
///  "equal":false}
/// ```
///
/// Schema changes are `classAdded`/`classRemoved` (`"objects"`: the count),
/// `embeddedChanged`, `primaryKeyChanged`, `propertyAdded`,
/// `propertyRemoved`, `propertyChanged` and `indexChanged` (`none`,
/// `indexed`, `fullText`); object changes `added`, `removed`, `changed`
/// and `notCompared` (with a `reason`).
struct DiffJSONReport: DiffReport {
    let output: OutputTarget
    private var objectCount = 0

    init(output: OutputTarget) {
        self.output = output
    }

    func begin(schemaVersions: (a: UInt64, b: UInt64), schemaChanges: [SchemaDifference], classObjectCounts: [String: Int]) throws {
        var out: [UInt8] = []
        JSONText.appendRaw("{\"schemaVersion\":{\"a\":", to: &out)
        JSONText.appendRaw(String(schemaVersions.a), to: &out)
        JSONText.appendRaw(",\"b\":", to: &out)
        JSONText.appendRaw(String(schemaVersions.b), to: &out)
        JSONText.appendRaw("},\"schema\":[", to: &out)
        for (i, change) in schemaChanges.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            Self.append(change, counts: classObjectCounts, to: &out)
        }
        JSONText.appendRaw("],\"objects\":[", to: &out)
        try output.write(out)
    }

    private static func append(_ change: SchemaDifference, counts: [String: Int], to out: inout [UInt8]) {
        func head(_ kind: String, _ className: String) {
            JSONText.appendRaw("{\"change\":\"\(kind)\",\"class\":", to: &out)
            JSONText.appendString(className, to: &out)
        }
        func property(_ side: String, _ property: Property) {
            JSONText.appendRaw(",\"\(side)\":", to: &out)
            CanonicalSchemaText.appendProperty(property, isPrimaryKey: false, to: &out)
        }
        func text(_ key: String, _ value: String?) {
            JSONText.appendRaw(",\"\(key)\":", to: &out)
            if let value { JSONText.appendString(value, to: &out) } else { JSONText.appendRaw("null", to: &out) }
        }
        func objects(_ name: String) {
            JSONText.appendRaw(",\"objects\":", to: &out)
            if let count = counts[name] { JSONText.appendInt(Int64(count), to: &out) } else { JSONText.appendRaw("null", to: &out) }
        }
        switch change {
        case .classAdded(let name): head("classAdded", name); objects(name)
        case .classRemoved(let name): head("classRemoved", name); objects(name)
        case .embeddedChanged(let name, let a, let b):
            head("embeddedChanged", name)
            JSONText.appendRaw(",\"a\":\(a),\"b\":\(b)", to: &out)
        case .primaryKeyChanged(let name, let a, let b): head("primaryKeyChanged", name); text("a", a); text("b", b)
        case .propertyAdded(let name, let p): head("propertyAdded", name); text("property", p.name); property("b", p)
        case .propertyRemoved(let name, let p): head("propertyRemoved", name); text("property", p.name); property("a", p)
        case .propertyChanged(let name, let a, let b): head("propertyChanged", name); text("property", b.name); property("a", a); property("b", b)
        case .indexChanged(let name, let p, let a, let b): head("indexChanged", name); text("property", p); text("a", a); text("b", b)
        }
        out.append(UInt8(ascii: "}"))
    }

    mutating func notCompared(className: String, reason: String) throws {
        var out: [UInt8] = []
        if objectCount > 0 { out.append(UInt8(ascii: ",")) }
        objectCount += 1
        JSONText.appendRaw("{\"change\":\"notCompared\",\"class\":", to: &out)
        JSONText.appendString(className, to: &out)
        JSONText.appendRaw(",\"reason\":", to: &out)
        JSONText.appendString(reason, to: &out)
        out.append(UInt8(ascii: "}"))
        try output.write(out)
    }

    mutating func objectChange(className: String, _ change: ObjectChange, display: DiffDisplay) throws {
        var display = display
        var out: [UInt8] = []
        if objectCount > 0 { out.append(UInt8(ascii: ",")) }
        objectCount += 1
        func head(_ kind: String, _ identity: ObjectIdentity) throws {
            JSONText.appendRaw("{\"change\":\"\(kind)\",\"class\":", to: &out)
            JSONText.appendString(className, to: &out)
            switch identity {
            case .key(let key):
                JSONText.appendRaw(",\"key\":", to: &out)
                JSONText.appendInt(key, to: &out)
            case .primaryKey(let pk):
                JSONText.appendRaw(",\"primaryKey\":", to: &out)
                JSONText.appendRaw(try display.primaryKeyText(pk), to: &out)
            }
        }
        switch change {
        case .added(let identity): try head("added", identity)
        case .removed(let identity): try head("removed", identity)
        case .changed(let identity, let properties):
            try head("changed", identity)
            JSONText.appendRaw(",\"properties\":[", to: &out)
            for (i, (property, a, b)) in properties.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendRaw("{\"name\":", to: &out)
                JSONText.appendString(property.name, to: &out)
                JSONText.appendRaw(",\"a\":", to: &out)
                JSONText.appendRaw(try display.textA(a, property), to: &out)
                JSONText.appendRaw(",\"b\":", to: &out)
                JSONText.appendRaw(try display.textB(b, property), to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
        try output.write(out)
    }

    func finish(_ totals: DiffTotals) throws {
        try output.write("],\"summary\":{\"schemaChanges\":\(totals.schemaChanges),\"added\":\(totals.added),\"removed\":\(totals.removed),\"changed\":\(totals.changed),\"notCompared\":\(totals.notCompared)},\"equal\":\(totals.isEqual)}\n")
    }
}
