import RealmModel
import RealmQuery
import SQLite

/// `ALL x.@type IN {…}` where the list holds a group name (`numeric`,
/// `collection`) and both sides hold more than two values, as Realm Core
/// 14.14 answers it: `Value::compare` sorts both sides with `std::sort` and
/// walks them once (see `sortedWalkUnderAll`). A type is a bit
/// (`TypeOfValue::Attribute`), a group the bits of its members, and two of
/// them compare equal when they share a bit, else by their numbers
/// (`Mixed::compare`). That is no order once a group is in the list, so the
/// list's order is the one libstdc++'s `std::sort` leaves (`LibstdcxxSort`:
/// an insertion sort up to 16 names, partitions first beyond), and the walk then may pass a type the
/// group names: `ALL md.@type IN {'string', 'numeric', 'null'}` sorts to
/// null, string, numeric and fails `[int, string, string]` (the int is
/// below string before numeric is reached).
///
/// Under `ANY` the walk gives up once the last type is below the list's
/// next name: `ANY md.@type IN {'objectId', 'numeric', 'objectId'}` misses
/// `[int, double, bool]` (sorted to objectId, objectId, numeric).
///
/// - `rl_typewalk(names, list, any)`: 1 where the values whose type names
///   `names` lists (comma separated, any order; NULL: none) hold `ALL … IN`
///   (`any` 0) or `ANY … IN` (`any` 1) the list `list` (the attributes in
///   Core's sorted order, comma separated), else 0. With two values or fewer
///   on a side each value is looked up anywhere.
struct TypeAttributeWalk {
    static let function = "rl_typewalk"

    /// The list's attributes in the order Realm Core's sort leaves them.
    let sortedList: [Int64]

    /// Nil when a name is not a canonical `TypeNames` name, or where libstdc++'s
    /// unguarded loops would leave the list (undefined behaviour in Realm Core).
    init?(canonicalNames: [String]) {
        let attributes = canonicalNames.compactMap(Self.attribute)
        guard attributes.count == canonicalNames.count, let sorted = LibstdcxxSort.sorted(attributes, by: Self.less) else { return nil }
        sortedList = sorted
    }

    /// The list as `rl_typewalk`'s second argument.
    var listArgument: String { sortedList.map(String.init).joined(separator: ",") }

    /// `TypeOfValue::Attribute` of a canonical type name or group.
    static func attribute(_ name: String) -> Int64? {
        let single: [String: Int64] = [
            "null": 0x1, PropertyType.int.rawValue: 0x2, PropertyType.double.rawValue: 0x4,
            PropertyType.float.rawValue: 0x8, PropertyType.bool.rawValue: 0x10, PropertyType.date.rawValue: 0x20,
            PropertyType.string.rawValue: 0x40, PropertyType.data.rawValue: 0x80, PropertyType.uuid.rawValue: 0x100,
            PropertyType.objectId.rawValue: 0x200, PropertyType.decimal128.rawValue: 0x400,
            PropertyType.object.rawValue: 0x800, "dictionary": 0x1000, "list": 0x2000,
        ]
        if let bit = single[name] { return bit }
        switch name {
        case "numeric": return TypeNames.numeric.compactMap { single[$0] }.reduce(0, |)
        case "collection": return TypeNames.collection.compactMap { single[$0] }.reduce(0, |)
        default: return nil
        }
    }

    /// `Mixed::compare` of two attributes: equal when they share a bit.
    static func less(_ a: Int64, _ b: Int64) -> Bool { a & b == 0 && a < b }

    /// Whether a list item names a group of types.
    static func isGroup(_ item: AnyRealmValue) -> Bool { item == .string("numeric") || item == .string("collection") }

    /// Whether `values` (single-bit attributes) hold `ALL … IN` (or `ANY … IN`) the sorted list.
    static func holds(_ values: [Int64], _ list: [Int64], any: Bool) -> Bool {
        guard values.count > 2, list.count > 2 else {
            let found = { (value: Int64) in list.contains { $0 & value != 0 } }
            return any ? values.contains(where: found) : values.allSatisfy(found)
        }
        return CoreSortedWalk.holds(values.sorted(), list, any: any, equal: { $0 & $1 != 0 }, less: less)
    }

    static func register(on connection: Connection) throws {
        try connection.createFunction(function, argumentCount: 3) { args in
            func items(_ index: Int) -> [Substring] {
                guard args.type(at: index) == .text else { return [] }
                return String(decoding: args.withUnsafeBytes(at: index) { Array($0) }, as: UTF8.self).split(separator: ",")
            }
            let values = items(0).map { attribute(String($0)) ?? 0 }
            let list = items(1).compactMap { Int64($0) }
            return .value(.integer(holds(values, list, any: args.int64(at: 2) != 0) ? 1 : 0))
        }
    }
}
