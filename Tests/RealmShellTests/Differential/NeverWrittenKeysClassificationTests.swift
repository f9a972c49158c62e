import Foundation
import Testing

/// The differential harness lists a query as meeting the never-written dictionary's `@keys` quirk
/// (Realm Core reads the previous object's key, or null at the start of a search and after each
/// match) where RealmLens's plain answer would differ: against a null literal only by the
/// operators that hold for null against null. A lone condition is answered as Core does
/// (`LeftoverBuffer`); the listing still holds for the others (under `AND`, `OR`, `NOT`).
@Suite struct NeverWrittenKeysClassificationTests {
    static let documentedForms = [
        "ANY dateOptDict.@keys <= Null", "ANY dateOptDict.@keys == nil", "dateOptDict.@keys >= NULL",
        "ANY dateOptDict.@keys =< null", "ANY dateOptDict.@keys LIKE[c] null", "ANY dateOptDict.@keys ==[c] null",
        "ANY dateOptDict.@keys IN {null, 'a'}", "null == ANY dateOptDict.@keys", "nil >= dateOptDict.@keys",
    ]
    static let undocumentedForms = [
        "ANY dateOptDict.@keys < Null", "ANY dateOptDict.@keys > nil", "ANY dateOptDict.@keys BEGINSWITH null",
        "ANY dateOptDict.@keys ENDSWITH null", "ANY dateOptDict.@keys CONTAINS null", "ANY dateOptDict.@keys == 'a'",
        "ANY dateOptDict.@keys IN {'a', 'b'}", "null < ANY dateOptDict.@keys",
        // The keys of a dictionary held in a mixed value are read afresh for every object.
        "ALL anyValue.@keys == 'name'", "anyValue.@keys != 'name'", "anyValue.@keys == nil", "NONE anyValue[*].@keys == 'z'",
    ]

    static func documented(_ query: String) throws -> Bool {
        let fixtures = try #require(RealmCoreDifferentialTests.fixture("alltypes.expected.json"))
        let model = try DumpModel(json: try Data(contentsOf: URL(fileURLWithPath: fixtures)))
        let generator = QueryGenerator(model: model, seed: 1)
        let cls = try #require(model.class("AllTypes"))
        let testCase = DifferentialCase(category: "dictkeys", className: "AllTypes", query: query, ordered: false)
        return generator.documentedDifference(testCase, cls) != nil
    }

    @Test(.requiresFixtures, arguments: documentedForms) func nullHoldingFormsAreListed(query: String) throws {
        #expect(try Self.documented(query))
    }

    @Test(.requiresFixtures, arguments: undocumentedForms) func otherFormsAreNot(query: String) throws {
        #expect(try !Self.documented(query))
    }

    /// Every form, listed or not, is a lone condition against a constant, which RealmLens now answers as
    /// Realm Core does (`LeftoverBuffer`): on `alltypes.realm` (never-written `dateOptDict`s) both
    /// engines agree on all of them, and the harness does not take the listing for these.
    @Test(.requiresRealmCoreCheck, .requiresFixtures) func loneFormsAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let file = try #require(RealmCoreDifferentialTests.fixture("alltypes.realm"))
        let lens = try LensQueryEngine(file: file)
        for query in Self.documentedForms + Self.undocumentedForms {
            let realm = try oracle.answer(file: file, className: "AllTypes", query: query)
            let ours = lens.answer(className: "AllTypes", query: query)
            #expect(realm == ours, "\(query): Realm Core \(realm), RealmLens \(ours)")
        }
        for query in Self.documentedForms {
            #expect(lens.answersLeftoverBuffer(className: "AllTypes", query: query), "\(query)")
        }
    }
}
