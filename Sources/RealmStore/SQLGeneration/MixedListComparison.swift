import RealmModel
import RealmQuery
import SQLite

/// `path IN {…}`, `path == {…}` and `path != {…}` where `path` reads into a
/// mixed value (`anyValue[*] IN {1, 'x'}`, `ALL anyValue[0][*] IN {1}`,
/// `mixedList[*][*] == {1, 2}`), the way Realm Core 14.14 answers them:
///
/// - The path's values come in groups (`Collection::get_any`): one group each
///   time the walk reaches the path's last step — all the elements `[*]`
///   takes, or the one element (or none) an index or key takes. A key missing
///   from a non-empty dictionary at the last step gives null; any other step
///   that finds nothing gives no value, and a step before the last that finds
///   nothing gives no group. Each group is a list to Realm Core, even of one.
/// - Each group is compared with the constant list (`ValueBase::compare`):
///   with no `ANY`/`ALL`/`NONE` on either side, element by element (same
///   size, each pair equal); otherwise each value of the group against the
///   list as the quantifiers say (`ALL` of no value holds, as `NONE` does).
///   When both have more than two values and the comparison is a
///   case-sensitive `==` with the group `ANY` or `ALL` and the list `ANY`,
///   Realm Core sorts both and walks them once, so under `ALL` a value the
///   group holds twice fails (`ALL anyValue[*] IN {1, 2, 3}` does not hold
///   for `[1, 1, 2]`).
/// - The condition holds when any group holds; with no group at all Realm
///   Core compares one empty group.
///
/// `rl_mlistcmp(value, tag, steps, list, flags)` answers for one mixed value:
/// 1 when a group holds, 0 when none does, NULL when there is no group.
/// `steps` and `list` are `MixedBlob` lists (a step: `null` for `[*]`, an
/// int index, `-1` for `[LAST]`, a string key); `flags` packs the group's
/// quantifier, the list's, the operator, `[c]` and whether a group is one value (see `flags(…)`).
///
/// A single constant under `ALL` or `NONE` (`ALL ml[*]['name'] < 'm'`) is a list
/// of one under `ANY` here, with `<`, `<=`, `>`, `>=` too: Realm Core asks each
/// group (`ALL` of an empty group holds), not every value at once. Ordered,
/// two values meet only when Realm Core's `Mixed::types_are_comparable` says
/// so (numbers with numbers, else the same type), and `<=`/`>=` hold for two
/// nulls (`Less`, `LessEqual`… on `QueryValue`s).
///
/// `BEGINSWITH`, `ENDSWITH`, `CONTAINS` and `LIKE` (with `[c]` or not) with one
/// constant under `ALL` or `NONE` follow the same group rule
/// (`ALL attachments[*]['name'] BEGINSWITH 'O'`), each value matched by the
/// operator (`matchesString`).
enum MixedListComparison {
    static let function = "rl_mlistcmp"

    enum Side: Int64 { case unquantified = 0, any, all, none }

    /// The operator when it orders (`equality`: `==`, or `!=` with its own flag).
    enum Ordering: Int64 { case equality = 0, less, lessOrEqual, greater, greaterOrEqual }

    static func ordering(_ op: ComparisonOperator) -> Ordering {
        switch op {
        case .equal, .notEqual: return .equality
        case .less: return .less
        case .lessOrEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterOrEqual: return .greaterOrEqual
        }
    }

    static func side(_ quantifier: Quantifier?) -> Side {
        switch quantifier {
        case nil: return .unquantified
        case .any?: return .any
        case .all?: return .all
        case .none?: return .none
        }
    }

