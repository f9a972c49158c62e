import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `@size` (`@count`, `[SIZE]`, `@keys.@count`) after a subscript of a mixed dictionary or list
/// read through a link measures the linked object's property itself, whatever the key or index
/// (`best.md['z'].@size` is the size of `best.md`), one size per object a to-many link reaches —
/// as on the object itself. Answers of `realm-core-check query` on a genuine file built from
/// `dump` with `realm-core-check from-canonical` (seed 77, scale 3: RealmLens found no value
/// under the missing key and answered 0 where Core answered 2).
@Suite struct RealmCoreLinkedSubscriptSizeTests {
    /// `O` 1…3 link to `T` 1…3 by `best` and `things`; 4 has no `best` and things [1, 2].
    /// `T` 1 md {a: 0}, ml [1]; 2 md of 2 entries, ml of 2; 3 both empty.
    static let dump = CanonicalDump([
        DumpClass("O", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("best", to: "T"), .link("things", to: "T", .list)],
                  objects: [["id": 1, "best": 1, "things": [1]], ["id": 2, "best": 2, "things": [2]], ["id": 3, "best": 3, "things": [3]],
                            ["id": 4, "best": nil, "things": [1, 2]]]),
        DumpClass("T", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), DumpProperty("md", .mixed, optional: true, .dictionary),
                                                     DumpProperty("ml", .mixed, optional: true, .list)],
                  objects: [["id": 1, "md": ["a": 0], "ml": [1]], ["id": 2, "md": ["a": ["x": 1, "y": 2], "b": [1, 2, 3]], "ml": [[1, 2], "ab"]],
                            ["id": 3, "md": [:], "ml": []]]),
    ]).json

    static let cases: [(query: String, ids: [Int64])] = [
        ("best.md['z'].@size >= 1", [1, 2]),
        ("ANY things.md['z'].@size >= 1", [1, 2, 4]),
        ("ALL things.md['z'].@size == 1", [1, 4]),
        ("ANY things.md['a'].@size >= 2", [2, 4]),
        ("best.md['q'].@size == 1", [1]),
        ("best.md['z'].@count >= 1", [1, 2]),
        ("best.md['z'][SIZE] == 2", [2]),
        ("best.md.z.@size == 0", [3, 4]),
        ("best.md['z'].@size == nil", []),
        ("best.md[*].@keys.@count >= 1", [1, 2]),
        ("NONE best.md[*].@keys.@count >= 2", [2]),
        ("NONE things.md[*].@keys.@count >= 1", [1, 2, 4]),
        ("best.ml[0].@size >= 1", [1, 2]),
        ("best.ml[9].@size == 2", [2]),
        ("ALL things.ml[9].@size == 1", [1, 4]),
        ("ANY things.ml[LAST].@count == 0", [3]),
        ("things.ml[0].@size == 2", [2, 4]),
        // Without the subscript: the property's size, as before.
        ("best.md.@size >= 1", [1, 2]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        var got: [Int64] = []
        try realm.objects("O", where: pinned.query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        #expect(got.sorted() == pinned.ids, "\(pinned.query)")
    }
}
