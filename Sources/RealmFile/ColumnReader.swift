import RealmModel
/// A persisted, public column of a table as the reader uses it: its name,
/// its RealmModel property shape and how its leaves are decoded.
struct ColumnReader: Sendable {
    var column: Spec.Column
    var name: String
    var element: ElementType
    var collection: CollectionKind?
    var propertyType: PropertyType
    var isOptional: Bool

    /// The public columns of `table` in spec (file) order; backlink columns are skipped.
    static func columns(of table: Table, in group: Group) throws -> [ColumnReader] {
        var result: [ColumnReader] = []
        for column in table.spec.columns {
            guard column.type != .backlink, let name = column.name else { continue }
            // Realm Core takes a column's shape from its `ColKey` (attributes
            // in bits 22–29), the spec's attributes only for its indexes.
            let keyAttributes = (column.columnKey >> 22) & 0xFF
            let attributes = keyAttributes
            let nullable = attributes & 16 != 0
            var collection: CollectionKind?
            if attributes & 32 != 0 { collection = .list }
            else if attributes & 128 != 0 { collection = .set }
            else if attributes & 64 != 0 { collection = .dictionary }
            var element = ElementType(kind: column.type, isNullable: nullable)
            if column.type == .link {
                let leafIndex = column.leafIndex
                guard leafIndex < table.oppositeTableKeys.count,
                      let target = group.tables.firstIndex(where: { $0.key == table.oppositeTableKeys[leafIndex] })
                else {
                    throw RealmFileError.corrupt(reason: "link column \(quoted: name) of table \(quoted: table.name) has no target table", offset: table.ref)
                }
                element.targetTable = target
            }
            let type: PropertyType
            switch column.type {
            case .int: type = .int
            case .bool: type = .bool
            case .string: type = .string
            case .binary: type = .data
            case .mixed: type = .mixed
            case .timestamp: type = .date
            case .float: type = .float
            case .double: type = .double
            case .decimal: type = .decimal128
            case .link, .typedLink: type = .object
            case .objectId: type = .objectId
            case .uuid: type = .uuid
            case .backlink: continue
            }
            result.append(ColumnReader(
                column: column, name: name, element: element, collection: collection,
                propertyType: type, isOptional: nullable))
        }
        return result
    }
}
