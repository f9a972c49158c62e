import RealmLifecycle
import RealmModel
import RealmStore

/// `append`, `remove`, `set-key`, `remove-key`: element edits of lists, sets
/// and dictionaries of one object.
///
/// ```
/// append Person[0] dogs Dog[3]
/// append Person 'Jane' dogs Dog 'Rex'      (by primary key, where the classes have one)
/// remove Person 'Jane' dogs Dog[0]
/// set-key Person 'Jane' nicknames 'home' 'JJ'
/// remove-key Person 'Jane' nicknames 'home'
/// ```
extension StatementRunner {
    enum CollectionEdit: String {
        case append, remove, setKey = "set-key", removeKey = "remove-key"

        /// The statement's declaration, for its usage.
        var statement: Command {
            switch self {
            case .append: StatementCommands.append
            case .remove: StatementCommands.remove
            case .setKey: StatementCommands.setKey
            case .removeKey: StatementCommands.removeKey
            }
        }
    }

    /// The collection property a statement edits, on one object, and the text after the property's name.
    struct CollectionTarget {
        var reference: ObjectReference
        var objectSchema: ObjectSchema
        var property: Property
        var kind: CollectionKind
        var key: ObjectKey
        /// What follows the property's name: the element, or the dictionary key (and value).
        var operand: String
        var usage: UsageError

        var propertyName: String { property.name }
    }

    func editCollection(_ edit: CollectionEdit, _ rest: String) throws {
        let target = try collectionTarget(edit, rest)
        var report = ""
        try self.edit { realm in
            guard let object = try realm.object(ofType: target.reference.className, key: target.key) else { throw CommandFailure.objectGone(target.reference.className) }
            let collection = try object.collection(target.propertyName)
            switch edit {
            case .append: report = try append(to: collection, target, realm: realm)
            case .remove: report = try remove(from: collection, target, realm: realm)
            case .setKey: report = try setKey(in: collection, target, realm: realm)
            case .removeKey: report = try removeKey(from: collection, target)
            }
        }
        try session.status(report)
    }

    /// `CLASS KEY PROPERTY …`: the object, its collection property, and what follows.
    func collectionTarget(_ edit: CollectionEdit, _ rest: String) throws -> CollectionTarget {
        let realm = try session.requireWritableRealm()
        let usage = Self.usage(edit.statement)
        guard !rest.isEmpty else { throw usage }
        let (reference, afterObject) = try ObjectReference.parse(rest, schema: realm.schema)
        let (propertyName, afterProperty) = StatementScanner.firstWord(afterObject)
        guard let objectSchema = realm.schema[reference.className] else { throw Self.noSuchClass(reference.className, schema: realm.schema) }
        guard let property = objectSchema[propertyName], property.isPersisted else {
            if propertyName.isEmpty { throw usage }
            throw CommandFailure.noSuchProperty(propertyName, className: reference.className, among: objectSchema.persistedProperties.map(\.name))
        }
        guard let kind = property.collection else {
            throw CommandFailure("\(quoted: reference.className + "." + propertyName) is not a collection; use update … set to change it")
        }
        return CollectionTarget(reference: reference, objectSchema: objectSchema, property: property, kind: kind,
                                key: try reference.resolve(in: session), operand: afterProperty, usage: usage)
    }

    /// An element of the target's collection: an object reference for links, else a literal.
    func element(_ text: String, of target: CollectionTarget, realm: Realm) throws -> AnyRealmValue {
        let property = target.property
        if property.type == .object, let targetClass = property.objectClassName, realm.schema[targetClass]?.isEmbedded == false {
            let (elementReference, remainder) = try ObjectReference.parse(text, schema: realm.schema)
            guard elementReference.className == targetClass else {
                throw CommandFailure("\(quoted: target.reference.className + "." + property.name) holds \(targetClass) objects, not \(elementReference.className)")
            }
            guard remainder.trimmingWhitespace().isEmpty else { throw CommandFailure("unexpected \(quoted: remainder.trimmingWhitespace())") }
            return .link(ObjectLink(className: targetClass, key: try elementReference.resolve(in: session)))
        }
        return try ValueConverter(session: session, schema: realm.schema)
            .element(try ObjectReference.literalJSON(text), for: property, in: target.objectSchema)
    }

    // MARK: - The four edits

    func append(to collection: DynamicCollection, _ target: CollectionTarget, realm: Realm) throws -> String {
        guard target.kind != .dictionary else { throw CommandFailure("\(quoted: target.propertyName) is a dictionary; use set-key") }
        guard !target.operand.isEmpty else { throw target.usage }
        let value = try element(target.operand, of: target, realm: realm)
        if target.kind == .set, try collection.contains(value) { return "already in the set" }
        try collection.append(value)
        return "1 element added (\(try collection.count) now)"
    }

    func remove(from collection: DynamicCollection, _ target: CollectionTarget, realm: Realm) throws -> String {
        guard target.kind != .dictionary else { throw CommandFailure("\(quoted: target.propertyName) is a dictionary; use remove-key") }
        guard !target.operand.isEmpty else { throw target.usage }
        let value = try element(target.operand, of: target, realm: realm)
        guard try collection.contains(value) else { throw CommandFailure("\(quoted: target.propertyName) does not contain \(target.operand)") }
        try collection.remove(value)
        return "1 element removed (\(try collection.count) left)"
    }

    func setKey(in collection: DynamicCollection, _ target: CollectionTarget, realm: Realm) throws -> String {
        let (dictionaryKey, valueText) = try dictionaryKey(target)
        guard !valueText.isEmpty else { throw target.usage }
        try collection.setValue(try element(valueText, of: target, realm: realm), forKey: dictionaryKey)
        return "key '\(dictionaryKey)' set"
    }

    func removeKey(from collection: DynamicCollection, _ target: CollectionTarget) throws -> String {
        let (dictionaryKey, valueText) = try dictionaryKey(target)
        guard valueText.isEmpty else { throw CommandFailure("unexpected \(quoted: valueText)") }
        try collection.removeValue(forKey: dictionaryKey)
        return "key '\(dictionaryKey)' removed"
    }

    /// `'KEY' [VALUE]` after a dictionary property: the key, and the rest trimmed.
    func dictionaryKey(_ target: CollectionTarget) throws -> (String, String) {
        guard target.kind == .dictionary else { throw CommandFailure("\(quoted: target.propertyName) is a \(target.kind.rawValue), not a dictionary") }
        let (keyText, valueText) = ObjectReference.splitLiteral(target.operand)
        guard case .string(let key) = try RelaxedJSON.parse(keyText.isEmpty ? "''" : keyText) else {
            throw CommandFailure("dictionary keys are strings: \(target.usage)")
        }
        return (key, valueText.trimmingWhitespace())
    }
}
