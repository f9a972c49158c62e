/// Which classes, and which of their properties, a partial import copies.
///
/// ```swift
/// let selection = ImportSelection(["Item": ["n"], "Person": []])   // Person: its objects, no properties
/// ```
public struct ImportSelection: Hashable, Sendable {
    /// Per class: the properties copied. A class listed with no properties
    /// still has its objects (their keys) copied.
    public private(set) var properties: [String: Set<String>]

    public init(_ properties: [String: Set<String>] = [:]) {
        self.properties = properties
    }

    /// Whether everything `other` selects is selected here.
    public func contains(_ other: ImportSelection) -> Bool {
        other.properties.allSatisfy { className, names in properties[className].map(names.isSubset) ?? false }
    }

    /// What either selects.
    public func union(_ other: ImportSelection) -> ImportSelection {
        var result = self
        for (className, names) in other.properties { result.properties[className, default: []].formUnion(names) }
        return result
    }

    /// Stable text: one line per class (sorted), the class then its
    /// properties (sorted), tab-separated; `%`, tab and newline escaped.
    public var text: String {
        properties.keys.sorted().map { className in
            ([className] + (properties[className] ?? []).sorted()).map(Self.escape).joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// Reads `text` back; nil when it is not such text.
    public init?(text: String) {
        var properties: [String: Set<String>] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescape(String($0)) }
            guard let className = fields.first.flatMap({ $0 }), properties[className] == nil else { return nil }
            var names: Set<String> = []
            for field in fields.dropFirst() {
                guard let name = field else { return nil }
                names.insert(name)
            }
            properties[className] = names
        }
        self.properties = properties
    }

    private static func escape(_ name: String) -> String {
        var out = ""
        for character in name {
            switch character {
            case "%": out += "%25"
            case "\t": out += "%09"
            case "\n": out += "%0A"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unescape(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var out = "", rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let code = rest[rest.index(after: percent)...].prefix(2)
            switch code {
            case "25": out += "%"
            case "09": out += "\t"
            case "0A": out += "\n"
            default: return nil
            }
            rest = rest[rest.index(percent, offsetBy: 3)...]
        }
        return out + rest
    }
}
