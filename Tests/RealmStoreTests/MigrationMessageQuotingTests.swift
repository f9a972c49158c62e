import RealmModel
import Testing
@testable import RealmStore

/// Names in migration messages go through the one quoter: a property name
/// with a quote or a line break is escaped, so the message stays one line
/// whose quotations end where the name ends.
@Suite struct MigrationMessageQuotingTests {
    @Test func hostilePropertyNameIsEscapedInPrimaryKeyRefusal() throws {
        let note = ObjectSchema(className: "Note", properties: [Property(name: "id", type: .int)])
        let realm = try Realm(configuration: .init(path: makeTemporaryPath("notes.realm"), schema: Schema([note])))
        #expect(throws: RealmError.invalidSchema(#"property 'Note.x\'\n' cannot be a primary key"#)) {
            try realm.migrate([.changePrimaryKey(className: "Note", propertyName: "x'\n")])
        }
    }
}
