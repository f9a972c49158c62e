import Foundation
@testable import RealmShell
import Testing

/// `TEXT` judged by Realm Core itself: a copy of `links.realm` (whose
/// `Note.text` has a full-text index) given notes written by RealmLens's own
/// writer — accents, upper case, Latin-1 beyond accents (`ß`, `æ`, `×`),
/// scripts beyond Latin-1, emoji, digits, punctuation, repeated and
/// over-long words — is asked the same full-text searches by Realm Core
/// (`realm-core-check query`) and by RealmLens: words, prefixes (`w*`),
/// exclusions (`-w`), letter case, and the searches Realm Core refuses.
/// Both must find the same notes, or both refuse. Realm Core also checks the
/// full-text index our writer made (it answers from that index).
@Suite(.serialized) struct RealmCoreFullTextTests {
    static let texts: [String] = [
        "Crème brûlée à la française", "CRÈME Brulee", "naïve café résumé", "Ærø Øresund Ångström",
        "straße STRASSE", "Þorn ðe ÿes", "2×3 equals 6", "a ÷ b", "×", "÷÷ ends",
        "Version 2.0.1 released", "abc123 123abc", "e-mail well-known", "hello, world! HELLO.",
        "foo_bar foo.bar", "日本語 テキスト mixed with English", "emoji 🎉 party🎉time", "Ελληνικά λέξεις",
        "русский текст", "ĉapelo ŝipo", "tab\tseparated words", "dup dup dup word",
        String(repeating: "a", count: 70), String(repeating: "a", count: 64) + "bbb",
        String(repeating: "x", count: 63) + "é", String(repeating: "y", count: 63) + "ß", "ÀÉÎÕÜ àéîõü",
        "quick quicker quickest", "pre-fix prefix prefixes", "ｆｕｌｌｗｉｄｔｈ", "cafe\u{301} decomposed",
        "ﬁne ligature", "İstanbul ıle", "123", "0", "", "   ", "...!!!", "x", "MiXeD CaSe WoRdS", "abbæxyz abcæ",
    ]

    /// Words searched for, each in several forms (`searches`).
    static let words: [String] = [
        "quick", "QUICK", "creme", "crème", "CRÈME", "brulee", "brûlée", "naive", "naïve", "cafe", "café",
        "ærø", "aero", "øresund", "ÅNGSTRÖM", "angstrom", "straße", "strasse", "STRAßE", "þorn", "ðe", "ÿes",
        "yes", "23", "2", "3", "a", "b", "version", "0", "1", "abc123", "123", "mail", "e", "well", "hello",
        "world", "foo", "bar", "日本語", "english", "emoji", "party", "time", "ελληνικά", "ĉapelo", "capelo",
        "apelo", "tab", "separated", "dup", "word", String(repeating: "a", count: 64),
        String(repeating: "a", count: 70), String(repeating: "a", count: 65), String(repeating: "x", count: 63) + "e",
        String(repeating: "y", count: 63), "aeiou", "quicker", "prefix", "pre", "fix", "dog", "fox", "foxes",
        "realm", "is", "red", "東京タワー", "stanbul", "le", "ne", "mixed", "case", "fine",
    ]

    static let specials: [String] = [
        "", "   ", "*", "-", "!!", "×", "!! -", "÷ ×", "foo-bar", "quick -quick", "qu* -quick", "a*b", "*a", "qu*ck",
        "q\u{3000}uick", "quick\tfox", "--dog", "- dog", "dog-", "-dog-", "quick* quick", "fox* -foxes",
        "é", "É*", "(dog)", "dog.", ".dog", "dog,fox", "-qu*", "-dup dup*", "dup -dup*", "a* -a", "a -a*",
        "party🎉time", "🎉", "quick -", "- -", "*-", "2.0", "v*", "-the -dog", "the quick brown",
        "\u{00A0}dog", "dog\u{00A0}", "ß*", "stra*", "Ω", "ΩΩ dog", "abcæ*", "abbæ*", "abc*", "abcæx*", "æ*", "Æ*",
    ]

    static var searches: [String] {
        var all: [String] = []
        for w in words { all += [w, w + "*", "-" + w, w.uppercased(), "dog -" + w, w + " quick*"] }
        return all + specials
    }

