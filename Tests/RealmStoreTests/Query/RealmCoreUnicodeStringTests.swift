import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Realm Core 14.14's own answers (`realm-core-check query` on the file its
/// `from-canonical` wrote from exactly these objects) to `[c]`, `LIKE`,
/// ordering and `SORT` over strings from real apps: accents, German `ß`/`ẞ`,
/// Turkish `İ`/`ı`, Greek final sigma, Cyrillic, full-width, CJK, emoji,
/// combining marks. Realm Core folds case only for ASCII and the Latin-1
/// letters U+00C0–U+00DE (not `×`) and their lower cases (`unicode.cpp`
/// `case_map`), so `ÿ`/`Ÿ`, `σ`/`Σ`, `москва`/`Москва` and `ǅ`/`ǆ` stay
/// apart and `ß` is never `SS`; `LIKE`'s `?` takes one whole character;
/// strings order and sort by their UTF-8 bytes (`É` before `é`, `Z` before
/// `a`), a null before every string. A property name may escape a space
/// (`first\ name`), as in test_parser.cpp's `fav\ item`. Binary folds as
/// its UTF-8 text does (`bin ==[c] bin('É')` finds "é").
@Suite struct RealmCoreUnicodeStringTests {
    struct PinnedCase: CustomStringConvertible, Sendable {
        var query: String
        var ids: [Int64]
        var description: String { query }
    }

    static func A(_ query: String, _ ids: [Int64]) -> PinnedCase { PinnedCase(query: query, ids: ids) }

    /// The `text` of object `id` (its index here); `otext` is null for every
    /// seventh from 3, `texts` holds `text` for odd ids, `m` holds `text` but
    /// for multiples of 5 (the id, an int), `first name` is the text seven
    /// places on, and `bin` the text's UTF-8 bytes (null where `otext` is).
    static let strings = [
        "", "a", "A", "Z", "z", "é", "É", "e", "E", "café", "CAFÉ", "Café", "cafe", "ÄÖÜ", "äöü", "Ø", "ø", "×", "÷",
        "ß", "SS", "ẞ", "straße", "STRASSE", "ÿ", "Ÿ", "µ", "Μ", "İ", "ı", "I", "i", "σ", "ς", "Σ", "Москва", "москва",
        "Ａ", "ａ", "李雷", "😀", "🇳🇴", "a😀b", "e\u{301}", "Zoë", "Ølstue", "ðÐ", "ǅ", "ǆ",
    ]

