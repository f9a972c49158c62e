import RealmLifecycle
import RealmModel
import RealmStore

/// `watch CLASS [where PREDICATE]`: shows the matching objects, then every
/// change any process commits (insertions, deletions, modifications with the
/// changed properties), woken by the store's change pipe — not by polling —
/// until Ctrl-C.
enum Watch {
    static func run(session: Session, className: String, predicate: String) throws {
        guard let realm = session.realm else {
            throw CommandFailure("watch needs a RealmLens store; genuine Realm files are read from a file the app owns (convert it first)")
        }
        guard let objectSchema = realm.schema[className] else { throw StatementRunner.noSuchClass(className, schema: realm.schema) }
        guard let coordinator = realm.coordinator, coordinator.isCoordinated else {
            throw CommandFailure("cannot watch \(realm.path): its change notifications are unavailable (\(realm.coordinator?.unavailableReason ?? "in-memory store"))")
        }
        try coordinator.startWatching()
        var previous = try snapshot(session: session, realm: realm, className: className, predicate: predicate)
        let out = session.output
        try out.line("watching \(className)\(predicate.isEmpty ? "" : " where \(predicate)") (\(previous.count) object\(previous.count == 1 ? "" : "s")); Ctrl-C to stop")
        try out.flush()
        let properties = objectSchema.persistedProperties
        let renderer = RowRenderer(store: realm, objectSchema: objectSchema, nullText: session.nullText, needsJSON: false)
        let display = DisplayText(nullText: session.nullText, maxStringLength: 60)
        while true {
            if Interruption.requested {
                Interruption.requested = false
                try out.line("stopped watching \(className)")
                return
            }
            guard try coordinator.waitForChange(timeout: .milliseconds(200)) else { continue }
            let current = try snapshot(session: session, realm: realm, className: className, predicate: predicate)
            for (key, values) in current.sorted(by: { $0.key < $1.key }) {
                let label = "\(className) \(try ObjectDetail.label(realm, className: className, key: key))"
                guard let old = previous[key] else {
                    let fields = zip(properties, values).map { "\($0.name): \(renderer.text($1, property: $0, display: display))" }
                    try out.line("+ \(label) {\(fields.joined(separator: ", "))}")
                    continue
                }
                let changed = properties.indices.filter { old[$0] != values[$0] }
                if !changed.isEmpty {
                    let parts = changed.map { i in
                        "\(properties[i].name): \(renderer.text(old[i], property: properties[i], display: display)) → \(renderer.text(values[i], property: properties[i], display: display))"
                    }
                    try out.line("~ \(label) \(parts.joined(separator: ", "))")
                }
            }
            for (key, values) in previous.sorted(by: { $0.key < $1.key }) where current[key] == nil {
                let fields = zip(properties, values).prefix(3).map { "\($0.name): \(renderer.text($1, property: $0, display: display))" }
                try out.line("- \(className) {\(fields.joined(separator: ", "))\(properties.count > 3 ? ", …" : "")}")
            }
            try out.flush()
            previous = current
        }
    }

    /// The matching objects now: values by object key.
    static func snapshot(session: Session, realm: Realm, className: String, predicate: String) throws -> [ObjectKey: [AnyRealmValue]] {
        var result: [ObjectKey: [AnyRealmValue]] = [:]
        try realm.read {  // the matches and their values of one moment
        if predicate.isEmpty {
            try realm.forEachObject(ofClass: className) { result[$0.key] = $0.values }
        } else {
            let keys = Set(try QueryBridge.matchingKeys(session: session, className: className, predicate: predicate))
            try realm.forEachObject(ofClass: className) { if keys.contains($0.key) { result[$0.key] = $0.values } }
        }
        }
        return result
    }
}
