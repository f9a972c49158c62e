import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A float against a decimal, and a string constant against a number, as
/// Realm Core 14.14 answers (`realm-core-check query` on a genuine file
/// built from `dump` with `realm-core-check from-canonical`; nil: refused).
///
/// - `Mixed::compare` takes a float to a decimal through `Decimal128(float)`,
///   7 significant digits: the float 0.1 equals the decimal 0.1 and the float
///   123456.79 the decimal 123456.8, while the float 16777216 is 1.677722E7,
///   no longer 16777216 (seed 9100's `floatReq == decimalReq + 0.1`). A sum or
///   average of floats is a double (15 digits), though a constant against it
///   is read as a float (`fl.@avg == 0.2`).
/// - A string compared with a number is read as Core's `string_to<T>` reads
///   it (`CoreNumberText`): an int, float or double as a C++ stream reads the
///   start of the text, then `nan`/`inf` words; a decimal as a whole by
///   `Decimal128(StringData)`, where a NaN is refused (`dec == "NaN"`).
@Suite struct RealmCoreFloatDecimalTests {
    /// Object n holds the float, double and decimal of one number: 0.1, 0.2, 1.1, 123456.79 (decimal 123456.8),
    /// -0.1, 16777216; `fl` is [that float, 0.2], `fd` {a: it, b: 0.2}, `decl` [the decimal].
    static let dump: String = {
        let numbers: [(double: Double, decimal: String)] = [
            (0.1, "0.1"), (0.2, "0.2"), (1.1, "1.1"), (123456.79, "123456.8"), (-0.1, "-0.1"), (16777216, "16777216"),
        ]
        return CanonicalDump([
            DumpClass("T", primaryKey: "id", properties: [
                DumpProperty("id", .int, indexed: true), DumpProperty("f", .float), DumpProperty("d", .double), DumpProperty("dec", .decimal),
                DumpProperty("fl", .float, .list), DumpProperty("fd", .float, .dictionary), DumpProperty("decl", .decimal, .list),
            ], objects: numbers.enumerated().map { id, number in
                ["id": .int(Int64(id)), "f": .double(number.double), "d": .double(number.double), "dec": .decimal(number.decimal),
                 "fl": [.double(number.double), 0.2], "fd": ["a": .double(number.double), "b": 0.2], "decl": [.decimal(number.decimal)]]
            }),
        ]).json
    }()

    static let arithmetic: [(query: String, ids: [Int64]?)] = [
        ("f == dec", [0, 1, 2, 3, 4]),
        ("f != dec", [5]),
        ("f < dec", []),
        ("f > dec", [5]),
        ("dec == f", [0, 1, 2, 3, 4]),
        ("dec < f", [5]),
        ("d == dec", [0, 1, 2, 4, 5]),
        ("f == dec + 0", [0, 1, 2, 3, 4]),
        ("f == dec * 1", [0, 1, 2, 3, 4]),
        ("f + 0 == dec", [0, 1, 2, 3, 4]),
        ("ANY fl == dec", [0, 1, 2, 3, 4]),
        ("ALL decl == f", [0, 1, 2, 3, 4]),
        ("f == decl[0]", [0, 1, 2, 3, 4]),
        ("fl[0] == dec", [0, 1, 2, 3, 4]),
        ("fd['a'] == dec", [0, 1, 2, 3, 4]),
        ("fd.@max == dec", [1, 2, 3]),
        ("fd.@min < dec", [2, 3, 5]),
        ("fl.@sum == dec + 0.2", [5]),
        ("fl.@sum > dec + 0.2", [0, 1, 2, 4]),
        ("fd.@sum == dec + 0.2", [5]),
        ("fl.@avg == (dec + 0.2) / 2", [5]),
        ("fl.@avg == 0.2", [1]),
        ("fd.@avg == 0.2", [1]),
        ("fl.@sum == 0.4", [1]),
    ]

