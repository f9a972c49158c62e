import Testing
@testable import RealmStore
import TestRandomness

/// `RL_EQUALC` (`FoldedCollation.compare`) against its definition: strings order by length, then
/// by the bytes of their `[c]` folds (`RealmSQLFunctions.folded`), so it is 0 exactly when the folds
/// are equal (`==[c]`) and a total order otherwise. Random byte strings over the bytes that matter
/// (ASCII letters and their neighbours, a NUL, `Ã`'s lead byte, continuation bytes of the Latin-1
/// letters, `×`/`÷`, bytes that make invalid UTF-8), equal lengths mostly, up to 40 bytes so the
/// eight-byte words, their tails and the folded rest all meet every kind of byte.
@Suite struct FoldedCollationTests {
    static let alphabet: [UInt8] = [0x00, 0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x20, 0x37,
                                    0xC3, 0x84, 0xA4, 0x80, 0x9E, 0x9F, 0x97, 0xB7, 0xBE, 0xC2, 0xC4, 0xDF, 0x04, 0xE2]

    static func expected(_ a: [UInt8], _ b: [UInt8]) -> Int32 {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        let x = a.withUnsafeBytes { RealmSQLFunctions.folded($0) }, y = b.withUnsafeBytes { RealmSQLFunctions.folded($0) }
        return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
    }

    static func order(_ collation: FoldedCollation, _ a: [UInt8], _ b: [UInt8]) -> Int32 {
        let c = a.withUnsafeBytes { x in b.withUnsafeBytes { y in collation.compare(x, y) } }
        return c < 0 ? -1 : (c > 0 ? 1 : 0)
    }

    @Test func ordersByLengthThenFoldedBytes() {
        let collation = FoldedCollation()
        var random = SplitMix64(scrambledSeed: 7)
        let ascii = Self.alphabet.filter { $0 < 0x80 }
        func pick(_ bytes: [UInt8]) -> UInt8 { bytes[Int(random.next() % UInt64(bytes.count))] }
        var equal = 0, unequalSameLength = 0
        for round in 0 ..< 20_000 {
            // Half the strings all ASCII (whole eight-byte words), half over every byte.
            let bytes = round % 2 == 0 ? ascii : Self.alphabet
            var a = (0 ..< Int(random.next() % 41)).map { _ in pick(bytes) }
            var b: [UInt8]
            if round % 8 == 1 {
                b = (0 ..< (random.next() % 2 == 0 ? a.count : Int(random.next() % 41))).map { _ in pick(bytes) }
            } else {
                // A case variant of `a`, with up to three bytes replaced, so equal folds and near misses come up.
                b = a
                for i in b.indices where random.next() % 3 == 0 {
                    switch b[i] {
                    case 0x41 ... 0x5A: b[i] += 0x20
                    case 0x61 ... 0x7A: b[i] -= 0x20
                    case 0x84: b[i] = 0xA4
                    case 0xA4: b[i] = 0x84
                    default: break
                    }
                }
                if !b.isEmpty { for _ in 0 ..< Int(random.next() % 4) { b[Int(random.next() % UInt64(b.count))] = pick(bytes) } }
            }
            if random.next() % 2 == 0 { swap(&a, &b) }
            let want = Self.expected(a, b)
            if want == 0 { equal += 1 } else if a.count == b.count { unequalSameLength += 1 }
            #expect(Self.order(collation, a, b) == want, "\(a) vs \(b)")
            #expect(Self.order(collation, b, a) == -want, "\(b) vs \(a)")
        }
        #expect(equal > 1000 && unequalSameLength > 1000, "too few cases: \(equal) equal, \(unequalSameLength) unequal of one length")
    }

    @Test func foldsLatin1LettersAndNothingElse() {
        let collation = FoldedCollation()
        func same(_ a: String, _ b: String) -> Bool { Self.order(collation, Array(a.utf8), Array(b.utf8)) == 0 }
        #expect(same("QUICK7 FOX5 DOG1 ÄLPHA2", "quick7 fox5 dog1 älpha2"))
        #expect(same("ÀÉÎ then a long ascii run ÀÉÎ", "àéî THEN A LONG ASCII RUN àéî"))
        #expect(same("Ä\u{0}B", "ä\u{0}b"))
        #expect(same("", ""))
        #expect(!same("QUICK7 FOX5 DOG1 ÃLPHA2", "quick7 fox5 dog1 älpha2"))
        #expect(!same("älpha", "alpha") && !same("straße", "STRASSE") && !same("ÿ", "Ÿ") && !same("σ", "Σ"))
        #expect(!same("×", "÷") && !same("москва", "МОСКВА") && !same("ä\u{0}b", "ä\u{0}c"))
    }
}
