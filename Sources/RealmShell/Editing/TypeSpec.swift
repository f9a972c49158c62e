import RealmLifecycle
import RealmModel
import RealmQuery

/// Property types as people write them: RealmSwift spellings (`String`,
/// `Int?`, `List<Dog>`, `Map<String, Double?>`, `MutableSet<UUID>`,
/// `AnyRealmValue`, `Person?`) or the one vocabulary's, as schema tables
/// print them (`string`, `int?`, `decimal`, `mixed`, `list<Dog>`,
/// `dictionary<double?>`).
enum TypeSpec {
    /// The value types a property can be declared with by name: the one list, less links.
    static let valueTypes = PropertyType.allCases.filter { $0 != .object && $0 != .linkingObjects }

    /// Lower-cased spellings: the one vocabulary's, then Realm's and RealmSwift's other names (input only).
    static let names: [String: PropertyType] = Dictionary(uniqueKeysWithValues: valueTypes.map { ($0.rawValue.lowercased(), $0) })
        .merging([
            "int8": .int, "int16": .int, "int32": .int, "int64": .int, "binary": .data,
            "timestamp": .date, "decimal128": .decimal128, "anyrealmvalue": .mixed,
        ]) { vocabulary, _ in vocabulary }

    /// A property named `name` of the written type.
    static func parse(_ text: String, name: String, schema: Schema) throws -> Property {
        var spec = text.replacing(" ", with: "")
        var collection: CollectionKind?
        for (prefixes, kind) in [(["List<", "list<", "Array<"], CollectionKind.list), (["Set<", "MutableSet<", "set<"], .set),
                                 (["Map<String,", "map<string,", "Dictionary<String,", "dictionary<string,", "Map<", "map<", "Dictionary<", "dictionary<"], .dictionary)] {
            if let prefix = prefixes.first(where: { spec.hasPrefix($0) }), spec.hasSuffix(">") {
                collection = kind
                spec = String(spec.dropFirst(prefix.count).dropLast())
                break
            }
        }
        var optional = false
        if spec.hasSuffix("?") {
            optional = true
            spec.removeLast()
        }
        if let type = names[spec.lowercased()] {
            return Property(name: name, type: type, collection: collection, isOptional: optional || type == .mixed)
        }
        guard let target = schema[spec] else {
            let known = Array(names.keys) + schema.classNames
            throw CommandFailure("unknown type \(quoted: text)", hint: Diagnostic.sentences([
                Suggestion.didYouMean(spec, among: known),
                "Use \(valueTypes.map(\.rawValue).joined(separator: ", ")), a class name, or List<…>, Set<…>, Map<String, …>."]))
        }
        // Single links are always optional, and so are dictionary values of links (as in Realm).
        return Property(name: name, type: .object, collection: collection, isOptional: collection == nil || collection == .dictionary,
                        objectClassName: target.className)
    }
}
