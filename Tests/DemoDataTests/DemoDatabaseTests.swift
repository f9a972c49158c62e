import DemoData
import Foundation
import RealmModel
import RealmStore
import Testing

@Suite struct DemoDatabaseTests {
    static let templateNames = DemoTemplate.all.map(\.name)

    @Test func templatesAreTheFourOfTheIssueWithStudioFirst() {
        #expect(Self.templateNames == ["studio", "potions", "dogs", "todo"])
        #expect(DemoTemplate.defaultName == "studio")
    }

    @Test(arguments: templateNames)
    func sameSeedGivesTheSameDump(template: String) throws {
        let (a, _) = try makeDemoRealm(template, objects: 300, seed: 42)
        let (b, _) = try makeDemoRealm(template, objects: 300, seed: 42)
        let (c, _) = try makeDemoRealm(template, objects: 300, seed: 43)
        let dumpA = try canonicalDump(a)
        #expect(dumpA == (try canonicalDump(b)))
        #expect(dumpA != (try canonicalDump(c)))
    }

    @Test(arguments: templateNames)
    func createsExactlyTheRequestedNumberOfObjects(template: String) throws {
        for count in [0, 1, 7, 250] {
            let (realm, _) = try makeDemoRealm(template, objects: count, seed: 1)
            var total = 0
            for objectSchema in realm.schema.objectSchemas where !objectSchema.isEmbedded {
                total += try realm.objects(objectSchema.className).count
            }
            #expect(total == count, "\(template) with \(count)")
        }
    }

    @Test func dogsAreOwnedByThePersonWhoseListHoldsThem() throws {
        let (realm, _) = try makeDemoRealm("dogs", objects: 400, seed: 9)
        var owned = 0, strays = 0
        try realm.objects("Dog").forEach { (dog: DynamicObject) throws in
            let owners = try dog.linkingObjects(ofType: "Person", property: "dogs")
            switch try dog.value(forKey: "owner") {
            case .link(let link):
                #expect(owners.map(\.key) == [link.key].compactMap { $0 })
                owned += 1
            default:
                #expect(owners.isEmpty)
                strays += 1
            }
        }
        #expect(owned > 200 && strays > 0)
    }

    @Test func studioHasEveryPropertyShapeAndSomeEdgeValues() throws {
        let (realm, _) = try makeDemoRealm("studio", objects: 600, seed: 5)
        let allTypes = try #require(realm.schema["AllTypes"])
        for type in [PropertyType.bool, .int, .float, .double, .string, .data, .date, .decimal128, .objectId, .uuid] {
            #expect(allTypes.properties.contains { $0.type == type && $0.collection == nil && !$0.isOptional })
            #expect(allTypes.properties.contains { $0.type == type && $0.collection == nil && $0.isOptional })
            for kind in [CollectionKind.list, .set, .dictionary] {
                #expect(allTypes.properties.contains { $0.type == type && $0.collection == kind })
            }
        }
        let primaryKeyTypes = Set(realm.schema.objectSchemas.compactMap { $0.primaryKeyProperty?.type })
        #expect(primaryKeyTypes == [.int, .string, .objectId, .uuid])
        let dump = try canonicalDump(realm)
        #expect(dump.contains("9223372036854775807") && dump.contains("-9223372036854775808"))
        #expect(dump.contains(EdgeProbe.longString))
        #expect(dump.contains("[]"))
        #expect(dump.contains("null"))
    }
}

enum EdgeProbe {
    static let longString = String(repeating: "0123456789", count: 1_000)
}
