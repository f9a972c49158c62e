/// A whole store's schema: its classes, kept sorted by class name (byte
/// order), as the canonical dump lists them.
public struct Schema: Hashable, Sendable {
    public private(set) var objectSchemas: [ObjectSchema]

    public init(_ objectSchemas: [ObjectSchema] = []) {
        self.objectSchemas = objectSchemas.sorted { $0.className.utf8.lexicographicallyPrecedes($1.className.utf8) }
    }

    /// The class called `className`, if any.
    /// Found by binary search (the classes are kept sorted), so stores with
    /// 10,000 classes cost no more per lookup than a few dozen comparisons.
    public subscript(className: String) -> ObjectSchema? {
        let index = insertionIndex(of: className)
        guard index < objectSchemas.count, objectSchemas[index].className == className else { return nil }
        return objectSchemas[index]
    }

    /// The position of the first class not ordered before `className` (byte order).
    private func insertionIndex(of className: String) -> Int {
        var low = 0, high = objectSchemas.count
        while low < high {
            let middle = (low + high) / 2
            if objectSchemas[middle].className.utf8.lexicographicallyPrecedes(className.utf8) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    public var classNames: [String] { objectSchemas.map(\.className) }

    /// Adds or replaces a class, keeping the order.
    public mutating func upsert(_ objectSchema: ObjectSchema) {
        let index = insertionIndex(of: objectSchema.className)
        if index < objectSchemas.count, objectSchemas[index].className == objectSchema.className {
            objectSchemas[index] = objectSchema
        } else {
            objectSchemas.insert(objectSchema, at: index)
        }
    }

    /// Removes a class.
    public mutating func remove(className: String) {
        objectSchemas.removeAll { $0.className == className }
    }
}
