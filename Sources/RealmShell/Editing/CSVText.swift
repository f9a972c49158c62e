import RealmModel

/// CSV for `.export` and `.import`: RFC 4180 records, and each value as
/// plain text that reads back to the same value (strings as they are, dates
/// in ISO form, collections and mixed values as canonical JSON).
enum CSVText {
    /// Splits CSV text into records of fields (quoted fields may hold commas, quotes and line breaks).
    static func records(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var inQuotes = false
        var iterator = Array(text.unicodeScalars).makeIterator()
        var pendingQuote = false
        var line = 1
        while let c = iterator.next() {
            if inQuotes {
                if pendingQuote {
                    pendingQuote = false
                    if c == "\"" { field.unicodeScalars.append(c); continue }
                    inQuotes = false
                } else if c == "\"" {
                    pendingQuote = true
                    continue
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                    continue
                }
            }
            switch c {
            case "\"":
                guard field.isEmpty else { throw CommandFailure("CSV line \(line): a quote inside an unquoted field") }
                inQuotes = true
            case ",":
                record.append(field)
                field = ""
            case "\r":
                continue
            case "\n":
                record.append(field)
                records.append(record)
                record = []
                field = ""
                line += 1
            default:
                field.unicodeScalars.append(c)
            }
        }
        if inQuotes && !pendingQuote { throw CommandFailure("CSV line \(line): a quoted field is not closed") }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }

    /// The text of one value in a CSV cell; `nil` for null (an empty field).
    static func cell(_ value: AnyRealmValue, property: Property, encoder: inout CanonicalValueEncoder) throws -> String? {
        switch value {
        case .null: return nil
        case .string(let s) where property.collection == nil: return s
        case .date(let t) where property.collection == nil && property.type == .date: return t.description
        case .objectId(let o) where property.collection == nil && property.type == .objectId: return o.description
        case .uuid(let u) where property.collection == nil && property.type == .uuid: return u.description
        case .decimal128(let d) where property.collection == nil && property.type == .decimal128: return d.description
        default:
            var bytes: [UInt8] = []
            try encoder.appendPropertyValue(value, property: property, to: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            // A link by string primary key: the key itself, not its JSON quotes.
            if property.type == .object, property.collection == nil, text.hasPrefix("\""), case .link = value,
               case .string(let s)? = try? RelaxedJSON.parse(text) {
                return s
            }
            return text
        }
    }

    /// A cell read back as the JSON-ish value `ValueConverter` takes for `property`.
    static func json(_ cell: String, property: Property, schema: Schema) throws -> JSONValue {
        if cell.isEmpty { return property.type == .string && property.collection == nil && !property.isOptional ? .string("") : .null }
        if property.collection == nil {
            switch property.type {
            case .string, .date, .objectId, .uuid, .decimal128, .data:
                if property.type == .data, cell.hasPrefix("{") { return try RelaxedJSON.parse(cell) }
                return .string(cell)
            case .object:
                if let target = property.objectClassName.flatMap({ schema[$0] }), target.primaryKeyProperty?.type == .string, !cell.hasPrefix("{") {
                    return .string(cell)
                }
            default: break
            }
        }
        return try RelaxedJSON.parse(cell)
    }
}
