import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// `==[c]`/`!=[c]` with a needle NOCASE cannot answer (not ASCII, or holding a NUL) compiles to
/// `value IS ? COLLATE RL_EQUALC` (`FoldedCollation`): these are Realm Core 14.14's answers
/// (`realm-core-check query` on the file its `from-canonical` wrote from `dump`), on Latin-1 letters
/// beside their neighbours (`Ã` against `Ä`, `×`/`÷`, `Þ`/`þ`), letters Core does not fold (`ß`/`ẞ`,
/// `ÿ`/`Ÿ`, Greek, Cyrillic), strings of the same letters in other byte lengths (`älpha`/`alpha`,
/// `älpha2`/`alpha22`), long ASCII runs around Latin-1, null values under `NOT` and `!=`, an indexed
/// property, lists, sets, dictionaries, a mixed value and `IN[c]`.
@Suite struct RealmCoreFoldedCollationTests {
    /// The `text` of object `id` (its index); `otext` and `itext` (indexed) are null for every seventh
    /// from 3, `texts` holds the text and the next one for odd ids, `tset` the text for multiples of 3,
    /// `tdict` `{k: text}` for even ids, `m` the id (an int) for multiples of 5 and the text otherwise.
    static let strings = [
        "ÄLPHA", "älpha", "Älpha", "alpha", "ÄLPHA2", "straße", "STRASSE", "STRAẞE", "σ", "Σ",
        "москва", "МОСКВА", "ä\u{0}B", "Ä\u{0}b", "Ä\u{0}c", "ÿ", "Ÿ", "×", "÷", "Þ",
        "þ", "quick7 fox5 dog1 älpha2", "QUICK7 FOX5 DOG1 ÄLPHA2", "QUICK7 FOX5 DOG1 ÄLPHA3", "quick7 fox5 dog1 alpha22",
        "QUICK7 FOX5 DOG1 ÃLPHA2", "Ä", "ä", "A", "", "ÀÉÎ then a long ascii run ÀÉÎ", "àéî THEN A LONG ASCII RUN àéî",
        "Ωmega ÄLPHA", "ωMEGA älpha",
    ]

