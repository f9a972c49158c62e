import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@size` (and `@count`, `@min`…) of a path that picks one linked object by a subscript and then
/// subscripts a collection property (`things[0].md['a'].@size`, from `=26100`'s
/// `ALL things[0].md[*][0].@values.@size < 4`): Realm Core measures the property itself
/// (`things[0].md`), one value per object, so a quantifier changes nothing (`NONE` answers as `ALL`);
/// RealmLens measured the subscripted element and found nothing. Realm Core's answers
/// (`realm-core-check query`) on a genuine file of `dump`.
@Suite struct RealmCoreIndexedLinkSizeTests {
    /// O 1 → things [1, 2], 2 → [2], 3 → [3, 1], 4 → []; T 1 holds ml [[1, 2, 3], 5], md {a: 1, b: [1, 2]},
    /// il [1, 2, 3]; T 2 empty collections; T 3 ml [7], md {z: "x"}, il [4].
    static let dump = CanonicalDump([
        DumpClass("O", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("things", to: "T", .list)],
                  objects: [["id": 1, "things": [1, 2]], ["id": 2, "things": [2]], ["id": 3, "things": [3, 1]], ["id": 4, "things": []]]),
        DumpClass("T", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("ml", .mixed, optional: true, .list),
                                                     DumpProperty("md", .mixed, optional: true, .dictionary), DumpProperty("il", .int, .list)],
                  objects: [["id": 1, "ml": [[1, 2, 3], 5], "md": ["a": 1, "b": [1, 2]], "il": [1, 2, 3]],
                            ["id": 2, "ml": [], "md": [:], "il": []],
                            ["id": 3, "ml": [7], "md": ["z": "x"], "il": [4]]]),
    ]).json

    static let cases: [(query: String, ids: [Int64]?)] = [
        ("things[0].ml[0].@size == 2", [1]),
        ("things[0].md['a'].@size == 2", [1]),
        ("NONE things[0].md[*][0].@values.@size < 4", [1, 2, 3]),
        ("ALL things[0].md[*][0].@values.@size < 4", [1, 2, 3]),
        ("things[0].il[0].@max == 3", [1]),
        ("things[1].ml[*].@size > 1", [3]),
        ("ANY things.ml[0].@size == 1", [3]),
        ("things[0].ml[0].@size == 0", [2]),
        ("things[LAST].md['q'].@count == 1", []),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        #expect(try storeAnswerIDs(realm, "O", pinned.query).sorted() == pinned.ids, "\(pinned.query)")
    }

    @Test(.requiresRealmCoreCheck) func realmCoreAnswersSo() throws {
        try RealmCoreLiveCheck.confirm(Self.cases, on: Self.dump, className: "O")
    }
}
