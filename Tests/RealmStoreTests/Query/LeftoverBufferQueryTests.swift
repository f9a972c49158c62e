import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// What a store records of a genuine file changes a lone leftover-buffer condition
/// (`LeftoverBuffer`) as Realm Core's file would: each recorded cluster start begins a
/// search with the initial buffer (null), and a recorded emptied dictionary reads no
/// keys instead of the previous object's. Under `AND` the plain answer stays (an object
/// with no size reads null). Answers derived from Core's rules, which
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

    @Test func compoundConditionsKeepThePlainAnswer() throws {
        let (realm, _) = try Self.makeRealm()
        #expect(try Self.ns(realm, "m.@size == nil AND n >= 0") == [0, 1, 3, 4, 5, 6, 7])
        #expect(try Self.ns(realm, "m.@size == nil") != Self.ns(realm, "m.@size == nil AND n >= 0"))
    }
}
