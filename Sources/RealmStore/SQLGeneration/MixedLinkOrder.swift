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

    private static func link(_ args: FunctionArguments) -> ObjectLink? {
        guard args.type(at: 0) == .blob, args.type(at: 1) == .integer, args.int64(at: 1) == ValueCoding.MixedTag.link.rawValue,
              case .link(let link)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }) else { return nil }
        return link
    }
}
