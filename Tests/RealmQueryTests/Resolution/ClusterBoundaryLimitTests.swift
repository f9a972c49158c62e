import RealmModel
@testable import RealmQuery
import Testing

/// Which `LIMIT`s Realm Core checks only between clusters
/// (`ResolvedQuery.clusterBoundaryLimit`): after a lone int `IN` list, the
/// smallest of them; anything else keeps `LIMIT` in `ordering`.
@Suite struct ClusterBoundaryLimitTests {
    static let cases: [(query: String, limit: Int?, ordering: Int)] = [
        ("age IN {1, 2} LIMIT(2)", 2, 0),
        ("age == {1, 2} LIMIT(3)", 3, 0),
        ("age IN {1, 2} LIMIT(5) LIMIT(2)", 2, 0),
        ("age IN {1, 2} LIMIT(0)", nil, 1),
        ("age IN {1, 2} LIMIT(0) LIMIT(4)", nil, 2),
        ("age IN {1, 2} SORT(name ASC) LIMIT(2)", nil, 2),
        ("age IN {1, 2} LIMIT(2) DISTINCT(age)", nil, 2),
        ("age IN {1, 2} AND name == 'a' LIMIT(2)", nil, 1),
        ("NOT age IN {1, 2} LIMIT(2)", nil, 1),
        ("age == 1 LIMIT(2)", nil, 1),
        ("name IN {'a', 'b'} LIMIT(2)", nil, 1),
        ("age IN {1, 2}", nil, 0),
    ]

    @Test(arguments: cases) func limitCheckedBetweenClusters(_ query: String, _ limit: Int?, _ ordering: Int) throws {
        let resolved = try QueryResolver(schema: testSchema).resolve(query, className: "Dog")
        #expect(resolved.clusterBoundaryLimit == limit)
        #expect(resolved.ordering.count == ordering)
    }
}
