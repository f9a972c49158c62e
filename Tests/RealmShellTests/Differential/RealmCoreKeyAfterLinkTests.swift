import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A key subscript after a link naming a property of the linked class: Realm Core's `PathNode::visit`
/// reads every key element as a name, and a property of the class the path has reached "takes
/// precedence" over a key, so `owner['name']` is `owner.name`, `owners['age']` is `owners.age`, and on a
/// dictionary of links `ownerDict['name']` is `ownerDict.name` (that property of every value), not the
/// value under the key 'name'; any other key (`ownerDict['x']`) is still a key. RealmLens refused the
/// first forms ("subscript cannot be used") and read the dictionary's key 'name' in the last (seed 30500's
/// `ownerDict['name'] == null`: Core 0 things, RealmLens 26). After backlinks (`@links.T.owner['n']`)
/// Core stops on an assertion, and RealmLens still refuses. Answers: Realm Core 14.14 (`realm-core-check
/// query`) on the file `from-canonical` writes of `dump`.
@Suite struct RealmCoreKeyAfterLinkTests {
    /// `O`: Ana (30, best Bob), Bob (no age, no best), Cy (7, best Ana). `T` by position:
    /// 0 owner Ana, owners [Ana, Bob], ownerSet [Cy], ownerDict {name: Bob, age: null};
    /// 1 nothing; 2 owner Bob, owners [Cy], ownerSet [Ana, Bob], ownerDict {name: null, x: Ana};
    /// 3 owner Cy, owners [Bob], ownerSet [Bob], ownerDict {age: Cy}.
    static let dump = CanonicalDump([
        DumpClass("O", properties: [DumpProperty("name", .string), DumpProperty("age", .int, optional: true), .link("best", to: "O")],
                  objects: [["name": "Ana", "age": 30, "best": .index(1)], ["name": "Bob", "age": nil, "best": nil],
                            ["name": "Cy", "age": 7, "best": .index(0)]]),
        DumpClass("T", properties: [DumpProperty("n", .int), .link("owner", to: "O"), .link("owners", to: "O", .list),
                                    .link("ownerSet", to: "O", .set), .link("ownerDict", to: "O", .dictionary, optional: true)],
                  objects: [
                      ["n": 0, "owner": .index(0), "owners": [.index(0), .index(1)], "ownerSet": [.index(2)], "ownerDict": ["name": .index(1), "age": nil]],
                      ["n": 1, "owner": nil, "owners": [], "ownerSet": [], "ownerDict": [:]],
                      ["n": 2, "owner": .index(1), "owners": [.index(2)], "ownerSet": [.index(0), .index(1)], "ownerDict": ["name": nil, "x": .index(0)]],
                      ["n": 3, "owner": .index(2), "owners": [.index(1)], "ownerSet": [.index(1)], "ownerDict": ["age": .index(2)]],
                  ]),
    ]).json

    static let answers: [(query: String, expected: [Int64])] = [
        ("owner['name'] == 'Ana'", [0]),
        ("owner['age'] > 5", [0, 3]),
        ("owner['age'] == nil", [1, 2]),
        ("owners['name'] == 'Bob'", [0, 3]),
        ("ALL owners['age'] > 5", [1, 2]),
        ("ownerSet['name'] BEGINSWITH 'C'", [0]),
        ("ownerDict['name'] == nil", []),
        ("ownerDict['name'] != nil", [0, 2, 3]),
        ("ownerDict['name'] ==[c] 'ana'", [2]),
        ("ownerDict['age'] == nil", [0]),
        ("ownerDict['x'] == nil", [0, 3]),
        ("ownerDict['x'].name == 'Ana'", [2]),
        ("owner['best']['name'] == 'Bob'", [0]),
        ("owner['best'].age == 30", [3]),
        ("ownerDict['best'].name == 'Ana'", [3]),
        ("owners['name'].@size == 3", [0, 3]),
        ("ownerDict['x']['name'] == 'Ana'", [2]),
        ("ownerDict['x']['name'] != 'Ana'", []),
        ("owners[0]['name'] == 'Ana'", [0]),
    ]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test func aKeyAfterBacklinksIsStillRefused() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        #expect(throws: (any Error).self) { try realm.objects("O", where: "@links.T.owner['n'] == 0").count }
        #expect(throws: (any Error).self) { try realm.objects("T", where: "owner['nokey'] == 'x'").count }
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "key-after-link.realm", Self.answers)
    }
}
