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
    enum CollectionEdit: String { case append, remove, setKey = "set-key", removeKey = "remove-key" }

    func editCollection(_ edit: CollectionEdit, _ rest: String) throws {
        let realm = try session.requireWritableRealm()
        let usage = "usage: \(edit.rawValue) CLASS KEY PROPERTY " + (edit == .setKey ? "'KEY' VALUE" : edit == .removeKey ? "'KEY'" : "VALUE")
        guard !rest.isEmpty else { throw CommandFailure(usage) }
        let (reference, afterObject) = try ObjectReference.parse(rest, schema: realm.schema)
        let (propertyName, afterProperty) = Self.firstWord(afterObject)
        guard let objectSchema = realm.schema[reference.className] else { throw Self.noSuchClass(reference.className, schema: realm.schema) }
        guard let property = objectSchema[propertyName], property.isPersisted else {
            if propertyName.isEmpty { throw CommandFailure(usage) }
            throw CommandFailure.noSuchProperty(propertyName, className: reference.className, among: objectSchema.persistedProperties.map(\.name))
        }
        guard let kind = property.collection else {
            throw CommandFailure("\(quoted: reference.className + "." + propertyName) is not a collection; use update … set to change it")
        }
        let key = try reference.resolve(in: session)
        let converter = ValueConverter(session: session, schema: realm.schema)

        /// An element: an object reference for links, else a literal.
        func element(_ text: String) throws -> AnyRealmValue {
            if property.type == .object, let target = property.objectClassName, realm.schema[target]?.isEmbedded == false {
                let (elementReference, remainder) = try ObjectReference.parse(text, schema: realm.schema)
                guard elementReference.className == target else {
                    throw CommandFailure("\(quoted: reference.className + "." + propertyName) holds \(target) objects, not \(elementReference.className)")
                }
                guard remainder.trimmingWhitespace().isEmpty else { throw CommandFailure("unexpected \(quoted: remainder.trimmingWhitespace())") }
                return .link(ObjectLink(className: target, key: try elementReference.resolve(in: session)))
            }
            return try converter.element(try ObjectReference.literalJSON(text), for: property, in: objectSchema)
        }

        var report = ""
        try self.edit { realm in
            guard let object = try realm.object(ofType: reference.className, key: key) else { throw CommandFailure.objectGone(reference.className) }
            let collection = try object.collection(propertyName)
            switch edit {
            case .append:
                guard kind != .dictionary else { throw CommandFailure("\(quoted: propertyName) is a dictionary; use set-key") }
                guard !afterProperty.isEmpty else { throw CommandFailure(usage) }
                let value = try element(afterProperty)
                if kind == .set, try collection.contains(value) { report = "already in the set"; return }
                try collection.append(value)
                report = "1 element added (\(try collection.count) now)"
            case .remove:
                guard kind != .dictionary else { throw CommandFailure("\(quoted: propertyName) is a dictionary; use remove-key") }
                guard !afterProperty.isEmpty else { throw CommandFailure(usage) }
                let value = try element(afterProperty)
                guard try collection.contains(value) else { throw CommandFailure("\(quoted: propertyName) does not contain \(afterProperty)") }
                try collection.remove(value)
                report = "1 element removed (\(try collection.count) left)"
            case .setKey, .removeKey:
                guard kind == .dictionary else { throw CommandFailure("\(quoted: propertyName) is a \(kind.rawValue), not a dictionary") }
                let (keyText, valueText) = ObjectReference.splitLiteral(afterProperty)
                guard case .string(let dictionaryKey) = try RelaxedJSON.parse(keyText.isEmpty ? "''" : keyText) else {
                    throw CommandFailure("dictionary keys are strings: \(usage)")
                }
                if edit == .setKey {
                    guard !valueText.trimmingWhitespace().isEmpty else { throw CommandFailure(usage) }
                    try collection.setValue(try element(valueText.trimmingWhitespace()), forKey: dictionaryKey)
                    report = "key '\(dictionaryKey)' set"
                } else {
                    guard valueText.trimmingWhitespace().isEmpty else { throw CommandFailure("unexpected \(quoted: valueText.trimmingWhitespace())") }
                    try collection.removeValue(forKey: dictionaryKey)
                    report = "key '\(dictionaryKey)' removed"
                }
            }
        }
        try session.status(report)
    }
}