    static var dump: String {
        func json(_ s: String) -> String { String(decoding: (try? JSONEncoder().encode(s)) ?? Data(), as: UTF8.self) }
        let properties = [("id", "int", false, true, "null"), ("text", "string", false, false, "null"),
                          ("otext", "string", true, false, "null"), ("itext", "string", true, true, "null"),
                          ("texts", "string", false, false, #""list""#), ("tset", "string", false, false, #""set""#),
                          ("tdict", "string", false, false, #""dictionary""#), ("m", "mixed", true, false, "null")]
            .map { #"{"name":"\#($0.0)","type":"\#($0.1)","optional":\#($0.2),"indexed":\#($0.3),"collection":\#($0.4)}"# }
        let objects = strings.enumerated().map { i, s in
            let text = json(s), optional = i % 7 == 3 ? "null" : text
            let texts = i % 2 == 1 ? "[\(text),\(json(strings[(i + 1) % strings.count]))]" : "[]"
            return #"{"id":\#(i),"text":\#(text),"otext":\#(optional),"itext":\#(optional),"texts":\#(texts),"# +
                #""tset":\#(i % 3 == 0 ? "[\(text)]" : "[]"),"tdict":\#(i % 2 == 0 ? #"{"k":\#(text)}"# : "{}"),"# +
                #""m":\#(i % 5 == 0 ? String(i) : text)}"#
        }
        return #"{"schema":[{"name":"T","embedded":false,"primaryKey":"id","properties":[\#(properties.joined(separator: ","))]}],"# +
            #""objects":{"T":[\#(objects.joined(separator: ","))]}}"#
    }

    static let all = Array(Int64(0) ..< Int64(strings.count))
    static func allBut(_ ids: Int64...) -> [Int64] { all.filter { !ids.contains($0) } }

    static let cases: [(query: String, ids: [Int64]?)] = [
        ("text ==[c] 'ÄLPHA'", [0, 1, 2]),
        ("text ==[c] 'älpha'", [0, 1, 2]),
        ("text !=[c] 'Älpha'", allBut(0, 1, 2)),
        ("text ==[c] 'alpha'", [3]),
        ("text ==[c] 'straße'", [5]),
        ("text ==[c] 'STRASSE'", [6]),
        ("text ==[c] 'STRAẞE'", [7]),
        ("text ==[c] 'Σ'", [9]),
        ("text ==[c] 'σ'", [8]),
        ("text ==[c] 'москва'", [10]),
        ("text ==[c] 'ÿ'", [15]),
        ("text ==[c] '×'", [17]),
        ("text ==[c] '÷'", [18]),
        ("text ==[c] 'þ'", [19, 20]),
        ("text ==[c] 'Þ'", [19, 20]),
        ("text ==[c] 'QUICK7 FOX5 DOG1 älpha2'", [21, 22]),
        ("text !=[c] 'quick7 fox5 dog1 ÄLPHA2'", allBut(21, 22)),
        ("text ==[c] 'ä'", [26, 27]),
        ("text ==[c] 'Ä'", [26, 27]),
        ("text ==[c] 'àéî then a long ascii run ÀÉÎ'", [30, 31]),
        ("text ==[c] 'ΩMEGA äLPHA'", [32]),
        ("otext ==[c] 'ÄLPHA'", [0, 1, 2]),
        ("otext !=[c] 'ÄLPHA'", allBut(0, 1, 2)),
        ("NOT otext ==[c] 'älpha'", allBut(0, 1, 2)),
        ("otext ==[c] 'σ'", [8]),
        ("NOT otext !=[c] 'ä'", [26, 27]),
        ("itext ==[c] 'ÄLPHA'", [0, 1, 2]),
        ("itext !=[c] 'älpha'", allBut(0, 1, 2)),
        ("itext ==[c] 'QUICK7 FOX5 DOG1 ÄLPHA2'", [21, 22]),
        ("NOT itext ==[c] 'þ'", allBut(19, 20)),
        ("itext ==[c] 'àéî then a long ascii run ÀÉÎ'", [30]),
        ("itext ==[c] 'ωMEGA ÄLPHA'", [33]),
        ("itext ==[c] 'Þ'", [19, 20]),
        ("itext ==[c] '×'", []),
        ("itext ==[c] 'МОСКВА'", [11]),
        ("itext ==[c] 'quick7 fox5 dog1 ãlpha2'", [25]),
        ("itext ==[c] 'ÄLPHA2'", [4]),
        ("ANY texts ==[c] 'ÄLPHA'", [1, 33]),
        ("ALL texts !=[c] 'ä'", allBut(25, 27)),
        ("NONE texts ==[c] 'älpha'", allBut(1, 33)),
        ("ANY tset ==[c] 'ÄLPHA'", [0]),
        ("ANY tdict ==[c] 'ÄLPHA'", [0, 2]),
        ("tdict['k'] ==[c] 'ÄLPHA'", [0, 2]),
        ("texts[0] ==[c] 'ÄLPHA'", [1]),
        ("m ==[c] 'ÄLPHA'", [1, 2]),
        ("m !=[c] 'ä'", allBut(26, 27)),
        // Core compares a plain property `IN[c]` a list case-sensitively (a list of elements, `ANY`, folds).
        ("text IN[c] {'ÄLPHA', 'σ'}", [0, 8]),
        ("text IN[c] {'älpha'}", [1]),
        ("ANY texts IN[c] {'ÄLPHA', 'x'}", [1, 33]),
        ("'ÄLPHA' ==[c] text", [0, 1, 2]),
        ("text ==[c] 'ÄLPHA' OR text ==[c] 'ä'", [0, 1, 2, 26, 27]),
    ]

    static func ids(_ realm: Realm, _ query: String, _ arguments: [AnyRealmValue] = []) throws -> [Int64] {
        var got: [Int64] = []
        try realm.objects("T", where: query, arguments: arguments).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        return got.sorted()
    }

    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        return realm
    }

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            let sql = try realm.objects("T", where: query).fragment.sql
            #expect(try Self.ids(realm, query) == expected, "\(query): \(sql)")
        }
    }

    /// A needle holding a NUL (an argument: no query literal holds one) compares every byte under
    /// `RL_EQUALC`, Latin-1 letters folded on both sides of the NUL, as Core's `EqualIns` does.
    @Test func needlesHoldingANulCompareEveryByte() throws {
        let realm = try Self.makeRealm()
        let cases: [(String, String, [Int64])] = [
            ("text ==[c] $0", "Ä\u{0}B", [12, 13]),
            ("text ==[c] $0", "ä\u{0}C", [14]),
            ("text ==[c] $0", "ä\u{0}", []),
            ("text !=[c] $0", "ä\u{0}b", Self.allBut(12, 13)),
            ("otext !=[c] $0", "Ä\u{0}C", Self.allBut(14)),
            ("itext ==[c] $0", "Ä\u{0}b", [12, 13]),
        ]
        for (query, needle, expected) in cases {
            let fragment = try realm.objects("T", where: query, arguments: [.string(needle)]).fragment
            #expect(fragment.sql.contains("COLLATE RL_EQUALC"), "\(fragment.sql)")
            #expect(try Self.ids(realm, query, [.string(needle)]) == expected, "\(query) with \(needle.debugDescription)")
        }
    }

    /// An indexed property is searched through its index, in the ranges a value folding to the needle
    /// must lie in (`foldedIndexRanges`), whether the needle starts with an ASCII letter or not.
    @Test func indexedPropertyIsSearchedThroughItsIndex() throws {
        let realm = try Self.makeRealm()
        for query in ["itext ==[c] 'QUICK7 FOX5 DOG1 ÄLPHA2'", "itext ==[c] 'ÄLPHA'", "itext ==[c] '1 ÄLPHA'"] {
            let fragment = try realm.objects("T", where: query).fragment
            let plan = try realm.connection.fetchAll(sql: "EXPLAIN QUERY PLAN " + fragment.sql, arguments: fragment.arguments)
                .map { "\($0.values.last ?? .null)" }
            #expect(plan.contains { $0.contains("INDEX index:class_T.itext (itext>? AND itext<?)") }, "\(query): \(plan)")
            #expect(fragment.sql.contains("COLLATE RL_EQUALC"))
        }
        // `!=[c]` holds for almost every value: a scan.
        #expect(!(try realm.objects("T", where: "itext !=[c] 'ÄLPHA'").fragment.sql.contains("CAST(")))
    }

    /// `[cd]` (RealmLens only: Core refuses `[d]`) strips the value's accents in a call, then compares its
    /// result under `RL_EQUALC`: `Ä` becomes `A`, while `Ω` keeps its case (Core folds no Greek).
    @Test func diacriticFreeValuesCompareUnderTheCollation() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in [("text ==[cd] 'Ωmega alpha'", [Int64(32)]), ("text !=[cd] 'ΩMEGA ALPHA'", Self.allBut(32)),
                                  ("ANY texts ==[cd] 'ωmega ALPHA'", [33])] {
            let sql = try realm.objects("T", where: query).fragment.sql
            #expect(sql.contains("COLLATE RL_EQUALC"), "\(sql)")
            #expect(try Self.ids(realm, query) == expected, "\(query): \(sql)")
        }
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try RealmCoreLiveCheck.confirm(Self.cases, on: Self.dump, className: "T")
    }
}
