import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// What a store records of a genuine file changes a lone leftover-buffer condition
/// (`LeftoverBuffer`) as Realm Core's file would: each recorded cluster start begins a
/// search with the initial buffer (null), and a recorded emptied dictionary reads no
/// keys instead of the previous object's. Under `AND`, `OR` and `NOT` the answer follows
/// which condition Core's scheduling lets scan. Answers derived from Core's rules, which
/// `RealmCoreLeftoverBufferTests` checks against Core itself.
@Suite struct LeftoverBufferQueryTests {
    static let schema = Schema([ObjectSchema(className: "T", properties: [
        Property(name: "n", type: .int),
        Property(name: "m", type: .mixed, isOptional: true),
        Property(name: "d", type: .int, collection: .dictionary),
    ])])

    /// m: 1, 2, "ab", 3, 4, null, 5, 6; d: {}, {}, {a: 1}, {}, {b: 1}, {}, {}, {}.
    static func makeRealm() throws -> (Realm, keys: [ObjectKey]) {
        let realm = try makeInMemoryRealm(schema)
        let m: [AnyRealmValue] = [.int(1), .int(2), "ab", .int(3), .int(4), .null, .int(5), .int(6)]
        try realm.write {
            for i in m.indices {
                let d: AnyRealmValue = i == 2 ? .dictionary(["a": .int(1)]) : i == 4 ? .dictionary(["b": .int(1)]) : .dictionary([:])
                _ = try realm.create("T", value: ["n": .int(Int64(i)), "m": m[i], "d": d])
            }
        }
        var keys: [ObjectKey] = []
        try realm.objects("T", where: "TRUEPREDICATE").forEachKey { keys.append($0); return true }
        return (realm, keys)
    }

    static func ns(_ realm: Realm, _ query: String) throws -> [Int64] {
        var found: [Int64] = []
        try realm.objects("T", where: query).forEach { object in
            if case .int(let n) = try object.value(forKey: "n") { found.append(n) }
        }
        return found.sorted()
    }

    @Test func clusterStartsBeginSearchesAfresh() throws {
        let (realm, keys) = try Self.makeRealm()
        // "ab" (size 2) leaves 2 for 3 and 4; the null of 5 matches and 6, 7 read null after it.
        #expect(try Self.ns(realm, "m.@size == nil") == [0, 1, 5, 6, 7])
        try realm.recordClusterStarts(["T": [keys[0], keys[4]]])
        #expect(try Self.ns(realm, "m.@size == nil") == [0, 1, 4, 5, 6, 7])
    }

    @Test func emptiedDictionariesReadNoKeys() throws {
        let (realm, keys) = try Self.makeRealm()
        #expect(try Self.ns(realm, "d.@keys != 'a'") == [0, 1, 4, 5, 6, 7])
        #expect(try Self.ns(realm, "ALL d.@keys IN {'a'}") == [2])
        try realm.recordEmptiedDictionaries(["T": ["d": [keys[0], keys[5]]]])
        // 0 reads no keys (no match); 1 then reads them too; 5 likewise stops 6 and 7.
        #expect(try Self.ns(realm, "d.@keys != 'a'") == [4])
        // `ALL` over no keys holds.
        #expect(try Self.ns(realm, "ALL d.@keys IN {'a'}") == [0, 2, 5])
    }

    /// Realm Core runs a leftover condition beside others as its scheduling says (`LeftoverBufferSchedule`):
    /// one that scans keeps its buffer until its own next match; one asked about a single object reads null.
    @Test func compoundConditionsAnswerAsRealmCoreSchedulesThem() throws {
        let (realm, _) = try Self.makeRealm()
        // `n >= 0` (cost 5.37) scans all 8 objects and asks `m.@size` about each alone: every sizeless value matches.
        #expect(try Self.ns(realm, "m.@size == nil AND n >= 0") == [0, 1, 3, 4, 5, 6, 7])
        // `NOT` costs 55.12: `m.@size` (15.12) scans, and 3 and 4 read the 2 "ab" left, as alone.
        #expect(try Self.ns(realm, "m.@size == nil AND NOT n == 100") == [0, 1, 5, 6, 7])
        #expect(try Self.ns(realm, "NOT n == 100 AND m.@size == nil AND n < 100") == [0, 1, 3, 4, 5, 6, 7])
        // `OR` asks each condition for its next match from where its last one was taken: as alone.
        #expect(try Self.ns(realm, "m.@size == nil OR n == 3") == [0, 1, 3, 5, 6, 7])
        #expect(try Self.ns(realm, "n == 4 OR m.@size == nil OR n == 2") == [0, 1, 2, 4, 5, 6, 7])
        // `NOT` asks about one object at a time: the initial null where the operand is unevaluated.
        #expect(try Self.ns(realm, "NOT m.@size == nil") == [2])
        #expect(try Self.ns(realm, "n < 100 AND NOT m.@size == nil") == [2])
        // A never-written dictionary reads that null too, not "no keys" (which matched every one of them before).
        #expect(try Self.ns(realm, "NOT d.@keys != 'a'") == [2])
        #expect(try Self.ns(realm, "NOT d.@keys == nil") == [2, 4])
        #expect(try Self.ns(realm, "n < 100 AND NOT d.@keys == nil") == [2, 4])
    }

