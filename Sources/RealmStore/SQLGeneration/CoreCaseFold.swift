/// Realm Core's `[c]` operators where the needle is a stored value (`dataReq CONTAINS[c] dataSet`,
/// `a ==[c] b`), the "slow" versions of `EqualIns`, `BeginsWithIns`, `EndsWithIns`, `ContainsIns` and
/// `LikeIns` (query_conditions.hpp): they map the needle with `case_map(v, upper, IgnoreErrors)`
/// (unicode.cpp), which gives "" for bytes it cannot read as UTF-8, and then compare the haystack
/// with that empty string's bytes up to the needle's own length. Binary values often are no UTF-8,
/// so such a needle matches almost nothing: its first byte compares as a NUL (`'\0' ==[c] bin` of one
/// byte holds), and what lies past it is no value at all, counted here as matching nothing.
enum CoreCaseFold {
    /// Whether `case_map` (the non-Windows loop) maps `bytes`: each lead byte is ASCII, or 0xC0–0xDF with
    /// one continuation byte, 0xE0–0xEF with two, 0xF0–0xF7 with three (no check of overlong forms).
    static func maps(_ bytes: [UInt8]) -> Bool {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length: Int
            switch lead {
            case 0..<0x80: length = 1
            case 0xC0..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF8: length = 4
            default: return false
            }
            guard i + length <= bytes.count else { return false }
            for j in 1..<length where bytes[i + j] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }

    /// BEGINSWITH (1), ENDSWITH (2), CONTAINS (3), LIKE (4), `==` (5) `[c]` of haystack `a` and a needle
    /// `b` that `case_map` cannot map, as Realm Core answers it; nil when it can (fold both and compare).
    static func unmappedNeedle(_ op: Int64, _ a: [UInt8], _ b: [UInt8]) -> Bool? {
        guard !b.isEmpty, !maps(b) else { return nil }
        switch op {
        case 4: return a.isEmpty  // the pattern is ""
        case 1: return b.count == 1 && a.first == 0
        case 2: return b.count == 1 && a.last == 0
        case 3: return b.count == 1 && a.contains(0)
        default: return b.count == 1 && a == [0]
        }
    }
}
