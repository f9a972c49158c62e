import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Realm Core 14.14 tells NaNs apart by their bits (`NaNBits`): `compare_float`
/// reads two NaNs' bits unsigned, `Decimal128::compare` two decimal NaNs'
/// words, and x86-64 arithmetic gives the left NaN operand, else the right, else
/// the default NaN 0xFFF8000000000000 (sign set) for `inf * 0`, `inf - inf`,
/// `0 / 0`: so `d * 0 == nan` holds for a stored NaN but not for `inf * 0`.
/// Each answer is Realm Core's (`realm-core-check query`) on a genuine file
/// holding the same values, made by `from-canonical` and then given the NaN
/// bits a canonical dump cannot spell (`withNaNBits`).
@Suite struct RealmCoreNaNBitsTests {
    /// Objects 1–3 hold a NaN in `f`, `d` and `m`: 1 the quiet NaN 0x7FF8000000000000 (the literal `nan`),
    /// 2 the negative one (0xFFF8000000000000, `inf * 0`'s), 3 one with payload 1 (0x7FF8000000000001;
    /// floats 0x7FC00000, 0xFFC00000, 0x7FC00001). 4 holds inf, 5 zero, 6 one (and a decimal NaN in `m`), 7 -inf.
    static let schemaJSON = #"""
    {"name": "T", "embedded": false, "primaryKey": "id", "properties": [{"name": "id", "type": "int", "optional": false, "indexed": true, "collection": null}, {"name": "f", "type": "float", "optional": false, "indexed": false, "collection": null}, {"name": "d", "type": "double", "optional": false, "indexed": false, "collection": null}, {"name": "dec", "type": "decimal", "optional": false, "indexed": false, "collection": null}, {"name": "m", "type": "mixed", "optional": true, "indexed": false, "collection": null}]}
    """#

    /// The dump with stand-ins (`sentinels`) where a NaN with other bits goes.
    static let dump = #"{"schema": ["# + schemaJSON + #"], "objects": {"T": ["#
        + #"{"id": 1, "f": "NaN", "d": "NaN", "dec": {"$decimal": "NaN"}, "m": 2.718281828459045}, "#
        + #"{"id": 2, "f": 1.0000001, "d": 1.0000000000000002, "dec": {"$decimal": "NaN"}, "m": 3.141592653589793}, "#
        + #"{"id": 3, "f": 1.0000002, "d": 1.0000000000000004, "dec": {"$decimal": "NaN"}, "m": 1.4142135623730951}, "#
        + #"{"id": 4, "f": "inf", "d": "inf", "dec": {"$decimal": "Inf"}, "m": 1e+308}, "#
        + #"{"id": 5, "f": 0, "d": 0, "dec": {"$decimal": "0"}, "m": 0}, "#
        + #"{"id": 6, "f": 1, "d": 1, "dec": {"$decimal": "1"}, "m": {"$decimal": "NaN"}}, "#
        + #"{"id": 7, "f": "-inf", "d": "-inf", "dec": {"$decimal": "-Inf"}, "m": 0.0}]}}"#

    /// Stand-in bits → NaN bits (little-endian in the file).
    static let doubleSentinels: [(Double, UInt64)] = [
        (1.0000000000000002, 0xFFF8_0000_0000_0000), (1.0000000000000004, 0x7FF8_0000_0000_0001),
        (2.718281828459045, 0x7FF8_0000_0000_0000), (3.141592653589793, 0xFFF8_0000_0000_0000),
        (1.4142135623730951, 0x7FF8_0000_0000_0001),
    ]
    static let floatSentinels: [(Float, UInt32)] = [(1.0000001, 0xFFC0_0000), (1.0000002, 0x7FC0_0001)]

    /// Query → Realm Core's objects (in its order where the query sorts).
    static let cases: [(query: String, ids: [Int64])] = [
        // Arithmetic: a NaN operand passes its bits on; inf * 0, inf - inf, 0 / 0 give the default NaN.
        ("d * 0 == nan", [1]),
        ("d * 0 > nan", [2, 3, 4, 5, 6, 7]),
        ("d * 0 != nan", [2, 3, 4, 5, 6, 7]),
        ("d - d == nan", [1]),
        ("d / d == nan", [1]),
        ("d == d * 0", [1, 2, 3, 5]),
        ("d * f == d", [1, 2, 3, 4, 5, 6]),
        ("f * d == d", [1, 2, 4, 5, 6]),
        ("m * 0 < nan", []),
        // The literal `nan`, `-nan` too, is 0x7FF8000000000000 (against a decimal `-nan` is a negative NaN).
        ("nan == d", [1]),
        ("-nan == d", [1]),
        ("dec < -nan", [1, 2, 3]),
        ("-nan == dec", []),
        // A float widens to a double, payload kept; a double NaN meets a decimal NaN through Decimal128(double).
        ("d == f", [1, 2, 4, 5, 6, 7]),
        ("f * 0 > d", [3]),
        ("d > dec", [2, 3]),
        ("dec * 0 == nan", [1, 2, 3, 4, 7]),
        ("dec / dec == d", [1, 6]),
        ("m == nan", [1, 6]),
        ("m == d", [1, 2, 3, 5]),
        // IN and BETWEEN.
        ("d IN {nan}", []),
        ("d * 1 IN {nan, 0}", [1, 5]),
        ("dec * 1 IN {-nan}", []),
        ("m IN {nan}", [1, 6]),
        ("m BETWEEN {nan, 0}", [1, 2, 3, 5, 6, 7]),
        ("d BETWEEN {nan, 0}", []),
        // SORT and DISTINCT: NaNs by their bits, a double NaN tied with the decimal NaN it equals.
        ("TRUEPREDICATE SORT(d ASC)", [1, 3, 2, 7, 5, 6, 4]),
        ("TRUEPREDICATE SORT(f DESC)", [4, 6, 5, 7, 2, 3, 1]),
        ("TRUEPREDICATE SORT(m ASC)", [1, 6, 3, 2, 5, 7, 4]),
        ("TRUEPREDICATE DISTINCT(m)", [1, 2, 3, 4, 5]),
    ]

    static func ordered(_ query: String) -> Bool { query.contains("SORT") || query.contains("DISTINCT") }

    /// Our store holding the objects, the NaN bits set through `create(update:)`.
    static func makeStore() throws -> Realm {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        let nan = { (bits: UInt64) in AnyRealmValue.double(Double(bitPattern: bits)) }
        let rows: [[String: AnyRealmValue]] = [
            ["id": .int(1), "m": nan(0x7FF8_0000_0000_0000)],
            ["id": .int(2), "f": .float(Float(bitPattern: 0xFFC0_0000)), "d": nan(0xFFF8_0000_0000_0000), "m": nan(0xFFF8_0000_0000_0000)],
            ["id": .int(3), "f": .float(Float(bitPattern: 0x7FC0_0001)), "d": nan(0x7FF8_0000_0000_0001), "m": nan(0x7FF8_0000_0000_0001)],
        ]
        try realm.write { for row in rows { _ = try realm.create("T", value: row, update: .all) } }
        return realm
    }

    @Test(arguments: cases) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64])) throws {
        let got = try storeAnswerIDs(try Self.makeStore(), "T", pinned.query)
        #expect((Self.ordered(pinned.query) ? got : got.sorted()) == pinned.ids, "\(pinned.query)")
    }

    @Test func storesTheBitsItWasGiven() throws {
        let realm = try Self.makeStore()
        var bits: [UInt64] = []
        try realm.objects("T", where: "TRUEPREDICATE SORT(id ASC)").forEach { object in
            if case .double(let d) = try object.value(forKey: "d") { bits.append(d.bitPattern) }
        }
        #expect(Array(bits.prefix(3)) == [0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0000, 0x7FF8_0000_0000_0001])
    }

    /// Realm Core's own answers on the genuine file.
    @Test(.requiresRealmCoreCheck) func realmCoreAnswersSo() throws {
        let genuine = try GenuineDumpFile(Self.dump)
        try Self.withNaNBits(genuine.path)
        for pinned in Self.cases {
            let (code, out, message) = try RealmCoreCheck.run(["query", genuine.path, "T", pinned.query])
            #expect(code == 0, "\(pinned.query): \(message)")
            let json = try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any]
            let keys = (json?["keys"] as? [NSNumber])?.map(\.int64Value) ?? []
            #expect((Self.ordered(pinned.query) ? keys : keys.sorted()) == pinned.ids, "\(pinned.query)")
        }
    }

    /// Writes the NaN bits over the stand-ins in the genuine file (each value appears once, in its column's leaf).
    static func withNaNBits(_ path: String) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func replace(_ old: [UInt8], _ new: [UInt8]) throws {
            var hits = 0, i = 0
            while i + old.count <= bytes.count {
                if Array(bytes[i ..< i + old.count]) == old { bytes.replaceSubrange(i ..< i + old.count, with: new); hits += 1; i += old.count } else { i += 1 }
            }
            try #require(hits == 1, "stand-in \(old) found \(hits) times")
        }
        let le = { (v: UInt64, n: Int) in (0 ..< n).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
        for (old, new) in doubleSentinels { try replace(le(old.bitPattern, 8), le(new, 8)) }
        for (old, new) in floatSentinels { try replace(le(UInt64(old.bitPattern), 4), le(UInt64(new), 4)) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// The same rules on `alltypes.realm`, where two objects hold the NaN `doubleReq` and four infinity:
/// `inf * 0` is the default NaN, which neither the literal `nan` nor the decimal NaN equals.
@Suite struct RealmCoreNaNArithmeticFixtureTests: PinsRealmCoreAnswers {
    static let cases: [PinnedCase] = [
        A("alltypes", "AllTypes", "doubleReq * 0 == nan", ["-118", "-151"]),
        A("alltypes", "AllTypes", "doubleReq - doubleReq == nan", ["-118", "-151"]),
        A("alltypes", "AllTypes", "doubleSet.@min / doubleReq == decimalReq", ["0", "126"]),
        A("alltypes", "AllTypes", "doubleReq / 0 == nan", ["-118", "-151"]),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try ImportedFixtures.withFixture(pinned.fixture + ".expected.json") { try RealmCoreAnswerTests().answersAsRealmCore(pinned, realm: $0) }
        try RealmCoreLiveCheck.confirm(pinned)
    }
}
