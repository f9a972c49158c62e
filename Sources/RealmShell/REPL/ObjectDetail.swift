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
        guard let record else { throw CommandFailure("that \(className) object no longer exists") }
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
        if let realm = store as? Realm, let object = try realm.object(ofType: className, key: key) {
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
            let preview = items.prefix(5).map { display.render($0, property: nil, linkLabel: renderer.linkLabel) }
            return "\(kind) of \(items.count)" + (items.isEmpty ? "" : ": " + preview.joined(separator: ", ") + (items.count > 5 ? ", …" : ""))
        case .dictionary(let dict):
            let keys = dict.keys.sorted().prefix(5)
            let preview = keys.map { "\($0): \(display.render(dict[$0] ?? .null, property: nil, linkLabel: renderer.linkLabel))" }
            return "dictionary of \(dict.count)" + (dict.isEmpty ? "" : ": " + preview.joined(separator: ", ") + (dict.count > 5 ? ", …" : ""))
        case .embedded(let embedded):
            guard let schema = renderer.store.schema[embedded.className] else { return "{\(embedded.className)}" }
            let fields = zip(schema.persistedProperties, embedded.values).map { "\($0.name): \(display.render($1, property: $0, linkLabel: renderer.linkLabel))" }
            return "{" + fields.joined(separator: ", ") + "}"
        default:
            return display.render(value, property: property, linkLabel: renderer.linkLabel)
        }
    }

    /// `'Rex'` (primary key) or `[3]` (position).
    static func label(_ store: InspectableStore, className: String, key: ObjectKey) throws -> String {
        switch try store.canonicalLinkValue(className: className, key: key) {
        case .primaryKey(let pk): return DisplayText.literal(pk)
        case .index(let n): return "[\(n)]"
        }
    }

    /// `follow owner.dogs`: walks links from the shown object and shows or lists where it ends.
    static func follow(session: Session, store: InspectableStore, className: String, key: ObjectKey, path: String) throws {
        var currentClass = className
        var currentKeys: [ObjectKey] = [key]
        for name in path.split(separator: ".").map(String.init) {
            guard let objectSchema = store.schema[currentClass], let index = objectSchema.persistedProperties.firstIndex(where: { $0.name == name }) else {
                throw CommandFailure("class '\(currentClass)' has no property '\(name)'")
            }
            let property = objectSchema.persistedProperties[index]
            guard property.type == .object, let target = property.objectClassName, store.schema[target]?.isEmbedded == false else {
                throw CommandFailure("'\(currentClass).\(name)' is not a link to objects; follow only goes along links")
            }
            var next: [ObjectKey] = []
            let wanted = Set(currentKeys)
            try store.scan(currentClass) { record in
                if wanted.contains(record.key) { collectLinks(record.values[index], into: &next) }
                return true
            }
            currentClass = target
            currentKeys = next
        }
        if currentKeys.count == 1, let only = currentKeys.first {
            try print(session: session, store: store, className: currentClass, key: only)
            session.lastShown = (currentClass, only)
            return
        }
        let wanted = Set(currentKeys)
        try Listing.show(session, className: currentClass) { renderer, emit in
            try store.scan(currentClass) { record in wanted.contains(record.key) ? try emit(try renderer.row(record)) : true }
        }
    }

    static func collectLinks(_ value: AnyRealmValue, into keys: inout [ObjectKey]) {
        switch value {
        case .link(let link): if let k = link.key { keys.append(k) }
        case .list(let items): for item in items { collectLinks(item, into: &keys) }
        case .dictionary(let dict): for (_, item) in dict { collectLinks(item, into: &keys) }
        default: break
        }
    }
}
