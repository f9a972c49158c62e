import RealmModel

/// A handle on one stored object, addressed by class and object key; reads
/// and writes go straight to the store.
///
/// ```swift
/// let name = try dog.value(forKey: "name")      // .string("Rex")
/// try realm.write { try dog.setValue(.int(4), forKey: "age") }
/// ```
public struct DynamicObject {
    /// The store the object lives in.
    public let realm: Realm
    /// The object's class.
    public let className: String
    /// The object key (never reused).
    public let key: ObjectKey

    /// Whether the object has been deleted; a failed read throws (it is not
    /// taken for a deletion).
    public var isInvalidated: Bool {
        get throws {
            guard let info = realm.classInfos[className] else { return true }
            return try !realm.exists(info, key: key)
        }
    }

    /// The value of property `name`: links as `.link`, embedded objects
    /// inline as `.embedded`, collections as `.list` / `.dictionary`.
    public func value(forKey name: String) throws -> AnyRealmValue {
        let info = try realm.info(className)
        guard let (_, property) = info.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        return try realm.translatingErrors {
            if property.isCollection {
                guard try realm.exists(info, key: key) else { throw RealmError.objectInvalidated(className: className) }
                return try realm.readCollection(info, property, owner: key)
            }
            return try realm.expand(realm.readSingle(info, property, of: key), realm.embeddedTarget(property))
        }
    }

    /// Sets property `name` (a whole collection for collection properties);
    /// needs a write transaction.
    public func setValue(_ value: AnyRealmValue, forKey name: String) throws {
        let info = try realm.info(className)
        guard let (_, property) = info.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        try realm.atomically {
            guard try realm.exists(info, key: key) else { throw RealmError.objectInvalidated(className: className) }
            try realm.setProperty(info, property, of: key, to: value)
        }
    }

    /// All persisted values in schema order.
    public func record() throws -> ObjectRecord {
        let info = try realm.info(className)
        guard let record = try realm.translatingErrors({ try realm.readRecord(info, key: key) }) else {
            throw RealmError.objectInvalidated(className: className)
        }
        return record
    }

    /// The list, set or dictionary property `name`, for mutation.
    ///
    /// ```swift
    /// try person.collection("dogs").append(.link(ObjectLink(className: "Dog", key: 3)))
    /// ```
    public func collection(_ name: String) throws -> DynamicCollection {
        let info = try realm.info(className)
        guard let (_, property) = info.property(named: name) else {
            throw RealmError.noSuchProperty(className: className, propertyName: name)
        }
        guard property.isCollection else {
            throw RealmError.wrongPropertyKind(className: className, propertyName: name, expected: "a list, set or dictionary")
        }
        return DynamicCollection(object: self, property: property)
    }

    /// The objects of `className` whose link property `property` points here
    /// (RealmSwift's `linkingObjects(ofType:property:)`), in key order.
    public func linkingObjects(ofType className: String, property: String) throws -> [DynamicObject] {
        try realm.linkingKeys(to: self, from: className, property: property).map {
            DynamicObject(realm: realm, className: className, key: $0)
        }
    }
}

extension DynamicObject: Hashable {
    /// Two handles are equal when they name the same object (class and key).
    public static func == (a: DynamicObject, b: DynamicObject) -> Bool {
        a.className == b.className && a.key == b.key
    }

    /// Hashes class and key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        hasher.combine(key)
    }
}
