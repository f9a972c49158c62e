import RealmModel
import SQLite

// MARK: - A working copy takes the embedded keys of the file written from it

extension Realm {
    /// Gives this store's embedded objects the keys they have in `file`, a
    /// genuine file just written from this store (our writer numbers
    /// embedded objects afresh, in their owners' order; top-level objects
    /// keep their keys). Realm Core lists an embedded class's objects in key
    /// order and checks some `LIMIT`s between its clusters, so a working copy
    /// that kept the old keys answered otherwise than Core on the committed
    /// file. Each link to an embedded object (to-one, list position,
    /// dictionary key) is paired with the one at the same place in `file`.
    ///
    /// Returns false, changing nothing, where the two do not pair up (every
    /// embedded object reached exactly once); true where the store now holds
    /// `file`'s keys (also where they were already the same).
    @discardableResult
    public func adoptEmbeddedKeys(of file: some KeyOrderedObjectSource) throws -> Bool {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        let embeddedClasses = classInfos.values.filter { $0.objectSchema.isEmbedded }
        guard !embeddedClasses.isEmpty else { return true }
        var pairing = EmbeddedKeyPairing(realm: self, file: file.schema)
        do {
            for info in classInfos.values where !info.objectSchema.isEmbedded && pairing.reachesEmbedded(info) {
                try file.forEachObjectInKeyOrder(ofClass: info.className) { record in
                    try pairing.pair(info, owner: record.key, values: record.values)
                }
            }
            for info in embeddedClasses where try pairing.newKeys[info.className, default: [:]].count != objectCount(info) {
                throw EmbeddedKeyPairing.Mismatch()
            }
        } catch is EmbeddedKeyPairing.Mismatch {
            return false
        }
        let renumbered = pairing.newKeys.filter { _, keys in keys.contains { $0.key != $0.value } }
        guard !renumbered.isEmpty else { return true }
        try translatingErrors {
            try connection.inSavepoint {
                try connection.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(Self.rekeyTable)(old INTEGER PRIMARY KEY, new INTEGER NOT NULL)")
                for (className, keys) in renumbered { try renumber(className, keys) }
                try connection.execute(sql: "DROP TABLE \(Self.rekeyTable)")
            }
        }
        compiledQueries.removeAll()
        return true
    }

    private static let rekeyTable = "temp." + TableLayout.quote("rl$embedded_rekey")

    private func objectCount(_ info: ClassInfo) throws -> Int {
        let statement = try connection.makeUncachedStatement(sql: "SELECT count(*) FROM \(info.table)")
        return try statement.step() ? Int(statement.int64(at: 0)) : 0
    }

    /// Moves the objects of the embedded class `className` to their new keys,
    /// with every link to them and every collection they own.
    private func renumber(_ className: String, _ keys: [ObjectKey: ObjectKey]) throws {
        try connection.execute(sql: "DELETE FROM \(Self.rekeyTable)")
        let insert = try connection.makeUncachedStatement(sql: "INSERT INTO \(Self.rekeyTable)(old, new) VALUES (?, ?)")
        for (old, new) in keys { try insert.execute(arguments: [.integer(old), .integer(new)]) }
        let newKey = { (column: String) in "(SELECT new FROM \(Self.rekeyTable) WHERE old = \(column))" }
        guard let target = classInfos[className] else { return }
        // Keys and owners are unique: through negative keys (Realm's are never negative), so no two rows meet midway.
        let key = TableLayout.quotedKeyColumn, owner = TableLayout.quotedOwnerColumn
        try connection.execute(sql: "UPDATE main.\(target.table) SET \(key) = -1 - \(newKey(key))")
        try connection.execute(sql: "UPDATE main.\(target.table) SET \(key) = -1 - \(key)")
        for index in target.collectionIndexes {
            let side = target.collectionTable(target.persisted[index])
            try connection.execute(sql: "UPDATE main.\(side) SET \(owner) = -1 - \(newKey(owner))")
            try connection.execute(sql: "UPDATE main.\(side) SET \(owner) = -1 - \(owner)")
        }
        // Links to them: only from owners' object properties (mixed values never hold embedded objects).
        for info in classInfos.values {
            for property in info.persisted where property.type == .object && property.objectClassName == className {
                let (table, column) = property.isCollection
                    ? (info.collectionTable(property), TableLayout.quotedValueColumn)
                    : (info.table, TableLayout.quotedColumn(property.name))
                try connection.execute(sql: "UPDATE main.\(table) SET \(column) = \(newKey(column)) WHERE \(column) IS NOT NULL")
            }
        }
    }
}

/// The old (store) and new (file) key of each embedded object, found by
/// walking the file's objects beside the store's links.
private struct EmbeddedKeyPairing {
    struct Mismatch: Error {}

    let realm: Realm
    /// The file's schema: its records' values are in its property order.
    let file: Schema
    /// Per embedded class: store key → file key.
    var newKeys: [String: [ObjectKey: ObjectKey]] = [:]

    init(realm: Realm, file: Schema) {
        self.realm = realm
        self.file = file
    }

    /// Whether objects of `info` hold embedded objects (directly).
    func reachesEmbedded(_ info: ClassInfo) -> Bool {
        info.persisted.contains { realm.embeddedTarget($0) != nil }
    }

    /// Pairs the embedded objects the store's object `owner` of `info` holds
    /// with those in `values`, the file's values of the same object.
    mutating func pair(_ info: ClassInfo, owner: ObjectKey, values: [AnyRealmValue]) throws {
        guard let fileClass = file[info.className] else { throw Mismatch() }
        let fileProperties = fileClass.persistedProperties
        for property in info.persisted {
            guard let target = realm.embeddedTarget(property) else { continue }
            guard let index = fileProperties.firstIndex(where: { $0.name == property.name }), index < values.count else { throw Mismatch() }
            let stored = property.isCollection
                ? try realm.readCollection(info, property, owner: owner, expandEmbedded: false)
                : try realm.readSingle(info, property, of: owner)
            try pair(target, stored: stored, file: values[index])
        }
    }

    /// `stored`: links by the store's keys; `file`: the file's embedded objects.
    private mutating func pair(_ target: ClassInfo, stored: AnyRealmValue, file: AnyRealmValue) throws {
        switch (stored, file) {
        case (.null, .null):
            return
        case (.link(let link), .embedded(let object)):
            guard let old = link.key, let new = object.key, newKeys[target.className, default: [:]].updateValue(new, forKey: old) == nil else {
                throw Mismatch()
            }
            try pair(target, owner: old, values: object.values)
        case (.list(let links), .list(let objects)) where links.count == objects.count:
            for (link, object) in zip(links, objects) { try pair(target, stored: link, file: object) }
        case (.dictionary(let links), .dictionary(let objects)) where links.count == objects.count:
            for (key, link) in links {
                guard let object = objects[key] else { throw Mismatch() }
                try pair(target, stored: link, file: object)
            }
        default:
            throw Mismatch()
        }
    }
}
