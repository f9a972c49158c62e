import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A `TRUEPREDICATE` or `FALSEPREDICATE` alone as a term of an `AND` chain written with parentheses,
/// beside a leftover condition (`LeftoverBuffer`): Realm Core's parser makes a node of it in its place
/// in the tree, so the parentheses change the order Core runs the chain in (`LeftoverBufferQuery.
/// coreOrder`, placed by its keyword). Realm Core 14.14's counts (`realm-core-check query`) are
/// pinned, and asked again where the tool is present; the comment after each is what RealmLens
/// answered before (the chain run as if written without parentheses). 41 of 118 such chains of a
/// generated grid disagreed with Core before; all 160 of the grid (nested under `OR` too) agree.
@Suite struct RealmCoreLeftoverPredicateTests {
    /// On `RealmCoreLeftoverTermKindsTests.kindsDump` (1000 objects over four clusters).
    static let counts: [(query: String, count: Int)] = [
        (#"(TRUEPREDICATE AND lk == nil) AND (NOT k == 2 AND m.@size != 1)"#, 38),  // 137
        (#"(d.@keys != 'a' AND n < 700) AND (m[SIZE] == nil AND TRUEPREDICATE)"#, 135),  // 210
        (#"(lk == nil AND m.@size == nil) AND (d.@keys != 'a' AND TRUEPREDICATE)"#, 105),  // 67
        (#"NOT k == 2 AND (TRUEPREDICATE AND (m.@size == nil AND k < 5))"#, 184),  // 342
        (#"NOT k == 2 AND m.@size == nil AND (TRUEPREDICATE AND b == true)"#, 197),  // 82
        (#"TRUEPREDICATE AND (d.@keys == nil AND m.@size == nil)"#, 120),  // 152
        (#"TRUEPREDICATE AND (m.@size == nil AND (il[1] == nil AND s == 's1'))"#, 85),  // 58
        (#"TRUEPREDICATE AND b == true AND (m.@size != 1 AND d.@keys != 'a')"#, 203),  // 100
        (#"d.@keys != 'a' AND (TRUEPREDICATE AND il[1] == nil) AND m.@size != 1"#, 68),  // 109
        (#"d.@keys != 'a' AND (b == true AND m.@size == nil AND TRUEPREDICATE)"#, 100),  // 203
        (#"il[1] == nil AND d.@keys == nil AND (d.@keys != 'a' AND TRUEPREDICATE)"#, 53),  // 101
        (#"m.@size != 1 AND (TRUEPREDICATE AND m.@size == nil AND dec > 0)"#, 231),  // 137
        (#"n < 700 AND (d.@keys == nil AND TRUEPREDICATE)"#, 288),  // 457
    ]

    @Test func storeWithoutClusterStartsAnswersAsRealmCore() throws {
        try PinnedLeftoverCounts.expectOnStore(dump: RealmCoreLeftoverTermKindsTests.kindsDump, Self.counts)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        try oracle.expectSameAnswers(dump: RealmCoreLeftoverTermKindsTests.kindsDump, fileName: "predicate.realm",
                                     queries: Self.counts.map { ("T", $0.query) })
    }
}
