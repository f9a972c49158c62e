import RealmModel
import SQLite

/// Two sides that each give Realm Core groups of values, compared with each
/// other (`anyValue[*] == mixedList[*]`, `m[*] == intList`, `ALL m.@keys
/// BEGINSWITH ml[*][0]`), as Realm Core 14.14's `Compare::find_first` does
/// for one object: every group of the right side (as Realm Core builds the
/// comparison) against every group of the left, and the object matches when
/// any pair holds (`ValueBase::compare`). A side with no group at all is one
/// empty group.
///
/// A group is a list to Realm Core (`m_from_list`) unless it is one value read
/// by key through a dictionary with no `[*]` (`unary`). Two lists with no
/// `ANY`/`ALL`/`NONE` on either side compare element by element (same size,
/// each pair holds; `!=` also holds for two sizes, `!=[c]` does not); one
/// value and one value compare as such; otherwise each side's values are
/// taken as its quantifier says (none written: `ANY`). When both groups hold
/// more than two values Realm Core sorts both first and then: for a
/// case-sensitive `==` with the left `ANY` or `ALL` and the right `ANY`, walks
/// them once (`CoreSortedWalk`); for `<`, `<=`, `>`, `>=` keeps only each
/// side's first and last (and writes the right side's last over its second
/// value, which the next left group then sees, unsorted again); for the rest
/// drops repeated values. The right group is read once for all the left
/// groups, so those changes carry over; the left is read afresh each time.
///
/// Runtime pieces: `rl_mgroups(value, tag, steps)` (aggregate) gathers the
/// groups `steps` reach from each mixed value (`MixedListComparison.collect`;
/// with two more arguments, a link's property at a first key, `linkedGroups`),
/// `rl_mgroupvalues(value, tag)` (aggregate) gathers every value into one
/// group, `rl_mgrouplink(key, class)` is a link column's target as the mixed link Realm Core reads (a
/// dictionary of links' value), and `rl_mgrouppair(left, right, flags)` compares two gathered sides.
enum MixedGroupPair {
    static let gatherGroups = "rl_mgroups"
    static let gatherValues = "rl_mgroupvalues"
    static let link = "rl_mgrouplink"
    static let function = "rl_mgrouppair"

    typealias Side = MixedListComparison.Side
    typealias Ordering = MixedListComparison.Ordering

    /// The comparison asked of two values (Realm Core's `TCond`); with a string operator, the left value
    /// is the needle and the right the string searched, as Realm Core builds it.
    struct Condition {
        var ordering: Ordering = .equality
        var notEqual = false
        var fold = false
        var stringOperation: Int64 = 0
        /// Both sides are `@type`s: each value stands for its type's `TypeOfValue` attribute, a bit, and
        /// the bits compare as numbers (`Mixed::compare` of two single types).
        var typeOf = false

        /// Case-sensitive `==` (Realm Core's `Equal`): the one walked when both sides are sorted.
        var isEqual: Bool { ordering == .equality && !notEqual && !fold && stringOperation == 0 }
        var isOrdered: Bool { ordering != .equality }

        func holds(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Bool {
            if stringOperation != 0 { return MixedListComparison.matchesString(b, stringOperation, a, fold: fold) }
            if ordering != .equality { return MixedListComparison.ordered(a, b, ordering) }
            // Two lists (or two dictionaries) are equal to `Mixed::compare`, which looks at their kind only.
            switch (a, b) {
            case (.list, .list), (.dictionary, .dictionary): return !notEqual
            default: return MixedListComparison.equal(a, b, fold: fold) != notEqual
            }
        }
    }

    /// `left`/`right`: each side's quantifier; `leftUnary`/`rightUnary`: a non-empty group is one value.
    static func flags(left: Side, right: Side, leftUnary: Bool, rightUnary: Bool, condition: Condition) -> Int64 {
        left.rawValue | right.rawValue << 2 | (leftUnary ? 16 : 0) | (rightUnary ? 32 : 0) | (condition.notEqual ? 64 : 0)
            | (condition.fold ? 128 : 0) | condition.ordering.rawValue << 8 | condition.stringOperation << 11 | (condition.typeOf ? 1 << 14 : 0)
    }

