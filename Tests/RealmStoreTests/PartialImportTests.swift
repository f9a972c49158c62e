import Foundation
import RealmModel
@testable import RealmStore
import Testing

/// Partial imports: what a compiled query reads, copying only that, and
/// the selection a store records (the query cache's validation reads it back).
@Suite struct PartialImportTests {
    /// A query's selection: the columns and side tables its SQL names, and
    /// embedded classes with the properties holding them.
    @Test func selectionIsWhatTheSQLReads() throws {
        let realm = try makeInMemoryRealm()
        try realm.createClasses(dogsSchema)
        func selection(_ className: String, _ query: String) throws -> [String: Set<String>] {
            realm.selection(readBy: try realm.objects(className, where: query).fragment).properties
        }
        #expect(try selection("Dog", "age > 3") == ["Dog": ["age"]])
        #expect(try selection("Dog", "owner.name == 'Tim' SORT(name ASC)")["Person"] == ["name"])
        #expect(try selection("Person", "dogs.@count > 1") == ["Person": ["dogs"]])
        // An embedded class comes with the properties holding it, up to its top-level owner.
        let embedded = try selection("Person", "address.geo.lat > 0")
        #expect(embedded["Geo"] == ["lat"])
        #expect(embedded["Address"]?.contains("geo") == true)
        #expect(embedded["Person"]?.isSuperset(of: ["address", "oldAddresses"]) == true)
    }

    /// Identifiers inside single-quoted literals never count.
    @Test func quotedIdentifiersSkipStringLiterals() {
        #expect(Realm.quotedIdentifiers(in: #"SELECT t."a""b" FROM "class_X" t WHERE typeof(t."c") = 'x"y"' "#) == ["a\"b", "class_X", "c"])
    }

    @Test func selectionTextRoundTripsAnyName() throws {
        let selection = ImportSelection(["Odd\tclass": ["50%", "new\nline", "plain"], "Empty": []])
        #expect(ImportSelection(text: selection.text) == selection)
        #expect(ImportSelection(text: "A\tb%zz") == nil)
        #expect(selection.contains(ImportSelection(["Empty": [], "Odd\tclass": ["plain"]])))
        #expect(!selection.contains(ImportSelection(["Other": []])))
        #expect(selection.union(ImportSelection(["Empty": ["x"]])).properties["Empty"] == ["x"])
    }

    /// Only the selected properties are copied, keys kept; the query answers as on a full copy.
    @Test func importCopiesTheSelectionWithItsKeys() throws {
        let realm = try makeInMemoryRealm()
        try realm.createClasses(dogsSchema)
        let results = try realm.objects("Dog", where: "age > 3")
        let selection = realm.selection(readBy: results.fragment)
        try realm.importObjects(selection: selection, sourceTag: "test") { className, _, body in
            #expect(className == "Dog")
            try body([7, 9, 12], [[.int(1), .int(2), .int(3)], [], [.int(2), .int(5), .null], []])
        }
        var keys: [ObjectKey] = []
        try results.forEachKey { keys.append($0); return true }
        #expect(keys == [9])
        #expect(try realm.partialImport()?.selection == selection)
        #expect(try realm.partialImport()?.sourceTag == "test")
    }
}
