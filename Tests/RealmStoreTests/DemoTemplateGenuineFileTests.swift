import DemoData
import Foundation
import RealmFile
import RealmModel
@testable import RealmStore
import Testing

/// Every demo template, written as a genuine file: Realm Core checks it and
/// dumps exactly the store's canonical dump.
@Suite(.requiresRealmCoreCheck)
struct DemoTemplateGenuineFileTests {
    static let cases: [(String, Int)] = DemoTemplate.all.flatMap { template in [0, 1, 1000].map { (template.name, $0) } }

    @Test(arguments: cases)
    func aDemoStoreBecomesAGenuineFile(_ name: String, _ count: Int) throws {
        let template = try #require(DemoTemplate.named(name))
        let realm = try makeInMemoryRealm(template.schema, version: 2)
        try DemoDatabase.fill(realm, template: template, objectCount: count, seed: 11)
        var expected: [UInt8] = []
        try CanonicalDumpWriter.write(AsInAGenuineFile(base: realm)) { expected += $0 }
        let out = makeTemporaryPath("\(name)-\(count).realm")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: out).deletingLastPathComponent().path) }
        try RealmFileWriter.write(realm, toPath: out)
        let (status, dump, message) = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(status == 0, "\(name) × \(count): realm-core-check refused the file: \(message)")
        #expect(dump == expected, "\(name) × \(count): Realm Core's dump differs from the store's")
    }
}

/// A store's canonical dump as a genuine file of it dumps: no
/// `linkingObjects` (never persisted in a Realm file), mixed properties
/// optional (Realm's only kind).
struct AsInAGenuineFile<Base: CanonicalDumpSource>: CanonicalDumpSource {
    let base: Base
    var schema: Schema {
        Schema(base.schema.objectSchemas.map { objectSchema in
            var copy = objectSchema
            copy.properties = objectSchema.persistedProperties.map { property in
                var property = property
                if property.type == .mixed { property.isOptional = true }
                return property
            }
            return copy
        })
    }
    func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        try base.forEachObject(ofClass: className, body)
    }
    func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
        try base.canonicalLinkValue(className: className, key: key)
    }
}
