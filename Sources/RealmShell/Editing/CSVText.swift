import RealmLifecycle
import RealmModel

/// CSV as data (RFC 4180), for `.mode csv`, `query --format csv`,
/// `.export` and `.import`: a cell is the value's canonical JSON, except that
/// a string is written bare (its characters as they are, a newline as a
/// newline, quoted as RFC 4180 says); null is an empty cell and the empty
/// string is `""`, so every export reads back to the same objects.
///
/// ```
/// name,born,dogs
/// Tim,"{""$date"":""1985-03-14T09:30:00.000000000Z""}","[{""$index"":0}]"
/// Jane,,[]
/// ```
enum CSVText {
    /// One field of a record: its text, and whether it was quoted (`""` is
    /// the empty string, an empty unquoted field is null).
    struct Field: Equatable {
        var text: String
        var isQuoted: Bool
    }

    /// Splits CSV text into records of fields (quoted fields may hold commas, quotes and line breaks).
    static func records(_ text: String) throws -> [[Field]] {
        var records: [[Field]] = []
        var record: [Field] = []
        var field = ""
        var quoted = false
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
                guard field.isEmpty && !quoted else { throw CommandFailure("CSV line \(line): a quote inside an unquoted field") }
                inQuotes = true
                quoted = true
            case ",":
                record.append(Field(text: field, isQuoted: quoted))
                field = ""
                quoted = false
            case "\r":
                continue
            case "\n":
                record.append(Field(text: field, isQuoted: quoted))
                records.append(record)
                record = []
                field = ""
                quoted = false
                line += 1
            default:
                field.unicodeScalars.append(c)
            }
        }
        if inQuotes && !pendingQuote { throw CommandFailure("CSV line \(line): a quoted field is not closed") }
        if !field.isEmpty || quoted || !record.isEmpty {
            record.append(Field(text: field, isQuoted: quoted))
            records.append(record)
        }
        return records
    }

    /// The text of one value in a CSV cell; `nil` for null (an empty field).
    /// A string is bare, except a mixed string that would read back as
    /// another value (`42`, `true`, `{…}`), which keeps its JSON quotes.
    static func cell(_ value: AnyRealmValue, property: Property, encoder: inout CanonicalValueEncoder) throws -> String? {
        if case .null = value { return nil }
        if case .string(let s) = value, property.collection == nil, property.type != .mixed { return s }
        var bytes: [UInt8] = []
        try encoder.appendPropertyValue(value, property: property, to: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("\""), case .string(let s)? = try? RelaxedJSON.parse(text) else { return text }
        if property.type == .mixed && property.collection == nil && !s.isEmpty, (try? RelaxedJSON.parse(s)).map(isNotBareString) ?? false {
            return text
        }
        return s
    }

    private static func isNotBareString(_ json: JSONValue) -> Bool {
        if case .string = json { return false }
        return true
    }

    /// A cell read back as the JSON-ish value `ValueConverter` takes for
    /// `property`: strings bare, null empty, everything else canonical JSON
    /// (ISO dates and hex ids as they are also read, as people type them).
    static func json(_ field: Field, property: Property, schema: Schema) throws -> JSONValue {
        let cell = field.text
        if cell.isEmpty {
            // An empty cell is null, except where null cannot be: a required string is "".
            let requiredString = property.type == .string && property.collection == nil && !property.isOptional
            return field.isQuoted || requiredString ? .string("") : .null
        }
        if property.collection == nil {
            switch property.type {
            case .string:
                return .string(cell)
            case .date, .objectId, .uuid, .decimal128, .data:
                return cell.hasPrefix("{") ? try RelaxedJSON.parse(cell) : .string(cell)
            case .object:
                if let target = property.objectClassName.flatMap({ schema[$0] }), target.primaryKeyProperty?.type == .string, !cell.hasPrefix("{") {
                    return .string(cell)
                }
            case .mixed:
                // A bare string unless it is JSON (a quoted mixed string is JSON too).
                return (try? RelaxedJSON.parse(cell)).flatMap { json in
                    if case .string = json, !cell.hasPrefix("\"") { return nil }
                    return json
                } ?? .string(cell)
            default: break
            }
        }
        return try RelaxedJSON.parse(cell)
    }
}
