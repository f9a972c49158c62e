import RealmModel
import SQLite

/// The object and property holding a link inside a mixed value.
struct MixedLinkHolder {
    let info: ClassInfo
    let property: Property
    let owner: ObjectKey
}

/// Where a mixed property's values are stored, quoted for SQL: the class
/// table's row (`_key`) for a single value, the side table's row (`rowid`)
/// for a collection element; `owner` names the object either way.
struct MixedColumns {
    let table: String, row: String, owner: String, value: String, type: String

    init(_ source: ClassInfo, _ property: Property) {
        if property.collection != nil {
            (table, row, owner) = (source.collectionTable(property), "rowid", TableLayout.quotedOwnerColumn)
            (value, type) = (TableLayout.quotedValueColumn, TableLayout.quotedValueTypeColumn)
        } else {
            (table, row, owner) = (source.table, TableLayout.quotedKeyColumn, TableLayout.quotedKeyColumn)
            (value, type) = (TableLayout.quotedColumn(property.name), TableLayout.quote(TableLayout.typeColumn(property.name)))
        }
    }
}

extension Realm {
    /// One pass over every stored mixed value that holds a link at any depth
    /// (the top-level value, a list, set or dictionary element, or inside
    /// collections nested in one), asking `isRemoved` once per link.
    ///
    /// With `rewrite`, the links it picks are removed as Realm Core's delete
    /// removes them (`NestedMixedLinkRemoval`): a mixed property becomes null,
    /// a list or set element is removed, a dictionary value becomes null (key
    /// kept), at every depth. Without it nothing is written (`check`).
    ///
    /// Linear in the stored mixed values holding links: each row is decoded
    /// once, whatever the number of links picked, so a statement deleting
    /// many objects costs one pass instead of one scan per object. Rows are
    /// read first and written after, so the scan never meets its own writes.
    func forEachMixedLink(rewrite: Bool, _ isRemoved: (MixedLinkHolder, ObjectLink) throws -> Bool) throws {
        let tags: [SQLiteValue] = [ValueCoding.MixedTag.link, .list, .dictionary].map { .integer($0.rawValue) }
        for (source, property) in mixedProperties {
            let collection = property.collection
            let c = MixedColumns(source, property)
            var nulled: [Int64] = [], removed: [Int64] = [], rewritten: [(Int64, [UInt8])] = []
            let select = try connection.makeUncachedStatement(
                sql: "SELECT \(c.row), \(c.owner), \(c.value) FROM \(c.table) WHERE \(c.type) IN (?, ?, ?)")
            try select.bind(tags)
            try select.forEachRow { statement in
                let holder = MixedLinkHolder(info: source, property: property, owner: statement.int64(at: 1))
                guard let stored = statement.withUnsafeBytes(at: 2, { MixedBlob.decode($0) }) else { return }
                if case .link(let link) = stored {
                    guard try isRemoved(holder, link) else { return }
                    // A list or set loses the element; a dictionary value or a property becomes null.
                    if collection == .list || collection == .set { removed.append(statement.int64(at: 0)) } else { nulled.append(statement.int64(at: 0)) }
                } else if let cleaned = try NestedMixedLinkRemoval.removingLinks(in: stored, where: { try isRemoved(holder, $0) }) {
                    rewritten.append((statement.int64(at: 0), MixedBlob.encode(cleaned)))
                }
            }
            guard rewrite else { continue }
            if !nulled.isEmpty {
                let update = try connection.makeStatement(sql: "UPDATE \(c.table) SET \(c.value) = NULL, \(c.type) = NULL WHERE \(c.row) = ?")
                for id in nulled { try update.execute(arguments: [.integer(id)]) }
            }
            if !removed.isEmpty {
                let delete = try connection.makeStatement(sql: "DELETE FROM \(c.table) WHERE \(c.row) = ?")
                for id in removed { try delete.execute(arguments: [.integer(id)]) }
            }
            if !rewritten.isEmpty {
                let update = try connection.makeStatement(sql: "UPDATE \(c.table) SET \(c.value) = ? WHERE \(c.row) = ?")
                for (id, bytes) in rewritten { try update.execute(arguments: [.blob(bytes), .integer(id)]) }
            }
        }
    }

    /// Whether `link` names no object: its class is gone, or no object of
    /// it has the key. (A link by primary key is only met while importing.)
    func namesMissingObject(_ link: ObjectLink) throws -> Bool {
        guard let key = link.key else { return false }
        guard let target = classInfos[link.className] else { return true }
        return try !exists(target, key: key)
    }
}
