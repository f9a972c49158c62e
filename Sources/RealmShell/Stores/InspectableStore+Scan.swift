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
