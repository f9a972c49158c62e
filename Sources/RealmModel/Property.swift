/// One property of an object schema, as persisted (or, for
/// `linkingObjects`, as computed).
///
/// ```swift
/// Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog")
/// ```
public struct Property: Hashable, Sendable {
    public var name: String
    public var type: PropertyType
    /// `nil` for a single value; otherwise the collection kind.
    public var collection: CollectionKind?
    /// Whether the value (for a collection: each element) may be null.
    /// Always true for `mixed`: Realm has no required mixed property, so a
    /// store or dump that declares one is read as optional.
    public var isOptional: Bool
    /// Whether a search index exists (true for primary keys and full-text indexes too).
    public var isIndexed: Bool
    /// Whether the index is Realm's full-text index (enables the RQL `TEXT` operator).
    public var isFullTextIndexed: Bool
    /// Target class of an `object` or `linkingObjects` property.
    public var objectClassName: String?
    /// For `linkingObjects`: the forward link property in `objectClassName`.
    public var linkOriginPropertyName: String?

    public init(
        name: String, type: PropertyType, collection: CollectionKind? = nil,
        isOptional: Bool = false, isIndexed: Bool = false, isFullTextIndexed: Bool = false,
        objectClassName: String? = nil, linkOriginPropertyName: String? = nil
    ) {
        self.name = name
        self.type = type
        self.collection = collection
        self.isOptional = isOptional || type == .mixed
        self.isIndexed = isIndexed || isFullTextIndexed
        self.isFullTextIndexed = isFullTextIndexed
        self.objectClassName = objectClassName
        self.linkOriginPropertyName = linkOriginPropertyName
    }

    /// True for properties that are stored (everything but `linkingObjects`).
    public var isPersisted: Bool { type != .linkingObjects }

    /// True for a list, set or dictionary.
    public var isCollection: Bool { collection != nil }

    /// The element type's RealmSwift name: `Int`, `Decimal128`, `AnyRealmValue`, the target class.
    public var swiftElementTypeName: String {
        switch type {
        case .bool: return "Bool"
        case .int: return "Int"
        case .float: return "Float"
        case .double: return "Double"
        case .string: return "String"
        case .data: return "Data"
        case .date: return "Date"
        case .decimal128: return "Decimal128"
        case .objectId: return "ObjectId"
        case .uuid: return "UUID"
        case .mixed: return "AnyRealmValue"
        case .object, .linkingObjects: return objectClassName ?? "Object"
        }
    }

    /// A short type description in the one vocabulary of types
    /// (`PropertyType`'s and `CollectionKind`'s spellings, the canonical
    /// dump's), as schema tables, diffs and messages print it: `int?`,
    /// `list<Dog>`, `dictionary<double?>`, `Person?`,
    /// `linkingObjects<Person>(dogs)`. A link names its class.
    public var typeDescription: String {
        if type == .linkingObjects {
            return "\(PropertyType.linkingObjects.rawValue)<\(objectClassName ?? "?")>(\(linkOriginPropertyName ?? "?"))"
        }
        var element = type == .object ? objectClassName ?? type.rawValue : type.rawValue
        if isOptional && type != .mixed { element += "?" }
        return collection.map { "\($0.rawValue)<\(element)>" } ?? element
    }
}
