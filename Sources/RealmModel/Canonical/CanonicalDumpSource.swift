/// Anything that can be written as a canonical dump (`spec/canonical-dump.md`):
/// our SQLite store and the genuine Realm file reader both conform.
///
/// `CanonicalDumpWriter` asks for the schema, then streams each top-level
/// class's objects, resolving links to their LINKVALUE as it goes.
public protocol CanonicalDumpSource {
    /// The schema; embedded classes included, `linkingObjects` optional.
    var schema: Schema { get }

    /// Calls `body` for every object of the top-level class `className`, in
    /// canonical order: by primary key where the class has one
    /// (`AnyRealmValue.primaryKeyPrecedes`), otherwise by object key.
    ///
    /// Each record holds one value per persisted property in schema order:
    /// links as `.link(ObjectLink(className:key:))`, embedded objects as
    /// `.embedded`, lists and sets as `.list`, dictionaries as `.dictionary`,
    /// floats as `.float` (not `.double`).
    func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws

    /// The LINKVALUE of a link to the object `key` of the top-level class
    /// `className`: its primary key, or its position in canonical order.
    func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue

    /// Runs `body` on one snapshot of the source: every read inside sees the
    /// same moment, whatever other processes commit meanwhile (a store takes
    /// one read transaction; a file that cannot change needs nothing).
    func read<T>(_ body: () throws -> T) throws -> T
}

extension CanonicalDumpSource {
    /// A source that cannot change while it is read is its own snapshot.
    public func read<T>(_ body: () throws -> T) throws -> T { try body() }
}

/// How a dump refers to a linked object: by primary key, or by its position
/// (from 0) in the target class's list of objects (`{"$index":N}`).
public enum CanonicalLinkValue: Hashable, Sendable {
    case primaryKey(AnyRealmValue)
    case index(Int)
}

/// Positions of object keys in key order, for classes without a primary key:
/// the `{"$index":N}` of a link. Holds 8 bytes per object.
public struct ObjectKeyPositions: Sendable {
    private var keys: [ObjectKey]

    /// `keys` in any order; they are sorted here.
    public init(keys: [ObjectKey]) {
        self.keys = keys.sorted()
    }

    /// The position of `key`, or `nil` if no such object exists.
    public func position(of key: ObjectKey) -> Int? {
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < keys.count && keys[lo] == key ? lo : nil
    }

    public var count: Int { keys.count }
}

extension AnyRealmValue {
    /// The canonical order of primary keys: null first, then ints numerically,
    /// strings by UTF-8 bytes, objectIds and uuids by their bytes.
    public static func primaryKeyPrecedes(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return false
        case (.null, _): return true
        case (_, .null): return false
        case (.int(let x), .int(let y)): return x < y
        case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
        case (.objectId(let x), .objectId(let y)): return x < y
        case (.uuid(let x), .uuid(let y)): return x < y
        default: return a.typeName < b.typeName
        }
    }
}
