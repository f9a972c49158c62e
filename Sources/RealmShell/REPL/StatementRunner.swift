import RealmLifecycle
import RealmModel
import RealmQuery
import RealmStore

/// What the studio's statements do (everything that is not a dot
/// command): browsing a class, `count`, `show`, `follow`, transactions and
/// edits. Each method takes the text after its statement's word; the
/// declarations (`StatementCommands`) and dispatch (`InputProcessor`) are
/// elsewhere.
struct StatementRunner {
    let session: Session

    static func noSuchClass(_ name: String, schema: Schema) -> CommandFailure {
        CommandFailure.noSuchClass(name, among: schema.classNames, listedBy: ".classes")
    }

    func requireNoArguments(_ rest: String, _ word: String) throws {
        guard rest.isEmpty else { throw UsageError.invalid("\(quoted: word) takes no arguments (got \(quoted: rest))") }
    }

    /// The usage error of `statement`: its declared synopsis (exit code 2).
    static func usage(_ statement: Command) -> UsageError {
        UsageError.invalid("usage: " + (statement.statementUsage ?? statement.name))
    }

    // MARK: - Transactions

    func begin(_ rest: String) throws {
        try requireNoArguments(rest, "begin")
        let realm = try session.requireWritableRealm()
        try realm.beginWrite()
    }

    func commit(_ rest: String) throws {
        try requireNoArguments(rest, "commit")
        let realm = try session.requireWritableRealm()
        guard realm.isInWriteTransaction else { throw CommandFailure("no write transaction is open (begin one with 'begin')") }
        do {
            try realm.commitWrite()
        } catch where realm.isInWriteTransaction {
            // Refused before anything was written (a genuine file in use or changed meanwhile): the work is not lost.
            throw CommandFailure("\(error); the transaction is kept: 'rollback' to drop it, or '.export CLASS FILE' to save its objects elsewhere")
        }
    }

    func rollback(_ rest: String) throws {
        try requireNoArguments(rest, "rollback")
        let realm = try session.requireWritableRealm()
        guard realm.isInWriteTransaction else { throw CommandFailure("no write transaction is open") }
        realm.cancelWrite()
        try session.status("rolled back")
    }

    /// Runs an edit in the open transaction, or in one of its own. Under
    /// `exec` the first edit opens the one transaction that `exec` commits at the end.
    func edit<T>(_ body: (Realm) throws -> T) throws -> T {
        let realm = try session.requireWritableRealm()
        if session.isExec && !realm.isInWriteTransaction { try realm.beginWrite() }
        if realm.isInWriteTransaction { return try body(realm) }
        return try realm.write { try body(realm) }
    }

    // MARK: - Edits

    func create(_ rest: String, update: Realm.UpdatePolicy) throws {
        let statement = update == .error ? StatementCommands.create : StatementCommands.upsert
        let (className, literal) = StatementScanner.firstWord(rest)
        let realm = try session.requireWritableRealm()
        guard let objectSchema = realm.schema[className] else {
            if className.isEmpty { throw Self.usage(statement) }
            throw Self.noSuchClass(className, schema: realm.schema)
        }
        guard !literal.isEmpty else { throw Self.usage(statement) }
        var values = try ValueConverter(session: session, schema: realm.schema).objectValues(try RelaxedJSON.parse(literal), for: objectSchema)
        let existed = try update != .error && primaryKeyExists(realm, objectSchema, values)
        // An update changes only what is given; a new object gets every property.
        let filled = existed ? [] : try MissingValues.fill(&values, for: objectSchema, schema: realm.schema)
        try edit { realm in _ = try realm.create(className, value: values, update: update) }
        try session.status(existed ? "1 object updated" : "1 object created")
        if !filled.isEmpty { try session.status("note: left out, so set to their type's empty value: " + filled.map(\.description).joined(separator: ", ")) }
    }

    func primaryKeyExists(_ realm: Realm, _ objectSchema: ObjectSchema, _ values: [String: AnyRealmValue]) throws -> Bool {
        guard let pk = objectSchema.primaryKey, let value = values[pk] else { return false }
        return try realm.object(ofType: objectSchema.className, forPrimaryKey: value) != nil
    }

    /// `update Dog[0] set age = 3, name = 'Max'` or `update Dog where … set …`.
    func update(_ rest: String) throws {
        let realm = try session.requireWritableRealm()
        guard let setRange = StatementScanner.keywordRange("set", in: rest) else {
            throw Self.usage(StatementCommands.update)
        }
        let target = String(rest[..<setRange.lowerBound]).trimmingWhitespace()
        let assignments = String(rest[setRange.upperBound...]).trimmingWhitespace()
        let (className, keys) = try matchingKeys(target, realm: realm)
        guard let objectSchema = realm.schema[className] else { throw Self.noSuchClass(className, schema: realm.schema) }
        let values = try parseAssignments(assignments, objectSchema: objectSchema, schema: realm.schema)
        try edit { realm in
            for key in keys {
                guard let object = try realm.object(ofType: className, key: key) else { continue }
                for (name, value) in values { try object.setValue(value, forKey: name) }
            }
        }
        try session.status("\(keys.count) object\(keys.count == 1 ? "" : "s") updated")
    }

