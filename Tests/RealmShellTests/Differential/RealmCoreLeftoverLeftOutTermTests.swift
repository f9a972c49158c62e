import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A comparison the resolver leaves out (`io <= 9223372036854775807`: Realm Core's `Query::less_equal`
/// adds no node for it) in an `AND` chain beside a leftover condition (`LeftoverBuffer`): it adds no
/// node, yet it holds its place in Core's parser tree, so it changes the order Core runs the other
/// terms in (`LeftoverBufferQuery.coreOrder`, `ConditionLayout.comparisons`). Realm Core 14.14's
/// counts (`realm-core-check query`) are pinned, and asked again where the tool is present; the
/// comment after each is what RealmLens answered before (the chain run as if the comparison was never
/// written). 16 of 90 such generated chains disagreed with Core before; all 90 agree.
@Suite struct RealmCoreLeftoverLeftOutTermTests {
    /// On `RealmCoreLeftoverTermKindsTests.kindsDump` (1000 objects over four clusters).
    static let counts: [(query: String, count: Int)] = [
        (#"(d.@keys != 'a' AND k == 3) AND (n >= -9223372036854775808 AND m.@size == nil)"#, 44),  // 40
        (#"(d.@keys == nil AND n > 300) AND (n >= -9223372036854775808 AND il[1] == nil)"#, 8),  // 4
        (#"(d.@keys == nil AND s == 's1') AND (n >= -9223372036854775808 AND m.@size != 1)"#, 53),  // 56
        (#"(dec > 0 AND dec > 0) AND (io <= 9223372036854775807 AND d.@keys != 'a')"#, 402),  // 437
        (#"(il[1] == nil AND io <= 9223372036854775807) AND d.@keys != 'a'"#, 8),  // 13
        (#"(io <= 9223372036854775807 AND m.@size != 1) AND d.@keys == nil"#, 99),  // 100
        (#"(n < 700 AND il[1] == nil) AND (d.@keys == nil AND k <= 9223372036854775807)"#, 138),  // 90
        (#"k < 5 AND k <= 9223372036854775807 AND n < 700 AND m.@size != 1"#, 87),  // 300
        (#"k <= 9223372036854775807 AND m.@size != 1 AND d.@keys != 'a' AND n < 700"#, 107),  // 112
        (#"lk == nil AND k <= 9223372036854775807 AND il[1] == nil AND dec > 0"#, 102),  // 104
        (#"m.@size == nil AND k <= 9223372036854775807 AND d.@keys != 'a' AND n < 700"#, 107),  // 112
    ]

    @Test func storeWithoutClusterStartsAnswersAsRealmCore() throws {
        try PinnedLeftoverCounts.expectOnStore(dump: RealmCoreLeftoverTermKindsTests.kindsDump, Self.counts)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        try oracle.expectSameAnswers(dump: RealmCoreLeftoverTermKindsTests.kindsDump, fileName: "leftout.realm",
                                     queries: Self.counts.map { ("T", $0.query) })
    }
}
