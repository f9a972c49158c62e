import RealmModel

/// The single source of the store's table and column names.
///
/// - metadata: `__metadata(key, value)`, `__classes`, `__properties`
/// - a genuine file's cluster boundaries, in the stores made from one (query
///   cache entries, working copies): `__cluster_starts(class, first_key)`, and its
///   dictionaries emptied after being written: `__emptied_dictionaries(class, property, key)`
/// - one table per class: `class_<Class>` with `_key INTEGER PRIMARY KEY AUTOINCREMENT`
///   and one column per single-valued property (named `column(property)`: the
///   property's name with every `$` doubled, and `_key` spelled `$_key`; a
///   `mixed` adds `<column>$type`, a `decimal` adds `<column>$sort`)
/// - one side table per collection property: `class_<Class>.<property>` with
///   `owner`, then `pos` (list) or `key` (dictionary), then the value column(s)
enum TableLayout {
    static let metadataTable = "__metadata"
    static let classesTable = "__classes"
    static let propertiesTable = "__properties"
    static let clusterStartsTable = "__cluster_starts"
    static let emptiedDictionariesTable = "__emptied_dictionaries"
    /// Format of the store layout; bump on incompatible layout changes.
    static let formatVersion: Int64 = 1

    static let keyColumn = "_key"
    static let ownerColumn = "owner"
    static let positionColumn = "pos"
    static let dictionaryKeyColumn = "key"
    static let valueColumn = "value"

    /// The quoted column names, as SQL text spells them.
    static let quotedKeyColumn = quote(keyColumn)
    static let quotedOwnerColumn = quote(ownerColumn)
    static let quotedPositionColumn = quote(positionColumn)
    static let quotedDictionaryKeyColumn = quote(dictionaryKeyColumn)
    static let quotedValueColumn = quote(valueColumn)
    /// The type tags of a side table's `mixed` elements.
    static let quotedValueTypeColumn = quote(typeColumn(valueColumn))
    /// The order column of a side table's `decimal` elements.
    static let quotedValueSortColumn = quote(sortColumn(valueColumn))

    static func classTable(_ className: String) -> String { "class_" + className }

    static func collectionTable(_ className: String, _ propertyName: String) -> String {
        "class_" + className + "." + propertyName
    }

    /// The column holding the single-valued property `propertyName`.
    ///
    /// Injective, and never one of the layout's own columns: every `$` of the
    /// name is doubled (so a column's `$` runs have even length, while a
    /// `$type`/`$sort` suffix or `$_key` makes an odd run), and a name `_key` (in any
    /// case) gets a leading `$`. A name without `$` that is not `_key` is its own column
    /// — every store written before names could hold `$` keeps its columns.
    static func column(_ propertyName: String) -> String {
        // SQLite's names ignore ASCII case: `_KEY` would be `_key` too.
        if propertyName.utf8.count == keyColumn.utf8.count, propertyName.lowercased() == keyColumn { return "$" + propertyName }
        guard propertyName.utf8.contains(UInt8(ascii: "$")) else { return propertyName }
        var out = ""
        for character in propertyName {
            if character == "$" { out += "$$" } else { out.append(character) }
        }
        return out
    }

    /// `quote(column(propertyName))`.
    static func quotedColumn(_ propertyName: String) -> String { quote(column(propertyName)) }

    /// The type-tag column of a `mixed` value whose base is the property
    /// `base` (or a side table's `value`).
    static func typeColumn(_ base: String) -> String { column(base) + "$type" }

    /// The sort column of a `decimal` value whose base is the property `base`
    /// (or a side table's `value`).
    static func sortColumn(_ base: String) -> String { column(base) + "$sort" }

    static func indexName(_ table: String, _ column: String) -> String { "index:" + table + "." + column }

    /// The column(s) holding one value of `type` whose base is the property
    /// `base` (or a side table's `value`), escaped by `column(_:)`.
    static func valueColumns(base: String, type: PropertyType) -> [String] {
        switch type {
        case .mixed: return [column(base), typeColumn(base)]
        case .decimal128: return [column(base), sortColumn(base)]
        default: return [column(base)]
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

    /// `'text'` with inner single quotes doubled: a class name spelt into
    /// SQL as a text literal, where no argument can be bound.
    static func quoteText(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
    }

    /// Names the user cannot give a property: only the empty name (Realm
    /// Core refuses it too); `column(_:)` escapes every other name.
    static func isReservedPropertyName(_ name: String) -> Bool {
        name.isEmpty
    }
}
