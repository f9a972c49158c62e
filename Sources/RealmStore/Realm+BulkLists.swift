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
    /// Each owner and each target key must name an existing object (checked;
    /// keys given sorted check fastest, in runs); the links are appended after
    /// any existing elements.
    /// All-or-nothing: on error no element of the call is stored.
    public func appendLinks(className: String, property name: String, _ lists: [(owner: ObjectKey, targets: [ObjectKey])]) throws {
        let info = try info(className)
        guard let (_, property) = info.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        guard property.collection == .list, property.type == .object, let targetName = property.objectClassName,
            let target = classInfos[targetName], !target.objectSchema.isEmbedded
        else {
            throw RealmError.invalidInput("\(quoted: className + "." + name) is not a list of links to a top-level class")
        }
        try atomically {
            let table = info.collectionTable(property)
            let columns = "\(TableLayout.ownerColumn), \(TableLayout.positionColumn), " + info.collectionValueColumns(property)
            // Where each owner's list ends now (owners with no elements are absent).
            var ends: [ObjectKey: Int64] = [:]
            let owners = lists.filter { !$0.targets.isEmpty }.map(\.owner)
            guard let lowest = owners.min(), let highest = owners.max() else { return }
            let last = try connection.makeStatement(
                sql: "SELECT \(TableLayout.ownerColumn), max(\(TableLayout.positionColumn)) FROM \(table) WHERE \(TableLayout.ownerColumn) BETWEEN ? AND ? GROUP BY \(TableLayout.ownerColumn)")
            try last.bind([.integer(lowest), .integer(highest)])
            try last.forEachRow { ends[$0.int64(at: 0)] = $0.int64(at: 1) + 1 }

            var rows: [(owner: ObjectKey, position: Int64, key: ObjectKey)] = []
            var allTargets: [ObjectKey] = []
            for (owner, targets) in lists where !targets.isEmpty {
                _ = try resolveExisting(ObjectLink(className: className, key: owner), in: info)
                var position = ends[owner] ?? 0
                for key in targets {
                    rows.append((owner, position, key))
                    position += 1
                }
                ends[owner] = position
                allTargets += targets
            }
            try requireExisting(Array(Set(allTargets)).sorted(), in: target)

            // Many rows per INSERT: the per-statement cost dominates rows this small.
            let chunk = 64
            let values = Array(repeating: "(?, ?, ?)", count: chunk).joined(separator: ", ")
            let many = try connection.makeStatement(sql: "INSERT INTO \(table)(\(columns)) VALUES \(values)")
            let one = try connection.makeStatement(sql: "INSERT INTO \(table)(\(columns)) VALUES (?, ?, ?)")
            var index = 0
            while index < rows.count {
                let statement = rows.count - index >= chunk ? many : one
                let count = statement === many ? chunk : 1
                var parameter: Int32 = 1
                for row in rows[index..<index + count] {
                    try statement.bind(row.owner, at: parameter)
                    try statement.bind(row.position, at: parameter + 1)
                    try statement.bind(row.key, at: parameter + 2)
                    parameter += 3
                }
                try statement.execute()
                index += count
            }
        }
    }

    /// Throws `noSuchObject` unless every key names an object of `target`;
    /// a run of consecutive keys (a generator's usual case) costs one query.
    private func requireExisting(_ keys: [ObjectKey], in target: ClassInfo) throws {
        let range = try connection.makeStatement(sql: "SELECT count(*) FROM \(target.table) WHERE \(TableLayout.keyColumn) BETWEEN ? AND ?")
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end] == keys[end - 1] + 1 { end += 1 }
            if end - start == 1 {
                _ = try resolveExisting(ObjectLink(className: target.className, key: keys[start]), in: target)
            } else {
                try range.bind([.integer(keys[start]), .integer(keys[end - 1])])
                let count = try range.step() ? range.int64(at: 0) : 0
                range.reset()
                guard count == Int64(end - start) else {
                    throw RealmError.noSuchObject(className: target.className, description: "keys \(keys[start])...\(keys[end - 1])")
                }
            }
            start = end
        }
    }
}
