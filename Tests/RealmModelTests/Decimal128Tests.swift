import RealmModel
import Testing

@Suite struct Decimal128Tests {
    @Test("Realm's text form round-trips", arguments: [
        "0", "-0", "1", "-1", "123.45", "1.000", "1E-1", "1E-3", "0E-1", "1E30", "1.5E3", "-1.5E-10", "1E-6176",
        "NaN", "Inf", "-Inf", "-987.650", "1234567890123456789",
        "+123456789012345678901E+0", "+3141592653589793238462643383279503E-33",
        "+9999999999999999999999999999999999E+6111",
    ])
    func textRoundTrips(text: String) throws {
        let value = try #require(Decimal128(string: text))
        #expect(value.description == text)
    }

    @Test func parsesOtherSpellings() throws {
        #expect(Decimal128(string: "0.1")?.description == "1E-1")
        #expect(Decimal128(string: "1500")?.description == "1500")
        #expect(Decimal128(string: "1.5e3")?.description == "1.5E3")
        #expect(Decimal128(string: "abc") == nil)
        #expect(Decimal128(string: "1..2") == nil)
        #expect(Decimal128(string: "") == nil)
    }

    @Test func ordersNumerically() throws {
        let values = ["-Inf", "-10", "-1.5", "0", "1E-3", "1", "1.000", "2", "1E30", "Inf"].compactMap { Decimal128(string: $0) }
        #expect(values.count == 10)
        for i in 0..<(values.count - 1) {
            #expect(Decimal128.compare(values[i], values[i + 1]) <= 0, "\(values[i]) should not sort after \(values[i + 1])")
        }
        #expect(Decimal128.compare(Decimal128(string: "1")!, Decimal128(string: "1.000")!) == 0)
        #expect(Decimal128.compare(Decimal128.nan, Decimal128(string: "-Inf")!) < 0)
    }
}
