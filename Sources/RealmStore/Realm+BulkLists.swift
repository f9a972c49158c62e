import RealmModel
import SQLite

extension Realm {
    /// Fills the link lists of many objects at once, the fast path for
    /// generators (`realmlens demo`) that create owners first, then their
    /// targets linking back, then the lists: one prepared INSERT for all
    /// elements instead of one statement built per element.
    ///
    /// ```swift
    /// try realm.write {
    ///     try realm.appendLinks(className: "Person", property: "dogs", [(owner: tim, targets: [rex, fido])])
    /// }
    /// ```
    ///
    /// Each target key must name an existing object of the list's target
    /// class (checked); the links are appended after any existing elements.
    /// All-or-nothing: on error no element of the call is stored.
    public func appendLinks(className: String, property name: String, _ lists: [(owner: ObjectKey, targets: [ObjectKey])]) throws {
        let info = try info(className)
        guard let (_, property) = info.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        guard property.collection == .list, property.type == .object, let targetName = property.objectClassName,
            let target = classInfos[targetName], !target.objectSchema.isEmbedded
        else {
            throw RealmError.invalidInput("'\(className).\(name)' is not a list of links to a top-level class")
        }
        try atomically {
            let table = info.collectionTable(property)
            let last = try connection.makeStatement(sql: "SELECT max(pos) FROM \(table) WHERE owner = ?")
            let insert = try connection.makeStatement(
                sql: "INSERT INTO \(table)(owner, pos, \(info.collectionValueColumns(property))) VALUES (?, ?, ?)")
            for (owner, targets) in lists where !targets.isEmpty {
                _ = try resolveExisting(ObjectLink(className: className, key: owner), in: info)
                try last.bind(owner, at: 1)
                var position: Int64 = 0
                if try last.step(), case .integer(let max) = last.value(at: 0) { position = max + 1 }
                last.reset()
                for key in targets {
                    _ = try resolveExisting(ObjectLink(className: targetName, key: key), in: target)
                    try insert.bind(owner, at: 1)
                    try insert.bind(position, at: 2)
                    try insert.bind(key, at: 3)
                    try insert.execute()
                    position += 1
                }
            }
        }
    }
}
