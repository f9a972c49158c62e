import RealmModel
/// A table's column descriptions (`spec.hpp`): the top array is [types,
/// names, attributes, vacant, enum keys, column keys]; backlink columns
/// follow the public ones and have no names.
struct Spec: Sendable {
    /// One column as the spec records it.
    struct Column: Sendable {
        /// Position in the spec (the file's column order).
        var specIndex: Int
        var name: String?
        var type: ElementType.Kind
        /// `col_attr_*` bits: Indexed 1, Nullable 16, List 32, Dictionary 64,
        /// Set 128, FullText 256.
        var attributes: Int64
        /// The `ColKey` value (leaf index in bits 0–15).
        var columnKey: Int64
        /// Ref of the distinct strings of an enumerated string column, or 0.
        var enumKeysRef: Int

        /// Slot of this column's leaf in a cluster, minus one.
        var leafIndex: Int { Int(columnKey & 0xFFFF) }
        var isNullable: Bool { attributes & 16 != 0 }
        var isIndexed: Bool { attributes & 1 != 0 }
        var isFullTextIndexed: Bool { attributes & 256 != 0 }
        var collection: CollectionKind? {
            if attributes & 32 != 0 { return .list }
            if attributes & 128 != 0 { return .set }
            if attributes & 64 != 0 { return .dictionary }
            return nil
        }
    }

    var columns: [Column] = []
    /// Where the attributes are, for what is found wrong in them.
    var attributesRef = 0

    /// Column keys hold the leaf index in 16 bits.
    static let maxColumns = 1 << 16

    init(_ reader: ByteReader, ref: Int) throws {
        let top = try ArrayNode(reader, ref: ref)
        // Since Realm Core 6 (so in every format read here) a spec has all
        // six arrays (`Spec::init`).
        guard top.hasRefs, top.size == 6 else {
            throw RealmFileError.corrupt(reason: "table spec has \(top.size) elements, not 6", offset: ref)
        }
        guard let types = try top.child(0), let attributes = try top.child(2) else {
            throw RealmFileError.corrupt(reason: "table spec lacks column types or attributes", offset: ref)
        }
        attributesRef = attributes.ref
        let names = try top.child(1).map { try StringLeaf.shortNames($0) }
        let enumKeys = top.size > 4 ? try top.child(4) : nil
        let keys = top.size > 5 ? try top.child(5) : nil
        guard types.size <= Spec.maxColumns else {
            throw RealmFileError.corrupt(reason: "table spec claims \(types.size) columns", offset: ref)
        }
        // One attribute per column, one name per public column (`Spec::verify`;
        // a longer array of column keys is read as far as there are columns,
        // as Realm Core does).
        guard attributes.size == types.size else {
            throw RealmFileError.corrupt(reason: "table spec has \(attributes.size) attributes for \(types.size) columns", offset: ref)
        }
        for index in 0 ..< types.size {
            var name: String?
            if let names, index < names.count { name = try names.string(at: index) }
            let columnKey: Int64
            if let keys {
                guard index < keys.size else {
                    throw RealmFileError.corrupt(reason: "table spec lacks a column key for column \(index)", offset: keys.ref)
                }
                columnKey = try keys.get(index)
            } else {
                columnKey = Int64(index)
            }
            // Realm Core reads a column's type from its `ColKey` (bits
            // 16–21), not from the spec's types; without keys, from the types
            // (dictionaries keep their key type in bits 16+ there).
            let rawType = keys != nil ? (columnKey >> 16) & 0x3F : try types.get(index) & 0xFFFF
            guard let kind = ElementType.Kind(rawValue: Int(truncatingIfNeeded: rawType)), rawType >= 0, rawType < 32 else {
                throw RealmFileError.corrupt(reason: "column \(index) has unknown type \(rawType)", offset: keys?.ref ?? types.ref)
            }
            var enumRef = 0
            if let enumKeys, index < enumKeys.size, enumKeys.hasRefs { enumRef = try enumKeys.getRef(index) }
            columns.append(Column(
                specIndex: index, name: name, type: kind, attributes: try attributes.get(index),
                columnKey: columnKey, enumKeysRef: enumRef))
        }
        // Realm Core gives each leaf of a cluster to one column
        // (`Table::build_column_mapping`): two columns on one leaf (a flipped
        // bit in the column keys) would read one column's values as the other's.
        var leaves: Set<Int> = []
        if let shared = columns.first(where: { !leaves.insert($0.leafIndex).inserted }) {
            throw RealmFileError.corrupt(reason: "column \(shared.specIndex) has the leaf of another column (index \(shared.leafIndex))",
                                         offset: keys?.ref ?? ref)
        }
        // Realm Core counts the public columns from the spec's types: all but
        // the trailing backlink columns (`Spec::update_internals`), and reads
        // only those, by name. A hidden column whose key says another type
        // (a flipped bit) is never read, by Core or by us: it has no name.
        var publicColumns = types.size
        while publicColumns > 0, try types.get(publicColumns - 1) == Int64(ElementType.Kind.backlink.rawValue) { publicColumns -= 1 }
        guard (names?.count ?? 0) == publicColumns else {
            throw RealmFileError.corrupt(reason: "table spec has \(names?.count ?? 0) names for \(publicColumns) columns", offset: ref)
        }
        // A named column read as a backlink would silently lose the property.
        if let named = columns.prefix(publicColumns).first(where: { $0.type == .backlink }) {
            throw RealmFileError.corrupt(reason: "column \(named.specIndex) (\(quoted: named.name ?? "")) is a public column whose key says backlink", offset: keys?.ref ?? ref)
        }
    }
}