    /// A studio string literal: backslashes and single quotes escaped.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// An RQL string literal (a tab stays a tab: Realm Core reads `\\t` in a TEXT search as `\\` and `t`).
    static func rql(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    @Test(.requiresFixtures, .requiresRealmCoreCheck) func fullTextSearchesAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = try Self.writableCopyOfLinks(named: "notes.realm", in: scratch)
        let creates = Self.texts.map { "create Note {text: \(Self.quoted($0))}" }.joined(separator: "\n")
        let outcome = run(["exec", path, "-c", creates])
        #expect(outcome.exitCode == .success, "\(outcome.stderr)")
        // Realm Core checks the file and its full-text index before it answers anything.
        let (code, _, err) = try RealmCoreCheck.run(["dump", path])
        try #require(code == 0, "Realm Core refused the file with the new notes: \(err)")

        let lens = try LensQueryEngine(file: path)
        var compared = 0, refusedByBoth = 0
        for search in Self.searches {
            let query = "text TEXT \(Self.rql(search))"
            let realm = try oracle.answer(file: path, className: "Note", query: query)
            let ours = lens.answer(className: "Note", query: query)
            compared += 1
            switch (realm, ours) {
            case (.refused, .refused): refusedByBoth += 1
            case (.objects(let a), .objects(let b)):
                #expect(a.sorted() == b.sorted(), "\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            default:
                Issue.record("\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            }
        }
        print("TEXT: \(compared) searches compared with Realm Core, \(refusedByBoth) refused by both")
        #expect(refusedByBoth > 5 && refusedByBoth < compared / 4)
    }

    /// TEXT inside larger predicates: negated, combined, on properties without a full-text index, with arguments.
    @Test(.requiresFixtures, .requiresRealmCoreCheck) func fullTextInPredicatesAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let source = try #require(RealmCoreDifferentialTests.fixture("links.realm"))
        let queries: [(String, String)] = [
            ("Note", "NOT text TEXT 'dog'"), ("Note", "text TEXT 'dog' OR text TEXT 'red'"),
            ("Note", "text TEXT 'and' AND text TEXT '-dogs'"), ("Note", "text TEXT 'and' AND NOT text TEXT 'fjords'"),
            ("Note", "text TEXT '-dog' SORT(text ASC)"), ("Note", "text TEXT 'is' LIMIT(1)"),
            ("Note", "TRUEPREDICATE AND text TEXT 'quick'"), ("Note", "text text 'quick'"), ("Note", "text Text 'QUICK'"),
            ("Note", "about TEXT 'x'"), ("Note", "createdAt TEXT 'x'"), ("Note", "text TEXT text"),
            ("Note", "'dog' TEXT text"), ("Note", "text TEXT 5"), ("Note", "text TEXT NULL"), ("Note", "text TEXT $0"),
            ("Note", "text TEXT[c] 'dog'"), ("Note", "ANY text TEXT 'dog'"), ("Person", "name TEXT 'alice'"),
            ("City", "name TEXT 'oslo'"), ("Note", "text TEXT 'dog' && text TEXT 'the'"),
        ]
        try expectSame(oracle: oracle, file: source, queries: queries)
    }

    /// TEXT through a list or set of links (`Shelf {notes: List<Note>, kept: Set<Note>}` added to a copy of
    /// `links.realm` by our writer): Realm Core answers "some linked note matches", ANY/ALL/NONE alike.
    @Test(.requiresFixtures, .requiresRealmCoreCheck) func textThroughListsOfLinksAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = try Self.writableCopyOfLinks(named: "shelves.realm", in: scratch)
        // links.realm's notes: 0 "The quick brown fox…", 1 "Realm is…", 2 "Fjords…", 4 "", 5 "Dogs and foxes…".
        let script = """
            .create-class Shelf {id: int, notes: List<Note>, kept: Set<Note>} --primary-key id
            create Shelf {id: 1, notes: [Note[0]], kept: [Note[1]]}
            create Shelf {id: 2, notes: [Note[0], Note[1]], kept: []}
            create Shelf {id: 3, notes: [Note[1], Note[2]], kept: [Note[0], Note[5]]}
            create Shelf {id: 4, notes: [], kept: []}
            create Shelf {id: 5, notes: [Note[5]], kept: [Note[4]]}
            """
        let outcome = run(["exec", path, "-c", script])
        try #require(outcome.exitCode == .success, "\(outcome.stderr)")
        let queries = [
            "notes.text TEXT 'fox'", "ANY notes.text TEXT 'fox'", "ALL notes.text TEXT 'fox'", "NONE notes.text TEXT 'fox'",
            "notes.text TEXT '-fox'", "notes.text TEXT 'fo*'", "notes.text TEXT '-fo*'", "NOT notes.text TEXT 'fox'",
            "notes.text TEXT 'fox -dog'", "notes.text TEXT ''", "kept.text TEXT 'fox'", "kept.text TEXT '-fox'",
            "notes.text TEXT 'fox' AND kept.text TEXT 'realm'", "notes.text TEXT 'dog' OR kept.text TEXT 'canines'",
        ]
        try expectSame(oracle: oracle, file: path, queries: queries.map { ("Shelf", $0) })
    }

    /// A writable copy of the `links.realm` fixture in `scratch`, for our writer to add to.
    static func writableCopyOfLinks(named name: String, in scratch: ScratchDirectory) throws -> String {
        let source = try #require(RealmCoreDifferentialTests.fixture("links.realm"))
        let path = scratch.path(name)
        try FileManager.default.copyItem(atPath: source, toPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }

    func expectSame(oracle: RealmCoreOracle, file: String, queries: [(String, String)]) throws {
        let lens = try LensQueryEngine(file: file)
        for (className, query) in queries {
            let realm = try oracle.answer(file: file, className: className, query: query)
            let ours = lens.answer(className: className, query: query)
            switch (realm, ours) {
            case (.refused, .refused): continue
            case (.objects(let a), .objects(let b)):
                let ordered = query.contains("SORT(")
                #expect(ordered ? a == b : a.sorted() == b.sorted(), "\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            default:
                Issue.record("\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            }
        }
    }
}
