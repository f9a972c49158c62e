import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A float or double read through a link is Realm Core's general expression,
/// where NaN equals NaN and orders below every number (`Mixed::compare`),
/// also in `IN {…}`; only a plain property is the column search, where NaN
/// matches nothing. Answers of `realm-core-check query` on a genuine file
/// built from `dump` with `realm-core-check from-canonical` (seed 4903's
/// `best.d < 9223372036854774784.0`, which the semi-join of a to-one link
/// path answered as a column search).
@Suite struct RealmCoreLinkedNaNTests {
    /// `T` 1 has d NaN; 2 links to 1, 3 to 2, 4 to 3, 5 to 4; 2 holds things [1, 3], 3 [1], 5 [2].
    static let dump = CanonicalDump([
        DumpClass("T", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("d", .double),
                                                     .link("best", to: "T"), .link("things", to: "T", .list)],
                  objects: [["id": 1, "d": .double(.nan), "best": nil, "things": []], ["id": 2, "d": 0.0, "best": 1, "things": [1, 3]],
                            ["id": 3, "d": -1.5, "best": 2, "things": [1]], ["id": 4, "d": 9.223372036854776e+18, "best": 3, "things": []],
                            ["id": 5, "d": 1.0, "best": 4, "things": [2]], ["id": 6, "d": 1.0, "best": nil, "things": []]]),
    ]).json

    static let cases: [(query: String, ids: [Int64])] = [
        ("best.d < 0.5", [2, 3, 4]),
        ("best.d == NaN", [2]),
        ("best.d IN {NaN}", [2]),
        ("best.d IN {1.0, NaN}", [2]),
        ("best.d < 9223372036854774784.0", [2, 3, 4]),
        ("best.d >= NaN", [2, 3, 4, 5]),
        ("best.best.d IN {NaN, 0}", [3, 4]),
        ("ANY things.d IN {NaN}", [2, 3]),
        ("NONE things.d IN {NaN}", [1, 4, 5, 6]),
        // The plain property: the column search.
        ("d IN {NaN}", []),
        ("d == NaN", []),
        ("d < 0.5", [2, 3]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        var got: [Int64] = []
        try realm.objects("T", where: pinned.query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        #expect(got.sorted() == pinned.ids, "\(pinned.query)")
    }
}
