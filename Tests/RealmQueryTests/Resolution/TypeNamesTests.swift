import RealmModel
import RealmQuery
import Testing

/// One vocabulary of types: Realm's `@type` spellings are accepted, and
/// everything printed uses the canonical dump's spelling (`PropertyType`).
@Suite struct TypeNamesTests {
    @Test(arguments: [
        ("timestamp", "date"), ("Date", "date"), ("decimal128", "decimal"), ("decimal", "decimal"),
        ("binary", "data"), ("bindata", "data"), ("Integer", "int"), ("objectId", "objectId"), ("link", "object"),
    ])
    func realmSpellingsMeanTheVocabularysNames(spelling: String, name: String) {
        #expect(TypeNames.canonical(spelling) == name)
    }

    @Test func everyTypeNameIsSpelledAsTheCanonicalDumpSpellsIt() {
        let values: [AnyRealmValue] = [.bool(true), .int(1), .float(1), .double(1), .string("s"), .data([1]),
                                       .date(Timestamp(seconds: 0, nanoseconds: 0)), .decimal128(Decimal128(Int64(1))),
                                       .objectId(ObjectId(string: "507f1f77bcf86cd799439011")!)]
        #expect(values.map(\.typeName) == ["bool", "int", "float", "double", "string", "data", "date", "decimal", "objectId"])
        #expect(values.map { ValueType($0).description } == values.map(\.typeName))
        #expect(TypeNames.numeric == ["int", "float", "double", "decimal"])
    }
}
