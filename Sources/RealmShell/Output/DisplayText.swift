import RealmModel

/// How values look in tables and other human output: ISO dates, binary as
/// `<5 KB data>`, links as `→ Person 'Jane'`, collections summarised.
struct DisplayText {
    /// Text shown for null (`.nullvalue`).
    var nullText = "null"
    /// Longest string shown before truncating with `…` (0: never).
    var maxStringLength = 0

    init(nullText: String = "null", maxStringLength: Int = 0) {
        self.nullText = nullText
        self.maxStringLength = maxStringLength
    }

    /// One cell of display text.
    func render(_ value: AnyRealmValue, property: Property? = nil, linkLabel: (ObjectLink) -> String = DisplayText.defaultLinkLabel) -> String {
        switch value {
        case .null: return nullText
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .float(let f): return FloatingPointText.render(f)
        case .double(let d): return FloatingPointText.render(d)
        case .string(let s): return truncate(s)
        case .data(let bytes): return "<\(Self.byteCount(bytes.count)) data>"
        case .date(let t): return t.description
        case .decimal128(let d): return d.description
        case .objectId(let o): return o.description
        case .uuid(let u): return u.description
        // A class name or primary key from a hostile file may hold control characters: escaped, as strings are.
        case .link(let link): return "→ " + Quoting.escapingControlCharacters(linkLabel(link))
        case .embedded(let object): return "{\(Quoting.escapingControlCharacters(object.className))}"
        case .list(let items):
            let kind = property?.collection == .set ? "set" : "list"
            return items.isEmpty ? "[]" : "[\(kind) of \(items.count)]"
        case .dictionary(let dict):
            return dict.isEmpty ? "{}" : "{\(dict.count) keys}"
        }
    }

    func truncate(_ s: String) -> String {
        // Control characters would break the table grid: show them escaped, as messages do.
        let text = Quoting.escapingControlCharacters(s)
        guard maxStringLength > 0, text.count > maxStringLength else { return text }
        return String(text.prefix(maxStringLength - 1)) + "…"
    }

    /// `Person[3]` or `Person 'Jane'`.
    static func defaultLinkLabel(_ link: ObjectLink) -> String {
        switch link.target {
        case .key(let k): return "\(link.className)[key \(k)]"
        case .primaryKey(let pk): return "\(link.className) \(literal(pk))"
        }
    }

    /// A value as an RQL-style literal: `'Jane'`, `42`, `oid(…)`.
    static func literal(_ value: AnyRealmValue) -> String {
        switch value {
        case .string(let s): return "'" + s.replacing("'", with: "\\'") + "'"
        case .objectId(let o): return "oid(\(o))"
        case .uuid(let u): return "uuid(\(u))"
        default: return DisplayText().render(value)
        }
    }

    /// `512 B`, `5 KB`, `1.2 MB`.
    static func byteCount(_ n: Int) -> String {
        if n < 1024 { return "\(n) B" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(n) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        if value >= 10 || value.rounded() == value { return "\(Int(value.rounded())) \(units[unit])" }
        return "\((value * 10).rounded() / 10) \(units[unit])"
    }
}
