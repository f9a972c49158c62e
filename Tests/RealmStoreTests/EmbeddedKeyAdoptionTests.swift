import RealmModel
import Testing
@testable import RealmStore

/// `Realm.adoptEmbeddedKeys(of:)`: a working copy takes the keys a file written from it gives its
/// embedded objects, pairing each link (to-one, list position, nested in an embedded object) with the
/// one at the same place in the file, and keeps every link; a file that does not pair up changes nothing.
@Suite struct EmbeddedKeyAdoptionTests {
    /// `dogsSchema`'s people as a written file would give them: each embedded object under `keys[street]`
    /// (`Geo` under 5), `oldAddresses` cut to `keptOld` elements.
    struct WrittenFile: KeyOrderedObjectSource {
        let realm: Realm
        let keys: [String: ObjectKey]
        var keptOld = Int.max
        var schema: Schema { dogsSchema }
        var persistedSchemaVersion: Int64? { nil }

        func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
            let properties = dogsSchema[className]?.persistedProperties ?? []
            try realm.objects(className, where: "TRUEPREDICATE").forEach { object in
                var values = [AnyRealmValue](repeating: .null, count: properties.count)
                for (i, property) in properties.enumerated() where property.name == "address" || property.name == "oldAddresses" {
                    values[i] = rekeyed(try object.value(forKey: property.name))
                }
                try body(ObjectRecord(key: object.key, values: values))
            }
        }

        func rekeyed(_ value: AnyRealmValue) -> AnyRealmValue {
            switch value {
            case .embedded(var object):
                object.values = object.values.map(rekeyed)
                if case .string(let street) = object.values[0] { object.key = keys[street] } else { object.key = 5 }
                return .embedded(object)
            case .list(let items): return .list(items.prefix(keptOld).map(rekeyed))
            default: return value
            }
        }
    }

    func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            try realm.create("Person", value: ["name": "p0", "address": .dictionary(["street": "a", "geo": .dictionary(["lat": .double(1.0), "lon": .double(2.0)])]),
                                               "oldAddresses": .list([.dictionary(["street": "b"]), .dictionary(["street": "c"])])])
            try realm.create("Person", value: ["name": "p1", "address": .dictionary(["street": "d"])])
        }
        return realm
    }

    func streets(_ realm: Realm) throws -> [(String, ObjectKey)] {
        var found: [(String, ObjectKey)] = []
        try realm.objects("Address", where: "TRUEPREDICATE").forEach { object in
            if case .string(let street) = try object.value(forKey: "street") { found.append((street, object.key)) }
        }
        return found
    }

    func people(_ realm: Realm) throws -> [[AnyRealmValue]] {
        var found: [[AnyRealmValue]] = []
        try realm.objects("Person", where: "TRUEPREDICATE").forEach { object in
            found.append([try object.value(forKey: "address"), try object.value(forKey: "oldAddresses")])
        }
        return found
    }

    @Test func theStoreTakesTheFilesKeysAndKeepsEveryLink() throws {
        let realm = try makeRealm()
        let before = try people(realm)
        let file = WrittenFile(realm: realm, keys: ["a": 10, "b": 12, "c": 11, "d": 13])
        #expect(try realm.adoptEmbeddedKeys(of: file))
        #expect(try streets(realm).map { $0.0 } == ["a", "c", "b", "d"])
        #expect(try streets(realm).map { $0.1 } == [10, 11, 12, 13])
        #expect(try realm.objects("Geo", where: "lat == 1.0").first?.key == 5)
        #expect(try people(realm) == before)
        #expect(try realm.objects("Person", where: "address.geo.lat == 1.0 AND oldAddresses.street == 'c'").count == 1)
    }

    @Test func aFileThatDoesNotPairUpChangesNothing() throws {
        let realm = try makeRealm()
        let before = try streets(realm).map { $0.1 }
        var file = WrittenFile(realm: realm, keys: ["a": 10, "b": 12, "c": 11, "d": 13])
        file.keptOld = 1
        #expect(try !realm.adoptEmbeddedKeys(of: file))
        #expect(try streets(realm).map { $0.1 } == before)
    }
}