    /// `unary`: a group that is not empty is one value, not a list (a key path through a dictionary).
    /// `stringOperator`: each value is matched by it instead of compared (`ordering` is then `.equality`).
    /// `needlesAreGroups`: the group's values are the string operator's needles and the list's the
    /// strings searched (`s BEGINSWITH ALL ml[*][0]`).
    /// `typeOf`: each value of a group stands for its `@type`, equal to a list item (a canonical `TypeNames`
    /// name) that names it or its group (`numeric`, `collection`), as Realm Core's `TypeOfValue::matches`.
    static func flags(group: Side, list: Side, notEqual: Bool, fold: Bool, unary: Bool, ordering: Ordering = .equality,
                      stringOperator: StringOperator? = nil, needlesAreGroups: Bool = false, typeOf: Bool = false) -> Int64 {
        group.rawValue | list.rawValue << 2 | (notEqual ? 16 : 0) | (fold ? 32 : 0) | (unary ? 64 : 0) | ordering.rawValue << 7
            | (stringOperator?.stringOperationCode ?? 0) << 10  // 0: none
            | (needlesAreGroups ? 1 << 13 : 0) | (typeOf ? 1 << 14 : 0)
    }

    /// Whether `name` (a canonical type name) names the type of `value`, or a group holding it.
    static func isOfType(_ value: AnyRealmValue, _ name: AnyRealmValue) -> Bool {
        guard case .string(let name) = name else { return false }
        let type = MixedSetValue.typeName(of: value)
        return name == type || (name == "numeric" && TypeNames.numeric.contains(type)) || (name == "collection" && TypeNames.collection.contains(type))
    }

    static func register(on connection: Connection) throws {
        let reader = MixedLinkReader(connection: connection)
        // With a sixth argument, `MixedLinkReader`'s spec: links met at key steps are followed.
        for (name, count) in [(function, Int32(5)), (MixedLinkReader.listFunction, 6)] {
            try connection.createFunction(name, argumentCount: count) { args in
                guard args.type(at: 2) == .blob, args.type(at: 3) == .blob,
                      case .list(let steps)? = args.withUnsafeBytes(at: 2, { MixedBlob.decode($0) }),
                      case .list(let list)? = args.withUnsafeBytes(at: 3, { MixedBlob.decode($0) }) else { return .value(.null) }
                let reached = groups(args, steps: steps, follow: count == 6 ? reader.follower(args, at: 5) : nil)
                if reached.isEmpty { return .value(.null) }
                let flags = args.int64(at: 4)
                return .value(.integer(reached.contains { holds($0, list, flags: flags) } ? 1 : 0))
            }
        }
        try registerNeedle(on: connection, reader: reader)
    }

    /// Follows a link held inside a mixed value at a key step: the linked object's property of that
    /// name, nil for no value (`MixedLinkReader`). The flag says whether a step reads into the value: a
    /// collection property's elements are read only then (a group compares a collection by its kind).
    typealias LinkFollower = (ObjectLink, String, Bool) -> AnyRealmValue?

