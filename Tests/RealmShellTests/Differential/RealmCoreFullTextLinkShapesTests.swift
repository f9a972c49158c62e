import Foundation
@testable import RealmShell
import Testing

/// `TEXT` through the link shapes RealmLens refused or answered otherwise, judged by Realm Core on copies
/// of `links.realm` our writer adds to (`Note.text` has a full-text index): a dictionary of links
/// (`d.text`, `d.@values.text`), an index or key on a list or dictionary of links (Core ignores it:
/// `notes[0].text`, `d['zz'].text` search every linked note), backlinks (`@links.Note.next.text`), and an
/// exclusion-only search through a null link to an *optional* full-text property (`one.text TEXT '-fox'`).
@Suite(.serialized) struct RealmCoreFullTextLinkShapesTests {
    // links.realm's notes: 0 "The quick brown fox…", 1 "Realm is…", 2 "Fjords…", 4 "", 5 "Dogs and foxes…".
    static let dictionaryScript = """
        .create-class Shelf {id: int} --primary-key id
        .alter Shelf add d Map<String,Note>
        .alter Shelf add one Note?
        .alter Shelf add notes List<Note>
        .alter Note add next Note?
        create Shelf {id: 1, d: {a: Note[0]}, one: Note[0], notes: [Note[0]]}
        create Shelf {id: 2, d: {a: Note[0], b: Note[1]}, notes: [Note[2], Note[1]]}
        create Shelf {id: 3, d: {a: Note[1], b: Note[2], c: null}, one: Note[1]}
        create Shelf {id: 4, d: {}}
        create Shelf {id: 5, d: {a: Note[5], n: null}}
        create Shelf {id: 6, d: {n: null}}
        update Note[1] set next = Note[0]
        update Note[2] set next = Note[0]
        update Note[5] set next = Note[1]
        """

    static let shelfQueries = [
        "d.text TEXT 'fox'", "d.text TEXT '-fox'", "ANY d.text TEXT 'fox'", "ALL d.text TEXT 'fox'", "NONE d.text TEXT 'fox'",
        "d.text TEXT '-realm'", "d.@values.text TEXT '-fox'", "d.text TEXT 'fo*'", "d.text TEXT '-fo*'", "NOT d.text TEXT 'fox'",
        "d.text TEXT 'fox' OR one.text TEXT 'realm'", "d['a'].text TEXT '-fox'", "d['b'].text TEXT 'realm'",
        "d['zz'].text TEXT '-fox'", "d.a.text TEXT '-fox'", "notes[0].text TEXT 'realm'", "notes[LAST].text TEXT '-fox'",
    ]

    @Test(.requiresFixtures, .requiresRealmCoreCheck) func dictionariesAndSubscriptsAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = try Self.copyOfLinks(named: "text-shapes.realm", adding: Self.dictionaryScript, in: scratch)
        try RealmCoreFullTextTests().expectSame(oracle: oracle, file: path, queries: Self.shelfQueries.map { ("Shelf", $0) })
    }

    /// Through backlinks Realm Core goes back along the forward link of each matching note, and a null
    /// one lands in its answer as a null key (no object): RealmLens answers the objects alone.
    @Test(.requiresFixtures, .requiresRealmCoreCheck) func backlinksAnswerRealmCoresObjects() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = try Self.copyOfLinks(named: "text-backlinks.realm", adding: Self.dictionaryScript, in: scratch)
        let lens = try LensQueryEngine(file: path)
        let queries = [
            "@links.Note.next.text TEXT 'realm'", "@links.Note.next.text TEXT '-realm'", "@links.Note.next.text TEXT 'fjords'",
            "NONE @links.Note.next.text TEXT 'fjords'", "@links.Note.next.text TEXT 'fox'", "@links.Note.next.text TEXT '-zzz'",
        ]
        for query in queries {
            let core = try oracle.answer(file: path, className: "Note", query: query)
            let ours = lens.answer(className: "Note", query: query)
            guard case .objects(let a) = core, case .objects(let b) = ours else {
                Issue.record("\(query)\n    Realm Core: \(core)\n    RealmLens:  \(ours)")
                continue
            }
            #expect(a.filter { $0 != "null" }.sorted() == b.sorted(), "\(query)\n    Realm Core: \(core)\n    RealmLens:  \(ours)")
        }
    }

    /// `Note.text` made optional (`.alter Note optional text`): Realm Core never finds a shelf whose
    /// `one` is null, even for a search that only excludes words (a null text has no words).
    @Test(.requiresFixtures, .requiresRealmCoreCheck) func optionalPropertyThroughANullLinkAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let script = """
            .alter Note optional text
            .create-class Shelf {id: int} --primary-key id
            .alter Shelf add one Note?
            .alter Shelf add notes List<Note>
            create Note {text: null}
            create Shelf {id: 1, one: Note[0], notes: [Note[0]]}
            create Shelf {id: 2, notes: [Note[6]]}
            create Shelf {id: 3, one: Note[1], notes: []}
            create Shelf {id: 4, one: Note[6], notes: [Note[6], Note[1]]}
            """
        let path = try Self.copyOfLinks(named: "text-optional.realm", adding: script, in: scratch)
        let queries = ["one.text TEXT '-fox'", "one.text TEXT '-zzz'", "one.text TEXT 'fox'", "NOT one.text TEXT 'fox'",
                       "one.text TEXT '-fox' OR id == 2", "notes.text TEXT '-fox'"]
        try RealmCoreFullTextTests().expectSame(oracle: oracle, file: path, queries: queries.map { ("Shelf", $0) })
        try RealmCoreFullTextTests().expectSame(oracle: oracle, file: path, queries: [("Note", "text TEXT '-zzz'")])
    }

    /// A writable copy of `links.realm` in `scratch` after our writer ran `script` on it.
    static func copyOfLinks(named name: String, adding script: String, in scratch: ScratchDirectory) throws -> String {
        let path = try RealmCoreFullTextTests.writableCopyOfLinks(named: name, in: scratch)
        let outcome = run(["exec", path, "-c", script])
        try #require(outcome.exitCode == .success, "\(outcome.stderr)")
        return path
    }
}
