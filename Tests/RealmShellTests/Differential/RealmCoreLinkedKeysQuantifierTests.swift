import Foundation
import Testing

/// `@keys` of a dictionary after a to-many link under `ALL`/`NONE` (`ALL links.d.@keys != 'b'`): Realm Core
/// evaluates the keys one linked object at a time (`ColumnDictionaryKeys::evaluate`: one sub-index per
/// object the links reach), so an object matches when no object is linked or when the keys of some one
/// linked object all pass (or, under `NONE`, none of them matches), as for a list or `@values` there
/// (`LinkedCollection`). RealmLens took `ALL`/`NONE` over every key of every linked object together (a
/// realistic store's `ALL orders.counts.@keys != 'b'`: Core 283 customers of 300, RealmLens 72). Answers:
/// Realm Core 14.14 (`realm-core-check query`) on the file `from-canonical` writes of `dump`.
@Suite struct RealmCoreLinkedKeysQuantifierTests {
    /// `U.d`: {a: 1, b: 2}, {a: 3}, {}, {b: null}. `T.links` by position: [], [U0], [U1], [U0, U1], [U2],
    /// [U3, U0], [U3].
    static let dump = CanonicalDump([
        DumpClass("U", properties: [DumpProperty("d", .int, optional: true, .dictionary)],
                  objects: [["d": ["a": 1, "b": 2]], ["d": ["a": 3]], ["d": [:]], ["d": ["b": nil]]]),
        DumpClass("T", properties: [DumpProperty("n", .int), .link("links", to: "U", .list)],
                  objects: [[], [0], [1], [0, 1], [2], [3, 0], [3]].enumerated().map { n, links in
                      ["n": .int(Int64(n)), "links": .list(links.map(DumpValue.index))]
                  }),
    ]).json

    static let answers: [(query: String, expected: [Int64])] = [
        ("ALL links.d.@keys != 'b'", [0, 2, 3, 4]),
        ("ALL links.d.@keys == 'a'", [0, 2, 3, 4]),
        ("NONE links.d.@keys == 'b'", [0, 2, 3, 4]),
        ("ANY links.d.@keys == 'b'", [1, 3, 5, 6]),
        ("links.d.@keys == 'a'", [1, 2, 3, 5]),
        ("ALL links.d.@keys BEGINSWITH 'a'", [0, 2, 3, 4]),
        ("NONE links.d.@keys IN {'a', 'b'}", [0, 4]),
        ("ALL links.d.@keys ==[c] 'A'", [0, 2, 3, 4]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "linked-keys.realm", Self.answers)
    }
}