    /// The groups `steps` reach from the mixed value of arguments 0 (value) and 1 (tag); with `follow`,
    /// a link met at a key step (the value itself or any element) is followed.
    static func groups(_ args: FunctionArguments, steps: [AnyRealmValue], follow: LinkFollower? = nil) -> [[AnyRealmValue]] {
        var root = AnyRealmValue.null
        if args.type(at: 1) == .integer, args.type(at: 0) == .blob, case let tag = args.int64(at: 1),
           tag == ValueCoding.MixedTag.list.rawValue || tag == ValueCoding.MixedTag.dictionary.rawValue
            || follow != nil && tag == ValueCoding.MixedTag.link.rawValue,
           let decoded = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }) {
            root = decoded
        }
        var groups: [[AnyRealmValue]] = []
        collect(root, steps[...], into: &groups, follow: follow)
        return groups
    }

    /// The groups `steps` reach from `value` (`Collection::get_any`).
    static func collect(_ value: AnyRealmValue, _ steps: ArraySlice<AnyRealmValue>, into groups: inout [[AnyRealmValue]],
                        follow: LinkFollower? = nil) {
        guard let step = steps.first else { return }
        let last = steps.count == 1
        if last { groups.append([]) }
        func reach(_ element: AnyRealmValue) {
            if last { groups[groups.count - 1].append(element) } else { collect(element, steps.dropFirst(), into: &groups, follow: follow) }
        }
        switch (value, step) {
        case (.link(let link), .string(let key)):
            if let follow, let element = follow(link, key, !last) { reach(element) }
        case (.dictionary(let d), .null):
            for key in d.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) { reach(d[key]!) }
        case (.dictionary(let d), .string(let key)):
            guard !d.isEmpty else { return }
            if let element = d[key] {
                reach(element)
            } else if key == MixedKeys.selector {
                // Every key (`MixedKeys`); Realm Core stops on an assertion if a step follows, so none does.
                if last { groups[groups.count - 1].append(contentsOf: MixedPathFunctions.keyGroup(of: d) ?? []) }
            } else if last {
                groups[groups.count - 1].append(.null)
            }
        case (.list(let items), .null):
            items.forEach(reach)
        case (.list(let items), .int(let index)):
            guard !items.isEmpty else { return }
            let i = index == -1 ? items.count - 1 : Int(index)
            if i >= 0 && i < items.count { reach(items[i]) }
        default:
            return
        }
    }

    /// Whether one group compares as `flags` says with the constant list (`ValueBase::compare`).
    static func holds(_ group: [AnyRealmValue], _ list: [AnyRealmValue], flags: Int64) -> Bool {
        let groupSide = Side(rawValue: flags & 3) ?? .unquantified
        let listSide = Side(rawValue: flags >> 2 & 3) ?? .unquantified
        let notEqual = flags & 16 != 0, fold = flags & 32 != 0
        let ordering = Ordering(rawValue: flags >> 7 & 7) ?? .equality
        let stringOperator = flags >> 10 & 7, needlesAreGroups = flags & 1 << 13 != 0, typeOf = flags & 1 << 14 != 0
        func matches(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Bool {
            if typeOf { return isOfType(a, b) != notEqual }
            if stringOperator != 0 {
                return needlesAreGroups ? matchesString(b, stringOperator, a, fold: fold) : matchesString(a, stringOperator, b, fold: fold)
            }
            return ordering == .equality ? equal(a, b, fold: fold) != notEqual : ordered(a, b, ordering)
        }
        let isList = group.isEmpty || flags & 64 == 0
        if isList && groupSide == .unquantified && listSide == .unquantified {
            // Different sizes: unequal to `!=`, not to `!=[c]` (Realm Core's NotEqualIns).
            guard group.count == list.count else { return notEqual && !fold }
            return zip(group, list).allSatisfy { matches($0, $1) }
        }
        let left = groupSide == .unquantified ? .any : groupSide
        let right = listSide == .unquantified ? .any : listSide
        if group.count > 2, list.count > 2, ordering == .equality, stringOperator == 0, !typeOf, !notEqual, !fold, left != .none, right == .any {
            return CoreSortedWalk.holds(group.sorted(by: { order($0, $1) < 0 }), list.sorted(by: { order($0, $1) < 0 }), any: left == .any,
                                        equal: { equal($0, $1, fold: false) }, less: { order($0, $1) < 0 })
        }
        func listMatches(_ value: AnyRealmValue) -> Bool {
            switch right {
            case .all: return list.allSatisfy { matches(value, $0) }
            case .none: return !list.contains { matches(value, $0) }
            default: return list.contains { matches(value, $0) }
            }
        }
        switch left {
        case .all: return group.allSatisfy(listMatches)
        case .none: return !group.contains(where: listMatches)
        default: return group.contains(where: listMatches)
        }
    }

    // MARK: - Mixed values (Mixed::compare)

    private static func rank(_ v: AnyRealmValue) -> Int {
        switch v {
        case .null: return 0
        case .bool: return 1
        case .int, .float, .double, .decimal128: return 2
        case .string: return 3
        case .data: return 4
        case .date: return 5
        case .objectId: return 6
        case .uuid: return 7
        case .link: return MixedSetValue.isSet(v) ? 10 : 8
        case .embedded: return 8
        case .list: return 9
        case .dictionary: return 11
        }
    }

    /// -1, 0 or 1 in Realm Core's order of mixed values: by kind first, numbers by value
    /// (`MixedNumber`, the order `rl_cmp` uses too), links by table and then object key.
    static func order(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Int {
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb ? -1 : 1 }
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x == y ? 0 : 1) }
        switch (a, b) {
        case (.bool(let x), .bool(let y)): return sign(x ? 1 : 0, y ? 1 : 0)
        case (.string(let x), .string(let y)): return bytes(Array(x.utf8), Array(y.utf8))
        case (.data(let x), .data(let y)): return bytes(x, y)
        case (.date(let x), .date(let y)): return sign(x, y)
        case (.objectId(let x), .objectId(let y)): return sign(x, y)
        case (.uuid(let x), .uuid(let y)): return sign(x, y)
        case (.link(let x), .link(let y)): return MixedLinkOrder.compare(x, y)
        default:
            guard let x = MixedNumber(a), let y = MixedNumber(b) else { return 0 }
            return MixedNumber.compare(x, y)
        }
    }

    private static func bytes(_ x: [UInt8], _ y: [UInt8]) -> Int {
        x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
    }

    /// Realm Core's `Less`, `LessEqual`, `Greater`, `GreaterEqual` of two mixed values.
    static func ordered(_ a: AnyRealmValue, _ b: AnyRealmValue, _ ordering: Ordering) -> Bool {
        if case .null = a, case .null = b { return ordering == .lessOrEqual || ordering == .greaterOrEqual }
        if case .null = a { return false }
        if case .null = b { return false }
        guard rank(a) == rank(b) else { return false }
        let c = order(a, b)
        switch ordering {
        case .equality: return c == 0
        case .less: return c < 0
        case .lessOrEqual: return c <= 0
        case .greater: return c > 0
        case .greaterOrEqual: return c >= 0
        }
    }

    /// Realm Core's `BeginsWith`, `EndsWith`, `Contains`, `Like` (and their `Ins` forms) of needle `b`
    /// in mixed value `a` (`QueryValue`s): a null needle is contained in any value but null and is
    /// like null only; otherwise a string matches a string and a binary a binary, nothing else.
    static func matchesString(_ a: AnyRealmValue, _ op: Int64, _ b: AnyRealmValue, fold: Bool) -> Bool {
        switch (a, b) {
        case (_, .null):
            if op == StringOperator.contains.stringOperationCode { if case .null = a { return false }; return true }
            if op == StringOperator.like.stringOperationCode { if case .null = a { return true }; return false }
            return false
        case (.string(let x), .string(let y)):
            return RealmSQLFunctions.stringOperation(op, Array(x.utf8), Array(y.utf8), fold: fold)
        case (.data(let x), .data(let y)):
            return RealmSQLFunctions.stringOperation(op, x, y, fold: fold)
        default:
            return false
        }
    }

    /// Realm Core's `Equal`/`EqualIns` of two mixed values: nulls equal, values of kinds it
    /// does not compare unequal, `[c]` folding strings and binaries.
    static func equal(_ a: AnyRealmValue, _ b: AnyRealmValue, fold: Bool) -> Bool {
        if fold {
            switch (a, b) {
            case (.string(let x), .string(let y)): return RealmSQLFunctions.folded(x) == RealmSQLFunctions.folded(y)
            case (.data(let x), .data(let y)):
                return RealmSQLFunctions.folded(String(decoding: x, as: UTF8.self)) == RealmSQLFunctions.folded(String(decoding: y, as: UTF8.self))
            default: break
            }
        }
        // Two lists (two dictionaries) are equal whatever they hold: `Mixed::compare` looks at their kind.
        switch (a, b) {
        case (.list, .list), (.dictionary, .dictionary): return true
        case (.list, _), (.dictionary, _): return false
        default: return rank(a) == rank(b) && order(a, b) == 0
        }
    }
}
