import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Lone conditions whose operand Realm Core leaves unevaluated for some objects
/// (`LeftoverBuffer`: `@size` of a mixed number, bool, date, …; `list[i]` past
/// the end of a non-empty list; `@keys` of a never-written dictionary), which
/// then read what the previous object left in Core's buffer: null at each
/// cluster's start and after each match, else a value that did not match.
/// Realm Core 14.14's answers (`realm-core-check query`) are pinned, and asked
/// again where the tool is present.
@Suite struct RealmCoreLeftoverBufferTests {
    /// On the fixtures, read natively (their own keys and cluster starts). RealmLens read
    /// null for every unevaluated object before: 33, 47, 33, 33, 36, 16, 41, …, 17, 0, 10.
    static let fixtureCounts: [(file: String, className: String, query: String, count: Int)] = [
        ("alltypes", "AllTypes", #"anyValue.@size == nil"#, 9),
        ("alltypes", "AllTypes", #"anyValue.@size != 5"#, 44),
        ("alltypes", "AllTypes", #"anyValue[SIZE] IN {nil, 3}"#, 9),
        ("alltypes", "AllTypes", #"nil == anyValue.@count"#, 9),
        ("alltypes", "AllTypes", #"dateList[1] <> 1970-01-01@00:00:00:000000000"#, 35),
        ("alltypes", "AllTypes", #"intOptList[1] == nil"#, 12),
        ("alltypes", "AllTypes", #"stringList[2] != "a""#, 40),
        ("alltypes", "AllTypes", #"ALL dateOptDict.@keys IN[c] {"when", "z"}"#, 0),
        ("alltypes", "AllTypes", #"SOME boolOptDict.@keys != "unknown""#, 50),
        ("alltypes", "AllTypes", #"stringOptDict.@keys != "emoji 😀""#, 50),
        ("alltypes", "AllTypes", #"ANY dateOptDict.@keys LIKE[c] null"#, 3),
        ("alltypes", "AllTypes", #"mixedDict.@keys != "a""#, 50),
        ("links", "City", #"ALL landmarks.@keys IN[c] {"wharf", "NAME"}"#, 1),
        // `ALL`/`NONE` against one value compare the null as it is; string operators but `LIKE` fail it.
        ("alltypes", "AllTypes", #"NONE stringOptDict.@keys != "name""#, 0),
        ("alltypes", "AllTypes", #"dateOptDict.@keys CONTAINS "a""#, 0),
        ("alltypes", "AllTypes", #"stringList[1] LIKE nil"#, 0),
        ("links", "City", #"ALL landmarks.@keys BEGINSWITH "w""#, 1),
    ]

    @Test(.requiresFixtures) func fixturesAnswerAsRealmCore() throws {
        var engines: [String: LensQueryEngine] = [:]
        for pinned in Self.fixtureCounts {
            let file = try #require(RealmCoreDifferentialTests.fixture(pinned.file + ".realm"))
            let lens = try engines[pinned.file] ?? LensQueryEngine(file: file)
            engines[pinned.file] = lens
            let ours = lens.answer(className: pinned.className, query: pinned.query)
            guard case .objects(let found) = ours else {
                Issue.record("\(pinned.query): \(ours)")
                continue
            }
            #expect(found.count == pinned.count, "\(pinned.query)")
            if let oracle = RealmCoreOracle.shared {
                let realm = try oracle.answer(file: file, className: pinned.className, query: pinned.query)
                #expect(realm.sortedIfObjects == ours.sortedIfObjects, "\(pinned.query): Realm Core \(realm), RealmLens \(ours)")
            }
        }
    }

    /// 600 objects: three clusters of 256 in key order, as Realm Core writes them from a dump and as
    /// RealmLens assumes for a store that records no cluster starts.
    static var manyObjectsDump: String {
        var objects: [String] = []
        for i in 0..<600 {
            let m = i % 97 == 5 ? #""abc""# : i % 131 == 7 ? "null" : String(i)
            let il = i % 89 == 3 ? "[1,2]" : i % 61 == 9 ? "[]" : "[1]"
            let d = i % 113 == 4 ? #"{"a":1}"# : "{}"
            objects.append(#"{"n":\#(i),"m":\#(m),"il":\#(il),"d":\#(d)}"#)
        }
        let property = { (name: String, type: String, collection: String) in
            #"{"name":"\#(name)","type":"\#(type)","optional":\#(type == "mixed"),"indexed":false,"collection":\#(collection)}"#
        }
        let properties = [property("n", "int", "null"), property("m", "mixed", "null"),
                          property("il", "int", #""list""#), property("d", "int", #""dictionary""#)]
        return #"{"schema":[{"name":"T","embedded":false,"primaryKey":null,"properties":[\#(properties.joined(separator: ","))]}],"#
            + #""objects":{"T":[\#(objects.joined(separator: ","))]}}"#
    }

    /// Realm Core's answers on the file `from-canonical` writes of `manyObjectsDump` (`n` = position).
    static let manyObjectsAnswers: [(query: String, expected: [Int64])] = [
        ("il[1] == nil", Array(0...2) + Array(256...269) + Array(512...536)),
        ("il[1] != 2", Array(0...2) + Array(256...269) + Array(512...536)),
        ("d.@keys != 'a'", Array(0...3) + Array(256...342) + Array(512...568)),
        ("d.@keys == nil", Array(0...3) + Array(256...342) + Array(512...568)),
    ]
    static let manyObjectsCounts: [(query: String, count: Int)] = [("m.@size == nil", 366), ("m.@size != 3", 366)]

    @Test func storeWithoutClusterStartsAnswersAsRealmCoreOnItsFile() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.manyObjectsDump.utf8)))
        func ns(_ query: String) throws -> [Int64] {
            var found: [Int64] = []
            try realm.objects("T", where: query).forEach { object in
                if case .int(let n) = try object.value(forKey: "n") { found.append(n) }
            }
            return found.sorted()
        }
        for (query, expected) in Self.manyObjectsAnswers { #expect(try ns(query) == expected, "\(query)") }
        for (query, count) in Self.manyObjectsCounts { #expect(try ns(query).count == count, "\(query)") }
    }

    /// The same objects in Realm Core's own file, read natively with its cluster starts.
    @Test(.requiresRealmCoreCheck) func genuineFileOfManyClustersAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let queries = Self.manyObjectsAnswers.map(\.query) + Self.manyObjectsCounts.map(\.query)
        try oracle.expectSameAnswers(dump: Self.manyObjectsDump, fileName: "leftover.realm", queries: queries.map { ("T", $0) })
    }
}

private extension QueryAnswer {
    var sortedIfObjects: QueryAnswer {
        if case .objects(let ids) = self { return .objects(ids.sorted()) }
        return self
    }
}
