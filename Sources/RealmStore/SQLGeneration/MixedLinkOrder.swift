import RealmModel
import SQLite

/// SQL functions that order links held by mixed values the way Realm Core's
/// `Mixed::compare` does: by the target's table, then by object key
/// (`ObjLink` order). Tables are taken in class-name order, the order in
/// which Realm Core creates them from a schema sorted by name (as
/// `from-canonical` and the SDKs' schema listings give them).
///
/// - `rl_mlinkclass(value, tag)`: the class a mixed link targets, else NULL;
/// - `rl_mlinkobj(value, tag)`: the object key it targets, else NULL.
enum MixedLinkOrder {
    static let className = "rl_mlinkclass"
    static let objectKey = "rl_mlinkobj"

    static func register(on connection: Connection) throws {
        try connection.createFunction(className, argumentCount: 2) { args in
            guard let link = link(args) else { return .value(.null) }
            return .value(.text(link.className))
        }
        try connection.createFunction(objectKey, argumentCount: 2) { args in
            guard let link = link(args), let key = link.key else { return .value(.null) }
            return .value(.integer(key))
        }
    }

    /// Two links in `ObjLink` order, as `rl_cmp` needs it: by target class
    /// (its name's bytes, the order of the tables), then by object key; -1, 0
    /// or 1. A link held by primary key (not yet resolved) orders by its
    /// encoded bytes after the class.
    static func compare(_ a: ObjectLink, _ b: ObjectLink) -> Int {
        if a.className != b.className {
            return a.className.utf8.lexicographicallyPrecedes(b.className.utf8) ? -1 : 1
        }
        switch (a.key, b.key) {
        case let (x?, y?): return x < y ? -1 : (x == y ? 0 : 1)
        default:
            let (x, y) = (MixedBlob.encode(.link(a)), MixedBlob.encode(.link(b)))
            return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        }
    }

    private static func link(_ args: FunctionArguments) -> ObjectLink? {
        guard args.type(at: 0) == .blob, args.type(at: 1) == .integer, args.int64(at: 1) == ValueCoding.MixedTag.link.rawValue,
              case .link(let link)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }) else { return nil }
        return link
    }
}
