import RealmModel
import SQLite

extension Realm {
    /// Creates an object of `className` from property values by name; nested
    /// dictionaries create linked and embedded objects inline; links may name
    /// their target by key or by primary key.
    ///
    /// ```swift
    /// try realm.create("Person", value: [
    ///     "name": .string("Tim"),
    ///     "dogs": .list([.link(ObjectLink(className: "Dog", primaryKey: .int(1)))]),
    ///     "address": .dictionary(["street": .string("Main St")]),
    /// ])
    /// ```
    ///
    /// Missing optional properties are null, missing collections empty;
    /// a missing required property throws `RealmError.missingValue`.
    @discardableResult
    public func create(_ className: String, value: [String: AnyRealmValue], update: UpdatePolicy = .error) throws -> DynamicObject {
        let info = try info(className)
        if info.objectSchema.isEmbedded {
            throw RealmError.invalidInput("embedded objects of class \(quoted: className) can only be created inside their owner")
        }
        let values = try positionalValues(info, value)
        let simple = update == .error && Realm.isSingleInsert(values)
        nestedUpdatePolicy = update
        let key = try atomically(isSingleStatement: simple) { try insertObject(info, values: values, update: update, explicitKey: nil) }
        return DynamicObject(realm: self, className: className, key: key)
    }

    /// Creates an object from one value per persisted property, in schema order
    /// (the fast path the importer and the benchmark use).
    @discardableResult
    public func create(_ className: String, values: [AnyRealmValue], update: UpdatePolicy = .error) throws -> DynamicObject {
        let info = try info(className)
        guard values.count == info.persisted.count else {
            throw RealmError.invalidInput("class \(quoted: className) has \(info.persisted.count) persisted properties, got \(values.count) values")
        }
        // A view, not a copy: no array allocated and no value retained again per object.
        let optionals = values.lazy.map { Optional($0) }
        let simple = update == .error && Realm.isSingleInsert(values)
        nestedUpdatePolicy = update
        let key = try atomically(isSingleStatement: simple) { try insertObject(info, values: optionals, update: update, explicitKey: nil) }
        return DynamicObject(realm: self, className: className, key: key)
    }

    /// Whether inserting these values is one INSERT (no collections, no nested objects).
    static func isSingleInsert<Values: Sequence>(_ values: Values) -> Bool where Values.Element == AnyRealmValue? {
        for value in values {
            switch value {
            case .some(.list), .some(.dictionary), .some(.embedded): return false
            default: continue
            }
        }
        return true
    }

    /// Whether inserting these values is one INSERT (no collections, no nested objects).
    static func isSingleInsert(_ values: [AnyRealmValue]) -> Bool {
        isSingleInsert(values.lazy.map { Optional($0) })
    }

    /// Name → positional, rejecting unknown names.
    func positionalValues(_ info: ClassInfo, _ value: [String: AnyRealmValue]) throws -> [AnyRealmValue?] {
        var values = [AnyRealmValue?](repeating: nil, count: info.persisted.count)
        for (name, v) in value {
            guard let (index, _) = info.property(named: name) else {
                throw RealmError.noSuchProperty(className: info.className, propertyName: name)
            }
            values[index] = v
        }
        return values
    }

    /// Inserts (or, per `update`, updates) one object; `nil` values were not given.
    /// Generic over the values' collection so the importer can pass its
    /// values without copying them into an array of optionals.
    func insertObject<Values: RandomAccessCollection<AnyRealmValue?>>(
        _ info: ClassInfo, values: Values, update: UpdatePolicy, explicitKey: ObjectKey?
    ) throws -> ObjectKey where Values.Index == Int {
        if let pkIndex = info.primaryKeyIndex {
            let pkProperty = info.persisted[pkIndex]
            guard let given = values[pkIndex] else {
                if pkProperty.isOptional { return try insertNew(info, values: values, explicitKey: explicitKey) }
                throw RealmError.missingValue(className: info.className, propertyName: pkProperty.name)
            }
            let pk = try normalize(given, for: pkProperty, in: info)
            let existing: ObjectKey?
            if update != .error || pk.isNull {
                existing = try key(info, forPrimaryKey: pk)
            } else {
                existing = nil  // the UNIQUE index reports duplicates
            }
            if let existing {
                if update == .error { throw RealmError.duplicatePrimaryKey(className: info.className, value: describe(pk)) }
                var rest = Array(values)
                rest[pkIndex] = nil
                try updateObject(info, key: existing, values: rest, update: update)
                return existing
            }
        }
        return try insertNew(info, values: values, explicitKey: explicitKey)
    }

