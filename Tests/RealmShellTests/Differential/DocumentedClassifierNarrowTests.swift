import Foundation
import Testing

/// The differential run takes a difference as listed ("documented") only for the exact form the README
/// names; every other form must fail the run, so a real bug beside a listed quirk shows. Before,
/// `ALL`/`NONE` or any `!=` anywhere in a query with a dictionary's `@keys`, `link.d.@keys` and
/// `links.d.@keys` too, passed as the never-written dictionary's quirk and hid a real bug for
/// many sessions.
@Suite struct DocumentedClassifierNarrowTests {
    static let schema = CanonicalDump([
        DumpClass("Owner", properties: [
            DumpProperty("id", .int), DumpProperty("s", .string, optional: true), DumpProperty("pic", .data, optional: true),
            DumpProperty("m", .mixed, optional: true), DumpProperty("il", .int, .list), DumpProperty("d", .string, optional: true, .dictionary),
            .link("link", to: "Owner"), .link("links", to: "Owner", .list),
        ]),
    ]).json

    static func note(_ query: String) throws -> String? {
        let model = try DumpModel(json: Data(schema.utf8))
        let cls = try #require(model.class("Owner"))
        let testCase = DifferentialCase(category: "narrow", className: "Owner", query: query, ordered: false)
        return QueryGenerator(model: model, seed: 1).documentedDifference(testCase, cls)
    }

    /// The README's forms: a never-written dictionary's `@keys`, `@size` of a mixed value with no size,
    /// an index past the end of a list of values, each where the null Realm Core reads then holds;
    /// `B64"…"` against binary; backslash escapes.
    static let listed: [(String, String)] = [
        ("d.@keys != 'a'", QueryGenerator.leftoverKeysNote),
        ("ALL d.@keys != 'a' AND id > 3", QueryGenerator.leftoverKeysNote),
        ("id > 3 OR ANY d.@keys == nil", QueryGenerator.leftoverKeysNote),
        ("NOT (d.@keys <> s)", QueryGenerator.leftoverKeysNote),
        ("nil >= ANY d.@keys", QueryGenerator.leftoverKeysNote),
        ("d.@keys IN {'x', nil}", QueryGenerator.leftoverKeysNote),
        ("m.@size != 5 AND id > 1", QueryGenerator.leftoverSizeNote),
        ("link.m.@count == nil", QueryGenerator.leftoverSizeNote),
        ("il[1] != 4 OR id == 2", QueryGenerator.leftoverIndexNote),
        ("ANY il[2] == NULL", QueryGenerator.leftoverIndexNote),
        ("pic == B64\"AQID\"", "bare B64\"…\" literals compare with binary properties"),
        ("ANY links.pic IN {B64\"AQID\", nil}", "bare B64\"…\" literals compare with binary properties"),
        ("s == 'it\\'s'", "backslash escapes in string literals"),
    ]

    /// Forms beside them that Realm Core answers as it answers any other query: a difference here is real.
    static let notListed = [
        // @keys through a link is one group per linked object in both (the bug this hid).
        "link.d.@keys != 'a'", "ALL links.d.@keys != 'b'", "NONE links.d.@keys == 'a'", "ANY link.d.@keys == nil",
        // ALL/NONE, or a `!=` elsewhere in the query, is not the quirk: the leftover value did not match.
        "ALL d.@keys == 'a'", "NONE d.@keys BEGINSWITH 'x'", "ANY d.@keys == 'a' AND id != 3",
        "d.@keys != nil", "d.@keys < 'a'", "d.@keys.@count != 2",
        "m.@size > 2", "m.@size == 3 OR s != 'a'", "m.@size * 2 != 4",
        "il[1] > 4", "il[1] == 4 AND s != 'a'", "il[0] != 4",
        // B64 against a string is a string in both.
        "s == B64\"AQID\"", "s BEGINSWITH B64\"AQ\"",
        // A key on a link held by a mixed value is read as Core reads it ("Where we follow Realm Core").
        "m['name'] == 'a'", "m.name == 'a'",
    ]

    @Test(arguments: listed) func listedFormsKeepTheirNote(query: String, note: String) throws {
        #expect(try Self.note(query) == note, "\(query)")
    }

    @Test(arguments: notListed) func otherFormsFailTheRun(query: String) throws {
        #expect(try Self.note(query) == nil, "\(query)")
    }
}
