import RealmModel

/// A list, set or dictionary property of one object, for reading and
/// mutation (mutations need a write transaction and are all-or-nothing).
///
/// ```swift
/// let dogs = try person.collection("dogs")
/// try dogs.append(.link(ObjectLink(className: "Dog", key: 1)))
/// try dogs.remove(at: 0)
/// ```
public struct DynamicCollection {
    /// The owning object.
    public let object: DynamicObject
    /// The collection property.
    public let property: Property

    private var realm: Realm { object.realm }
    private func info() throws -> ClassInfo { try realm.info(object.className) }

    /// The number of elements (entries, for a dictionary).
    public var count: Int {
        get throws { try realm.translatingErrors { try realm.collectionCount(info(), property, owner: object.key) } }
    }

    /// The elements (`.list`) or entries (`.dictionary`).
    public func value() throws -> AnyRealmValue {
        try realm.translatingErrors { try realm.readCollection(info(), property, owner: object.key) }
    }

    /// The elements of a list or set, in order.
    public func elements() throws -> [AnyRealmValue] {
        if case .list(let items) = try value() { return items }
        return []
    }

    private func require(_ kinds: CollectionKind..., what: String) throws {
        guard let kind = property.collection, kinds.contains(kind) else {
            throw RealmError.wrongPropertyKind(className: object.className, propertyName: property.name, expected: what)
        }
    }

    /// Appends to a list, or adds to a set (no-op when already there).
    public func append(_ element: AnyRealmValue) throws {
        try require(.list, .set, what: "a list or set")
        let info = try info()
        try realm.atomically {
            if property.collection == .set {
                try realm.insertSetElement(info, property, owner: object.key, element)
            } else {
                try realm.insertIntoList(info, property, owner: object.key, element, at: realm.collectionCount(info, property, owner: object.key))
            }
        }
    }

    /// Inserts into a list before element `index`.
    public func insert(_ element: AnyRealmValue, at index: Int) throws {
        try require(.list, what: "a list")
        let info = try info()
        try realm.atomically { try realm.insertIntoList(info, property, owner: object.key, element, at: index) }
    }

    /// Removes element `index` of a list.
    public func remove(at index: Int) throws {
        try require(.list, what: "a list")
        let info = try info()
        try realm.atomically { try realm.removeFromList(info, property, owner: object.key, at: index) }
    }

    /// Replaces element `index` of a list.
    public func replace(at index: Int, with element: AnyRealmValue) throws {
        try require(.list, what: "a list")
        let info = try info()
        try realm.atomically {
            try realm.removeFromList(info, property, owner: object.key, at: index)
            try realm.insertIntoList(info, property, owner: object.key, element, at: index)
        }
    }

    /// Removes an element from a set (every equal element from a list).
    public func remove(_ element: AnyRealmValue) throws {
        try require(.list, .set, what: "a list or set")
        let info = try info()
        try realm.atomically { try realm.removeElement(info, property, owner: object.key, element) }
    }

    /// Whether a set or list holds `element`.
    public func contains(_ element: AnyRealmValue) throws -> Bool {
        try elements().contains(element)
    }

    /// Sets the dictionary entry under `key`.
    public func setValue(_ value: AnyRealmValue, forKey key: String) throws {
        try require(.dictionary, what: "a dictionary")
        let info = try info()
        try realm.atomically { try realm.setDictionaryValue(info, property, owner: object.key, key: key, value) }
    }

    /// Removes the dictionary entry under `key`.
    public func removeValue(forKey key: String) throws {
        try require(.dictionary, what: "a dictionary")
        let info = try info()
        try realm.atomically { try realm.removeDictionaryValue(info, property, owner: object.key, key: key) }
    }

    /// Empties the collection.
    public func removeAll() throws {
        let info = try info()
        try realm.atomically { try realm.clearCollection(info, property, owner: object.key) }
    }
}
