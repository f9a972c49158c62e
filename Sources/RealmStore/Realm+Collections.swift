import RealmModel
import SQLite

// Side tables of lists, sets and dictionaries: rows (owner, pos|key, value…).
extension Realm {
    private var keyColumn: String { TableLayout.quote(TableLayout.keyColumn) }

    /// Writes a whole collection value (`.list` for lists and sets,
    /// `.dictionary` for dictionaries) into an empty collection.
    func replaceCollection(_ info: ClassInfo, _ property: Property, owner: ObjectKey, with value: AnyRealmValue) throws {
        func mismatch() -> RealmError {
            .typeMismatch(
                className: info.className, propertyName: property.name,
                expected: property.collection == .dictionary ? "dictionary" : "list", actual: value.typeName)
        }
        switch (property.collection, value) {
        case (.list, .list(let items)):
            for (position, item) in items.enumerated() {
                try insertListElement(info, property, owner: owner, position: Int64(position), item)
            }
        case (.set, .list(let items)):
            for item in items { try insertSetElement(info, property, owner: owner, item) }
        case (.dictionary, .dictionary(let dict)):
            for key in dict.keys.sorted() { try setDictionaryValue(info, property, owner: owner, key: key, dict[key] ?? .null) }
        default:
            throw mismatch()
        }
    }

    /// Empties a collection (embedded elements are deleted).
    func clearCollection(_ info: ClassInfo, _ property: Property, owner: ObjectKey) throws {
        let table = info.collectionTable(property)
        if let targetInfo = embeddedTarget(property) {
            for child in try childKeys(table: table, owner: owner) { try deleteObject(targetInfo, key: child) }
        }
        try connection.makeStatement(sql: "DELETE FROM \(table) WHERE \(TableLayout.ownerColumn) = ?").execute(arguments: [.integer(owner)])
    }

    func embeddedTarget(_ property: Property) -> ClassInfo? {
        guard property.type == .object, let target = property.objectClassName, let info = classInfos[target],
            info.objectSchema.isEmbedded
        else { return nil }
        return info
    }

