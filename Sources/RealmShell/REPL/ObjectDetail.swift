import RealmLifecycle
import RealmModel
import RealmStore

/// `show`: one object with every property, links followed one level,
/// collections summarised, and its backlinks.
enum ObjectDetail {
    static func print(session: Session, store: InspectableStore, className: String, key: ObjectKey) throws {
        guard let objectSchema = store.schema[className] else { throw StatementRunner.noSuchClass(className, schema: store.schema) }
        var record: ObjectRecord?
        try store.scan(className) { r in
            if r.key == key { record = r; return false }
            return true
        }
        guard let record else { throw CommandFailure.objectGone(className) }
        let renderer = RowRenderer(store: store, objectSchema: objectSchema, nullText: session.nullText, needsJSON: false)
        let display = DisplayText(nullText: session.nullText, maxStringLength: 200)
        let properties = objectSchema.persistedProperties
        let width = properties.map { TableFormat.displayWidth($0.name) }.max() ?? 0
        let out = session.output
        try out.line("\(className) \(try label(store, className: className, key: key))")
        for (i, property) in properties.enumerated() {
            let value = record.values[i]
            let pad = String(repeating: " ", count: width - TableFormat.displayWidth(property.name))
            try out.line("  \(property.name)\(pad)  \(describe(value, property: property, display: display, renderer: renderer))")
        }
        // A genuine file's backlinks come from a copy of the links to this class, which keeps the file's object keys.
        let realm = try store as? Realm ?? QueryBridge.backlinkRealm(session: session, className: className)
        if let object = try realm.object(ofType: className, key: key) {
            var backlinks: [String] = []
            for source in store.schema.objectSchemas where !source.isEmbedded {
                for property in source.persistedProperties where property.type == .object && property.objectClassName == className {
                    let linking = try object.linkingObjects(ofType: source.className, property: property.name)
                    if !linking.isEmpty {
                        let labels = try linking.prefix(5).map { try label(store, className: source.className, key: $0.key) }
                        backlinks.append("\(source.className).\(property.name): \(linking.count) (\(labels.joined(separator: ", "))\(linking.count > 5 ? ", …" : ""))")
                    }
                }
            }
            try out.line("  backlinks" + (backlinks.isEmpty ? ": none" : ":"))
            for line in backlinks { try out.line("    ← " + line) }
        }
    }

    static func describe(_ value: AnyRealmValue, property: Property, display: DisplayText, renderer: RowRenderer) -> String {
        switch value {
        case .list(let items):
            let kind = property.collection == .set ? "set" : "list"
            let preview = items.prefix(5).map { renderer.text($0, property: nil, display: display) }
            return "\(kind) of \(items.count)" + (items.isEmpty ? "" : ": " + preview.joined(separator: ", ") + (items.count > 5 ? ", …" : ""))
        case .dictionary(let dict):
            let keys = dict.keys.sorted().prefix(5)
            let preview = keys.map { "\($0): \(renderer.text(dict[$0] ?? .null, property: nil, display: display))" }
            return "dictionary of \(dict.count)" + (dict.isEmpty ? "" : ": " + preview.joined(separator: ", ") + (dict.count > 5 ? ", …" : ""))
        default:
            return renderer.text(value, property: property, display: display)
        }
    }

    /// `'Rex'` (primary key) or `[3]` (position).
    static func label(_ store: InspectableStore, className: String, key: ObjectKey) throws -> String {
        switch try store.canonicalLinkValue(className: className, key: key) {
        case .primaryKey(let pk): return DisplayText.literal(pk)
        case .index(let n): return "[\(n)]"
        }
    }

    /// What `follow` has reached: stored objects, or embedded objects (which
    /// have no key and live inside their owner).
    enum Reached {
        case object(ObjectKey)
        case embedded(EmbeddedObject)
    }

