import RealmModel
import Testing
@testable import RealmStore

/// `create` refuses a to-one link naming no object, with one error naming
/// the class and key, and inserts nothing: a link to the class itself, to
/// another class, by key or by primary key; a null link and a link to an
/// existing object are kept. The INSERT checks the link itself
/// (`ClassInfo.linkCheckedInsertStatement`), so these pin the same answers
/// the separate look-up before the INSERT gave.
@Suite struct CreateLinkTargetTests {
    static func makeRealm() throws -> Realm {
        try makeInMemoryRealm(Schema([
            ObjectSchema(className: "City", primaryKey: "id", properties: [Property(name: "id", type: .int, isIndexed: true)]),
            ObjectSchema(className: "Item", properties: [
                Property(name: "id", type: .int),
                Property(name: "previous", type: .object, isOptional: true, objectClassName: "Item"),
                Property(name: "city", type: .object, isOptional: true, objectClassName: "City"),
                Property(name: "tag", type: .mixed, isOptional: true),
            ]),
        ]))
    }

    static func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    @Test func linkNamingNoObjectIsRefusedAndNothingInserted() throws {
        let realm = try Self.makeRealm()
        try realm.write {
            _ = try realm.create("City", values: [.int(7)])
            let first = try realm.create("Item", values: [.int(1), .null, .null, .null]).key
            let second = try realm.create("Item", values: [.int(2), .link(ObjectLink(className: "Item", key: first)),
                                                           .link(ObjectLink(className: "City", key: 1)), .string("x")]).key
            #expect(Self.message { _ = try realm.create("Item", values: [.int(3), .link(ObjectLink(className: "Item", key: 99)), .null, .null]) }
                == "no object of class 'Item' with key 99")
            #expect(Self.message { _ = try realm.create("Item", values: [.int(4), .link(ObjectLink(className: "Item", key: second)),
                                                                         .link(ObjectLink(className: "City", key: 5)), .null]) }
                == "no object of class 'City' with key 5")
            #expect(Self.message {
                _ = try realm.create("Item", values: [.int(5), .null, .link(ObjectLink(className: "City", primaryKey: .int(8))), .null])
            } != nil)
            let third = try realm.create("Item", values: [.int(6), .link(ObjectLink(className: "Item", key: second)),
                                                          .link(ObjectLink(className: "City", primaryKey: .int(7))), .null]).key
            _ = third
        }
        #expect(try realm.objects("Item").count == 3)
        #expect(try matchingIDs(realm, "Item", where: "previous.id == 2") == [6])
        #expect(try matchingIDs(realm, "Item", where: "city.id == 7") == [2, 6])
    }
}
