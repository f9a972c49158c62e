import RealmModel
import SQLite

extension Realm {
    /// Deletes an object: its embedded objects go too, links to it become
    /// null, it leaves every list and set, and dictionary values naming it
    /// become null; the same holds for links inside mixed values, at every
    /// depth of their nested lists and dictionaries (as in Realm Core).
    ///
    /// ```swift
    /// try realm.write { try realm.delete(rex) }
    /// ```
    public func delete(_ object: DynamicObject) throws {
        let info = try info(object.className)
        try atomically {
            guard try exists(info, key: object.key) else { throw RealmError.objectInvalidated(className: object.className) }
            try deleteObject(info, key: object.key)
            // An embedded object deleted on its own leaves its owner's property null (or its list).
            if info.objectSchema.isEmbedded { try nullifyLinks(to: info, key: object.key) }
        }
    }

    /// Deletes every object of `className`.
    public func deleteAll(_ className: String) throws {
        let info = try info(className)
        try atomically {
            var keys: [ObjectKey] = []
            let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.keyColumn) FROM \(info.table) ORDER BY \(TableLayout.keyColumn)")
            try statement.forEachRow { keys.append($0.int64(at: 0)) }
            try deleteObjects(info, keys: keys)
        }
    }

    /// Deletes the objects of `className` with these keys (those already
    /// gone are skipped) in one operation (all or nothing), with the same
    /// result as deleting them one by one (`delete(_:)`).
    ///
    /// ```swift
    /// try realm.write { try realm.delete("Dog", keys: keys) }
    /// ```
    public func delete(_ className: String, keys: [ObjectKey]) throws {
        let info = try info(className)
        try atomically {
            guard info.objectSchema.isEmbedded else { return try deleteObjects(info, keys: keys) }
            for key in keys where try exists(info, key: key) {
                try deleteObject(info, key: key)
                try nullifyLinks(to: info, key: key)
            }
        }
    }

    /// Deletes objects of a class (inside an operation's savepoint), skipping
    /// keys already gone. The links to them held in mixed values are removed
    /// in one pass over the stored mixed values once the rows are gone
    /// (`forEachMixedLink`), instead of one scan of them per object: a
    /// statement deleting n objects was quadratic. The pass decodes every
    /// mixed value holding a link or collection, about what three per-object
    /// scans cost (100,000 objects: ~100 ms against ~35 ms each), so fewer
    /// objects than that keep the scans.
    private func deleteObjects(_ info: ClassInfo, keys: [ObjectKey]) throws {
        let onePass = keys.count >= 3 && !info.objectSchema.isEmbedded && !mixedProperties.isEmpty
        var deleted = Set<ObjectKey>()
        for key in keys where try exists(info, key: key) {
            try deleteObject(info, key: key, removingMixedLinks: !onePass)
            if onePass { deleted.insert(key) }
        }
        guard !deleted.isEmpty else { return }
        let className = info.className
        try forEachMixedLink(rewrite: true) { _, link in
            link.className == className && link.key.map(deleted.contains) == true
        }
    }

    /// The delete itself (inside an operation's savepoint). Without
    /// `removingMixedLinks`, links to it held in mixed values are left for
    /// the caller to remove (`delete(_:keys:)`, one pass for many objects).
    func deleteObject(_ info: ClassInfo, key: ObjectKey, removingMixedLinks: Bool = true) throws {
        // Embedded children first (recursively), then this object's collections and row.
        for index in info.singleIndexes {
            let property = info.persisted[index]
            if let target = embeddedTarget(property), case .link(let link) = try readSingle(info, property, of: key), let child = link.key {
                try deleteObject(target, key: child)
            }
        }
        for index in info.collectionIndexes {
            try clearCollection(info, info.persisted[index], owner: key)
        }
        try connection.makeStatement(sql: "DELETE FROM \(info.table) WHERE \(TableLayout.keyColumn) = ?").execute(arguments: [.integer(key)])
        if info.objectSchema.isEmbedded { return }  // only its owner linked to it, and that link is going away
        try nullifyLinks(to: info, key: key, removingMixedLinks: removingMixedLinks)
    }

    private func nullifyLinks(to info: ClassInfo, key: ObjectKey, removingMixedLinks: Bool = true) throws {
        for (source, property) in incomingLinks[info.className] ?? [] {
            if let collection = property.collection {
                let table = source.collectionTable(property)
                let sql = collection == .dictionary
                    ? "UPDATE \(table) SET value = NULL WHERE value = ?"
                    : "DELETE FROM \(table) WHERE value = ?"
                try connection.makeStatement(sql: sql).execute(arguments: [.integer(key)])
            } else {
                let column = TableLayout.quotedColumn(property.name)
                try connection.makeStatement(sql: "UPDATE \(source.table) SET \(column) = NULL WHERE \(column) = ?")
                    .execute(arguments: [.integer(key)])
            }
        }
        guard removingMixedLinks else { return }
        let link = ValueCoding.sqliteValue(.link(ObjectLink(className: info.className, key: key)))
        let tag = SQLiteValue.integer(ValueCoding.MixedTag.link.rawValue)
        for (source, property) in mixedProperties {
            if let collection = property.collection {
                let table = source.collectionTable(property)
                let sql = collection == .dictionary
                    ? "UPDATE \(table) SET \(TableLayout.valueColumn) = NULL, \(TableLayout.quotedValueTypeColumn) = NULL WHERE \(TableLayout.quotedValueTypeColumn) = ? AND \(TableLayout.valueColumn) = ?"
                    : "DELETE FROM \(table) WHERE \(TableLayout.quotedValueTypeColumn) = ? AND \(TableLayout.valueColumn) = ?"
                try connection.makeStatement(sql: sql).execute(arguments: [tag, link])
            } else {
                let value = TableLayout.quotedColumn(property.name)
                let type = TableLayout.quote(TableLayout.typeColumn(property.name))
                try connection.makeStatement(sql: "UPDATE \(source.table) SET \(value) = NULL, \(type) = NULL WHERE \(type) = ? AND \(value) = ?")
                    .execute(arguments: [tag, link])
            }
        }
        try removeNestedMixedLinks(to: info.className, key: key)
    }
}