    /// One group as Realm Core holds it while comparing: its values, whether it is a list, and whether
    /// it is sorted already (`ValueBase::m_sorted`, kept while the right group is reused).
    struct Group {
        var values: [AnyRealmValue]
        var fromList: Bool
        var sorted = false

        mutating func sort() {
            guard !sorted else { return }
            values.sort { MixedListComparison.order($0, $1) < 0 }
            sorted = true
        }

        /// `std::unique` over the values: repeated neighbours moved out of the first `count` places, the
        /// places after them keeping what they held. Returns the new count.
        mutating func unique() -> Int {
            guard !values.isEmpty else { return 0 }
            var kept = 0
            for i in 1..<values.count where MixedListComparison.order(values[kept], values[i]) != 0 {
                kept += 1
                values[kept] = values[i]
            }
            return kept + 1
        }
    }

    static func register(on connection: Connection) throws {
        final class Gathered { var groups: [AnyRealmValue] = []; var values: [AnyRealmValue] = [] }
        let reader = MixedLinkReader(connection: connection)
        // 3 arguments; 5 with the value a link held by the mixed value leads to at the first step, a key
        // (see `linkedGroups`); 4 and 6: the same with `MixedLinkReader`'s spec last, links met at key steps followed.
        for count: Int32 in [3, 4, 5, 6] {
            try connection.createAggregate(gatherGroups, argumentCount: count, makeState: { Gathered() }, step: { state, args in
                guard args.type(at: 2) == .blob,
                      case .list(let steps)? = args.withUnsafeBytes(at: 2, { MixedBlob.decode($0) }) else { return }
                let follow = count % 2 == 0 ? reader.follower(args, at: Int(count) - 1) : nil
                let reached = count >= 5 ? linkedGroups(args, steps: steps, follow: follow) : MixedListComparison.groups(args, steps: steps, follow: follow)
                (state as! Gathered).groups += reached.map { .list($0) }
            }, final: { state in
                .blob(MixedBlob.encode(.list((state as? Gathered)?.groups ?? [])))
            })
        }
        try connection.createAggregate(gatherValues, argumentCount: 2, makeState: { Gathered() }, step: { state, args in
            (state as! Gathered).values.append(MixedListComparison.needleValue(args, at: 0, tagAt: 1))
        }, final: { state in
            .blob(MixedBlob.encode(.list([.list((state as? Gathered)?.values ?? [])])))
        })
        try connection.createFunction(link, argumentCount: 2) { args in
            guard args.type(at: 0) == .integer, args.type(at: 1) == .text else { return .value(.null) }
            let className = args.withUnsafeBytes(at: 1) { String(decoding: $0, as: UTF8.self) }
            return .value(.blob(MixedBlob.encode(.link(ObjectLink(className: className, key: args.int64(at: 0))))))
        }
        try connection.createFunction(function, argumentCount: 3) { args in
            guard args.type(at: 0) == .blob, args.type(at: 1) == .blob,
                  case .list(let left)? = args.withUnsafeBytes(at: 0, { MixedBlob.decode($0) }),
                  case .list(let right)? = args.withUnsafeBytes(at: 1, { MixedBlob.decode($0) }) else { return .value(.null) }
            let flags = args.int64(at: 2)
            // Under `@type` each value stands for its type's attribute.
            let read = flags & 1 << 14 == 0 ? values : { values($0).map { .int(TypeAttributeWalk.attribute(MixedSetValue.typeName(of: $0)) ?? 0) } }
            return .value(.integer(holds(left: left.map(read), right: right.map(read), flags: flags) ? 1 : 0))
        }
    }

    /// The groups of arguments 0 (value) and 1 (tag) along `steps`, where a link held by the value is
    /// followed at the first step, a key (`Collection::get_any` on a `TypedLink`): arguments 3 and 4 are
    /// the linked object's property of that name and its tag, `MixedPathFunctions.absent` when the linked
    /// class has no such property (no value: an empty group at the last step, no group before it).
    static func linkedGroups(_ args: FunctionArguments, steps: [AnyRealmValue], follow: MixedListComparison.LinkFollower? = nil) -> [[AnyRealmValue]] {
        guard args.type(at: 1) == .integer, args.int64(at: 1) == ValueCoding.MixedTag.link.rawValue, !steps.isEmpty else {
            return MixedListComparison.groups(args, steps: steps, follow: follow)
        }
        let last = steps.count == 1
        var groups: [[AnyRealmValue]] = last ? [[]] : []
        guard !(args.type(at: 4) == .integer && args.int64(at: 4) == MixedPathFunctions.absent) else { return groups }
        let linked = MixedListComparison.needleValue(args, at: 3, tagAt: 4)
        if last { groups[0].append(linked) } else { MixedListComparison.collect(linked, steps.dropFirst(), into: &groups, follow: follow) }
        return groups
    }

