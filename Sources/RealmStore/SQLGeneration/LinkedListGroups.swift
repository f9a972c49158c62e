import RealmModel
import SQLite

/// A list, set or dictionary of values after a to-many link (`links.sl`, `links.links.dl`,
/// `@links.T.links.il`) compared with another many-valued side: Realm Core's `ColumnsCollection`
/// evaluates it one object the links reach at a time (`Subexpr::Index`, one sub-index per list), so
/// each such object's collection is a group of its own, an empty one where it holds nothing, and one
/// empty group where the links reach no object. `MixedGroupPair` compares the groups.
///
/// Runtime piece: `rl_mgroupconcat(groups)` (aggregate) joins the groups each row gathered
/// (`rl_mgroupvalues` over one object's collection) into one side, in row order.
enum LinkedListGroups {
    static let concatenate = "rl_mgroupconcat"

    static func register(on connection: Connection) throws {
        final class Joined { var groups: [AnyRealmValue] = [] }
        try connection.createAggregate(concatenate, argumentCount: 1, makeState: { Joined() }, step: { state, args in
            guard args.type(at: 0) == .blob, case .list(let groups)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }) else { return }
            (state as! Joined).groups += groups
        }, final: { state in
            .blob(MixedBlob.encode(.list((state as? Joined)?.groups ?? [])))
        })
    }
}
