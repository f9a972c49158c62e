import RealmModel

extension InspectableStore {
    /// Visits objects of `className` in listing order until `body` returns false.
    func scan(_ className: String, _ body: (ObjectRecord) throws -> Bool) throws {
        do {
            try forEachObject(ofClass: className) { record in
                if try !body(record) { throw StopIteration() }
            }
        } catch is StopIteration {}
    }
}

extension InspectableStore {
    /// How many objects the store holds in its top-level classes (embedded objects are not counted).
    func topLevelObjectCount() throws -> Int {
        try schema.objectSchemas.filter { !$0.isEmbedded }.reduce(0) { $0 + (try objectCount(ofClass: $1.className)) }
    }
}

/// `1 object`, `2 objects`: a count with its noun.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
