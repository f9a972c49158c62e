import RealmModel
import SQLite

extension Realm {
    /// Removes the links to a deleted object held inside lists and
    /// dictionaries nested in mixed values, as Realm Core does
    /// (`NestedMixedLinkRemoval`), so no dangling link is left behind.
    ///
    /// Only mixed properties are looked at, and only rows holding a nested
    /// collection whose stored bytes contain the link's own encoding
    /// (`MixedBlob` is deterministic, so `instr` finds every candidate);
    /// just those rows are decoded and rewritten.
    func removeNestedMixedLinks(to className: String, key: ObjectKey) throws {
        let needle = SQLiteValue.blob(MixedBlob.encode(.link(ObjectLink(className: className, key: key))))
        let list = SQLiteValue.integer(ValueCoding.MixedTag.list.rawValue)
        let dictionary = SQLiteValue.integer(ValueCoding.MixedTag.dictionary.rawValue)
        for (source, property) in mixedProperties where property.collection != .set {
            let c = MixedColumns(source, property)
            var rewrites: [(Int64, [UInt8])] = []
            let select = try connection.makeStatement(
                sql: "SELECT \(c.row), \(c.value) FROM \(c.table) WHERE \(c.type) IN (?, ?) AND instr(\(c.value), ?) > 0")
            try select.bind([list, dictionary, needle])
            try select.forEachRow { statement in
                guard let stored = statement.withUnsafeBytes(at: 1, { MixedBlob.decode($0) }),
                      let cleaned = NestedMixedLinkRemoval.removingLinks(to: className, key: key, in: stored) else { return }
                rewrites.append((statement.int64(at: 0), MixedBlob.encode(cleaned)))
            }
            if rewrites.isEmpty { continue }
            let update = try connection.makeStatement(sql: "UPDATE \(c.table) SET \(c.value) = ? WHERE \(c.row) = ?")
            for (id, bytes) in rewrites { try update.execute(arguments: [.blob(bytes), .integer(id)]) }
        }
    }
}
