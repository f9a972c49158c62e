/// The schema of one class: its name, whether it is embedded, its primary
/// key and its properties in persisted order.
public struct ObjectSchema: Hashable, Sendable {
    public var className: String
    /// Embedded objects have no identity of their own: they live inside their owner.
    public var isEmbedded: Bool
    /// The primary-key property's name, or `nil`.
    public var primaryKey: String?
    /// Persisted properties in declaration (persisted) order, then `linkingObjects`.
    public var properties: [Property]

    public init(className: String, isEmbedded: Bool = false, primaryKey: String? = nil, properties: [Property]) {
        self.className = className
        self.isEmbedded = isEmbedded
        self.primaryKey = primaryKey
        self.properties = properties
    }

    /// The property called `name`, if any.
    public subscript(name: String) -> Property? {
        properties.first { $0.name == name }
    }

    /// The index of the property called `name` in `properties`.
    public func index(of name: String) -> Int? {
        properties.firstIndex { $0.name == name }
    }

    /// The primary-key property, if the class has one.
    public var primaryKeyProperty: Property? {
        primaryKey.flatMap { self[$0] }
    }

    /// The stored properties, in order (what an object record holds values for).
    public var persistedProperties: [Property] {
        properties.filter(\.isPersisted)
    }

    /// The computed `linkingObjects` properties.
    public var computedProperties: [Property] {
        properties.filter { !$0.isPersisted }
    }
}
