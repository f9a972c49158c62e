import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A mixed property compared with links (`anything < bestFriend`, `anything == friends`), as Realm
/// Core 14.14 answers (`realm-core-check query` on a genuine file holding the same objects, written
/// by `from-canonical`): a mixed value's link never equals nor orders against a link property's, so
/// only two nulls meet (`==`, `<=`, `>=`); `<` and `>` hold for no object and are taken with the
/// mixed side on the left (refused with the link on the left, as in Core).
@Suite struct RealmCoreMixedAgainstLinkTests {
    /// `P` objects 1…8 (`m` mixed, `b` a link to a `P`, `fs` a list of `P`s) and one `Q`:
    /// 1: m null, no b, no fs · 2: m null, b 2, fs [1] · 3: m → P 3, b 3, fs [3] · 4: m 7, no b ·
    /// 5: m → Q 1, no b, fs [1, 2] · 6: m → P 1, b 2 · 7: m "s", no b · 8: m null, no b, fs [4].
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "P", primaryKey: "id", properties: [
                Property(name: "id", type: .int, isIndexed: true),
                Property(name: "m", type: .mixed, isOptional: true),
                Property(name: "b", type: .object, isOptional: true, objectClassName: "P"),
                Property(name: "fs", type: .object, collection: .list, objectClassName: "P"),
            ]),
            ObjectSchema(className: "Q", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
        ]))
        try realm.write {
            let q = try realm.create("Q", value: ["id": .int(1)])
            var p: [Int64: DynamicObject] = [:]
            for id in Int64(1)...8 { p[id] = try realm.create("P", value: ["id": .int(id)]) }
            func link(_ id: Int64) -> AnyRealmValue { .link(ObjectLink(className: "P", key: p[id]!.key)) }
            let rows: [(Int64, AnyRealmValue, Int64?, [Int64])] = [
                (1, .null, nil, []), (2, .null, 2, [1]), (3, link(3), 3, [3]), (4, .int(7), nil, []),
                (5, .link(ObjectLink(className: "Q", key: q.key)), nil, [1, 2]), (6, link(1), 2, []),
                (7, .string("s"), nil, []), (8, .null, nil, [4]),
            ]
            for (id, m, b, fs) in rows {
                try p[id]!.setValue(m, forKey: "m")
                if let b { try p[id]!.setValue(link(b), forKey: "b") }
                for f in fs { try p[id]!.collection("fs").append(link(f)) }
            }
        }
        return realm
    }

    /// Realm Core's answers (nil: refused).
    static let cases: [(query: String, ids: [Int64]?)] = [
        ("m < b", []), ("m > b.b", []), ("m <= b", [1, 8]), ("m >= b.b", [1, 8]),
        ("m == b", [1, 8]), ("m != b", [2, 3, 4, 5, 6, 7]), ("m != b.b", [2, 3, 4, 5, 6, 7]),
        ("b.m <= b", [1, 4, 5, 7, 8]), ("b.m >= b", [1, 4, 5, 7, 8]),
        ("ANY fs.m <= b", [5]), ("ANY fs.m > b", []), ("fs.m < b", []), ("m[0] <= b", []),
        ("m < fs", []), ("m >= fs", []), ("m == fs", []), ("m != fs", [2, 3, 5, 8]),
        ("fs == m", []), ("fs != m", [2, 3, 5, 8]),
        ("b == m", [1, 8]), ("b != m", [2, 3, 4, 5, 6, 7]), ("b.b != m", [2, 3, 4, 5, 6, 7]),
        ("b < m", nil), ("NOT m <= b", [2, 3, 4, 5, 6, 7]), ("m <= b OR id == 3", [1, 3, 8]),
        ("m[0] != b", []), ("m[0] == b", []), ("ANY fs.m != b", [2, 3, 8]),
        ("ALL fs.m == b", [1, 4, 5, 6, 7]), ("NONE fs.m == b", [1, 2, 3, 4, 6, 7, 8]), ("ALL fs.m < b", [1, 4, 6, 7]),
        ("NONE fs.m > b", [1, 2, 3, 4, 5, 6, 7, 8]), ("ALL fs.m >= b", [1, 4, 5, 6, 7]), ("NONE fs.m >= b", [1, 2, 3, 4, 6, 7, 8]),
        ("ALL fs.m != b", [1, 2, 3, 4, 6, 7, 8]), ("NONE fs.m != b", [1, 4, 5, 6, 7]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            do {
                var ids: [Int64] = []
                try realm.objects("P", where: query).forEach { object in
                    if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
                }
                #expect(ids.sorted() == expected, "\(query)")
            } catch {
                #expect(expected == nil, "\(query): \(error)")
            }
        }
    }
}
