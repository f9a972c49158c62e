import RealmModel

/// What happened to one object between two stores.
enum ObjectChange {
    case added(ObjectIdentity)
    case removed(ObjectIdentity)
    /// The properties whose values differ: name, A's value, B's value
    /// (links to classes with a primary key already by primary key).
    case changed(ObjectIdentity, [(property: Property, a: AnyRealmValue, b: AnyRealmValue)])
}

/// How an object is matched between the stores: its primary key, or its
/// object key where the class has none.
enum ObjectIdentity {
    case primaryKey(AnyRealmValue)
    case key(ObjectKey)

    func precedes(_ other: ObjectIdentity) -> Bool {
        switch (self, other) {
        case (.primaryKey(let a), .primaryKey(let b)): return AnyRealmValue.primaryKeyPrecedes(a, b)
        case (.key(let a), .key(let b)): return a < b
        default: preconditionFailure("objects of one class matched by primary key and object key at once")
        }
    }
}

/// Compares the objects of one class present in both stores, streaming:
/// both sides are read in canonical order (primary-key order, or object-key
/// order where the class has no primary key, which both kinds of store give
/// directly) and merge-joined; B is read on a thread of its own
/// (`RecordCursor`), A on the caller's. Only changed objects are kept, to
/// be rendered once B's thread has finished the class.
struct ObjectDiff {
    let a: any CanonicalDumpSource
    let b: any CanonicalDumpSource
    let classA: ObjectSchema
    let classB: ObjectSchema

    /// Whether the class's objects can be matched at all: same primary key (name and type) or none in both.
    static func canMatch(_ a: ObjectSchema, _ b: ObjectSchema) -> Bool {
        guard !a.isEmbedded, !b.isEmbedded, a.primaryKey == b.primaryKey else { return false }
        guard let pkA = a.primaryKeyProperty, let pkB = b.primaryKeyProperty else { return a.primaryKey == nil }
        return pkA.type == pkB.type
    }

    /// Streams both sides and returns the changes, in canonical order.
    func changes() throws -> [ObjectChange] {
        let persistedA = classA.persistedProperties, persistedB = classB.persistedProperties
        // Properties in both, holding comparable values, as (index in A, index in B).
        let compared: [(Int, Int)] = persistedB.enumerated().compactMap { indexB, propertyB in
            guard let indexA = persistedA.firstIndex(where: { $0.name == propertyB.name }),
                  SchemaDiff.comparable(persistedA[indexA], propertyB) else { return nil }
            return (indexA, indexB)
        }
        let pkA = classA.primaryKey.flatMap { pk in persistedA.firstIndex { $0.name == pk } }
        let pkB = classB.primaryKey.flatMap { pk in persistedB.firstIndex { $0.name == pk } }
        let className = classA.className
        let sourceB = b, schemaB = b.schema
        let cursor = try RecordCursor { yield in
            var normalizer = LinkNormalizer(source: sourceB, schema: schemaB)
            try sourceB.forEachObject(ofClass: className) { try yield(try normalizer.normalize($0)) }
        }
        defer { cursor.close() }
        var normalizerA = LinkNormalizer(source: a, schema: a.schema)
        var comparerA = ValueComparer(schema: a.schema), comparerB = ValueComparer(schema: schemaB)
        var changes: [ObjectChange] = []
        var nextB = try cursor.next()
        func identity(_ record: ObjectRecord, _ pk: Int?) -> ObjectIdentity {
            pk.map { .primaryKey(record.values[$0]) } ?? .key(record.key)
        }
        try a.forEachObject(ofClass: className) { raw in
            let recordA = try normalizerA.normalize(raw)
            let idA = identity(recordA, pkA)
            while let recordB = nextB, identity(recordB, pkB).precedes(idA) {
                changes.append(.added(identity(recordB, pkB)))
                nextB = try cursor.next()
            }
            guard let recordB = nextB, !idA.precedes(identity(recordB, pkB)) else {
                changes.append(.removed(idA))
                return
            }
            var differences: [(Property, AnyRealmValue, AnyRealmValue)] = []
            for (indexA, indexB) in compared {
                let valueA = indexA < recordA.values.count ? recordA.values[indexA] : .null
                let valueB = indexB < recordB.values.count ? recordB.values[indexB] : .null
                if valueA == valueB { continue }
                if try comparerA.text(valueA, persistedA[indexA]) == comparerB.text(valueB, persistedB[indexB]) { continue }
                differences.append((persistedB[indexB], valueA, valueB))
            }
            if !differences.isEmpty { changes.append(.changed(idA, differences)) }
            nextB = try cursor.next()
        }
        while let recordB = nextB {
            changes.append(.added(identity(recordB, pkB)))
            nextB = try cursor.next()
        }
        return changes
    }
}

/// Rewrites links to objects of classes with a primary key as links by
/// primary key, so two stores whose object keys differ compare by what the
/// user sees; links to classes without one stay by object key (those
/// objects are matched by object key too).
struct LinkNormalizer {
    let source: any CanonicalDumpSource
    let schema: Schema

    mutating func normalize(_ record: ObjectRecord) throws -> ObjectRecord {
        ObjectRecord(key: record.key, values: try record.values.map { try normalize($0) })
    }

    func normalize(_ value: AnyRealmValue) throws -> AnyRealmValue {
        switch value {
        case .link(let link):
            guard case .key(let key) = link.target, schema[link.className]?.primaryKey != nil else { return value }
            guard case .primaryKey(let pk) = try source.canonicalLinkValue(className: link.className, key: key) else { return value }
            return .link(ObjectLink(className: link.className, primaryKey: pk))
        case .embedded(let object):
            return .embedded(EmbeddedObject(className: object.className, values: try object.values.map { try normalize($0) }))
        case .list(let items):
            return .list(try items.map { try normalize($0) })
        case .dictionary(let entries):
            return .dictionary(try entries.mapValues { try normalize($0) })
        default:
            return value
        }
    }
}

/// The canonical text of a value with links by object key: equal texts are
/// equal values even where `==` says otherwise (NaN, sets in another order).
struct ValueComparer {
    var encoder: CanonicalValueEncoder

    init(schema: Schema) {
        encoder = CanonicalValueEncoder(schema: schema) { _, key in .index(Int(key)) }
    }

    mutating func text(_ value: AnyRealmValue, _ property: Property) throws -> [UInt8] {
        var out: [UInt8] = []
        try encoder.appendPropertyValue(value, property: property, to: &out)
        return out
    }
}
