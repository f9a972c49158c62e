/// A whole store's schema: its classes, kept sorted by class name (byte
/// order), as the canonical dump lists them.
public struct Schema: Hashable, Sendable {
    public private(set) var objectSchemas: [ObjectSchema]

    public init(_ objectSchemas: [ObjectSchema] = []) {
        self.objectSchemas = objectSchemas.sorted { $0.className.utf8.lexicographicallyPrecedes($1.className.utf8) }
    }

    /// The class called `className`, if any.
    public subscript(className: String) -> ObjectSchema? {
        objectSchemas.first { $0.className == className }
    }

    public var classNames: [String] { objectSchemas.map(\.className) }

    /// Adds or replaces a class, keeping the order.
    public mutating func upsert(_ objectSchema: ObjectSchema) {
        objectSchemas.removeAll { $0.className == objectSchema.className }
        objectSchemas.append(objectSchema)
        objectSchemas.sort { $0.className.utf8.lexicographicallyPrecedes($1.className.utf8) }
    }

    /// Removes a class.
    public mutating func remove(className: String) {
        objectSchemas.removeAll { $0.className == className }
    }
}