    /// `follow owner.dogs`: walks links (and embedded objects) from the shown
    /// object and shows or lists where it ends. Lists keep their order and
    /// their duplicates: a list of 4 that holds Fido twice lists 4 rows.
    static func follow(session: Session, store: InspectableStore, className: String, key: ObjectKey, path: String) throws {
        var currentClass = className
        var current: [Reached] = [.object(key)]
        for name in path.split(separator: ".").map(String.init) {
            guard let objectSchema = store.schema[currentClass], let index = objectSchema.persistedProperties.firstIndex(where: { $0.name == name }) else {
                throw CommandFailure.noSuchProperty(name, className: currentClass, among: store.schema[currentClass]?.persistedProperties.map(\.name) ?? [])
            }
            let property = objectSchema.persistedProperties[index]
            guard property.type == .object, let target = property.objectClassName, store.schema[target] != nil else {
                throw CommandFailure("\(quoted: currentClass + "." + name) is not a link to objects; follow only goes along links")
            }
            var values: [ObjectKey: AnyRealmValue] = [:]
            let wanted = Set(current.compactMap { if case .object(let k) = $0 { k } else { nil } })
            if !wanted.isEmpty {
                try store.scan(currentClass) { record in
                    if wanted.contains(record.key) { values[record.key] = record.values[index] }
                    return values.count < wanted.count
                }
            }
            var next: [Reached] = []
            for item in current {
                switch item {
                case .object(let k): collect(values[k] ?? .null, into: &next)
                case .embedded(let e): collect(index < e.values.count ? e.values[index] : .null, into: &next)
                }
            }
            currentClass = target
            current = next
        }
        if current.count == 1, case .object(let only)? = current.first {
            try print(session: session, store: store, className: currentClass, key: only)
            session.lastShown = (currentClass, only)
            return
        }
        if current.count == 1, case .embedded(let only)? = current.first {
            try printEmbedded(session: session, store: store, only, path: path)
            return
        }
        try list(session: session, store: store, className: currentClass, current)
    }

    /// An embedded object's fields, as `show` prints an object's.
    static func printEmbedded(session: Session, store: InspectableStore, _ embedded: EmbeddedObject, path: String) throws {
        guard let objectSchema = store.schema[embedded.className] else { return }
        let renderer = RowRenderer(store: store, objectSchema: objectSchema, nullText: session.nullText, needsJSON: false)
        let display = DisplayText(nullText: session.nullText, maxStringLength: 200)
        let properties = objectSchema.persistedProperties
        let width = properties.map { TableFormat.displayWidth($0.name) }.max() ?? 0
        try session.output.line("\(embedded.className) (embedded, at \(path))")
        for (property, value) in zip(properties, embedded.values) {
            let pad = String(repeating: " ", count: width - TableFormat.displayWidth(property.name))
            try session.output.line("  \(property.name)\(pad)  \(describe(value, property: property, display: display, renderer: renderer))")
        }
    }

    /// Several reached objects as a listing, in the order reached.
    static func list(session: Session, store: InspectableStore, className: String, _ reached: [Reached]) throws {
        let keys = reached.compactMap { if case .object(let k) = $0 { k } else { nil } }
        try Listing.show(session, className: className) { renderer, emit in
            // One scan finds the records; rows then follow the list's own order.
            var records: [ObjectKey: ObjectRecord] = [:]
            let wanted = Set(keys)
            if !wanted.isEmpty {
                try store.scan(className) { record in
                    if wanted.contains(record.key) { records[record.key] = record }
                    return records.count < wanted.count
                }
            }
            for item in reached {
                let record: ObjectRecord
                switch item {
                case .object(let k):
                    guard let found = records[k] else { continue }
                    record = found
                case .embedded(let e):
                    record = ObjectRecord(key: -1, values: e.values)  // embedded objects have no key
                }
                guard try emit(try renderer.row(record)) else { return }
            }
        }
    }

    /// The objects a value links to, in order, duplicates kept (null links reach nothing).
    static func collect(_ value: AnyRealmValue, into reached: inout [Reached]) {
        switch value {
        case .link(let link): if let k = link.key { reached.append(.object(k)) }
        case .embedded(let e): reached.append(.embedded(e))
        case .list(let items): for item in items { collect(item, into: &reached) }
        case .dictionary(let dict): for key in dict.keys.sorted() { collect(dict[key] ?? .null, into: &reached) }
        default: break
        }
    }
}
