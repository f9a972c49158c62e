import RealmModel
import Testing

@Suite struct PropertyTests {
    @Test("a mixed property is optional whatever a schema declares: Realm has no required mixed", arguments: [nil, CollectionKind.list, .set, .dictionary])
    func mixedIsAlwaysOptional(collection: CollectionKind?) throws {
        let declaredRequired = Property(name: "value", type: .mixed, collection: collection, isOptional: false)
        #expect(declaredRequired.isOptional)
        let source = try MemoryDumpSource(dump: Array("""
            {"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"m","type":"mixed","optional":false,"indexed":false,"collection":null}]}],"objects":{"A":[]}}

            """.utf8))
        #expect(String(decoding: try dumpText(source), as: UTF8.self).contains(#""type":"mixed","optional":true"#))
    }

    @Test func otherTypesKeepTheirOptionality() {
        #expect(!Property(name: "n", type: .int).isOptional)
        #expect(Property(name: "n", type: .int, isOptional: true).isOptional)
    }
}
