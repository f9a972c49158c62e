/// The type of a property's values, as Realm names them.
///
/// The raw value is the spelling used by the canonical dump
/// (`spec/canonical-dump.md`): `"int"`, `"decimal"`, `"objectId"`, …
public enum PropertyType: String, Hashable, Sendable, CaseIterable {
    case bool
    case int
    case float
    case double
    case string
    case data
    case date
    case decimal128 = "decimal"
    case objectId
    case uuid
    case mixed
    /// A link to another object (to-one, or the elements of a collection of links).
    case object
    /// Computed backlinks: the objects of `objectClassName` whose
    /// `linkOriginPropertyName` links here. Never stored.
    case linkingObjects

    /// The types a primary key may have (Realm accepts int, string, objectId, uuid).
    public var canBePrimaryKey: Bool {
        switch self {
        case .int, .string, .objectId, .uuid: return true
        default: return false
        }
    }

    /// The types a search index may be put on (Realm's rule: no float, double,
    /// decimal, data, links or collections).
    public var canBeIndexed: Bool {
        switch self {
        case .bool, .int, .string, .date, .objectId, .uuid, .mixed: return true
        default: return false
        }
    }
}

/// The collection a property holds, if any: `List`, `MutableSet` or `Map`.
public enum CollectionKind: String, Hashable, Sendable, CaseIterable {
    case list
    case set
    case dictionary
}