    /// Core's `OrNode` asks each of its conditions (an `AND` chain) for its first match from where that
    /// condition's own last search ended: a leftover condition in the chain begins a search there with the
    /// initial null. Answers derived by hand and given by Realm Core on the same objects.
    @Test func orNodeAsksEachConditionFromItsOwnLastSearch() throws {
        let (realm, _) = try Self.makeRealm()
        // After its match at 0 the chain searches from 1: `m.@size` matches 1 (fresh), `n != 1` refuses it and
        // moves on to 2, where `m.@size` searches again and carries the 2 of "ab" over 3 and 4 to the null at 5.
        #expect(try Self.ns(realm, "n == 7 OR (m.@size == nil AND n != 1)") == [0, 5, 6, 7])
        // The `OR` scans first (cost 55.12, the first of two): its leftover condition scans as alone.
        #expect(try Self.ns(realm, "(m.@size == nil OR n == 7) AND NOT n == 100") == [0, 1, 5, 6, 7])
        // `n != 1` scans and asks the `OR` about one object each: 3 and 4 read the initial null.
        #expect(try Self.ns(realm, "n != 1 AND (m.@size == nil OR n == 7)") == [0, 3, 4, 5, 6, 7])
    }

    /// The nodes travel to `rl_leftover_and` as text; an `OR`'s chains in parentheses after it.
    @Test func scheduleTextKeepsTheTree() {
        typealias Node = LeftoverBufferSchedule.Node
        let or = Node(kind: .or([[.init(kind: .leftover(initialBufferMatches: true), dT: 10), .init(kind: .plain, dT: 50)],
                                 [.init(kind: .not, dT: 50)]]), dT: 50)
        let nodes = [Node(kind: .plain, dT: 0.25), or, Node(kind: .leftover(initialBufferMatches: false), dT: 50)]
        let text = LeftoverBufferSchedule.encode(nodes)
        #expect(text == "P:0.25;O:50.0(L1:10.0;P:50.0|N:50.0);L0:50.0")
        #expect(LeftoverBufferSchedule.decode(text) == nodes)
        #expect(LeftoverBufferSchedule.valueCount(nodes) == 5)
        // Text that is no schedule decodes to what it can, never traps.
        for bad in ["O:50.0(", "O:1(|)", "((", ")P:1", "O:x(P:1)"] { _ = LeftoverBufferSchedule.decode(bad) }
    }

    /// Only queries with a leftover condition Core can scan compile to the scheduling or the window;
    /// one asked about single objects reads its state per object; queries without one keep their SQL.
    @Test func otherQueriesKeepTheirSQL() throws {
        let (realm, _) = try Self.makeRealm()
        for query in ["n >= 0 AND n < 5", "m == 3 OR n == 2", "NOT (n == 1 OR m == 3)", "(m == 3 OR n == 2) AND n > 1",
                      "n == 1 OR (n > 2 AND m == 3)"] {
            let plain = try realm.objects("T", where: query).fragment.sql
            #expect(!plain.contains(LeftoverBufferSchedule.function) && !plain.contains("rl$row"), "\(query): \(plain)")
        }
        for query in ["NOT m.@size == nil", "n < 100 AND NOT m.@size == nil"] {
            let sql = try realm.objects("T", where: query).fragment.sql
            #expect(!sql.contains(LeftoverBufferSchedule.function) && !sql.contains("rl$row"), "\(query): \(sql)")
        }
        #expect(try realm.objects("T", where: "m.@size == nil AND NOT n == 100").fragment.sql.contains(LeftoverBufferSchedule.function))
        #expect(try realm.objects("T", where: "m.@size == nil OR n == 3").fragment.sql.contains("rl$row"))
        // An `OR` without a leftover condition that scans stays one plain node beside one.
        let beside = try realm.objects("T", where: "m.@size == nil AND (n == 1 OR n == 2)").fragment.sql
        #expect(beside.contains("'L1:10.0;P:50.0'"), "\(beside)")
        #expect(try realm.objects("T", where: "n == 7 OR (m.@size == nil AND n != 1)").fragment.sql.contains("'O:50.0("))
    }

    /// Core's engine, ported: the cost model's switches between the scanning conditions, 64 matches
    /// of the best then 4 of each probe, carried from cluster to cluster.
    @Test func scheduleSwitchesScannersAsRealmCore() {
        // Node 0: leftover (`m.@size == nil`, cost 10); node 1: plain, matching every object (cost 50).
        // Objects: a sizeless value (0 * 2 + 1) except every 10th, a string of size 1 (1 * 2 + 0).
        let rows = (0..<200).map { i -> [UInt8] in [i % 10 == 5 ? 2 : 1, 1] }
        let schedule = LeftoverBufferSchedule(nodes: [.init(kind: .leftover(initialBufferMatches: true), dT: 10),
                                                      .init(kind: .plain, dT: 50)])
        let found = schedule.matches([rows])[0]
        // The leftover node scans first: after the string at 5 it never matches again in that scan
        // (its buffer holds 1), so it scans to the end of the cluster: 0…4 only.
        #expect(found == [0, 1, 2, 3, 4])
        // With the plain node scanning first (cost 5.37 < 15.12), each of its 64 matches is asked
        // alone (every sizeless value matches); its cost is then 529, so the leftover node probes from
        // 64, matches there, and after the string at 65 finds nothing more to the cluster's end.
        let cheap = LeftoverBufferSchedule(nodes: [.init(kind: .leftover(initialBufferMatches: true), dT: 10),
                                                   .init(kind: .plain, dT: 0.25)])
        #expect(cheap.matches([rows])[0] == (0...64).filter { $0 % 10 != 5 })
        // A second cluster begins with the costs the first left: the leftover node (cost 1,086) waits
        // while the plain one (529) scans its 64 matches, then probes again.
        #expect(cheap.matches([rows, rows])[1] == (0...64).filter { $0 % 10 != 5 })
    }
}
