/// The seeded generator every test target shares: Sebastiano Vigna's
/// SplitMix64, the same algorithm as `DemoData`'s `SeededGenerator` (kept
/// here so that targets that must not link `DemoData` — and through it the
/// store and SQLite — draw the same sequences). The same seed gives the same
/// numbers on every machine, so a fuzz run or a generated store that fails
/// can be made again from its seed.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.next() % 6    // always the same for seed 42
/// ```
///
/// Tests pin data generated from these sequences: changing `next()` changes
/// what they generate.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// SplitMix64's increment (2⁶⁴ divided by the golden ratio).
    public static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    public var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator starting at `seed` times `gamma`, so that small neighbouring
    /// seeds (0, 1, 2, …) start far apart: the seeding `RandomStoreGenuineFileTests`
    /// and `FoldedCollationTests` pin their data with.
    public init(scrambledSeed seed: UInt64) { state = seed &* Self.gamma }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.gamma
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