    private func insertNew<Values: RandomAccessCollection<AnyRealmValue?>>(
        _ info: ClassInfo, values: Values, explicitKey: ObjectKey?
    ) throws -> ObjectKey where Values.Index == Int {
        // Nested objects first: creating one of this class (`Note {next: {…}}`) steps this class's cached
        // INSERT, which would otherwise carry the nested object's values into this one's bound parameters.
        var nested: [Int: AnyRealmValue] = [:]
        for (position, index) in info.singleIndexes.enumerated() where info.singleTypes[position] == .object {
            if case .dictionary? = values[index], let given = values[index] {
                nested[position] = try normalize(given, for: info.persisted[index], in: info)
            }
        }
        // Links by key are checked by the INSERT itself where it can (not while importing: links may wait as placeholders).
        let linkChecked = explicitKey == nil && !isImporting ? try info.linkCheckedInsertStatement(connection) : nil
        let statement = try linkChecked ?? (explicitKey == nil ? info.insertStatement(connection) : info.insertWithKeyStatement(connection))
        var parameter: Int32 = 1
        if let explicitKey {
            try statement.bind(explicitKey, at: 1)
            parameter = 2
        }
        for (position, index) in info.singleIndexes.enumerated() {
            let type = info.singleTypes[position]
            let value: AnyRealmValue
            if !nested.isEmpty, let created = nested[position] {
                value = created
            } else if let given = values[index] {
                // Hot path: exact types bind as they are; links by key only need their target to exist.
                switch (type, given) {
                case (.int, .int), (.string, .string), (.double, .double), (.bool, .bool), (.date, .date):
                    value = given
                case (.object, .link(let link)) where !isImporting && link.key != nil && info.singleTargets[position]?.className == link.className:
                    if linkChecked == nil || !info.singleLinkChecked[position] {
                        _ = try resolveExisting(link, in: info.singleTargets[position].unsafelyUnwrapped)
                    }
                    value = given
                default:
                    value = try normalize(given, for: info.persisted[index], in: info)
                }
            } else if info.singleNullable[position] {
                value = .null
            } else {
                throw RealmError.missingValue(className: info.className, propertyName: info.persisted[index].name)
            }
            try ValueCoding.bind(value, type: type, to: statement, at: &parameter)
        }
        do {
            _ = try statement.step()
        } catch let error as SQLiteError where ResultCode.SQLITE_CONSTRAINT ~= error.resultCode {
            statement.reset()
            if let pkIndex = info.primaryKeyIndex, let pk = values[pkIndex] {
                throw RealmError.duplicatePrimaryKey(className: info.className, value: describe(pk))
            }
            throw error
        } catch let error as SQLiteError where linkChecked != nil {
            statement.reset()
            try throwIfLinkNamesNoObject(info, values: values)
            throw error
        }
        statement.reset()
        let key = connection.lastInsertedRowID
        for index in info.collectionIndexes {
            guard let given = values[index], !given.isNull else { continue }
            try replaceCollection(info, info.persisted[index], owner: key, with: given)
        }
        return key
    }

    /// After the link-checked INSERT failed: the error for the first link
    /// naming no object, as `resolveExisting` reports it, if there is one.
    private func throwIfLinkNamesNoObject<Values: RandomAccessCollection<AnyRealmValue?>>(
        _ info: ClassInfo, values: Values
    ) throws where Values.Index == Int {
        for (position, index) in info.singleIndexes.enumerated() where info.singleLinkChecked[position] {
            if case .link(let link)? = values[index], let target = info.singleTargets[position] {
                _ = try resolveExisting(link, in: target)
            }
        }
    }