    /// `name = 'x', age = 3`: property values by name.
    func parseAssignments(_ text: String, objectSchema: ObjectSchema, schema: Schema) throws -> [(String, AnyRealmValue)] {
        let converter = ValueConverter(session: session, schema: schema)
        var result: [(String, AnyRealmValue)] = []
        for part in StatementScanner.splitTopLevel(text, separator: ",") {
            guard let eq = part.firstIndex(of: "=") else { throw CommandFailure("expected property = value, got \(quoted: part)") }
            let name = String(part[..<eq]).trimmingWhitespace()
            let valueText = String(part[part.index(after: eq)...]).trimmingWhitespace()
            guard let property = objectSchema[name], property.isPersisted else {
                throw CommandFailure.noSuchProperty(name, className: objectSchema.className, among: objectSchema.persistedProperties.map(\.name))
            }
            if name == objectSchema.primaryKey { throw CommandFailure("the primary key \(quoted: objectSchema.className + "." + name) cannot be changed") }
            let json = try ObjectReference.literalJSON(valueText)
            result.append((name, try converter.propertyValue(json, for: property, in: objectSchema)))
        }
        guard !result.isEmpty else { throw CommandFailure("nothing to set: give property = value, …") }
        return result
    }

    /// `delete Dog[0]`, `delete Dog 'Rex'`, `delete Dog where …`.
    func delete(_ rest: String) throws {
        let realm = try session.requireWritableRealm()
        guard !rest.isEmpty else { throw Self.usage(StatementCommands.delete) }
        let (className, keys) = try matchingKeys(rest, realm: realm)
        if keys.count > 1 && session.isInteractive && !realm.isInWriteTransaction {
            guard session.confirm("delete \(keys.count) \(className) objects?") else {
                try session.status("nothing deleted")
                return
            }
        }
        try edit { realm in try realm.delete(className, keys: keys) }
        try session.status("\(keys.count) object\(keys.count == 1 ? "" : "s") deleted")
    }

    /// The class and keys a target names: `Dog[0]`, `Dog 'Rex'`, or `Dog where PREDICATE`.
    func matchingKeys(_ target: String, realm: Realm) throws -> (String, [ObjectKey]) {
        let (className, rest) = StatementScanner.firstWord(target)
        guard realm.schema[className] != nil else {
            if className.isEmpty { throw CommandFailure("expected a class name") }
            throw Self.noSuchClass(className, schema: realm.schema)
        }
        if let predicate = StatementScanner.whereClause(rest) {
            return (className, try QueryBridge.matchingKeys(session: session, className: className, predicate: predicate))
        }
        if rest.isEmpty { throw CommandFailure("which \(shown: className) objects? Add 'where PREDICATE' (or 'where TRUEPREDICATE' for all)") }
        let (reference, remainder) = try ObjectReference.parse(target, schema: realm.schema)
        guard remainder.trimmingWhitespace().isEmpty else { throw CommandFailure("unexpected \(quoted: remainder.trimmingWhitespace())") }
        return (className, [try reference.resolve(in: session)])
    }

    // MARK: - Browsing

    /// `Dog`, `Dog where age < 2 SORT(name ASC)`, or `Dog age < 2` (the whole statement).
    func browse(_ text: String) throws {
        let (className, rest) = StatementScanner.firstWord(text)
        let predicate = StatementScanner.predicate(rest)
        // Unsorted listings come in the store's own object order, as Realm lists them.
        try QueryBridge.list(session: session, className: className, predicate: predicate.isEmpty ? "TRUEPREDICATE" : predicate)
    }

    func watch(_ rest: String) throws {
        let (className, after) = StatementScanner.firstWord(rest)
        guard !className.isEmpty else { throw Self.usage(StatementCommands.watch) }
        let predicate = StatementScanner.predicate(after)
        try Watch.run(session: session, className: className, predicate: predicate)
    }

    func count(_ rest: String) throws {
        let store = try session.requireStore()
        let (className, after) = StatementScanner.firstWord(rest)
        guard store.schema[className] != nil else {
            if className.isEmpty { throw Self.usage(StatementCommands.count) }
            throw Self.noSuchClass(className, schema: store.schema)
        }
        let predicate = StatementScanner.predicate(after)
        let n = predicate.isEmpty ? try store.objectCount(ofClass: className)
            : try QueryBridge.count(session: session, className: className, predicate: predicate)
        try session.output.line("\(n)")
    }

    // MARK: - One object

    /// `show Dog[3]` / `show Dog 'Rex'`: every property, links followed one level, backlinks.
    func show(_ rest: String) throws {
        let store = try session.requireStore()
        guard !rest.isEmpty else { throw Self.usage(StatementCommands.show) }
        let (reference, remainder) = try ObjectReference.parse(rest, schema: store.schema)
        guard remainder.trimmingWhitespace().isEmpty else { throw CommandFailure("unexpected \(quoted: remainder.trimmingWhitespace())") }
        let key = try reference.resolve(in: session)
        try ObjectDetail.print(session: session, store: store, className: reference.className, key: key)
        session.lastShown = (reference.className, key)
    }

    /// `follow owner` / `follow owner.dogs`: from the shown object along links.
    func follow(_ rest: String) throws {
        let store = try session.requireStore()
        guard let (className, key) = session.lastShown else { throw CommandFailure("show an object first (show Dog[0]), then follow its links") }
        guard !rest.isEmpty else { throw Self.usage(StatementCommands.follow) }
        try ObjectDetail.follow(session: session, store: store, className: className, key: key, path: rest)
    }
}
