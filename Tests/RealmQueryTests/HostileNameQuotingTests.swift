import RealmModel
import Testing
@testable import RealmQuery

/// A class name from the schema is quoted by the one quoter in resolution
/// messages: a quote or a line break in it is escaped, so it cannot end the
/// quotation early or forge a line of output.
@Suite struct HostileNameQuotingTests {
    let resolver = QueryResolver(schema: Schema([
        ObjectSchema(className: "Pet", properties: [
            Property(name: "owner", type: .object, isOptional: true, objectClassName: "it's\nok"),
        ]),
        ObjectSchema(className: "it's\nok", properties: [Property(name: "name", type: .string)]),
    ]))

    @Test func classWithoutPrimaryKeyIsQuotedInObjMessage() {
        let error = #expect(throws: QueryError.self) {
            try resolver.resolve(#"owner == obj('it\'s\nok', 1)"#, className: "Pet")
        }
        #expect(error?.message == #"class 'it\'s\nok' has no primary key, so obj('it\'s\nok', …) cannot name an object"#)
    }
}
