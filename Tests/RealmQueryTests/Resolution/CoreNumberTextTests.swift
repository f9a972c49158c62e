import RealmModel
import Testing
@testable import RealmQuery

/// A string constant read as a number the way Realm Core's `string_to<T>`
/// reads it (each answer checked with `realm-core-check query` against a
/// property of that type; nil is "Unsupported comparison").
@Suite struct CoreNumberTextTests {
    @Test func intsAreTheStartOfTheText() {
        #expect(CoreNumberText.int64("1") == 1)
        #expect(CoreNumberText.int64(" \t\n1") == 1)
        #expect(CoreNumberText.int64("+1") == 1)
        #expect(CoreNumberText.int64("1.5") == 1)
        #expect(CoreNumberText.int64("1e3") == 1)
        #expect(CoreNumberText.int64("1abc") == 1)
        #expect(CoreNumberText.int64("0x10") == 0)
        #expect(CoreNumberText.int64("-9223372036854775808") == .min)
        #expect(CoreNumberText.int64("9223372036854775808") == nil)
        #expect(CoreNumberText.int64(".5") == nil)
        #expect(CoreNumberText.int64("+ 1") == nil)
        #expect(CoreNumberText.int64("inf") == nil)
        #expect(CoreNumberText.int64("") == nil)
    }

    @Test func doublesAreTheStartOfTheTextThenWords() {
        #expect(CoreNumberText.double(" 1.5abc") == 1.5)
        #expect(CoreNumberText.double("1e5.3") == 1e5)
        #expect(CoreNumberText.double("1.2.3") == 1.2)
        #expect(CoreNumberText.double("1.e3") == 1000)
        #expect(CoreNumberText.double("0x10") == 0)
        #expect(CoreNumberText.double("1e-400") == 0)
        #expect(CoreNumberText.double("1e") == nil)
        #expect(CoreNumberText.double("1e+") == nil)
        #expect(CoreNumberText.double(".") == nil)
        #expect(CoreNumberText.double("1E400") == nil)
        #expect(CoreNumberText.double("-INF") == -.infinity)
        #expect(CoreNumberText.double("Infinity") == .infinity)
        #expect(CoreNumberText.double("nan")?.isNaN == true)
        #expect(CoreNumberText.double(" inf") == nil)
        #expect(CoreNumberText.double("snan") == nil)
        #expect(CoreNumberText.float("1e39") == nil)
        #expect(CoreNumberText.float("1e-50") == 0)
        #expect(CoreNumberText.float("0.1") == Float(0.1))
    }

    @Test func decimalsAreTheWholeTextAndNeverNaN() {
        #expect(CoreNumberText.decimal(" \t1") == Decimal128(Int64(1)))
        #expect(CoreNumberText.decimal(".")?.isZero == true)
        #expect(CoreNumberText.decimal(" inf") == .infinity)
        #expect(CoreNumberText.decimal("1E400") == Decimal128(string: "1E400"))
        #expect(CoreNumberText.decimal("NaN") == nil)
        #expect(CoreNumberText.decimal("-nan") == nil)
        #expect(CoreNumberText.decimal("snan") == nil)
        #expect(CoreNumberText.decimal("1 ") == nil)
        #expect(CoreNumberText.decimal("\n1") == nil)
        #expect(CoreNumberText.decimal("1abc") == nil)
    }
}
