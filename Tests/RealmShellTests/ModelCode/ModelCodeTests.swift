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
