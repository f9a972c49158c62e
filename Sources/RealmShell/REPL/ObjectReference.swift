import RealmLifecycle
import RealmModel
import RealmStore

/// How statements name one object: `Dog[3]` (position in the class's
/// listing order, from 0) or `Dog 'Rex'` / `Dog 42` / `Dog oid(…)` (primary key).
struct ObjectReference {
    var className: String
    enum Selector { case position(Int), primaryKey(JSONValue, text: String) }
    var selector: Selector

    /// Parses `Class[N]` or `Class KEY` from the start of `text`; returns the rest.
    static func parse(_ text: String, schema: Schema) throws -> (ObjectReference, rest: String) {
        let trimmed = text.trimmingWhitespace()
        var name = ""
        var index = trimmed.startIndex
        while index < trimmed.endIndex, trimmed[index].isLetter || trimmed[index].isNumber || trimmed[index] == "_" {
            name.append(trimmed[index])
            index = trimmed.index(after: index)
        }
        guard !name.isEmpty else { throw CommandFailure("expected a class name, like Dog[0] or Dog 'Rex'") }
        guard schema[name] != nil else { throw StatementRunner.noSuchClass(name, schema: schema) }
        var rest = String(trimmed[index...])
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]"), let n = Int(String(rest[rest.index(after: rest.startIndex)..<close]).trimmingWhitespace()), n >= 0 else {
                throw CommandFailure("expected a position like \(shown: name)[0]")
            }
            return (ObjectReference(className: name, selector: .position(n)), String(rest[rest.index(after: close)...]))
        }
        rest = rest.trimmingWhitespace()
        guard !rest.isEmpty else { throw CommandFailure("which \(shown: name)? Give a position like \(shown: name)[0] or a primary key like \(shown: name) 'Rex'") }
        let (keyText, remainder) = splitLiteral(rest)
        return (ObjectReference(className: name, selector: .primaryKey(try literalJSON(keyText), text: keyText)), remainder)
    }

    /// The first literal of `text` (a quoted string, `oid(…)`, `uuid(…)`, or a word) and what follows.
    static func splitLiteral(_ text: String) -> (String, String) {
        guard !text.isEmpty else { return ("", "") }
        if let quoted = StatementScanner.quotedPrefix(text) { return quoted }
        if let close = text.firstIndex(of: ")"), text.hasPrefix("oid(") || text.hasPrefix("uuid(") {
            let end = text.index(after: close)
            return (String(text[..<end]), String(text[end...]))
        }
        let end = text.firstIndex(where: { $0 == " " || $0 == "\t" }) ?? text.endIndex
        return (String(text[..<end]), String(text[end...]))
    }

    /// `oid(…)`/`uuid(…)` as their canonical JSON; anything else through RelaxedJSON.
    static func literalJSON(_ text: String) throws -> JSONValue {
        for (prefix, tag) in [("oid(", "$oid"), ("uuid(", "$uuid")] where text.hasPrefix(prefix) && text.hasSuffix(")") {
            return .object([(tag, .string(String(text.dropFirst(prefix.count).dropLast())))])
        }
        return try RelaxedJSON.parse(text)
    }

    /// The object's key in the session's store, or an error naming what was
    /// not found. Positions count in the store's own object order (as an
    /// unsorted listing shows them).
    func resolve(in session: Session) throws -> ObjectKey {
        let store = try session.requireStore()
        guard let objectSchema = store.schema[className] else { throw StatementRunner.noSuchClass(className, schema: store.schema) }
        switch selector {
        case .position(let n):
            var found: ObjectKey?
            var i = 0
            try QueryBridge.results(session: session, className: className, predicate: "TRUEPREDICATE").forEachKey { key in
                if i == n { found = key; return false }
                i += 1
                return true
            }
            guard let found else { throw CommandFailure.noSuchPosition(className, n, count: i) }
            return found
        case .primaryKey(let json, let text):
            guard let pk = objectSchema.primaryKeyProperty else {
                let hint = (try? positionHint(json, objectSchema: objectSchema, session: session)) ?? nil
                throw CommandFailure("class \(quoted: className) has no primary key; name the object by position" + (hint.map { ": \($0)" } ?? ", like \(className)[0]"))
            }
            let value = try ValueConverter(schema: store.schema).element(json, for: pk, in: objectSchema)
            guard let key = try QueryBridge.key(session: session, className: className, primaryKey: value) else {
                throw RealmError.noObject(className, primaryKey: text)
            }
            return key
        }
    }
}

extension ObjectReference {
    /// `Dog 'Rex'` on a class without a primary key: where exactly one object
    /// has that text in one of its string properties, `Dog[0] is the Dog
    /// whose name is 'Rex'`, so the reference can be written at once.
    func positionHint(_ json: JSONValue, objectSchema: ObjectSchema, session: Session) throws -> String? {
        guard case .string(let text) = json, !text.contains("\\") else { return nil }
        let literal = DisplayText.literal(.string(text))
        var found: (property: String, key: ObjectKey)?
        for property in objectSchema.persistedProperties where property.type == .string && property.collection == nil {
            let keys = try QueryBridge.matchingKeys(session: session, className: className, predicate: "\(property.name) == \(literal)")
            guard !keys.isEmpty else { continue }
            guard keys.count == 1, found == nil, let key = keys.first else { return nil }
            found = (property.name, key)
        }
        guard let found else { return nil }
        var position = 0
        var hit: Int?
        try QueryBridge.results(session: session, className: className, predicate: "TRUEPREDICATE").forEachKey { key in
            if key == found.key { hit = position; return false }
            position += 1
            return true
        }
        guard let hit else { return nil }
        return "\(className)[\(hit)] is the \(className) whose \(found.property) is \(literal)"
    }
}

/// Thrown to leave a `forEachObject` early.
struct StopIteration: Error {}
