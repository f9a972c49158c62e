import RealmModel
import SQLite

extension Realm {
    /// The object of `className` whose primary key is `primaryKey`, or `nil`.
    ///
    /// ```swift
    /// let rex = try realm.object(ofType: "Dog", forPrimaryKey: .int(1))
    /// ```
    public func object(ofType className: String, forPrimaryKey primaryKey: AnyRealmValue) throws -> DynamicObject? {
        let info = try info(className)
        guard let pkIndex = info.primaryKeyIndex else {
            throw RealmError.invalidInput("class \(quoted: className) has no primary key")
        }
        let pk = try normalize(primaryKey, for: info.persisted[pkIndex], in: info)
        return try translatingErrors { try key(info, forPrimaryKey: pk) }.map { DynamicObject(realm: self, className: className, key: $0) }
    }

    /// The object of `className` with object key `key`, or `nil`.
    public func object(ofType className: String, key: ObjectKey) throws -> DynamicObject? {
        let info = try info(className)
        return try exists(info, key: key) ? DynamicObject(realm: self, className: className, key: key) : nil
    }

    /// All objects of `className`, in object-key order, read lazily.
    ///
    /// ```swift
    /// try realm.objects("Dog").forEach { dog in … }
    /// ```
    public func objects(_ className: String) throws -> Results {
        Results(realm: self, allOf: try info(className))
    }

    func exists(_ info: ClassInfo, key: ObjectKey) throws -> Bool {
        try translatingErrors {
            let statement = try connection.makeStatement(sql: "SELECT 1 FROM \(info.table) WHERE \(TableLayout.keyColumn) = ?")
            try statement.bind(key, at: 1)
            defer { statement.reset() }
            return try statement.step()
        }
    }

    /// One object's values in persisted order (links by key, embedded objects
    /// inline, collections as `.list` / `.dictionary`), or `nil` if it is gone.
    func readRecord(_ info: ClassInfo, key: ObjectKey) throws -> ObjectRecord? {
        let statement = try connection.makeStatement(sql: info.selectSQL + " WHERE \(TableLayout.keyColumn) = ?")
        try statement.bind(key, at: 1)
        guard try statement.step() else {
            statement.reset()
            return nil
        }
        let decoded = Result { try decodeRow(info, statement, key: key) }
        statement.reset()
        var values = try decoded.get()
        try completeRecord(info, key: key, values: &values)
        if !info.mixedIndexes.isEmpty { try dropDanglingMixedLinks(info, values: &values) }
        return ObjectRecord(key: key, values: values)
    }

    /// Decodes the single-valued columns of the current row (column 0 is
    /// `_key`); collection slots are left `.null`.
    /// A stored value of the wrong kind throws `RealmError.damaged` naming the property.
    func decodeRow(_ info: ClassInfo, _ statement: Statement, key: ObjectKey) throws -> [AnyRealmValue] {
        var values = [AnyRealmValue](repeating: .null, count: info.persisted.count)
        try decodeRow(info, statement, key: key, into: &values)
        return values
    }

    /// Decodes the single-valued columns of the current row into `values`
    /// (one slot per persisted property; collection slots are left as they
    /// are). A stored value of the wrong kind throws `RealmError.damaged`
    /// naming the property.
    ///
    /// The hot loop of every read: a caller streaming rows passes the same
    /// array each time, so no row allocates one when the previous row's
    /// record was not kept (the array is then uniquely referenced and
    /// overwritten in place), and the damaged-value error is built only when
    /// a value is wrong (not a wrapper per value).
    func decodeRow(_ info: ClassInfo, _ statement: Statement, key: ObjectKey, into values: inout [AnyRealmValue]) throws {
        precondition(values.count == info.persisted.count, "a row buffer has one slot per persisted property")
        let types = info.singleTypes, targets = info.singleTargetNames, singleIndexes = info.singleIndexes
        var column: Int32 = 1
        var position = 0
        do {
            try values.withUnsafeMutableBufferPointer { buffer in
                while position < singleIndexes.count {
                    let type = types[position]
                    buffer[singleIndexes[position]] = try ValueCoding.read(
                        statement, at: &column, type: type, targetClass: type == .object ? targets[position] : nil)
                    position += 1
                }
            }
        } catch let mismatch as StoredValueMismatch {
            try decoding(info.className, key: key, property: info.persisted[singleIndexes[position]].name) { throw mismatch }
        }
    }

    /// Fills in collections and expands embedded links.
    func completeRecord(_ info: ClassInfo, key: ObjectKey, values: inout [AnyRealmValue]) throws {
        for (position, index) in info.singleIndexes.enumerated() where info.singleIsEmbeddedLink[position] {
            values[index] = try expand(values[index], embeddedTarget(info.persisted[index]))
        }
        for index in info.collectionIndexes {
            values[index] = try readCollection(info, info.persisted[index], owner: key)
        }
    }

    /// One single-valued property (links by key, not expanded).
    func readSingle(_ info: ClassInfo, _ property: Property, of key: ObjectKey) throws -> AnyRealmValue {
        let columns = TableLayout.valueColumns(base: property.name, type: property.type).map(TableLayout.quote).joined(separator: ", ")
        let statement = try connection.makeStatement(sql: "SELECT \(columns) FROM \(info.table) WHERE \(TableLayout.keyColumn) = ?")
        try statement.bind(key, at: 1)
        defer { statement.reset() }
        guard try statement.step() else { throw RealmError.objectInvalidated(className: info.className) }
        var column: Int32 = 0
        return try decoding(info.className, key: key, property: property.name) {
            try ValueCoding.read(statement, at: &column, type: property.type, targetClass: property.objectClassName)
        }
    }

    /// The objects whose `property` of `className` links to `target`
    /// (once per link, so a list holding it twice counts twice), in key order.
    func linkingKeys(to target: DynamicObject, from className: String, property name: String) throws -> [ObjectKey] {
        let source = try info(className)
        guard let (_, property) = source.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        guard property.type == .object, property.objectClassName == target.className else {
            throw RealmError.wrongPropertyKind(className: className, propertyName: name, expected: "a link to \(quoted: target.className)")
        }
        let sql = property.isCollection
            ? "SELECT \(TableLayout.ownerColumn) FROM \(source.collectionTable(property)) WHERE \(TableLayout.valueColumn) = ? ORDER BY \(TableLayout.ownerColumn)"
            : "SELECT \(TableLayout.keyColumn) FROM \(source.table) WHERE \(TableLayout.quotedColumn(name)) = ? ORDER BY \(TableLayout.keyColumn)"
        var keys: [ObjectKey] = []
        try translatingErrors {
            let statement = try connection.makeStatement(sql: sql)
            try statement.bind(target.key, at: 1)
            try statement.forEachRow { keys.append($0.int64(at: 0)) }
        }
        return keys
    }
}
