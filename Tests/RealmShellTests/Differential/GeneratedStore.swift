import Foundation
import TestRandomness

/// A seeded canonical dump with every property kind, dictionaries holding
/// nulls, mixed values holding nested lists and dictionaries, links both
/// ways and embedded objects: turned into a genuine file by Realm Core's
/// `from-canonical`, so both engines query the same objects.
struct GeneratedStore {
    var rng: SplitMix64
    let things: Int
    let owners: Int

    init(seed: UInt64, things: Int = 40, owners: Int = 12) {
        rng = SplitMix64(seed: seed)
        self.things = things
        self.owners = owners
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    mutating func chance(_ percent: Int) -> Bool { Int(rng.next() % 100) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }

    static let strings = ["Ana María", "ana maria", "ANA", "résumé", "Resume", "", "abc", "ABC", "aBc d", "Ärger", "ärger",
                          "straße", "x*y?", "東京", "hello world", "Hello", "zebra", "a", "b", "Ωmega", "ﬁne", "s1", "S1",
                          "resume", "RÉSUMÉ", "Zebra", "hello", "naïve", "NAÏVE", "Émile", "émile", "i", "I", " padded ", "Ana maría"]
    /// The values of the mixed set: scalars no two of which Realm Core holds equal.
    static let mixedSetValues = ["5", "2.5", "\"a\"", "\"A\"", "true", "null", "{\"$decimal\":\"7\"}",
                                 "{\"$date\":\"2000-01-01T00:00:00.000000000Z\"}", "\"hello\"", "-100"]
    static let keys = ["a", "b", "name", "list", "deep", "z", "k1", "key two", "Ä"]

    mutating func string() -> String { DumpText.string(pick(Self.strings)) }
    mutating func intValue() -> String { pick(["0", "1", "-1", "2", "3", "5", "7", "10", "42", "100", "-100", "9223372036854775807", "-9223372036854775808"]) }
    mutating func doubleValue() -> String { pick(["0", "0.5", "-1.5", "1", "2", "2.5", "3.25", "100", "-0", "1e+20", "\"NaN\"", "\"inf\"", "1e-10", "7",
                                                    "9.223372036854776e+18", "-9.223372036854776e+18", "9.223372036854775e+18", "\"-inf\"", "2.5"]) }
    mutating func floatValue() -> String { pick(["0", "0.5", "-1.5", "1", "2.5", "3.25", "100", "\"inf\"", "7"]) }
    mutating func date() -> String {
        pick(["1970-01-01T00:00:00.000000000Z", "2000-01-01T00:00:00.000000000Z", "2024-01-31T12:30:00.500000000Z",
              "1969-12-31T23:59:59.999999999Z", "1900-01-01T00:00:00.000000000Z", "2038-01-19T03:14:08.000000000Z",
              "2024-01-31T12:30:00.000000000Z", "1960-06-15T08:00:00.250000000Z", "2000-01-01T00:00:00.000000000Z"]).wrappedDate
    }
    mutating func decimal() -> String {
        let text = pick(["0", "1.5", "-987.65", "1E+3", "2.50", "3", "-0", "100", "1E-1", "1E400", "-1E6000", "9223372036854775807"])
        return "{\"$decimal\":\"\(text)\"}"
    }
    mutating func oid() -> String { "{\"$oid\":\"\(pick(["600000000005000500001315", "000000000000000000000000", "6000000000060006000016e6", "ffffffffffffffffffffffff"]))\"}" }
    mutating func uuid() -> String { "{\"$uuid\":\"\(pick(["00000000-0000-0000-0000-000000000000", "83f14ec3-7c8b-4fb1-b446-6c95c0a83ce5", "ffffffff-ffff-ffff-ffff-ffffffffffff"]))\"}" }
    mutating func data() -> String { "{\"$data\":\"\(pick(["", "YWJj", "QUJD", "AQID", "aGVsbG8="]))\"}" }
    mutating func bool() -> String { chance(50) ? "true" : "false" }

    mutating func optional(_ make: (inout GeneratedStore) -> String) -> String { chance(20) ? "null" : make(&self) }

    /// A mixed value: any scalar, a link, or a nested list or dictionary (up to `depth` levels).
    mutating func mixed(depth: Int = 2) -> String {
        switch int(0...14) {
        case 0: return "null"
        case 1, 2: return intValue()
        case 3: return doubleValue()
        case 4, 5: return string()
        case 6: return bool()
        case 7: return date()
        case 8: return decimal()
        case 9: return oid()
        case 10: return uuid()
        case 11 where depth == 2: return "{\"$link\":{\"class\":\"Owner\",\"key\":{\"$index\":\(int(0...owners - 1))}}}"
        case 12 where depth > 0: return "[" + (0..<int(0...4)).map { _ in mixed(depth: depth - 1) }.joined(separator: ",") + "]"
        case 13 where depth > 0:
            let keys = Set((0..<int(0...4)).map { _ in pick(Self.keys) }).sorted()
            return "{" + keys.map { "\(DumpText.string($0)):\(mixed(depth: depth - 1))" }.joined(separator: ",") + "}"
        default: return string()
        }
    }

    /// A value for the indexed mixed property `m2`: any scalar but the number 1 and the decimals
    /// whose coefficient is 1 without being an int (`1E400`, `-1E6000`, `1E-1`). Realm Core 14.14's
    /// string index keys a mixed value by its bytes: `true`, `1`, `1.0` and `decimal128(1)` share theirs,
    /// and those decimals share their first four; stores holding both (`[true, 1, decimal128(1E400)]`,
    /// `[decimal128(1.5), true, decimal128(-1E6000)]`, minimised from seeds 2103 and 5702) stop
    /// `from-canonical` on a debug assertion (`index_string.cpp:1323`, `contains_only_duplicates`),
    /// and the store cannot be written at all.
    mutating func indexedMixed() -> String {
        let value = mixed(depth: 0)
        if value == "1" { return "2" }
        if ["1E400", "-1E6000", "1E-1"].contains(where: { value == "{\"$decimal\":\"\($0)\"}" }) { return "{\"$decimal\":\"3\"}" }
        return value
    }

    mutating func list(_ count: ClosedRange<Int>, _ make: (inout GeneratedStore) -> String) -> String {
        "[" + (0..<int(count)).map { _ in make(&self) }.joined(separator: ",") + "]"
    }

    mutating func set(_ count: ClosedRange<Int>, _ make: (inout GeneratedStore) -> String) -> String {
        "[" + Set((0..<int(count)).map { _ in make(&self) }).sorted().joined(separator: ",") + "]"
    }

    mutating func dictionary(_ make: (inout GeneratedStore) -> String) -> String {
        let keys = Set((0..<int(0...4)).map { _ in pick(Self.keys) }).sorted()
        return "{" + keys.map { "\(DumpText.string($0)):\(make(&self))" }.joined(separator: ",") + "}"
    }

    static let schema = """
    [{"name":"Owner","embedded":false,"primaryKey":null,"properties":[\
    {"name":"name","type":"string","optional":false,"indexed":false,"collection":null},\
    {"name":"age","type":"int","optional":true,"indexed":false,"collection":null},\
    {"name":"best","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Thing"},\
    {"name":"things","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Thing"},\
    {"name":"meta","type":"mixed","optional":true,"indexed":false,"collection":null},\
    {"name":"score","type":"double","optional":true,"indexed":false,"collection":null},\
    {"name":"since","type":"date","optional":false,"indexed":false,"collection":null},\
    {"name":"tags","type":"string","optional":false,"indexed":false,"collection":"set"}]},\
    {"name":"Spec","embedded":true,"primaryKey":null,"properties":[\
    {"name":"label","type":"string","optional":false,"indexed":false,"collection":null},\
    {"name":"n","type":"int","optional":true,"indexed":false,"collection":null}]},\
    {"name":"Thing","embedded":false,"primaryKey":"id","properties":[\
    {"name":"id","type":"int","optional":false,"indexed":true,"collection":null},\
    {"name":"b","type":"bool","optional":true,"indexed":false,"collection":null},\
    {"name":"i","type":"int","optional":false,"indexed":false,"collection":null},\
    {"name":"io","type":"int","optional":true,"indexed":true,"collection":null},\
    {"name":"f","type":"float","optional":false,"indexed":false,"collection":null},\
    {"name":"d","type":"double","optional":true,"indexed":false,"collection":null},\
    {"name":"s","type":"string","optional":false,"indexed":false,"collection":null},\
    {"name":"so","type":"string","optional":true,"indexed":true,"collection":null},\
    {"name":"bin","type":"data","optional":true,"indexed":false,"collection":null},\
    {"name":"dt","type":"date","optional":false,"indexed":false,"collection":null},\
    {"name":"dec","type":"decimal","optional":true,"indexed":false,"collection":null},\
    {"name":"oid","type":"objectId","optional":true,"indexed":false,"collection":null},\
    {"name":"u","type":"uuid","optional":true,"indexed":false,"collection":null},\
    {"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},\
    {"name":"m2","type":"mixed","optional":true,"indexed":true,"collection":null},\
    {"name":"il","type":"int","optional":false,"indexed":false,"collection":"list"},\
    {"name":"sl","type":"string","optional":true,"indexed":false,"collection":"list"},\
    {"name":"ds","type":"double","optional":false,"indexed":false,"collection":"set"},\
    {"name":"sd","type":"string","optional":true,"indexed":false,"collection":"dictionary"},\
    {"name":"idict","type":"int","optional":true,"indexed":false,"collection":"dictionary"},\
    {"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},\
    {"name":"md","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},\
    {"name":"owner","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Owner"},\
    {"name":"owners","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Owner"},\
    {"name":"spec","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"Spec"},\
    {"name":"specs","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"Spec"},\
    {"name":"fl","type":"float","optional":true,"indexed":false,"collection":"list"},\
    {"name":"dtl","type":"date","optional":true,"indexed":false,"collection":"list"},\
    {"name":"decs","type":"decimal","optional":false,"indexed":false,"collection":"set"},\
    {"name":"ss","type":"string","optional":false,"indexed":false,"collection":"set"},\
    {"name":"ms","type":"mixed","optional":true,"indexed":false,"collection":"set"},\
    {"name":"oids","type":"objectId","optional":true,"indexed":false,"collection":"set"},\
    {"name":"ud","type":"uuid","optional":true,"indexed":false,"collection":"dictionary"},\
    {"name":"bind","type":"data","optional":true,"indexed":false,"collection":"dictionary"},\
    {"name":"ownerSet","type":"object","optional":false,"indexed":false,"collection":"set","objectType":"Owner"},\
    {"name":"ownerDict","type":"object","optional":true,"indexed":false,"collection":"dictionary","objectType":"Owner"},\
    {"name":"holders","type":"linkingObjects","optional":false,"indexed":false,"collection":"list","objectType":"Owner","property":"things"}]}]
    """

    mutating func spec() -> String { "{\"label\":\(string()),\"n\":\(optional { $0.intValue() })}" }
    mutating func ownerLink() -> String { "{\"$index\":\(int(0...owners - 1))}" }

    /// The whole dump as canonical JSON text.
    mutating func dump() -> String {
        var ownerObjects: [String] = []
        for _ in 0..<owners {
            ownerObjects.append("{\"name\":\(string()),\"age\":\(optional { $0.intValue() }),"
                + "\"best\":\(chance(30) ? "null" : String(int(0...things - 1) * 3)),"
                + "\"things\":\(list(0...3) { String($0.int(0...$0.things - 1) * 3) }),\"meta\":\(mixed()),"
                + "\"score\":\(optional { $0.doubleValue() }),\"since\":\(date()),\"tags\":\(set(0...3) { $0.string() })}")
        }
        var thingObjects: [String] = []
        for n in 0..<things {
            var fields: [String] = []
            fields.append("\"id\":\(n * 3)")
            fields.append("\"b\":\(optional { $0.bool() })")
            fields.append("\"i\":\(intValue())")
            fields.append("\"io\":\(optional { $0.intValue() })")
            fields.append("\"f\":\(floatValue())")
            fields.append("\"d\":\(optional { $0.doubleValue() })")
            fields.append("\"s\":\(string())")
            fields.append("\"so\":\(optional { $0.string() })")
            fields.append("\"bin\":\(optional { $0.data() })")
            fields.append("\"dt\":\(date())")
            fields.append("\"dec\":\(optional { $0.decimal() })")
            fields.append("\"oid\":\(optional { $0.oid() })")
            fields.append("\"u\":\(optional { $0.uuid() })")
            fields.append("\"m\":\(mixed())")
            fields.append("\"m2\":\(indexedMixed())")
            fields.append("\"il\":\(list(0...4) { $0.intValue() })")
            fields.append("\"sl\":\(list(0...3) { $0.optional { $0.string() } })")
            fields.append("\"ds\":\(set(0...3) { $0.pick(["0", "0.5", "1", "2.5", "100", "-1.5"]) })")
            fields.append("\"sd\":\(dictionary { $0.optional { $0.string() } })")
            fields.append("\"idict\":\(dictionary { $0.optional { $0.intValue() } })")
            fields.append("\"ml\":\(list(0...3) { $0.mixed() })")
            fields.append("\"md\":\(dictionary { $0.mixed() })")
            fields.append("\"owner\":\(chance(25) ? "null" : ownerLink())")
            fields.append("\"owners\":\(list(0...3) { $0.ownerLink() })")
            fields.append("\"spec\":\(chance(30) ? "null" : spec())")
            fields.append("\"specs\":\(list(0...2) { $0.spec() })")
            // The kinds the fields above leave out: lists, sets and dictionaries of the other types, and of links.
            fields.append("\"fl\":\(list(0...3) { $0.optional { $0.floatValue() } })")
            fields.append("\"dtl\":\(list(0...3) { $0.optional { $0.date() } })")
            fields.append("\"decs\":\(set(0...3) { "{\"$decimal\":\"\($0.pick(["0", "1.5", "-987.65", "1E+3", "3", "100", "1E-1"]))\"}" })")
            fields.append("\"ss\":\(set(0...3) { $0.string() })")
            fields.append("\"ms\":\(set(0...3) { $0.pick(Self.mixedSetValues) })")
            fields.append("\"oids\":\(set(0...2) { $0.optional { $0.oid() } })")
            fields.append("\"ud\":\(dictionary { $0.optional { $0.uuid() } })")
            fields.append("\"bind\":\(dictionary { $0.optional { $0.data() } })")
            fields.append("\"ownerSet\":\(set(0...3) { $0.ownerLink() })")
            fields.append("\"ownerDict\":\(dictionary { $0.chance(15) ? "null" : $0.ownerLink() })")
            thingObjects.append("{" + fields.joined(separator: ",") + "}")
        }
        return "{\"schema\":\(Self.schema),\"objects\":{\"Owner\":[\(ownerObjects.joined(separator: ","))],\"Thing\":[\(thingObjects.joined(separator: ","))]}}\n"
    }
}

private extension String {
    var wrappedDate: String { "{\"$date\":\"\(self)\"}" }
}
