import RealmModel
import SQLite

/// A list, set or dictionary property read on an object a link held in a mixed value leads to, as
/// Realm Core's `Collection::get_any` reaches it (`m.tags`, `m[*].scores['a']`): `Obj::get_any`
/// gives the collection itself, one value of its kind, and a later step reads its elements —
/// a dictionary's values (any type: Core stores them as mixed values), a list's elements in order.
/// A set is one value of its own kind (`ValueCoding.MixedTag.set`; in groups `MixedSetValue`), with no
/// elements read: Core takes nothing from it at a step, and its `@size` is null.
///
/// Realm Core 14.14 reads any list's storage as a list of mixed values there; for a list of
/// another type than mixed its debug build stops on an assertion (`array.hpp:755`) and its
/// release build reads the bytes as something else. RealmLens reads the elements themselves.
extension MixedLinkReader {
    /// The SQL reading the elements of `className`'s collection property `key` for one owner (none for a set).
    static func elementsSQL(_ className: String, _ key: String, type: PropertyType, _ kind: CollectionKind) -> String? {
        let table = TableLayout.quote(TableLayout.collectionTable(className, key))
        let values = TableLayout.valueColumns(base: TableLayout.valueColumn, type: type).map(TableLayout.quote).joined(separator: ", ")
        let owner = "WHERE \(TableLayout.quotedOwnerColumn) = ?"
        switch kind {
        case .dictionary: return "SELECT \(TableLayout.quotedDictionaryKeyColumn), \(values) FROM \(table) \(owner)"
        case .list: return "SELECT \(values) FROM \(table) \(owner) ORDER BY \(TableLayout.quotedPositionColumn)"
        case .set: return nil
        }
    }

    /// The elements of the collection property `entry` of the object `owner`: a `.dictionary` for a
    /// dictionary, a `.list` for a list, an empty `.list` for a set.
    func elements(of owner: Int64, _ entry: Entry) throws -> AnyRealmValue {
        guard let sql = entry.elementsSQL, let kind = entry.collection else { return .list([]) }
        let statement = try connection.checkOutStatement(sql: sql)
        defer { connection.recycle(statement) }
        try statement.bind([.integer(owner)])
        var items: [AnyRealmValue] = [], dictionary: [String: AnyRealmValue] = [:]
        while try statement.step() {
            var index: Int32 = kind == .dictionary ? 1 : 0
            let value = try ValueCoding.read(statement, at: &index, type: entry.type, targetClass: entry.target)
            if kind == .dictionary { dictionary[statement.string(at: 0)] = value } else { items.append(value) }
        }
        return kind == .dictionary ? .dictionary(dictionary) : .list(items)
    }
}
