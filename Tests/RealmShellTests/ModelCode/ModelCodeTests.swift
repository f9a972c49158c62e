import Foundation
import RealmModel
@testable import RealmShell
import Testing

/// `schema --format LANGUAGE`: the model classes of every SDK, pinned by
/// golden files (`Golden/NAME.EXT`) for the shared fixtures and for a schema
/// of awkward names with backlinks. `REALMLENS_UPDATE_GOLDEN=1 swift test
/// --filter ModelCodeTests` rewrites them.
@Suite struct ModelCodeTests {
    @Test(.requiresFixtures,
          arguments: ModelCodeSamples.fixtureNames)
    func fixtureModelCodeMatchesGoldenFiles(fixture: String) throws {
        for language in ModelCodeLanguage.allCases {
            let outcome = run(["schema", try ModelCodeSamples.fixturePath(fixture), "--format", language.rawValue])
            #expect(outcome.exitCode == .success, "\(language): \(outcome.stderr)")
            try ModelCodeSamples.expectGolden(outcome.stdout, named: "\(fixture).\(ModelCodeSamples.fileExtension(language))")
        }
    }

    @Test func awkwardNamesAndBacklinksMatchGoldenFiles() throws {
        for language in ModelCodeLanguage.allCases {
            let code = language.render(ModelCodeSamples.awkwardSchema, fileBaseName: "awkward")
            try ModelCodeSamples.expectGolden(code, named: "awkward.\(ModelCodeSamples.fileExtension(language))")
        }
    }

    /// Regression: stored names went into string literals and comments with
    /// only `\\`, `"` and `\n` escaped: a CR or terminal escape stayed raw
    /// (Swift and Java refuse it in a literal; the terminal ran it), Kotlin
    /// and Dart read `$b` as interpolation, and a line break in a class name
    /// ended the backlink comment and made code of the rest.
    @Test func hostileNamesAreEscapedInEveryLanguage() throws {
        for language in ModelCodeLanguage.allCases {
            let code = language.render(ModelCodeSamples.hostileSchema, isGenuineFile: true, fileBaseName: "hostile")
            try ModelCodeSamples.expectGolden(code, named: "hostile.\(ModelCodeSamples.fileExtension(language))")
            let raw = code.unicodeScalars.filter { $0 != "\n" && CodeLiteral.needsEscape($0) }
            #expect(raw.isEmpty, "\(language) shows \(raw.map { String($0.value, radix: 16) }) raw")
            #expect(code.contains("links to Pe\\nrson' come from"), "\(language)")
        }
        #expect(ModelCodeLanguage.kotlin.render(ModelCodeSamples.hostileSchema).contains(#"@PersistedName("a\$b")"#))
        #expect(ModelCodeLanguage.java.render(ModelCodeSamples.hostileSchema).contains(#"@RealmField(name = "cr\r\033[2J\t\000")"#))
        #expect(ModelCodeLanguage.swift.render(ModelCodeSamples.hostileSchema).contains(#""rtl_x_y_": "rtl\u{202e}x\u{2028}y\u{85}""#))
    }

    @Test func genuineFileNamesTheLinksInsteadOfDroppingBacklinks() throws {
        let code = ModelCodeLanguage.kotlin.render(ModelCodeSamples.awkwardSchema, isGenuineFile: true)
        #expect(code.contains("// links to Person come from: Dog.owner, Person.friends."))
        // Our store's schema declares them, so they are declared, not commented.
        let fromStore = ModelCodeLanguage.kotlin.render(ModelCodeSamples.awkwardSchema)
        #expect(fromStore.contains("val followers: RealmResults<Person> by backlinks(Person::friends)"))
        #expect(!fromStore.contains("are not in a Realm file"))
    }

    @Test func unknownFormatIsAUsageError() {
        let outcome = run(["schema", "x.realm", "--format", "cobol"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.stderr.contains("kotlin"))
    }

    @Test func studioSchemaTakesAFormat() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("dogs.realm")
        #expect(run(["demo", path, "--template", "dogs", "--objects", "3", "--to", "store"]).exitCode == .success)
        let outcome = run(["exec", path, "-c", ".schema Dog --format dart"])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("@RealmModel()\nclass _Dog {"))
        #expect(outcome.stdout.contains("part 'dogs.realm.dart';"))
        #expect(!outcome.stdout.contains("class _Person"))
    }
}
