/// A canonical dump (`spec/canonical-dump.md`) as a `KeyOrderedObjectSource`:
/// each class's objects get the keys 0, 1, 2… in dump order (a dump's
/// `{"$index":N}` is exactly that key), and links by primary key are
/// resolved to the target's position.
///
/// The dump is read as a stream, once per pass the writer makes (`open`
/// gives a fresh input each time); memory holds one object plus, per class
/// that links by primary key lead to, its primary keys' positions.
///
/// ```swift
/// let source = try CanonicalDumpObjectSource { try FileByteInput(path: "dump.json") }
/// try RealmFileWriter.write(source, toPath: "out.realm")
/// ```
public struct CanonicalDumpObjectSource: KeyOrderedObjectSource {
    public let schema: Schema
    public let persistedSchemaVersion: Int64?
    private let open: () throws -> any ByteInput
    /// Per class with a primary key, once a link by primary key needs it:
    /// the position of each primary key.
    private let positions = PositionCache()

    private final class PositionCache {
        var byClass: [String: [AnyRealmValue: Int64]] = [:]
    }

    /// Reads the dump's schema.
    public init(schemaVersion: Int64? = nil, open: @escaping () throws -> any ByteInput) throws {
        self.open = open
        persistedSchemaVersion = schemaVersion
        var reader = CanonicalDumpReader(input: try open())
        schema = try reader.readSchema()
    }

    /// The positions of `className`'s primary keys, read from the dump the first time they are needed.
    private func primaryKeyPositions(_ className: String) throws -> [AnyRealmValue: Int64] {
        if let known = positions.byClass[className] { return known }
        guard let primaryKey = schema[className]?.primaryKey,
              let index = schema[className]?.persistedProperties.firstIndex(where: { $0.name == primaryKey }) else {
            throw CanonicalDumpError(message: "a link by primary key to class \(quoted: className), which has no primary key", offset: nil)
        }
        var byKey: [AnyRealmValue: Int64] = [:]
        var reader = CanonicalDumpReader(input: try open())
        _ = try reader.readSchema()
        while let name = try reader.nextClass() {
            guard name == className else { continue }
            var position: Int64 = 0
            while let values = try reader.nextObject() {
                guard byKey.updateValue(position, forKey: values[index]) == nil else {
                    throw CanonicalDumpError(message: "class \(quoted: className) has two objects with primary key \(values[index])", offset: nil)
                }
                position += 1
            }
            break
        }
        positions.byClass[className] = byKey
        return byKey
    }

    public func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        var reader = CanonicalDumpReader(input: try open())
        _ = try reader.readSchema()
        while let name = try reader.nextClass() {
            guard name == className else { continue }
            var key: Int64 = 0
            while let values = try reader.nextObject() {
                try body(ObjectRecord(key: key, values: try values.map(resolve)))
                key += 1
            }
            return
        }
    }

    /// All the classes asked for in one pass over the dump, in its order.
    /// The pass reads to the dump's end, so what follows the last class asked
    /// for (objects of a class the schema does not declare, a class listed
    /// twice, bytes after the document) is refused, not silently left out.
    public func forEachObjectInKeyOrder(ofClasses classNames: [String], _ body: (String, ObjectRecord) throws -> Void) throws {
        let wanted = Set(classNames)
        var reader = CanonicalDumpReader(input: try open())
        _ = try reader.readSchema()
        while let name = try reader.nextClass() {
            guard wanted.contains(name) else { continue }
            var key: Int64 = 0
            while let values = try reader.nextObject() {
                try body(name, ObjectRecord(key: key, values: try values.map(resolve)))
                key += 1
            }
        }
    }

    /// Links by primary key become links by key (the target's position).
    private func resolve(_ value: AnyRealmValue) throws -> AnyRealmValue {
        switch value {
        case .link(let link):
            guard case .primaryKey(let primaryKey) = link.target else { return value }
            guard let key = try primaryKeyPositions(link.className)[primaryKey] else {
                throw CanonicalDumpError(message: "a link to a \(quoted: link.className) with primary key \(primaryKey), which does not exist", offset: nil)
            }
            return .link(ObjectLink(className: link.className, key: key))
        case .embedded(var object):
            object.values = try object.values.map(resolve)
            return .embedded(object)
        case .list(let elements):
            return .list(try elements.map(resolve))
        case .dictionary(let entries):
            return .dictionary(try entries.mapValues(resolve))
        default:
            return value
        }
    }
}
