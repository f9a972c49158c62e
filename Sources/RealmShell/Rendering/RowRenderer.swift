import RealmModel

/// Turns stored objects into result rows for any output mode: display text
/// per property, and the canonical JSON of the object when the mode needs it.
struct RowRenderer {
    let objectSchema: ObjectSchema
    let properties: [Property]
    let store: CanonicalDumpSource
    let display: DisplayText
    let needsJSON: Bool
    /// Whether rows carry data cells (CSV).
    let needsDataCells: Bool
    var encoder: CanonicalValueEncoder

    init(store: CanonicalDumpSource, objectSchema: ObjectSchema, nullText: String, needsJSON: Bool, needsDataCells: Bool = false) {
        self.needsDataCells = needsDataCells
        self.store = store
        self.objectSchema = objectSchema
        self.properties = objectSchema.persistedProperties
        self.display = DisplayText(nullText: nullText, maxStringLength: 0)
        self.needsJSON = needsJSON
        self.encoder = CanonicalValueEncoder(schema: store.schema, linkValue: store.canonicalLinkValue)
    }

    /// Column headings: the persisted property names.
    var columns: [String] { properties.map(\.name) }

    /// One row for one object.
    mutating func row(_ record: ObjectRecord) throws -> ResultRow {
        var cells: [String] = []
        var nulls: [Bool] = []
        var numeric: [Bool] = []
        cells.reserveCapacity(properties.count)
        // CSV rows carry data cells only: display text would go unused.
        for (i, property) in properties.enumerated() where !needsDataCells {
            let value = i < record.values.count ? record.values[i] : .null
            cells.append(text(value, property: property))
            nulls.append(value.isNull)
            numeric.append(property.collection == nil && [.int, .float, .double, .decimal128].contains(property.type))
        }
        var json: [UInt8]?
        if needsJSON {
            var bytes: [UInt8] = []
            try encoder.appendObject(record.values, properties: properties, to: &bytes)
            json = bytes
        }
        var dataCells: [String?]?
        if needsDataCells {
            dataCells = try zip(properties, record.values).map { property, value in try CSVText.cell(value, property: property, encoder: &encoder) }
        }
        return ResultRow(cells: cells, nulls: nulls, numeric: numeric, json: json, dataCells: dataCells)
    }

    /// The display text of one value; an embedded object shows its fields
    /// (`{street: Main St, city: Oslo}`), as it has no name of its own to show.
    func text(_ value: AnyRealmValue, property: Property?, display: DisplayText? = nil) -> String {
        let display = display ?? self.display
        guard case .embedded(let embedded) = value, let schema = store.schema[embedded.className] else {
            return display.render(value, property: property, linkLabel: linkLabel)
        }
        let fields = zip(schema.persistedProperties, embedded.values).map { "\($0.name): \(text($1, property: $0, display: display))" }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `Person 'Jane'` for classes with a primary key, `Person[2]` (position) otherwise.
    func linkLabel(_ link: ObjectLink) -> String {
        switch link.target {
        case .primaryKey(let pk): return "\(link.className) \(DisplayText.literal(pk))"
        case .key(let key):
            switch try? store.canonicalLinkValue(className: link.className, key: key) {
            case .primaryKey(let pk)?: return "\(link.className) \(DisplayText.literal(pk))"
            case .index(let n)?: return "\(link.className)[\(n)]"
            case nil: return "\(link.className)[deleted]"
            }
        }
    }
}
