import RealmModel

extension InspectableStore {
    /// Visits objects of `className` in listing order until `body` returns false.
    public func scan(_ className: String, _ body: (ObjectRecord) throws -> Bool) throws {
        do {
            try forEachObject(ofClass: className) { record in
                if try !body(record) { throw StopScan() }
            }
        } catch is StopScan {}
    }
}

/// Thrown out of `forEachObject` to end a scan early; never escapes it.
private struct StopScan: Error {}

extension InspectableStore {
    /// How many objects the store holds in its top-level classes (embedded objects are not counted).
    public func topLevelObjectCount() throws -> Int {
        try schema.objectSchemas.filter { !$0.isEmbedded }.reduce(0) { $0 + (try objectCount(ofClass: $1.className)) }
    }
}

/// `1 object`, `2 objects`: a count with its noun.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
