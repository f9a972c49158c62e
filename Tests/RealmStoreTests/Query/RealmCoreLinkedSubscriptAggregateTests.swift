import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@min`/`@max`/`@sum`/`@avg` after subscripts read through a link aggregate the linked object's
/// list or dictionary itself, whatever the index or key (`best.ml[0].@max` is `best.ml.@max`,
/// `best.md['z'].@sum` is `best.md.@sum`), one value per object a to-many link reaches
/// (`things.il[0].@sum == 7` holds where any linked `il` sums to 7), as `@size` does and as on the
/// object itself (`intList[0].@max`). Those values through a to-many link are a list to Realm Core
/// against a list constant, met element by element (`things.il.@sum == {7, 0}` holds only for
/// things [1, 2]; one constant is no `ANY`). RealmLens refused the subscripted forms, and compared
/// any value with any constant. Answers of `realm-core-check query` on a genuine file built from
/// `dump` with `realm-core-check from-canonical`, asked again where the tool is present.
@Suite struct RealmCoreLinkedSubscriptAggregateTests {
    /// `O` 1…3 link to `T` 1…3 by `best` and `things` [n]; 4 has no `best` and things [1, 2]; 5 best 4, things [4, 1].
    /// `T` 1 md {a: 0, b: 5}, ml [1, 2.5], il [3, 4], idict {k: 7}; 2 md {a: {…}, b: […], c: 10}, ml [[1, 2], 'ab', 4],
    /// il [], idict {}; 3 md {}, ml [], il [9], idict {k: null, z: -2}; 4 md {a: 's', b: null}, ml [null, 'x'], il [0, 0, 0], idict {k: 1}.
    static let dump = CanonicalDump([
        DumpClass("O", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("best", to: "T"), .link("things", to: "T", .list)],
                  objects: [["id": 1, "best": 1, "things": [1]], ["id": 2, "best": 2, "things": [2]], ["id": 3, "best": 3, "things": [3]],
                            ["id": 4, "best": nil, "things": [1, 2]], ["id": 5, "best": 4, "things": [4, 1]]]),
        DumpClass("T", primaryKey: "id", properties: [
            DumpProperty("id", .int, indexed: true), DumpProperty("md", .mixed, optional: true, .dictionary),
            DumpProperty("ml", .mixed, optional: true, .list), DumpProperty("il", .int, .list),
            DumpProperty("idict", .int, optional: true, .dictionary), DumpProperty("ds", .double, .set),
        ], objects: [
            ["id": 1, "md": ["a": 0, "b": 5], "ml": [1, 2.5], "il": [3, 4], "idict": ["k": 7], "ds": [1.5]],
            ["id": 2, "md": ["a": ["x": 1, "y": 2], "b": [1, 2, 3], "c": 10], "ml": [[1, 2], "ab", 4], "il": [], "idict": [:], "ds": []],
            ["id": 3, "md": [:], "ml": [], "il": [9], "idict": ["k": nil, "z": -2], "ds": [2.0, -1.0]],
            ["id": 4, "md": ["a": "s", "b": nil], "ml": [nil, "x"], "il": [0, 0, 0], "idict": ["k": 1], "ds": [0.5]],
        ]),
    ]).json

    static let cases: [(query: String, ids: [Int64]?)] = [
        ("best.ml[0].@max >= 1", [1]),
        ("best.md['z'].@sum == 0", [3, 4, 5]),
        ("best.ml[0].@sum > 3", [1, 2]),
        ("best.ml[0].@avg > 1", [1, 2]),
        ("best.md['a'].@min == 0", [1]),
        ("best.md['a'].@avg == 2.5", [1]),
        ("best.il[0].@max == 4", [1]),
        ("best.il[5].@sum == 7", [1]),
        ("best.idict['k'].@max == 7", [1]),
        ("best.idict['q'].@sum == 7", [1]),
        ("best.idict['k'].@min == -2", [3]),
        ("things.ml[0].@max >= 4", []),
        ("things.il[0].@sum == 7", [1, 4, 5]),
        ("things.md['a'].@sum == 5", [1, 4, 5]),
        ("best.md['z'].@sum == nil", []),
        ("best.ml[0].@max == nil", [3, 4]),
        ("best.il[0].@max == nil", [2, 4]),
        ("best.ml[*].@max == 4", []),
        ("best.md[*].@max == 10", []),
        ("best.md.a.@max == 10", []),
        ("best.ml[0][0].@max == 4", []),
        ("best.md['b'][0].@max == 3", []),
        ("best.md['a'].x.@max == 10", []),
        ("best.ml[0].@max == 'x'", [5]),
        ("best.ml[0].@max == 'ab'", []),
        ("best.ml[LAST].@max == 4", []),
        ("things.ml[0].@max == 'ab'", []),
        ("things.ml[0].@max == 'x'", [5]),
        ("things.il[0].@max == 9", [3]),
        ("things.il[0].@min == 0", [5]),
        ("things.il[0].@avg == 3.5", [1, 4, 5]),
        ("things.il[0].@sum IN {}", []),
        ("things.il[0].@sum == {7, 0}", [4]),
        ("things.il[0].@sum == {7}", [1]),
        ("things.il.@sum == {7, 0}", [4]),
        ("things.il.@sum IN {}", []),
        ("best.il[0].@max + 1 == 5", [1]),
        ("things.il[0].@max + 1 == 5", [1, 4, 5]),
        ("best.il[0].@max > best.il[1].@min", [1]),
        ("best.idict['k'].@avg == 7", [1]),
        ("best.idict['k'].@avg == nil", [2, 4]),
        ("things.idict['k'].@avg == nil", [2, 4]),
        ("things.idict['k'].@min == -2", [3]),
        ("things.md['k'].@min == 0", [1, 4, 5]),
        ("things.md['k'].@avg == nil", [3, 5]),
        ("best.md['k'].@avg == nil", [3, 4, 5]),
        ("best.il[0].@sum == 0", [2, 4, 5]),
        ("things.il[0].@sum == 0", [2, 4, 5]),
        ("things.il.@sum != {7, 0}", [1, 2, 3, 5]),
        ("things.il.@max == {4, nil}", [4]),
        ("things.il.@avg > {3, 0}", []),
        ("{7, 0} == things.il.@sum", [4]),
        ("things.md.@max == {5, 10}", []),
        ("things.idict.@min IN {7}", [1]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        guard let ids = pinned.ids else {
            #expect(throws: (any Error).self, "Realm Core refuses \(pinned.query)") { _ = try realm.objects("O", where: pinned.query).count }
            return
        }
        var got: [Int64] = []
        try realm.objects("O", where: pinned.query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        #expect(got.sorted() == ids, "\(pinned.query)")
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try RealmCoreLiveCheck.confirm(Self.cases, on: Self.dump, className: "O")
    }
}
