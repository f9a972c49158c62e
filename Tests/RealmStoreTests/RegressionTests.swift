import RealmModel
@testable import RealmStore
import Testing

/// One test per bug fixed, named for the behaviour.
@Suite struct RegressionTests {
    @Test func removingALinkFromAListOrSetRemovesIt() throws {
        let realm = try makeInMemoryRealm(dogsSchema)
        try realm.write {
            let rex = try realm.create("Dog", value: ["id": .int(1), "name": .string("Rex")])
            let ace = try realm.create("Dog", value: ["id": .int(2), "name": .string("Ace")])
            let jane = try realm.create("Person", value: ["name": .string("Jane")])
            for name in ["dogs", "favorites"] {
                let collection = try jane.collection(name)
                try collection.append(.link(ObjectLink(className: "Dog", key: rex.key)))
                try collection.append(.link(ObjectLink(className: "Dog", key: ace.key)))
                #expect(try collection.contains(.link(ObjectLink(className: "Dog", key: rex.key))))
                try collection.remove(.link(ObjectLink(className: "Dog", key: rex.key)))
                #expect(try collection.elements() == [.link(ObjectLink(className: "Dog", key: ace.key))], "\(name)")
            }
        }
    }
}

@Suite struct ImportValidationTests {
    static let schemaText = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"b","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"B"},{"name":"bs","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"B"}]},{"name":"B","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"A":["#

    @Test("an $index past the target class's objects is refused", arguments: [
        #"{"b":{"$index":2},"bs":[]}"#, #"{"b":null,"bs":[{"$index":0},{"$index":5}]}"#,
    ])
    func danglingIndexLinksAreRefused(object: String) throws {
        let realm = try makeInMemoryRealm()
        let dump = Self.schemaText + object + #"],"B":[{"n":1},{"n":2}]}}"# + "\n"
        #expect(throws: RealmError.self) { try realm.importCanonicalDump(from: MemoryByteInput(dump)) }
        #expect(realm.schema.objectSchemas.isEmpty)
    }

    @Test func validIndexLinksImport() throws {
        let realm = try makeInMemoryRealm()
        let dump = Self.schemaText + #"{"b":{"$index":1},"bs":[{"$index":0},{"$index":1},{"$index":0}]}],"B":[{"n":1},{"n":2}]}}"# + "\n"
        try realm.importCanonicalDump(from: MemoryByteInput(dump))
        var again: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { again += $0 }
        #expect(String(decoding: again, as: UTF8.self) == dump)
    }
}
