import RealmModel
import Testing

@Suite struct FloatingPointTextTests {
    @Test("doubles print as C++17 to_chars does", arguments: [
        (1.5, "1.5"), (0.1, "0.1"), (100, "100"), (1e20, "1e+20"), (1e6, "1e+06"), (1e-4, "1e-04"), (0.001, "0.001"),
        (.leastNonzeroMagnitude, "5e-324"), (9007199254740992, "9007199254740992"), (-0.0, "-0"), (0, "0"), (123456789.125, "123456789.125"),
        (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (1e21, "1e+21"), (-2.75, "-2.75"), (.nan, "NaN"), (.infinity, "inf"), (-.infinity, "-inf"),
    ] as [(Double, String)])
    func double(value: Double, text: String) {
        #expect(FloatingPointText.render(value) == text)
    }

    @Test("floats print from their 32-bit value", arguments: [
        (Float(123456.79), "123456.79"), (.greatestFiniteMagnitude, "3.4028235e+38"), (Float(0.1), "0.1"), (Float(16777216), "16777216"),
        (Float(1e-45), "1e-45"), (Float(1e-7), "1e-07"),
    ] as [(Float, String)])
    func float(value: Float, text: String) {
        #expect(FloatingPointText.render(value) == text)
    }
}

@Suite struct TimestampTests {
    @Test("ISO text, floored before 1970", arguments: [
        (Timestamp(seconds: 0, nanoseconds: -1), "1969-12-31T23:59:59.999999999Z"),
        (Timestamp(seconds: 0, nanoseconds: 0), "1970-01-01T00:00:00.000000000Z"),
        (Timestamp(seconds: -1, nanoseconds: -500_000_000), "1969-12-31T23:59:58.500000000Z"),
        (Timestamp(seconds: -62_135_596_800, nanoseconds: 0), "0001-01-01T00:00:00.000000000Z"),
        (Timestamp(seconds: 253_402_300_799, nanoseconds: 999_999_999), "9999-12-31T23:59:59.999999999Z"),
    ] as [(Timestamp, String)])
    func renders(value: Timestamp, text: String) throws {
        #expect(value.description == text)
        #expect(Timestamp(iso8601: text) == value)
    }

    @Test func rejectsMalformedText() {
        #expect(Timestamp(iso8601: "2024-13-01T00:00:00Z") == nil)
        #expect(Timestamp(iso8601: "2024-01-01") == nil)
        #expect(Timestamp(iso8601: "2024-01-01T00:00:00.1234567890123Z") != nil)
    }
}

@Suite struct TimestampExtremesTests {
    @Test func rendersTheWholeInt64RangeWithoutTrapping() {
        // Only a damaged file holds such values, but rendering them must never crash.
        #expect(!Timestamp(seconds: .min, nanoseconds: 0).description.isEmpty)
        #expect(!Timestamp(seconds: .min + 1, nanoseconds: -999_999_999).description.isEmpty)
        #expect(!Timestamp(seconds: .max, nanoseconds: 999_999_999).description.isEmpty)
    }
}
