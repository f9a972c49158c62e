import RealmModel
import Testing
@testable import RealmStore

/// `==[c]`/`!=[c]` against a string constant and plain `BEGINSWITH`, as Realm
/// Core 14.14 answers (`realm-core-check query` on a file `from-canonical`
/// made of the same objects). RealmLens compiles an ASCII needle without a NUL
/// to SQLite's `IS … COLLATE NOCASE` and `BEGINSWITH` to a range of byte
/// order; these values sit on the edges of both: ASCII neighbours of the
/// letters (`@[` against `` `{ ``), DEL, a NUL inside or at the end, Latin-1
/// letters beside their neighbours (`é` against `ê`, the first string past
/// the range of `BEGINSWITH 'é'`), long ASCII runs before and after Latin-1
/// (`RL_EQUALC`), null values under `NOT`, lists under `ANY`/`ALL`/`NONE`,
/// and an indexed property (found through its index: the needle's cases as
/// an `IN` list or two ranges). A needle holding a NUL (an argument: no query
/// literal holds one) keeps Core's byte rule, where NOCASE would stop at the
/// NUL.
@Suite struct RealmCoreEqualCAndPrefixTests {
    static let values = [
        "quick7 fox", "QUICK7 FOX", "Quick7 Fox", "quick7 fox ", "quick7 fo", "quick7\u{0}fox", "a\u{0}X", "a\u{0}x",
        "a\u{0}y", "ab", "AB", "aB\u{0}", "@[`{", "`{@[", "", "quick8", "quick7", "é", "ê", "è", "éa", "É",
        "\u{7F}\u{7F}", "\u{80}", "The QUICK Brown Fox Jumps Over", "ÀÉÎ then the quick brown fox", "the quick brown fox ÀÉÎ",
        "the quick brown fox àéï", "the quick Xrown fox àéî", "\u{7F}", "quick7 föx",
    ]

