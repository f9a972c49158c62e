/// An object's key within its class: a 64-bit integer, never reused.
public typealias ObjectKey = Int64

/// A reference to an object of a top-level class: by object key (how stores
/// hold links) or by primary key (how users and canonical dumps write them).
public struct ObjectLink: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case key(ObjectKey)
        indirect case primaryKey(AnyRealmValue)
    }

    public var className: String
    public var target: Target

    public init(className: String, key: ObjectKey) {
        self.className = className
        self.target = .key(key)
    }

    public init(className: String, primaryKey: AnyRealmValue) {
        self.className = className
        self.target = .primaryKey(primaryKey)
    }

    /// The object key, when the link is held by key.
    public var key: ObjectKey? {
        if case .key(let k) = target { return k }
        return nil
    }
}

/// An embedded object's values, inline in its owner: one value per persisted
/// property of `className`, in schema order.
///
/// `key` is the object's key in the genuine file it was read from (nil
/// elsewhere). It says only where the object was stored, not what it is:
/// two embedded objects with the same class and values are equal whatever
/// their keys. A store copying a file keeps it, so a query on the embedded
/// class lists its objects in the file's order and stops where Realm Core's
/// clusters stop it (`Realm.cutAtClusterBoundary`).
public struct EmbeddedObject: Hashable, Sendable {
    public var className: String
    public var values: [AnyRealmValue]
    public var key: ObjectKey?

    public init(className: String, values: [AnyRealmValue], key: ObjectKey? = nil) {
        self.className = className
        self.values = values
        self.key = key
    }

    public static func == (lhs: EmbeddedObject, rhs: EmbeddedObject) -> Bool {
        lhs.className == rhs.className && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        hasher.combine(values)
    }
}

/// Any value a Realm property can hold: the scalar types, links, embedded
/// objects, and (for `mixed` and collection properties) lists and
/// dictionaries.
///
/// Sets are held as `.list` in the order the store keeps them; the property's
/// `collection` says it is a set.
public enum AnyRealmValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case float(Float)
    case double(Double)
    case string(String)
    case data([UInt8])
    case date(Timestamp)
    case decimal128(Decimal128)
    case objectId(ObjectId)
    case uuid(RealmUUID)
    case link(ObjectLink)
    case embedded(EmbeddedObject)
    case list([AnyRealmValue])
    case dictionary([String: AnyRealmValue])

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The name of the value's type in the one vocabulary (`PropertyType`'s
    /// spelling: `int`, `data`, `date`, `decimal`, `object`, …), or `null`,
    /// `list`, `dictionary` for what has no property type. RQL's `@type`
    /// yields these names.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .list: return "list"
        case .dictionary: return "dictionary"
        default: return propertyType?.rawValue ?? "null"
        }
    }

    /// The property type this value naturally has (`nil` for null and collections).
    public var propertyType: PropertyType? {
        switch self {
        case .null, .list, .dictionary: return nil
        case .bool: return .bool
        case .int: return .int
        case .float: return .float
        case .double: return .double
        case .string: return .string
        case .data: return .data
        case .date: return .date
        case .decimal128: return .decimal128
        case .objectId: return .objectId
        case .uuid: return .uuid
        case .link, .embedded: return .object
        }
    }
}

/// One stored object as the dump and the dynamic API see it: its key and one
/// value per persisted property, in schema order.
public struct ObjectRecord: Hashable, Sendable {
    public var key: ObjectKey
    public var values: [AnyRealmValue]

    public init(key: ObjectKey, values: [AnyRealmValue]) {
        self.key = key
        self.values = values
    }
}
