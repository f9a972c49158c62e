import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A leftover condition (`LeftoverBuffer`) in an `OR` under an `AND`, or in an `AND` under an `OR`:
/// Realm Core's `OrNode` asks each of its conditions (a chain of nodes, an `AND` in Core's order) for
/// its first match from where that condition's own last search ended, so a leftover condition in it
/// begins a search with the initial null there (`LeftoverBufferSchedule+Or`). Realm Core 14.14's
/// counts (`realm-core-check query`) are pinned, and asked again where the tool is present; the
/// comment after each is what RealmLens answered before (the plain answer).
@Suite struct RealmCoreLeftoverOrTests {
    /// On `RealmCoreLeftoverTermKindsTests.kindsDump` (1000 objects over four clusters).
    static let counts: [(query: String, count: Int)] = [
        (#"m.@size == nil AND (k == 2 OR k == 3)"#, 69),
        (#"k < 5 AND (m.@size == nil OR k == 7)"#, 428),
        (#"(m.@size == nil AND k < 5) OR k == 7"#, 223),  // 528
        (#"(m.@size == nil AND n > 100) OR (il[1] == nil AND k == 3)"#, 131),  // 791
        (#"n > 500 AND (m.@size == nil OR il[1] == nil)"#, 73),  // 480
        (#"(m.@size == nil OR k == 7) AND n > 300"#, 167),  // 609
        (#"(d.@keys != 'a' OR k == 1) AND k < 5"#, 332),  // 100
        (#"(m.@size == nil OR il[1] == nil) AND (d.@keys != 'a' OR k == 1)"#, 122),  // 99
        (#"(m.@size == nil AND k != 3) OR (m.@size == nil AND k == 3)"#, 178),  // 857
        (#"k == 4 OR (m.@size != 1 AND b == true)"#, 168),  // 358
        (#"(il[1] == nil AND NOT k == 2) OR n < 10"#, 17),  // 649
        (#"(m.@size == nil AND (k == 1 OR il[1] == nil)) OR n > 990"#, 72),  // 642
        (#"ki == 3 AND (m.@size == nil OR k == 1)"#, 14),
        (#"m.@size == nil AND (k < 5 OR NOT m.@size == nil)"#, 129),
        (#"(k == 1 OR m.@size == nil) AND (k == 2 OR il[1] == nil) AND n > 10"#, 130),  // 646
        (#"((NOT k < 5 AND d.@keys == nil) OR m.@size == nil) OR ((m.@size != 1 AND ANY lks.x == 10) AND (ki == 2 AND dec > 0))"#, 186),  // 857
        (#"((il[1] == nil AND il[1] == nil AND n > 500) OR (dec > 0 OR m[SIZE] == nil)) OR il[1] != 1"#, 981),  // 997
        (#"((il[1] == nil AND si == 't3') AND (ki == 2 OR d.@keys != 'a')) AND ((m.@size == nil AND k != 2) OR (dec > 0 OR NOT n < 300))"#, 80),  // 11
        (#"((k < 5 OR d.@keys == nil) AND k < 5) AND (si == 't3' AND d.@keys == nil) AND lk == nil"#, 17),  // 0
        (#"(ki == 2 OR (lk == nil AND k != 2)) OR ((d.@keys == nil AND k != 2) AND (TRUEPREDICATE OR s == 's1'))"#, 325),  // 314
        (#"((NOT ANY lks.x == 10 OR il[1] == nil) AND (il[1] == nil AND d.@keys == nil) AND m.@size != 1) OR il.@count > 1"#, 213),  // 200
        (#"(m[SIZE] == nil AND (NOT il[1] != 1 OR lk == nil)) OR m.@size != 1"#, 200),  // 857
        (#"((il[1] == nil OR d.@keys == nil) OR (m.@size != 1 OR mx == 1)) AND m[SIZE] == nil"#, 223),  // 857
        (#"(m.@size != 1 AND n < 300) OR m.@size != 1"#, 145),  // 857
        (#"il[1] == nil AND (m.@size == nil OR (il[1] != 1 AND lk == nil))"#, 148),  // 658
        (#"(lk == nil OR (d.@keys == nil AND k < 5 AND TRUEPREDICATE)) OR NOT n < 300"#, 778),  // 775
        (#"((si == 't3' OR NOT n < 300) OR NOT bi == true) OR ((il[1] == nil AND m.@size == nil) AND k != 2)"#, 934),  // 974
        (#"((k == 3 AND lk == nil) OR m[SIZE] == nil OR (si == 't3' AND si == 't3' AND m.@size != 1)) OR n > 500"#, 593),  // 928
        (#"((n < 300 OR m.@size != 1) AND (lk == nil AND d.@keys != 'a') AND (m[SIZE] == nil AND d.@keys == nil)) OR NOT il[1] == nil"#, 276),  // 262
        (#"m.@size == nil AND ((il[1] == nil OR lk == nil OR m.@size == nil) AND (NOT n < 300 AND s == 's1'))"#, 93),  // 120
        (#"((lk == nil OR m[SIZE] == nil OR k == 3) AND m.@size == nil) AND k < 5"#, 136),  // 428
        (#"ANY lks.x == 10 AND ((b == true OR m.@size != 1) AND (d.@keys == nil OR dec > 0)) AND d.@keys == nil"#, 244),  // 0
        (#"((m[SIZE] == nil OR mx == 1) AND dec > 0 AND (mx == 1 AND k IN {1, 2})) OR d.@keys != 'a'"#, 51),  // 32
        (#"(m.@size != 1 AND (il[1] == nil AND m[SIZE] == nil)) OR ki == 2"#, 150),  // 670
        (#"(ki == 2 AND (bi == true AND bi == true)) AND (TRUEPREDICATE AND (NOT si == 't3' OR d.@keys != 'a'))"#, 36),  // 32
        (#"((si == 't3' AND NOT k < 5) AND (m.@size != 1 OR ANY lks.x == 10)) OR (NOT k == 3 AND (m.@size == nil OR n < 300))"#, 402),  // 813
        (#"k IN {1, 2} OR ((il[1] == nil AND NOT mx == 1 AND d.@keys != 'a') AND d.@keys != 'a')"#, 204),  // 200
        (#"k == 3 AND (d.@keys == nil OR lk == nil)"#, 70),  // 0
        (#"(il[1] == nil OR (b == true OR k < 5) OR (lk == nil AND d.@keys == nil)) AND ((il[1] == nil OR io == nil) AND il[1] == nil)"#, 147),  // 738
        (#"((ki == 2 OR bi == true) AND (d.@keys != 'a' OR bi == true)) AND d.@keys != 'a'"#, 209),  // 0
        (#"(m[SIZE] == nil AND io == nil) OR ((il[1] != 1 OR d.@keys == nil) AND ANY lks.x == 10 AND (NOT k < 5 OR NOT m.@size == nil))"#, 338),  // 385
        (#"m.@size == nil AND ((m.@size != 1 OR NOT s == 's1') AND (il.@count > 1 OR d.@keys != 'a'))"#, 156),  // 171
        (#"((NOT il[1] == nil OR il[1] == nil OR m.@size == nil) AND m[SIZE] == nil AND (k == 3 OR m.@size != 1)) AND TRUEPREDICATE"#, 251),  // 857
        (#"((d.@keys != 'a' OR d.@keys != 'a' OR m[SIZE] == nil) AND (bi == true AND n < 300)) AND il[1] == nil"#, 54),  // 47
        // A group inside a term opening before its first operand, and `TRUEPREDICATE` inside a term, no longer hide
        // the chain's parentheses (`coreOrder`): 233 and 117 before.
        (#"((d.@keys == nil AND d.@keys != 'a' AND il[1] == nil) OR (il[1] != 1 AND m.@size == nil AND k != 2)) AND ((n > 500 OR m[SIZE] == nil) AND (m.@size == nil OR d.@keys == nil))"#, 156),
        (#"(TRUEPREDICATE OR m.@size != 1) AND ((NOT n > 500 AND m.@size != 1) AND (m[SIZE] == nil OR dec > 0))"#, 236),
    ]

    @Test func storeWithoutClusterStartsAnswersAsRealmCore() throws {
        try PinnedLeftoverCounts.expectOnStore(dump: RealmCoreLeftoverTermKindsTests.kindsDump, Self.counts)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        try oracle.expectSameAnswers(dump: RealmCoreLeftoverTermKindsTests.kindsDump, fileName: "or.realm",
                                     queries: Self.counts.map { ("T", $0.query) })
    }

    /// On `alltypes.realm`, read natively; what RealmLens answered before after each.
    static let fixtureCounts: [(file: String, className: String, query: String, count: Int)] = [
        ("alltypes", "AllTypes", #"anyValue.@size == nil AND (id > 40 OR id < 5)"#, 9),
        ("alltypes", "AllTypes", #"(anyValue.@size == nil AND id > 10) OR id == 3"#, 11),  // 22
        ("alltypes", "AllTypes", #"(stringOptDict.@keys != 'apple' AND id > 3) OR id < 3"#, 50),  // 28
        ("alltypes", "AllTypes", #"decimalReq > 0 AND (stringOptDict.@keys != 'apple' OR id == 1)"#, 34),  // 12
        ("alltypes", "AllTypes", #"(anyValue.@size != 5 AND boolOpt != true) OR (intOptList[1] == nil AND id > 20)"#, 33),  // 34
        ("alltypes", "AllTypes", #"(anyValue.@size == nil OR stringOptDict.@keys != 'apple') AND (id > 40 OR id < 10)"#, 48),  // 37
        ("alltypes", "AllTypes", #"(dateList[1] <> 1970-01-01@00:00:00:000000000 AND NOT id == 3) OR id > 45"#, 46),  // 47
        ("alltypes", "AllTypes", #"(stringOptDict.@keys == nil AND floatReq > 1.5) OR (anyValue.@size == nil AND decimalReq > 0)"#, 6),  // 22
        ("alltypes", "AllTypes", #"anyValue.@size != 5 AND ((anyValue.@size == nil OR id < 10) AND stringOptDict.@keys != 'apple') AND NOT floatReq > 1.5"#, 22),  // 9
        ("alltypes", "AllTypes", #"stringOpt BEGINSWITH[c] 'H' OR (anyValue.@size == nil OR (decimalReq > 0 AND anyValue.@size != 5))"#, 34),  // 43
    ]

    @Test(.requiresFixtures) func fixturesAnswerAsRealmCore() throws {
        try PinnedLeftoverCounts.expectOnFixtures(Self.fixtureCounts)
    }
}