    /// `otext` and `itext` (indexed) are null for every fifth from 3, `texts` holds the value and the next one for odd ids.
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([ObjectSchema(className: "T", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "text", type: .string),
            Property(name: "otext", type: .string, isOptional: true),
            Property(name: "itext", type: .string, isOptional: true, isIndexed: true),
            Property(name: "texts", type: .string, collection: .list),
        ])]))
        try realm.write {
            for (i, v) in values.enumerated() {
                let s = AnyRealmValue.string(v), optional: AnyRealmValue = i % 5 == 3 ? .null : .string(v)
                _ = try realm.create("T", value: [
                    "id": .int(Int64(i)), "text": s, "otext": optional, "itext": optional,
                    "texts": .list(i % 2 == 1 ? [s, .string(values[(i + 1) % values.count])] : []),
                ])
            }
        }
        return realm
    }

    static let all = Array(Int64(0)...30)
    static func allBut(_ ids: Int64...) -> [Int64] { all.filter { !ids.contains($0) } }

    static let cases: [(String, [Int64])] = [
        ("text ==[c] 'QUICK7 FOX'", [0, 1, 2]),
        ("text ==[c] 'quick7 fox'", [0, 1, 2]),
        ("text !=[c] 'quick7 fox'", allBut(0, 1, 2)),
        ("text ==[c] 'ab'", [9, 10]),
        ("text ==[c] '@[`{'", [12]),
        ("text ==[c] '`{@['", [13]),
        ("text ==[c] ''", [14]),
        ("text ==[c] '\u{7F}'", [29]),
        ("text ==[c] 'THE quick brown FOX jumps over'", [24]),
        ("text ==[c] 'àéî THEN THE QUICK BROWN FOX'", [25]),
        ("text ==[c] 'THE QUICK BROWN FOX àéî'", [26]),
        ("text ==[c] 'the quick brown fox ÀÉÏ'", [27]),
        ("text ==[c] 'É'", [17, 21]),
        ("text ==[c] 'QUICK7 FÖX'", [30]),
        ("NOT otext ==[c] 'QUICK7 FÖX'", allBut(30)),
        ("otext !=[c] 'quick7 föx'", allBut(30)),
        ("ANY texts ==[c] 'QUICK7 FÖX'", [29]),
        ("itext ==[c] 'Quick7 FÖX'", [30]),
        ("text ==[c] 'éA'", [20]),
        ("otext ==[c] 'ab'", [9, 10]),
        ("otext !=[c] 'ab'", allBut(9, 10)),
        ("NOT otext ==[c] 'AB'", allBut(9, 10)),
        ("NOT otext !=[c] 'AB'", [9, 10]),
        ("itext ==[c] 'QUICK7 FOX'", [0, 1, 2]),
        ("itext !=[c] 'quick7 fox'", allBut(0, 1, 2)),
        ("itext ==[c] 'AB'", [9, 10]),
        ("itext ==[c] '@[`{'", [12]),
        ("itext ==[c] 'THE quick brown FOX jumps over'", [24]),
        ("itext ==[c] ''", [14]),
        ("itext ==[c] 'quick7 fox '", []),
        ("itext ==[c] 'QUICK8'", [15]),
        ("NOT itext ==[c] 'ab'", allBut(9, 10)),
        ("itext ==[c] 'É'", [17, 21]),
        ("ANY texts ==[c] 'AB'", [9]),
        ("ALL texts !=[c] 'ab'", allBut(9)),
        ("NONE texts ==[c] 'quick7 FOX'", allBut(1)),
        ("text BEGINSWITH 'quick7'", [0, 3, 4, 5, 16, 30]),
        ("text BEGINSWITH 'quick7 fox'", [0, 3]),
        ("text BEGINSWITH 'é'", [17, 20]),
        ("text BEGINSWITH 'É'", [21]),
        ("text BEGINSWITH '\u{7F}'", [22, 29]),
        ("text BEGINSWITH ''", all),
        ("text BEGINSWITH 'quick7 fox and more'", []),
        ("text BEGINSWITH 'the quick brown fox '", [26, 27]),
        ("otext BEGINSWITH 'quick'", [0, 4, 5, 15, 16, 30]),
        ("NOT otext BEGINSWITH 'quick'", allBut(0, 4, 5, 15, 16, 30)),
        ("itext BEGINSWITH 'quick7'", [0, 4, 5, 16, 30]),
        ("NOT itext BEGINSWITH 'a'", allBut(6, 7, 9, 11)),
        ("ANY texts BEGINSWITH 'a'", [5, 7, 9, 11]),
        ("ALL texts BEGINSWITH 'quick'", [0, 2, 3, 4, 6, 8, 10, 12, 14, 15, 16, 18, 20, 22, 24, 26, 28, 30]),
        ("text BEGINSWITH[c] 'QUICK7'", [0, 1, 2, 3, 4, 5, 16, 30]),
        ("text ENDSWITH 'fox'", [0, 5, 25]),
        ("text ENDSWITH[c] 'FOX'", [0, 1, 2, 5, 25]),
    ]

    @Test func answersAsRealmCore() throws {
        let realm = try Self.makeRealm()
        for (query, expected) in Self.cases {
            let sql = try realm.objects("T", where: query).fragment.sql
            #expect(try matchingIDs(realm, "T", where: query) == expected, "\(query): \(sql)")
        }
    }

    /// Core's `EqualIns` compares every byte, a NUL too (`a\0X` is not `a\0y`, which NOCASE, stopping at
    /// the NUL, would take); `BEGINSWITH` likewise.
    static let nulNeedles: [(String, String, [Int64])] = [
        ("text ==[c] $0", "a\u{0}X", [6, 7]),
        ("text ==[c] $0", "A\u{0}Y", [8]),
        ("text ==[c] $0", "Ab\u{0}", [11]),
        ("text ==[c] $0", "QUICK7\u{0}FOX", [5]),
        ("text !=[c] $0", "a\u{0}x", allBut(6, 7)),
        ("text BEGINSWITH $0", "a\u{0}", [6, 7, 8]),
        ("text BEGINSWITH $0", "a\u{0}X", [6]),
        ("text BEGINSWITH $0", "quick7\u{0}", [5]),
    ]

    @Test func needlesHoldingANulCompareEveryByte() throws {
        let realm = try Self.makeRealm()
        for (query, needle, expected) in Self.nulNeedles {
            var ids: [Int64] = []
            let results = try realm.objects("T", where: query, arguments: [.string(needle)])
            try results.forEach { object in
                if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
            }
            #expect(ids.sorted() == expected, "\(query) with \(needle.debugDescription): \(results.fragment.sql)")
        }
    }
}