    private static func values(_ group: AnyRealmValue) -> [AnyRealmValue] {
        if case .list(let values) = group { return values }
        return []
    }

    /// Whether any right group and any left group compare as `flags` says (`Compare::find_first`).
    static func holds(left: [[AnyRealmValue]], right: [[AnyRealmValue]], flags: Int64) -> Bool {
        let leftSide = Side(rawValue: flags & 3) ?? .unquantified, rightSide = Side(rawValue: flags >> 2 & 3) ?? .unquantified
        let leftUnary = flags & 16 != 0, rightUnary = flags & 32 != 0
        let condition = Condition(ordering: Ordering(rawValue: flags >> 8 & 7) ?? .equality, notEqual: flags & 64 != 0,
                                  fold: flags & 128 != 0, stringOperation: flags >> 11 & 7)
        let lefts = left.isEmpty ? [[]] : left, rights = right.isEmpty ? [[]] : right
        for r in rights {
            var rightGroup = Group(values: r, fromList: !rightUnary || r.isEmpty)
            for l in lefts {
                let leftGroup = Group(values: l, fromList: !leftUnary || l.isEmpty)
                if compare(leftGroup, leftSide, &rightGroup, rightSide, condition) { return true }
            }
        }
        return false
    }

    /// Realm Core's `ValueBase::compare` of two groups; `right` keeps what sorting and trimming did to it.
    static func compare(_ left: Group, _ leftSide: Side, _ right: inout Group, _ rightSide: Side, _ c: Condition) -> Bool {
        if !left.fromList && !right.fromList {
            return zip(left.values, right.values).contains { c.holds($0, $1) }
        }
        if left.fromList && right.fromList && leftSide == .unquantified && rightSide == .unquantified {
            guard left.values.count == right.values.count else { return c.notEqual && !c.fold && c.stringOperation == 0 }
            return zip(left.values, right.values).allSatisfy { c.holds($0, $1) }
        }
        let anyLeft = leftSide == .unquantified ? .any : leftSide, anyRight = rightSide == .unquantified ? .any : rightSide
        var left = left
        var leftSize = left.fromList ? left.values.count : 1, rightSize = right.fromList ? right.values.count : 1
        if leftSize > 2 && rightSize > 2 {
            left.sort()
            right.sort()
            if c.isEqual {
                if anyLeft != .none && anyRight == .any {
                    return CoreSortedWalk.holds(left.values, right.values, any: anyLeft == .any,
                                                equal: { MixedListComparison.equal($0, $1, fold: false) },
                                                less: { MixedListComparison.order($0, $1) < 0 })
                }
            } else if c.isOrdered {
                left.values[1] = left.values[leftSize - 1]
                leftSize = 2
                right.values[1] = right.values[rightSize - 1]
                rightSize = 2
            } else {
                leftSize = left.unique()
                rightSize = right.unique()
            }
        }
        let lefts = left.values.prefix(leftSize), rights = right.values.prefix(rightSize)
        // Each value of one side against the other side's values, each side as its quantifier says;
        // the string operators take the right side (the strings searched) outside.
        func matches(_ values: ArraySlice<AnyRealmValue>, _ side: Side, _ one: (AnyRealmValue) -> Bool) -> Bool {
            switch side {
            case .all: return values.allSatisfy(one)
            case .none: return !values.contains(where: one)
            default: return values.contains(where: one)
            }
        }
        if c.stringOperation != 0 {
            return matches(rights, anyRight) { r in matches(lefts, anyLeft) { c.holds($0, r) } }
        }
        return matches(lefts, anyLeft) { l in matches(rights, anyRight) { c.holds(l, $0) } }
    }
}
