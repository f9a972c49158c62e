import Testing
import RealmModel
@testable import RealmStore

/// `DecimalArithmetic` rounds as IEEE 754 decimal128 (Realm Core's `bid128_*`):
/// half-even to 34 significant digits, with IEEE's NaN and infinity rules.
@Suite struct DecimalArithmeticTests {
    func d(_ text: String) -> Decimal128 { Decimal128(string: text)! }

    func equal(_ x: Decimal128, _ y: Decimal128) -> Bool { Decimal128.compare(x, y) == 0 && !x.isNaN && !y.isNaN }

    @Test func roundsHalfEvenTo34Digits() {
        #expect(equal(DecimalArithmetic.apply(.divide, d("1"), d("3")), d("0.3333333333333333333333333333333333")))
        #expect(equal(DecimalArithmetic.apply(.divide, d("2"), d("3")), d("0.6666666666666666666666666666666667")))
        // 34 nines plus a half: a tie, rounded to the even neighbour 10^34.
        #expect(equal(DecimalArithmetic.apply(.add, d("9999999999999999999999999999999999"), d("0.5")), d("1E34")))
        #expect(equal(DecimalArithmetic.apply(.add, d("1"), d("1E-40")), d("1")))
        #expect(equal(DecimalArithmetic.apply(.subtract, d("1"), d("1E-40")), d("1")))
        #expect(equal(DecimalArithmetic.apply(.subtract, d("1"), d("1E-34")), d("0.9999999999999999999999999999999999")))
        #expect(equal(DecimalArithmetic.apply(.multiply, d("1.5"), d("-4")), d("-6")))
        #expect(equal(DecimalArithmetic.apply(.add, d("0.1"), d("0.2")), d("0.3")))
    }

    @Test func followsIEEEForNaNAndInfinity() {
        #expect(DecimalArithmetic.apply(.subtract, .infinity, .infinity).isNaN)
        #expect(DecimalArithmetic.apply(.multiply, .infinity, d("0")).isNaN)
        #expect(DecimalArithmetic.apply(.divide, d("0"), d("0")).isNaN)
        #expect(DecimalArithmetic.apply(.add, .nan, d("1")).isNaN)
        #expect(DecimalArithmetic.apply(.divide, d("-5"), d("0")) == .negativeInfinity)
        #expect(DecimalArithmetic.apply(.multiply, d("1E6111"), d("1E40")) == .infinity)
        #expect(equal(DecimalArithmetic.apply(.divide, d("7"), .infinity), d("0")))
    }
}
