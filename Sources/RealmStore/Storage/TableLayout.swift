import RealmModel

/// The single source of the store's table and column names.
///
/// - metadata: `__metadata(key, value)`, `__classes`, `__properties`
/// - one table per class: `class_<Class>` with `_key INTEGER PRIMARY KEY AUTOINCREMENT`
///   and one column per single-valued property (named as the property; a
///   `mixed` adds `<name>$type`, a `decimal` adds `<name>$sort`)
/// - one side table per collection property: `class_<Class>.<property>` with
///   `owner`, then `pos` (list) or `key` (dictionary), then the value column(s)
enum TableLayout {
    static let metadataTable = "__metadata"
    static let classesTable = "__classes"
    static let propertiesTable = "__properties"
    /// Format of the store layout; bump on incompatible layout changes.
    static let formatVersion: Int64 = 1

    static let keyColumn = "_key"
    static let ownerColumn = "owner"
    static let positionColumn = "pos"
    static let dictionaryKeyColumn = "key"
    static let valueColumn = "value"

    static func classTable(_ className: String) -> String { "class_" + className }

    static func collectionTable(_ className: String, _ propertyName: String) -> String {
        "class_" + className + "." + propertyName
    }

    static func indexName(_ table: String, _ column: String) -> String { "index:" + table + "." + column }

    /// The column(s) holding one value of `type` whose base column is `base`.
    static func valueColumns(base: String, type: PropertyType) -> [String] {
        switch type {
        case .mixed: return [base, base + "$type"]
        case .decimal128: return [base, base + "$sort"]
        default: return [base]
        }
    }

    /// `"name"` with inner quotes doubled.
    static func quote(_ identifier: String) -> String {
        // Most names hold no quote: one concatenation, no walk over Characters (SQL generation quotes many names per query).
        if !identifier.utf8.contains(UInt8(ascii: "\"")) { return "\"" + identifier + "\"" }
        var out = "\""
        for character in identifier {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        return out + "\""
    }

    /// Names the user cannot give a property, because the layout uses them.
    static func isReservedPropertyName(_ name: String) -> Bool {
        name == keyColumn || name.contains("$") || name.isEmpty
    }
}
