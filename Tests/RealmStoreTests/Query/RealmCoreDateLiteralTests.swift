import Testing
@testable import RealmStore

/// Date literals written `YYYY-MM-DD@HH:MM:SS` (or with `T`) read as Realm
/// Core 14.14 reads them on Linux: `timegm`, then the low 32 bits of its
/// seconds (`platform_timegm`), so a moment outside 1901-12-13…2038-01-19
/// wraps around, and a year before 1900 is refused. Answers from
/// `realm-core-check query` on `alltypes.realm`.
@Suite struct RealmCoreDateLiteralTests {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase
    static func A(_ f: String, _ c: String, _ q: String, _ e: [String]) -> PinnedCase { RealmCoreAnswerTests.A(f, c, q, e) }
    static func R(_ f: String, _ c: String, _ q: String) -> PinnedCase { RealmCoreAnswerTests.R(f, c, q) }

    static let cases: [PinnedCase] = [
        // 9999-12-31@23:59:59 is 253,402,300,799 s; its low 32 bits are -769,665 s, in December 1969.
        A("alltypes", "AllTypes", "dateReq > 9999-12-31@23:59:59", ["9223372036854775807", "-9223372036854775808", "0", "-209", "647", "494", "341", "-118", "-271", "585", "432", "279", "126", "523", "370", "217", "64", "614", "461", "308", "155", "2", "-151", "246", "93", "-60", "-213", "337", "184", "31", "-122", "-275", "581"]),
        // One second past 2^31 - 1 is -2^31: the earliest moment of the range.
        A("alltypes", "AllTypes", "dateReq < 2038-01-19@03:14:08", ["97", "-56", "188", "-180", "676", "-89", "552", "399", "643", "275"]),
        // One second before -2^31 is 2^31 - 1, in 2038.
        A("alltypes", "AllTypes", "dateReq > 1901-12-13@20:45:51", ["-209", "341", "523", "64", "246", "-213"]),
        // The nanoseconds take the sign of the wrapped seconds (positive here: 2036).
        A("alltypes", "AllTypes", "dateOpt >= 1900-01-01@00:00:00:1", ["97", "-180", "552", "275"]),
        R("alltypes", "AllTypes", "dateReq > 1899-12-31@23:59:59"),  // Realm Core: Conversion of dates before 1900 is not supported.
        R("alltypes", "AllTypes", "dateReq == 0001-01-01@00:00:00"),
    ]

    @Test(.requiresFixtures, arguments: cases) func answersAsRealmCore(_ pinned: PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
    }

    /// The wrapped literal is the `T<seconds>:<nanoseconds>` moment Realm Core computes.
    @Test(.requiresFixtures, arguments: [
        ("9999-12-31@23:59:59", "T-769665:0"),
        ("2038-01-19@03:14:08", "T-2147483648:0"),
        ("1901-12-13@20:45:51", "T2147483647:0"),
        ("1900-01-01@00:00:00:1", "T2085978496:1"),
        ("2000-01-01T00:00:00", "T946684800:0"),
    ]) func aWrappedLiteralIsTheMomentRealmCoreReads(literal: String, seconds: String) throws {
        let realm = try FixtureQueryConformanceTests.importFixture("alltypes.expected.json")
        for op in ["<", "==", ">"] {
            let written = try Self.ids(realm, "dateReq \(op) \(literal)")
            #expect(written == (try Self.ids(realm, "dateReq \(op) \(seconds)")), "\(op) \(literal)")
            #expect(!written.isEmpty || op == "==", "\(op) \(literal) selects nothing: the comparison proves little")
        }
    }

    static func ids(_ realm: Realm, _ query: String) throws -> [Int64] {
        var ids: [Int64] = []
        try realm.objects("AllTypes", where: query).forEach { object in
            if case .int(let id) = try object.value(forKey: "id") { ids.append(id) }
        }
        return ids
    }
}
