/// The type of a property's values, as Realm names them: the one list of
/// value types.
///
/// The raw value is the one spelling of a type in everything RealmLens
/// prints (messages, schema JSON, `@type` results), the canonical dump's
/// (`spec/canonical-dump.md`): `bool int float double string data date
/// decimal objectId uuid mixed object linkingObjects`. Realm's other
/// spellings (`timestamp`, `decimal128`, `binary`, RealmSwift's `Int?`) are
/// accepted as input where people write types, never printed, except by the
/// model-code generators, which print each SDK's own names.
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