    /// Writes the given values into an existing object (the primary key may
    /// only be "changed" to its current value).
    func updateObject(_ info: ClassInfo, key: ObjectKey, values: [AnyRealmValue?], update: UpdatePolicy) throws {
        for (index, given) in values.enumerated() {
            guard let given else { continue }
            try setProperty(info, info.persisted[index], of: key, to: given)
        }
    }

    /// Sets one property of one object.
    func setProperty(_ info: ClassInfo, _ property: Property, of key: ObjectKey, to given: AnyRealmValue) throws {
        if property.isCollection {
            try clearCollection(info, property, owner: key)
            if !given.isNull { try replaceCollection(info, property, owner: key, with: given) }
            return
        }
        if property.name == info.objectSchema.primaryKey {
            let current = try readSingle(info, property, of: key)
            let new = try normalize(given, for: property, in: info)
            if current != new { throw RealmError.primaryKeyChange(className: info.className, propertyName: property.name) }
            return
        }
        if property.type == .object, let target = property.objectClassName, let targetInfo = classInfos[target],
            targetInfo.objectSchema.isEmbedded, case .link(let old) = try readSingle(info, property, of: key), let oldKey = old.key
        {
            try deleteObject(targetInfo, key: oldKey)
        }
        let value = try normalize(given, for: property, in: info)
        let columns = TableLayout.valueColumns(base: property.name, type: property.type).map { TableLayout.quote($0) + " = ?" }
        let statement = try connection.makeStatement(
            sql: "UPDATE \(info.table) SET \(columns.joined(separator: ", ")) WHERE \(TableLayout.quote(TableLayout.keyColumn)) = ?")
        var parameter: Int32 = 1
        try ValueCoding.bind(value, type: property.type, to: statement, at: &parameter)
        try statement.bind(key, at: parameter)
        try statement.execute()
    }

    // MARK: - Normalising values

    /// Checks `value` against a single-valued property (or one element of a
    /// collection), converts numbers, and resolves links and nested objects
    /// to object keys (creating nested objects).
    func normalize(_ value: AnyRealmValue, for property: Property, in info: ClassInfo) throws -> AnyRealmValue {
        func mismatch() -> RealmError {
            .typeMismatch(
                className: info.className, propertyName: property.name,
                expected: property.type == .object ? (property.objectClassName ?? "object") : property.type.rawValue,
                actual: value.typeName)
        }
        if case .null = value {
            if property.isOptional || property.type == .mixed || (property.type == .object && property.collection == nil)
                || (property.type == .object && property.collection == .dictionary)
            {
                return .null
            }
            throw RealmError.missingValue(className: info.className, propertyName: property.name)
        }
        switch (property.type, value) {
        case (.bool, .bool), (.int, .int), (.float, .float), (.double, .double), (.string, .string), (.data, .data),
            (.date, .date), (.decimal128, .decimal128), (.objectId, .objectId), (.uuid, .uuid):
            return value
        case (.double, .int(let i)): return .double(Double(i))
        case (.double, .float(let f)): return .double(Double(f))
        case (.float, .int(let i)): return .float(Float(i))
        case (.float, .double(let d)): return .float(Float(d))
        case (.decimal128, .int(let i)): return .decimal128(Decimal128(i))
        case (.mixed, .embedded): throw mismatch()
        case (.mixed, _): return try resolveMixed(value)
        case (.object, _):
            guard let target = property.objectClassName, let targetInfo = classInfos[target] else { throw mismatch() }
            if isImporting, case .link(let link) = value {
                return .link(try importedLink(link, in: targetInfo))
            }
            guard let key = try linkKey(value, to: targetInfo, mismatch: mismatch) else { throw mismatch() }
            return .link(ObjectLink(className: target, key: key))
        default:
            throw mismatch()
        }
    }

