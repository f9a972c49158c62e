import RealmModel

/// The static type of the values an operand produces, after resolution.
public enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool, int, float, double, string, data, date, decimal128, objectId, uuid
    /// `AnyRealmValue`: compares with everything.
    case mixed
    /// A link to (or embedded) object of the named class.
    case object(String)
    /// The result of `@type`: compared only with type names such as `'int'`.
    case typeName

    /// The type of a property's values (the element type for collections).
    public init(_ property: Property) {
        self.init(property.type, objectClassName: property.objectClassName)
    }

    /// The type of values of `type` (links and backlinks: of `objectClassName`).
    public init(_ type: PropertyType, objectClassName: String?) {
        switch type {
        case .bool: self = .bool
        case .int: self = .int
        case .float: self = .float
        case .double: self = .double
        case .string: self = .string
        case .data: self = .data
        case .date: self = .date
        case .decimal128: self = .decimal128
        case .objectId: self = .objectId
        case .uuid: self = .uuid
        case .mixed: self = .mixed
        case .object, .linkingObjects: self = .object(objectClassName ?? "")
        }
    }

    /// The type of a constant (`.mixed` for nested lists and dictionaries).
    public init(_ value: AnyRealmValue) {
        switch value {
        case .null: self = .null
        case .link(let link): self = .object(link.className)
        case .embedded(let e): self = .object(e.className)
        case .list, .dictionary: self = .mixed
        default: self.init(value.propertyType ?? .mixed, objectClassName: nil)
        }
    }

    /// int, float, double and decimal128: they all compare with each other.
    public var isNumeric: Bool {
        switch self {
        case .int, .float, .double, .decimal128: return true
        default: return false
        }
    }

    /// Whether values of the two types can be compared (Realm's
    /// `Mixed::data_types_are_comparable`, plus null with anything).
    public func isComparable(with other: ValueType) -> Bool {
        if self == other { return true }
        if self == .null || other == .null { return true }
        if self == .typeName || other == .typeName { return false }
        if self == .mixed || other == .mixed { return true }
        return isNumeric && other.isNumeric
    }

    /// The property type whose values these are, if one is: the
    /// `PropertyType` that `init(_:)` maps here (a link for any class).
    public var propertyType: PropertyType? {
        if case .object = self { return .object }
        return PropertyType.allCases.first { $0 != .object && $0 != .linkingObjects && Self(Property(name: "", type: $0)) == self }
    }

    /// The type's name in the one vocabulary (`PropertyType`'s spelling), as error messages show it.
    public var description: String {
        switch self {
        case .null: return "null"
        case .object(let className): return "link to \(quoted: className)"
        case .typeName: return "@type"
        default: return propertyType?.rawValue ?? "null"
        }
    }
}