    static let stringConstants: [(query: String, ids: [Int64]?)] = [
        ("dec == \"NaN\"", nil),
        ("dec == \"nan\"", nil),
        ("dec == \"-nan\"", nil),
        ("dec == \"snan\"", nil),
        ("dec == \"inf\"", []),
        ("dec == \" inf\"", []),
        ("dec == \"0.1\"", [0]),
        ("dec == \" 0.1\"", [0]),
        ("dec == \"\t0.1\"", [0]),
        ("dec == \"0.1 \"", nil),
        ("dec == \"0.1abc\"", nil),
        ("dec == \"1e-1\"", [0]),
        ("dec == \".1\"", [0]),
        ("dec == \"1.1.1\"", nil),
        ("dec == \"1e\"", nil),
        ("dec == \"0x1\"", nil),
        ("dec == \"1E400\"", []),
        ("dec == \"16777216\"", [5]),
        ("dec == \"1e39\"", []),
        ("dec == \"9223372036854775808\"", []),
        ("dec == \".\"", []),
        ("id == \"NaN\"", nil),
        ("id == \"nan\"", nil),
        ("id == \"-nan\"", nil),
        ("id == \"snan\"", nil),
        ("id == \"inf\"", nil),
        ("id == \" inf\"", nil),
        ("id == \"0.1\"", [0]),
        ("id == \" 0.1\"", [0]),
        ("id == \"\t0.1\"", [0]),
        ("id == \"0.1 \"", [0]),
        ("id == \"0.1abc\"", [0]),
        ("id == \"1e-1\"", [1]),
        ("id == \".1\"", nil),
        ("id == \"1.1.1\"", [1]),
        ("id == \"1e\"", [1]),
        ("id == \"0x1\"", [0]),
        ("id == \"1E400\"", [1]),
        ("id == \"16777216\"", []),
        ("id == \"1e39\"", [1]),
        ("id == \"9223372036854775808\"", nil),
        ("id == \".\"", nil),
        ("d == \"NaN\"", []),
        ("d == \"nan\"", []),
        ("d == \"-nan\"", []),
        ("d == \"snan\"", nil),
        ("d == \"inf\"", []),
        ("d == \" inf\"", nil),
        ("d == \"0.1\"", [0]),
        ("d == \" 0.1\"", [0]),
        ("d == \"\t0.1\"", [0]),
        ("d == \"0.1 \"", [0]),
        ("d == \"0.1abc\"", [0]),
        ("d == \"1e-1\"", [0]),
        ("d == \".1\"", [0]),
        ("d == \"1.1.1\"", [2]),
        ("d == \"1e\"", nil),
        ("d == \"0x1\"", []),
        ("d == \"1E400\"", nil),
        ("d == \"16777216\"", [5]),
        ("d == \"1e39\"", []),
        ("d == \"9223372036854775808\"", []),
        ("d == \".\"", nil),
        ("f == \"NaN\"", []),
        ("f == \"nan\"", []),
        ("f == \"-nan\"", []),
        ("f == \"snan\"", nil),
        ("f == \"inf\"", []),
        ("f == \" inf\"", nil),
        ("f == \"0.1\"", [0]),
        ("f == \" 0.1\"", [0]),
        ("f == \"\t0.1\"", [0]),
        ("f == \"0.1 \"", [0]),
        ("f == \"0.1abc\"", [0]),
        ("f == \"1e-1\"", [0]),
        ("f == \".1\"", [0]),
        ("f == \"1.1.1\"", [2]),
        ("f == \"1e\"", nil),
        ("f == \"0x1\"", []),
        ("f == \"1E400\"", nil),
        ("f == \"16777216\"", [5]),
        ("f == \"1e39\"", nil),
        ("f == \"9223372036854775808\"", []),
        ("f == \".\"", nil),
    ]

    @Test(arguments: arithmetic + stringConstants) func answersAsRealmCore(_ pinned: (query: String, ids: [Int64]?)) throws {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        guard let ids = pinned.ids else {
            #expect(throws: (any Error).self, "Realm Core refuses \(pinned.query)") { _ = try realm.objects("T", where: pinned.query) }
            return
        }
        var got: [Int64] = []
        try realm.objects("T", where: pinned.query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
        }
        #expect(got.sorted() == ids, "\(pinned.query)")
    }

    /// The queries seeds 9100 found, on `alltypes.realm` (object -180: `floatReq` the float 0.1, `decimalReq` 0).
    static let fixtureCases: [RealmCoreAnswerTests.PinnedCase] = [
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "id == -180 AND floatReq == decimalReq + 0.1", ["-180"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "floatReq == decimalDict.@max + floatReq",
                               ["-9223372036854775808", "188", "35", "-180", "370", "-89", "-242", "2", "-60", "490", "184"]),
        RealmCoreAnswerTests.R("alltypes", "AllTypes", "decimalReq == 'NaN'"),
        RealmCoreAnswerTests.R("alltypes", "AllTypes", "decimalReq == 'nan'"),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "decimalReq == 'inf'", ["585", "705"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "decimalReq == '1'", ["0", "126", "523", "246", "643"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "intReq == '1.5'", ["-9223372036854775808", "-89", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "doubleReq == '0x10'",
                               ["9223372036854775807", "-9223372036854775808", "676", "523", "643", "490"]),
        RealmCoreAnswerTests.R("alltypes", "AllTypes", "doubleReq == '1E400'"),
    ]

    @Test(.requiresFixtures, arguments: fixtureCases) func fixtureAnswersAsRealmCore(_ pinned: RealmCoreAnswerTests.PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present.
    @Test(.requiresRealmCoreCheck) func pinnedAnswersAreRealmCores() throws {
        try RealmCoreLiveCheck.confirm(Self.arithmetic + Self.stringConstants, on: Self.dump, className: "T")
    }
}
