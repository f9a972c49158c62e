import RealmModel

/// A seeded SplitMix64 random number generator: the same seed always gives
/// the same sequence, on every platform and in every process, so a demo
/// database is a pure function of (template, object count, seed).
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// random.int(in: 1...6)      // always the same roll for seed 42
/// ```
///
/// The algorithm is Sebastiano Vigna's SplitMix64, as in
/// swift-argument-parser's `Examples/roll/SplitMix64.swift`. Only this
/// type's own methods are used for choices: the standard library's
/// `random(in:using:)` is not promised to stay the same across releases.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: - Choices

    /// A uniform integer in `range` (multiply-shift; the tiny bias is irrelevant for demo data).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) &+ 1
        if width == 0 { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next().multipliedFullWidth(by: width).high)
    }

    /// A uniform integer in `0..<count`.
    public mutating func index(_ count: Int) -> Int {
        precondition(count > 0, "SeededGenerator.index needs a non-empty range")
        return int(in: 0...(count - 1))
    }

    /// A double in `0..<1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[index(elements.count)]
    }

    /// `count` random bytes.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            var word = next()
            for _ in 0..<min(8, count - result.count) {
                result.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return result
    }
}