    func childKeys(table: String, owner: ObjectKey) throws -> [ObjectKey] {
        var keys: [ObjectKey] = []
        let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.valueColumn) FROM \(table) WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.valueColumn) IS NOT NULL")
        try statement.bind(owner, at: 1)
        try statement.forEachRow { keys.append($0.int64(at: 0)) }
        return keys
    }

    // MARK: - Lists

    func insertListElement(_ info: ClassInfo, _ property: Property, owner: ObjectKey, position: Int64, _ item: AnyRealmValue) throws {
        let value = try normalize(item, for: property, in: info)
        try insertCollectionRow(info, property, owner: owner, slot: (TableLayout.positionColumn, .integer(position)), value)
    }

    /// The stored positions of a list, in order (positions may have gaps).
    func listPositions(_ info: ClassInfo, _ property: Property, owner: ObjectKey) throws -> [Int64] {
        var positions: [Int64] = []
        let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.positionColumn) FROM \(info.collectionTable(property)) WHERE \(TableLayout.ownerColumn) = ? ORDER BY \(TableLayout.positionColumn)")
        try statement.bind(owner, at: 1)
        try statement.forEachRow { positions.append($0.int64(at: 0)) }
        return positions
    }

    /// Inserts `item` before element `index` (or appends when `index == count`).
    func insertIntoList(_ info: ClassInfo, _ property: Property, owner: ObjectKey, _ item: AnyRealmValue, at index: Int) throws {
        let positions = try listPositions(info, property, owner: owner)
        guard index >= 0, index <= positions.count else { throw RealmError.indexOutOfRange(index: index, count: positions.count) }
        if index == positions.count {
            try insertListElement(info, property, owner: owner, position: (positions.last ?? -1) + 1, item)
            return
        }
        let position = positions[index]
        try connection.makeStatement(sql: "UPDATE \(info.collectionTable(property)) SET \(TableLayout.positionColumn) = \(TableLayout.positionColumn) + 1 WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.positionColumn) >= ?")
            .execute(arguments: [.integer(owner), .integer(position)])
        try insertListElement(info, property, owner: owner, position: position, item)
    }

    /// Removes element `index` of a list.
    func removeFromList(_ info: ClassInfo, _ property: Property, owner: ObjectKey, at index: Int) throws {
        let positions = try listPositions(info, property, owner: owner)
        guard index >= 0, index < positions.count else { throw RealmError.indexOutOfRange(index: index, count: positions.count) }
        let table = info.collectionTable(property)
        if let target = embeddedTarget(property),
            case .integer(let child) = try connection.fetchValue(
                sql: "SELECT \(TableLayout.valueColumn) FROM \(table) WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.positionColumn) = ?", arguments: [.integer(owner), .integer(positions[index])])
        {
            try deleteObject(target, key: child)
        }
        try connection.makeStatement(sql: "DELETE FROM \(table) WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.positionColumn) = ?")
            .execute(arguments: [.integer(owner), .integer(positions[index])])
    }

    // MARK: - Sets

    /// Adds `item` to a set unless an equal element is there.
    func insertSetElement(_ info: ClassInfo, _ property: Property, owner: ObjectKey, _ item: AnyRealmValue) throws {
        let value = try normalize(item, for: property, in: info)
        if !isImporting, try setContains(info, property, owner: owner, normalized: value) { return }
        try insertCollectionRow(info, property, owner: owner, slot: nil, value)
    }

    /// Inserts one row of a collection table: its owner, its slot (a list's
    /// position or a dictionary's key; a set has none) and the element's
    /// value columns. `value` is already normalized for `property`.
    private func insertCollectionRow(
        _ info: ClassInfo, _ property: Property, owner: ObjectKey, slot: (column: String, value: SQLiteValue)?, _ value: AnyRealmValue
    ) throws {
        let placeholders = Array(repeating: "?", count: ClassInfo.columnCount(property.type)).joined(separator: ", ")
        let slotColumn = slot.map { ", \($0.column)" } ?? ""
        let slotPlaceholder = slot == nil ? "" : ", ?"
        let statement = try connection.makeStatement(
            sql: "INSERT INTO \(info.collectionTable(property))(\(TableLayout.ownerColumn)\(slotColumn), \(info.collectionValueColumns(property))) VALUES (?\(slotPlaceholder), \(placeholders))")
        try statement.bind(owner, at: 1)
        var parameter: Int32 = 2
        if let slot {
            try statement.bind(slot.value, at: parameter)
            parameter += 1
        }
        try ValueCoding.bind(value, type: property.type, to: statement, at: &parameter)
        try statement.execute()
    }

    private func elementCondition(_ property: Property, _ value: AnyRealmValue) -> (sql: String, arguments: [SQLiteValue]) {
        // Link collections store the target's object key, not a mixed-style blob.
        var stored = ValueCoding.sqliteValue(value)
        if property.type == .object, case .link(let link) = value, let key = link.key { stored = .integer(key) }
        var sql = "\(TableLayout.valueColumn) IS ?"
        var arguments = [stored]
        if property.type == .mixed {
            sql += " AND \(TableLayout.quotedValueTypeColumn) IS ?"
            arguments.append(ValueCoding.mixedTag(of: value).map { .integer($0.rawValue) } ?? .null)
        }
        return (sql, arguments)
    }

    func setContains(_ info: ClassInfo, _ property: Property, owner: ObjectKey, normalized value: AnyRealmValue) throws -> Bool {
        let condition = elementCondition(property, value)
        return try connection.fetchOne(
            sql: "SELECT 1 FROM \(info.collectionTable(property)) WHERE \(TableLayout.ownerColumn) = ? AND \(condition.sql)",
            arguments: [.integer(owner)] + condition.arguments) != nil
    }

    /// Removes `item` from a set (or every occurrence from a list).
    func removeElement(_ info: ClassInfo, _ property: Property, owner: ObjectKey, _ item: AnyRealmValue) throws {
        let value = try normalize(item, for: property, in: info)
        let condition = elementCondition(property, value)
        try connection.execute(
            sql: "DELETE FROM \(info.collectionTable(property)) WHERE \(TableLayout.ownerColumn) = ? AND \(condition.sql)",
            arguments: [.integer(owner)] + condition.arguments)
    }

    // MARK: - Dictionaries

    /// Sets (inserting or replacing) the value under `key`.
    func setDictionaryValue(_ info: ClassInfo, _ property: Property, owner: ObjectKey, key: String, _ item: AnyRealmValue) throws {
        try removeDictionaryValue(info, property, owner: owner, key: key)
        let value = try normalize(item, for: property, in: info)
        try insertCollectionRow(info, property, owner: owner, slot: (TableLayout.dictionaryKeyColumn, .text(key)), value)
    }

    /// Removes the entry under `key` (deleting an embedded value).
    func removeDictionaryValue(_ info: ClassInfo, _ property: Property, owner: ObjectKey, key: String) throws {
        let table = info.collectionTable(property)
        if let target = embeddedTarget(property),
            case .integer(let child) = try connection.fetchValue(
                sql: "SELECT \(TableLayout.valueColumn) FROM \(table) WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.dictionaryKeyColumn) = ?", arguments: [.integer(owner), .text(key)])
        {
            try deleteObject(target, key: child)
        }
        try connection.makeStatement(sql: "DELETE FROM \(table) WHERE \(TableLayout.ownerColumn) = ? AND \(TableLayout.dictionaryKeyColumn) = ?")
            .execute(arguments: [.integer(owner), .text(key)])
    }

    // MARK: - Reading

    /// A whole collection: `.list` (lists in order, sets in insertion order)
    /// or `.dictionary`; embedded elements expanded when `expandEmbedded`.
    ///
    /// Rows are collected before embedded elements are expanded, so the
    /// cached statements are free again when expansion reads nested objects.
    func readCollection(_ info: ClassInfo, _ property: Property, owner: ObjectKey, expandEmbedded: Bool = true) throws -> AnyRealmValue {
        let table = info.collectionTable(property)
        let columns = info.collectionValueColumns(property)
        let target = property.objectClassName
        let embedded = expandEmbedded ? embeddedTarget(property) : nil
        switch property.collection {
        case .dictionary:
            var dict: [String: AnyRealmValue] = [:]
            let statement = try connection.makeStatement(sql: "SELECT \(TableLayout.dictionaryKeyColumn), \(columns) FROM \(table) WHERE \(TableLayout.ownerColumn) = ?")
            try statement.bind(owner, at: 1)
            var rows: [(String, AnyRealmValue)] = []
            try statement.forEachRow { s in
                var index: Int32 = 1
                rows.append((s.string(at: 0), try decoding(info.className, key: owner, property: property.name) {
                    try ValueCoding.read(s, at: &index, type: property.type, targetClass: target)
                }))
            }
            for (key, value) in rows { dict[key] = try expand(value, embedded) }
            return .dictionary(dict)
        default:
            let order = property.collection == .list ? TableLayout.positionColumn : "rowid"
            let statement = try connection.makeStatement(sql: "SELECT \(columns) FROM \(table) WHERE \(TableLayout.ownerColumn) = ? ORDER BY \(order)")
            try statement.bind(owner, at: 1)
            var items: [AnyRealmValue] = []
            try statement.forEachRow { s in
                var index: Int32 = 0
                items.append(try decoding(info.className, key: owner, property: property.name) {
                    try ValueCoding.read(s, at: &index, type: property.type, targetClass: target)
                })
            }
            if embedded != nil { items = try items.map { try expand($0, embedded) } }
            return .list(items)
        }
    }

    /// A link to an embedded object becomes the object inline.
    func expand(_ value: AnyRealmValue, _ embedded: ClassInfo?) throws -> AnyRealmValue {
        guard let embedded, case .link(let link) = value, let key = link.key else { return value }
        guard let record = try readRecord(embedded, key: key) else { return .null }
        return .embedded(EmbeddedObject(className: embedded.className, values: record.values))
    }

    /// The number of elements of a collection.
    func collectionCount(_ info: ClassInfo, _ property: Property, owner: ObjectKey) throws -> Int {
        let statement = try connection.makeStatement(sql: "SELECT count(*) FROM \(info.collectionTable(property)) WHERE \(TableLayout.ownerColumn) = ?")
        try statement.bind(owner, at: 1)
        defer { statement.reset() }
        return try statement.step() ? Int(statement.int64(at: 0)) : 0
    }
}