    static let cases: [PinnedCase] = [
        A("text ==[c] 'CAFÉ'", [9, 10, 11]),
        A("text ==[c] 'straße'", [22]),
        A("text ==[c] 'ÿ'", [24]),
        A("text ==[c] 'ı'", [29]),
        A("text ==[c] 'i'", [30, 31]),
        A("text ==[c] 'σ'", [32]),
        A("text ==[c] 'москва'", [36]),
        A("text ==[c] 'ａ'", [38]),
        A("text ==[c] 'Ø'", [15, 16]),
        A("text ==[c] '×'", [17]),
        A("text ==[c] 'µ'", [26]),
        A("text !=[c] 'É'", [0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48]),
        A("text ==[c] 'ǆ'", [48]),
        A("text CONTAINS[c] 'É'", [5, 6, 9, 10, 11]),
        A("text BEGINSWITH[c] 'Ä'", [13, 14]),
        A("text ENDSWITH[c] 'Ü'", [13, 14]),
        A("text CONTAINS[c] 'ss'", [20, 23]),
        A("text CONTAINS[c] 'ð'", [46]),
        A("text LIKE[c] 'caf?'", [9, 10, 11, 12]),
        A("text LIKE '?'", [1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 18, 19, 21, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 37, 38, 40, 47, 48]),
        A("text LIKE '??'", [20, 39, 41, 43, 46]),
        A("text LIKE '?🇳🇴'", []),
        A("text LIKE '*\u{301}'", [43]),
        A("text LIKE[c] '*Ø*'", [15, 16, 45]),
        A("text > 'z'", [5, 6, 13, 14, 15, 16, 17, 18, 19, 21, 24, 25, 26, 27, 28, 29, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 45, 46, 47, 48]),
        A("text < 'É'", [0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 20, 22, 23, 26, 30, 31, 42, 43, 44]),
        A("otext >= 'é'", [5, 16, 18, 21, 25, 27, 28, 29, 32, 33, 34, 35, 36, 37, 39, 40, 41, 46, 47, 48]),
        A("text BETWEEN {'Z', 'é'}", [1, 3, 4, 5, 6, 7, 9, 12, 13, 14, 15, 17, 19, 22, 26, 31, 42, 43, 44, 45]),
        A("ANY texts ==[c] 'É'", [5]),
        A("ANY texts BEGINSWITH[c] 'CA'", [9, 11]),
        A("m ==[c] 'É'", [6]),
        A("m BEGINSWITH[c] 'ä'", [13, 14]),
        A("m > 'z'", [6, 13, 14, 16, 17, 18, 19, 21, 24, 26, 27, 28, 29, 32, 33, 34, 36, 37, 38, 39, 41, 46, 47, 48]),
        A("text IN[c] {'É', 'ß'}", [6, 19]),
        A("first\\ name ==[c] 'É'", [47, 48]),
        A("first\\ name > text", [0, 2, 7, 8, 9, 10, 11, 12, 14, 17, 18, 20, 22, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34]),
        A("TRUEPREDICATE SORT(text ASC, id ASC)", [0, 2, 10, 11, 8, 30, 20, 23, 3, 44, 1, 42, 12, 9, 7, 43, 31, 22, 4, 26, 13, 6, 17, 15, 45, 19, 14, 5, 46, 18, 16, 24, 28, 29, 25, 47, 48, 27, 34, 33, 32, 35, 36, 21, 39, 37, 38, 41, 40]),
        A("TRUEPREDICATE SORT(text DESC, id ASC)", [40, 41, 38, 37, 39, 21, 36, 35, 32, 33, 34, 27, 48, 47, 25, 29, 28, 24, 16, 18, 46, 5, 14, 19, 45, 15, 17, 6, 13, 26, 4, 22, 31, 43, 7, 9, 12, 42, 1, 44, 3, 23, 20, 30, 8, 11, 10, 2, 0]),
        A("TRUEPREDICATE SORT(otext ASC, id ASC)", [3, 10, 17, 24, 31, 38, 45, 0, 2, 11, 8, 30, 20, 23, 44, 1, 42, 12, 9, 7, 43, 22, 4, 26, 13, 6, 15, 19, 14, 5, 46, 18, 16, 28, 29, 25, 47, 48, 27, 34, 33, 32, 35, 36, 21, 39, 37, 41, 40]),
        A("TRUEPREDICATE SORT(m DESC, id ASC)", [41, 38, 37, 39, 21, 36, 32, 33, 34, 27, 48, 47, 29, 28, 24, 16, 18, 46, 14, 19, 17, 6, 13, 26, 4, 22, 31, 43, 7, 9, 12, 42, 1, 44, 3, 23, 8, 11, 2, 45, 40, 35, 30, 25, 20, 15, 10, 5, 0]),
        A("TRUEPREDICATE DISTINCT(otext) SORT(id ASC)", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 30, 32, 33, 34, 35, 36, 37, 39, 40, 41, 42, 43, 44, 46, 47, 48]),
        A("TRUEPREDICATE SORT(first\\ name DESC, id ASC) LIMIT(3)", [33, 34, 31]),
        A("bin ==[c] bin('É')", [5, 6]),
        A("bin ==[c] bin('CAFÉ')", [9, 11]),
        A("bin !=[c] bin('é')", [0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48]),
        A("bin ==[c] bin('ÿ')", []),
        A("bin ==[c] bin('straße')", [22]),
        A("bin CONTAINS[c] bin('Ø')", [15, 16]),
        A("bin ==[c] bin('ı')", [29]),
    ]

    static func makeRealm() throws -> Realm {
        let schema = Schema([ObjectSchema(className: "Word", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "text", type: .string),
            Property(name: "otext", type: .string, isOptional: true),
            Property(name: "texts", type: .string, collection: .list),
            Property(name: "m", type: .mixed),
            Property(name: "first name", type: .string),
            Property(name: "bin", type: .data, isOptional: true),
        ])])
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (i, s) in strings.enumerated() {
                _ = try realm.create("Word", value: [
                    "id": .int(Int64(i)),
                    "text": .string(s),
                    "otext": i % 7 == 3 ? .null : .string(s),
                    "texts": .list(i % 2 == 1 ? [.string(s)] : []),
                    "m": i % 5 == 0 ? .int(Int64(i)) : .string(s),
                    "first name": .string(strings[(i + 7) % strings.count]),
                    "bin": i % 7 == 3 ? .null : .data(Array(s.utf8)),
                ])
            }
        }
        return realm
    }

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        let realm = try Self.makeRealm()
        let results = try realm.objects("Word", where: pinned.query)
        var got: [Int64] = []
        try results.forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        if pinned.query.contains("SORT(") {
            #expect(got == pinned.ids, "SQL: \(results.fragment.sql)")
        } else {
            #expect(got.sorted() == pinned.ids.sorted(), "SQL: \(results.fragment.sql)")
        }
    }
}
