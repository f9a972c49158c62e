import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `ALL … IN` a list of more than two constants from a side of more than two
/// values, as Realm Core 14.14 answers (`realm-core-check query` on a file
/// `from-canonical` made of the same objects): its `Value::compare` sorts
/// both sides and walks them once, so the values, duplicates counted, must be
/// among the constants. Here the `@type`s of a dictionary of mixed values
/// (seed 8100's `ALL md.@type IN {'STRING', 'STRING', 'long'}`); element
/// lengths and lists of values are in `ElementLengthQueryTests`.
@Suite struct SortedWalkQueryTests {
    static let schema = Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "md", type: .mixed, collection: .dictionary, isOptional: true),
    ])])

    /// `md`'s value types: 0 [string, string, int], 1 [string, int, double], 2 [string, int],
    /// 3 [string, string, string, int], 4 [int, int, int].
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            let values: [[String: AnyRealmValue]] = [
                ["a": "x", "b": "y", "c": .int(1)], ["a": "x", "c": .int(1), "d": .double(2.5)], ["a": "x", "b": .int(1)],
                ["a": "x", "b": "y", "c": "z", "d": .int(1)], ["a": .int(1), "b": .int(2), "c": .int(3)],
            ]
            for (id, md) in values.enumerated() {
                try realm.create("T", value: ["id": .int(Int64(id)), "md": .dictionary(md)])
            }
        }
        return realm
    }

    @Test(arguments: [
        ("ALL md.@type IN {'string', 'int', 'double'}", [1, 2]),
        ("ALL md.@type IN {'STRING', 'STRING', 'long'}", [0, 2]),
        ("ALL md.@type IN {'string', 'int'}", [0, 2, 3, 4]),
        ("ALL md.@type IN {'int', 'int', 'int'}", [4]),
        ("ALL md.@type IN {'int', 'int', 'double'}", []),
    ] as [(String, [Int64])])
    func duplicatesCount(_ query: String, _ expected: [Int64]) throws {
        var ids: [Int64] = []
        try Self.makeRealm().objects("T", where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        #expect(ids.sorted() == expected)
    }

    /// A group name among more than two names (`numeric`: int, float, double,
    /// decimal) is equal to each of its types and ordered among the others by
    /// its number (`TypeOfValue`, `Mixed::compare`), so Core's sort leaves the
    /// list in an order its walk reads past: `[string, string, int]` fails
    /// `ALL … IN {'string', 'numeric', 'null'}` (the int meets string before
    /// numeric), and under `ANY` a list whose first name is above every type
    /// (`objectId`) is passed by (`[string, int]` holds: two values are looked
    /// up anywhere). RealmLens answered every object under `ALL` and too
    /// many under `ANY` (`TypeAttributeWalk`).
    @Test(arguments: [
        ("ALL md.@type IN {'string', 'numeric', 'null'}", [2]),
        ("ALL md.@type IN {'numeric', 'string', 'string'}", [2]),
        ("ALL md.@type == ANY {'string', 'numeric', 'null'}", [2]),
        ("ALL md.@type IN {'collection', 'string', 'int'}", [2]),
        ("ANY md.@type IN {'objectId', 'numeric', 'objectId'}", [2]),
        ("ANY md.@type IN {'uuid', 'numeric', 'bool'}", [2]),
        ("ANY md.@type IN {'string', 'numeric', 'null'}", [0, 1, 2, 3]),
        ("NONE md.@type IN {'objectId', 'numeric', 'objectId'}", []),
    ] as [(String, [Int64])])
    func groupNames(_ query: String, _ expected: [Int64]) throws {
        #expect(try matchingIDs(Self.makeRealm(), "T", where: query) == expected, "\(query)")
    }
}
