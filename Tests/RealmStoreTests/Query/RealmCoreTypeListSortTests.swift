import Testing
@testable import RealmStore

/// `ALL`/`ANY x.@type IN {…}` against a list of more than 16 type names
/// holding a group name (`numeric`, `collection`), as Realm Core 14.14
/// answers on `alltypes.realm` (`realm-core-check query`; checked live where
/// the tool is present). A group is "equal" to each of its types, so the
/// order `std::sort` leaves the list in is no sorted order but the steps of
/// libstdc++'s introsort (partitions around a median of three, then an
/// insertion sort), and Core's walk over it may pass a type the list names
/// (`TypeAttributeWalk`, `LibstdcxxSort`). RealmLens looked such a list up
/// name by name and answered every object for the first three.
@Suite struct RealmCoreTypeListSortTests: PinsRealmCoreAnswers {
    static let longLists: [PinnedCase] = [
        A("alltypes", "AllTypes", "ALL mixedSet.@type IN {'double', 'float', 'null', 'object', 'bool', 'double', 'bool', 'date', 'objectId', 'numeric', 'binary', 'string', 'int', 'null', 'numeric', 'uuid', 'double', 'collection', 'bool', 'int'}", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "-271", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "308", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "ALL mixedSet.@type IN {'object', 'null', 'float', 'objectId', 'numeric', 'objectId', 'list', 'bool', 'float', 'decimal', 'numeric', 'null', 'int', 'string', 'string', 'int', 'date', 'date', 'bool', 'null'}", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "-271", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "308", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "ALL mixedSet.@type IN {'date', 'null', 'collection', 'string', 'collection', 'binary', 'int', 'string', 'string', 'objectId', 'null', 'collection', 'bool', 'uuid', 'collection', 'float', 'list', 'numeric', 'object', 'object', 'int', 'collection', 'decimal', 'object', 'decimal', 'string', 'uuid', 'decimal', 'int', 'object', 'date', 'collection', 'dictionary', 'binary', 'objectId', 'collection', 'uuid', 'object', 'object', 'int'}", ["-9223372036854775808", "0", "97", "-56", "647", "494", "188", "35", "-271", "585", "279", "126", "-180", "676", "370", "217", "-89", "-242", "461", "308", "2", "-151", "552", "399", "93", "-60", "643", "490", "184", "31", "-275", "581", "275"]),
        A("alltypes", "AllTypes", "ANY mixedDict.@type IN {'decimal', 'string', 'string', 'date', 'string', 'dictionary', 'objectId', 'null', 'object', 'collection', 'date', 'bool', 'uuid', 'double', 'decimal', 'objectId', 'null', 'decimal', 'double', 'objectId'}", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        A("alltypes", "AllTypes", "ANY mixedList.@type IN {'collection', 'collection', 'date', 'int', 'uuid', 'null', 'object', 'dictionary', 'null', 'list', 'object', 'dictionary', 'null', 'numeric', 'int', 'date', 'string', 'float'}", ["9223372036854775807", "0", "97", "-209", "494", "188", "-118", "585", "279", "-27", "676", "370", "64", "-242", "461", "155", "-151", "552", "246", "-60", "643", "337", "31", "-275", "428"]),
        A("alltypes", "AllTypes", "ALL mixedList.@type IN {'uuid', 'object', 'null', 'numeric', 'binary', 'int', 'date', 'float', 'object', 'collection', 'binary', 'dictionary', 'float', 'binary', 'null', 'string', 'list', 'uuid', 'date', 'dictionary', 'date', 'double', 'bool', 'numeric', 'bool', 'bool', 'null', 'null', 'string', 'string'}", ["-9223372036854775808", "-1", "-56", "647", "341", "35", "-271", "432", "126", "-180", "523", "217", "-89", "614", "308", "2", "705", "399", "93", "-213", "490", "184", "-122", "581", "275"]),
    ]

    @Test(.requiresFixtures, arguments: longLists) func longListsAnswerAsRealmCore(_ pinned: PinnedCase) throws {
        try check(pinned)
    }

    /// On a real order the port is a sort (its partitions, insertion sorts and heap sort
    /// keep every element and leave them ordered), for every length around the threshold.
    @Test func sortsARealOrder() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 15, 16, 17, 33, 100, 1000] {
            for _ in 0..<20 {
                let values = (0..<count).map { _ in Int.random(in: 0..<8, using: &generator) }
                #expect(LibstdcxxSort.sorted(values, by: <) == values.sorted(), "\(values)")
            }
        }
        let descending = Array((0..<500).reversed())
        #expect(LibstdcxxSort.sorted(descending, by: <) == Array(0..<500))
    }
}
