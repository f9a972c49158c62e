import RealmModel
import Testing
@testable import RealmStore

/// Realm Core's `TEST(Parser_Mixed)` (test/test_parser.cpp), ported: the
/// same data built through our store, the same queries, the same expected
/// counts as Realm Core asserts.
@Suite struct RealmCoreParserPortTests {
    /// Foo: 100 objects, `int` = i, `mixed` = i, or "String<i>" when i % 4 == 0; then
    /// #15 null, #75 75.0, #28 binary "String2Binary", #25 3.0, #35 decimal 3, #37 an ObjectId.
    /// Origin: 10 objects, the n-th linking (`link`, `mixed`) to Foo #10n and listing Foo #10n…#10n+9
    /// in `links`; then one object with null links.
    static func makeMixedRealm() throws -> (Realm, intOver50: Int, strings: Int) {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Foo", properties: [
                Property(name: "mixed", type: .mixed, isOptional: true),
                Property(name: "int", type: .int),
            ]),
            ObjectSchema(className: "Origin", properties: [
                Property(name: "link", type: .object, isOptional: true, objectClassName: "Foo"),
                Property(name: "mixed", type: .mixed, isOptional: true),
                Property(name: "links", type: .object, collection: .list, objectClassName: "Foo"),
            ]),
        ]))
        var intOver50 = 0, strings = 0
        var keys: [ObjectKey] = []
        try realm.write {
            for i in 0..<100 {
                var value: AnyRealmValue
                if i % 4 != 0 {
                    if i > 50 { intOver50 += 1 }
                    value = .int(Int64(i))
                } else {
                    value = .string("String\(i)")
                    strings += 1
                }
                switch i {
                case 15: value = .null
                case 75: value = .double(75)
                case 28: value = .data(Array("String2Binary".utf8))
                case 25: value = .double(3)
                case 35: value = .decimal128(Decimal128(Int64(3)))
                case 37: value = .objectId(ObjectId(string: "65a1b2c3d4e5f6a7b8c9d0e1")!)
                default: break
                }
                keys.append(try realm.create("Foo", value: ["mixed": value, "int": .int(Int64(i))]).key)
            }
            for n in 0..<10 {
                let first = AnyRealmValue.link(ObjectLink(className: "Foo", key: keys[n * 10]))
                try realm.create("Origin", value: [
                    "link": first, "mixed": first,
                    "links": .list((0..<10).map { .link(ObjectLink(className: "Foo", key: keys[n * 10 + $0])) }),
                ])
            }
            try realm.create("Origin", value: [:])
        }
        return (realm, intOver50, strings)
    }

    @Test func parserMixed() throws {
        let (realm, intOver50, nbStrings) = try Self.makeMixedRealm()
        let cases: [(String, String, Int)] = [
            ("Foo", "mixed > 50", intOver50),
            ("Foo", "mixed >= 50", intOver50 + 1),
            ("Foo", "mixed <= 50", 100 - intOver50 - nbStrings - 2),
            ("Foo", "mixed < 50", 100 - intOver50 - nbStrings - 3),
            ("Foo", "mixed < 50 || mixed > 50", 100 - nbStrings - 3),
            ("Foo", "mixed != 50", 99),
            ("Foo", "mixed == null", 1),
            ("Foo", "mixed != null", 99),
            ("Foo", "mixed beginswith 'String2'", 2),
            ("Foo", "mixed beginswith bin('String2')", 1),
            ("Foo", "mixed beginswith B64\"U3RyaW5nMg==\"", 2),
            ("Foo", "mixed beginswith bin(B64\"U3RyaW5nMg==\")", 1),
            ("Foo", "mixed contains \"trin\"", 24),
            ("Foo", "mixed contains bin(\"trin\")", 1),
            ("Foo", "mixed like \"Strin*\"", 24),
            ("Foo", "mixed like bin(\"Strin*\")", 1),
            ("Foo", "mixed endswith \"4\"", 5),
            ("Foo", "mixed endswith bin(\"4\")", 0),
            ("Foo", "mixed endswith bin(\"Binary\")", 1),
            ("Foo", "mixed.@size > 7", 22),
            ("Foo", "mixed == oid(65a1b2c3d4e5f6a7b8c9d0e1)", 1),
            ("Foo", "mixed == \"String2Binary\"", 0),
            ("Foo", "mixed == \"String4\"", 1),
            ("Foo", "mixed == bin(\"String2Binary\")", 1),
            ("Foo", "mixed ==[c] \"string2binary\"", 0),
            ("Foo", "mixed ==[c] \"string4\"", 1),
            ("Foo", "mixed ==[c] binary(\"string2binary\")", 1),
            ("Foo", "mixed !=[c] \"string2binary\"", 100),
            ("Foo", "mixed !=[c] \"string4\"", 99),
            ("Foo", "mixed !=[c] bin(\"string2binary\")", 99),
            ("Foo", "mixed == \"String48\"", 1),
            ("Foo", "mixed == 3.0", 3),
            ("Foo", "mixed == NULL", 1),
            ("Origin", "links.mixed > 50", 5),
            ("Origin", "links.mixed beginswith[c] \"string\"", 10),
            ("Origin", "links.mixed beginswith[c] bin(\"string\")", 1),
            ("Origin", "link.mixed > 50", 2),
            ("Origin", "link.mixed beginswith[c] \"string\"", 5),
            ("Origin", "link.mixed beginswith[c] bin(\"string\")", 0),
            ("Origin", "link == NULL", 1),
            ("Origin", "link.mixed == NULL", 1),
            ("Origin", "links.mixed == NULL", 1),
            ("Foo", "mixed == int", 71),
            ("Origin", "mixed == link", 10),
            ("Origin", "ALL links.mixed != NULL && links.@size > 0", 9),
        ]
        for (className, text, expected) in cases {
            do {
                let count = try realm.objects(className, where: text).count
                if count != expected { Issue.record("\(className): \(text): Realm Core counts \(expected), got \(count)") }
            } catch {
                Issue.record("\(className): \(text): \(error)")
            }
        }
    }
}
