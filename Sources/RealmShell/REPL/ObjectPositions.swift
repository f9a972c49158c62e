import RealmLifecycle
import RealmModel

/// Objects by position (`Person[2]`, `{"$index": 2}`) for one statement: the
/// position in the class's own object order, as an unsorted listing shows
/// it and as the canonical dump counts it for classes without a primary key.
///
/// Each class's keys are read once per statement (8 bytes an object), so
/// importing many links by position costs one scan, not one per link.
final class ObjectPositions {
    let session: Session
    private var keys: [String: [ObjectKey]] = [:]

    init(session: Session) { self.session = session }

    /// The key of the object at `position`, or an error naming how many there are.
    func key(className: String, position: Int) throws -> ObjectKey {
        let all: [ObjectKey]
        if let known = keys[className] {
            all = known
        } else {
            all = try QueryBridge.matchingKeys(session: session, className: className, predicate: "TRUEPREDICATE")
            keys[className] = all
        }
        guard position < all.count else {
            throw CommandFailure.noSuchPosition(className, position, count: all.count)
        }
        return all[position]
    }
}

extension ValueConverter {
    /// A converter that resolves `Class[N]` links in the session's store.
    init(session: Session, schema: Schema) {
        let positions = ObjectPositions(session: session)
        self.init(schema: schema, objectAtPosition: { try positions.key(className: $0, position: $1) })
    }
}
