import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A value read through a null to-one link is null to Realm Core 14.14, also when
/// the other side of the comparison has many values (`ALL mixedDict < link.name`):
/// answers of `realm-core-check query` on a genuine file built from `dump`
/// with `realm-core-check from-canonical`; and paths into its mixed values.
@Suite struct RealmCoreNullLinkValueTests {
    /// `A` objects 1, 2, 3 and 8 have a null `link`; 7 links to a `B` whose name is null.
    static let dump = CanonicalDump([
        DumpClass("A", primaryKey: "id", properties: [DumpProperty("id", .int), DumpProperty("md", .mixed, optional: true, .dictionary), .link("link", to: "B")],
                  objects: [["id": 1, "md": [:], "link": nil], ["id": 2, "md": ["a": "x"], "link": nil], ["id": 3, "md": ["a": nil], "link": nil],
                            ["id": 4, "md": ["a": "a", "b": "b"], "link": 10], ["id": 5, "md": ["a": "zz"], "link": 10],
                            ["id": 6, "md": ["a": "a"], "link": 11], ["id": 7, "md": ["a": nil], "link": 11], ["id": 8, "md": ["a": 1], "link": nil]]),
        DumpClass("B", primaryKey: "id", properties: [DumpProperty("id", .int), DumpProperty("name", .string, optional: true)],
                  objects: [["id": 10, "name": "m"], ["id": 11, "name": nil]]),
    ]).json

    static let cases: [(query: String, ids: [Int64])] = [
        ("ALL md < link.name", [1, 4]),
        ("ALL md > link.name", [1, 5]),
        ("ALL md == link.name", [1, 3, 7]),
        ("ALL md != link.name", [1, 2, 4, 5, 6, 8]),
        ("ALL md <= link.name", [1, 3, 4, 7]),
        ("ANY md == link.name", [3, 7]),
        ("NONE md == link.name", [1, 2, 4, 5, 6, 8]),
        ("ANY md < link.name", [4]),
        ("ALL md == link.name AND id > 0", [1, 3, 7]),
        // A key path into a mixed value that may be a link to an object with `name`, against constants of
        // another type: the comparisons are constant, and the constants they bound are not passed to SQLite.
        ("md['b']['name'] IN {'x', 1, 9223372036854775807}", []),
        ("md['b']['name'] == {1, 2}", []),
        ("md['b']['name'] != {1, 2}", [1, 2, 3, 4, 5, 6, 7, 8]),
    ]

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        var got: [Int64] = []
        try realm.objects("A", where: pinned.query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        #expect(got.sorted() == pinned.ids.sorted(), "\(pinned.query)")
    }
}