    /// The key a link value designates, creating nested objects.
    private func linkKey(_ value: AnyRealmValue, to target: ClassInfo, mismatch: () -> RealmError) throws -> ObjectKey? {
        switch value {
        case .link(let link):
            guard link.className == target.className, !target.objectSchema.isEmbedded else { throw mismatch() }
            if isImporting { return nil }
            return try resolveExisting(link, in: target)
        case .dictionary(let dict):
            let values = try positionalValues(target, dict)
            // Like Realm: nested objects with a primary key follow the outer create's update policy.
            return try insertObject(target, values: values, update: target.objectSchema.isEmbedded ? .error : nestedUpdatePolicy, explicitKey: nil)
        case .embedded(let embedded):
            guard embedded.className == target.className, embedded.values.count == target.persisted.count else { throw mismatch() }
            // A copy of a genuine file keeps the file's key (its order and clusters, as Realm Core's queries meet them).
            return try insertObject(target, values: embedded.values.map { Optional($0) }, update: .error, explicitKey: isImporting ? embedded.key : nil)
        default:
            throw mismatch()
        }
    }

    /// The key of the object a link names; it must exist.
    func resolveExisting(_ link: ObjectLink, in target: ClassInfo) throws -> ObjectKey {
        switch link.target {
        case .key(let key):
            let statement = try target.existsStatement(connection)
            try statement.bind(key, at: 1)
            defer { statement.reset() }
            guard try statement.step() else { throw RealmError.noSuchObject(className: target.className, description: "key \(key)") }
            return key
        case .primaryKey(let pk):
            guard let pkIndex = target.primaryKeyIndex else {
                throw RealmError.invalidInput("class \(quoted: target.className) has no primary key to link by")
            }
            let normalized = try normalize(pk, for: target.persisted[pkIndex], in: target)
            guard let key = try key(target, forPrimaryKey: normalized) else {
                throw RealmError.noSuchObject(className: target.className, description: "primary key \(describe(pk))")
            }
            return key
        }
    }

    /// Resolves links (also nested ones) inside a mixed value to keys.
    private func resolveMixed(_ value: AnyRealmValue) throws -> AnyRealmValue {
        switch value {
        case .link(let link):
            let target = try info(link.className)
            if isImporting { return .link(try importedLink(link, in: target)) }
            return .link(ObjectLink(className: link.className, key: try resolveExisting(link, in: target)))
        case .list(let items): return .list(try items.map(resolveMixed))
        case .dictionary(let dict): return .dictionary(try dict.mapValues(resolveMixed))
        default: return value
        }
    }

    /// The key of the object of `info` whose primary key is `pk`.
    func key(_ info: ClassInfo, forPrimaryKey pk: AnyRealmValue) throws -> ObjectKey? {
        guard let column = info.primaryKeyColumn else { return nil }
        let sql = pk.isNull
            ? "SELECT \(TableLayout.keyColumn) FROM \(info.table) WHERE \(column) IS NULL"
            : "SELECT \(TableLayout.keyColumn) FROM \(info.table) WHERE \(column) = ?"
        let statement = try connection.makeStatement(sql: sql)
        if !pk.isNull { try ValueCoding.bindScalar(pk, to: statement, at: 1) }
        defer { statement.reset() }
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// A primary key as a message shows it.
    func describe(_ value: AnyRealmValue) -> String {
        switch value {
        case .null: return "null"
        case .string(let s): return "\(quoted: s)"
        case .int(let i): return String(i)
        case .objectId(let o): return o.description
        case .uuid(let u): return u.description
        default: return value.typeName
        }
    }
}

extension Realm {
    /// The value a new object gets for a required property it was not given,
    /// as Realm Studio pre-fills its form: `false`, `0`, `""`, empty data,
    /// the epoch, zero ids; `nil` where null or an empty collection is the
    /// natural value (optional, collection, link and mixed properties).
    /// A Realm file keeps no defaults (the app's model code does), so this
    /// is the only neutral choice.
    public static func emptyValue(for property: Property) -> AnyRealmValue? {
        let value = zeroValue(property)
        return value.isNull ? nil : value
    }
}
