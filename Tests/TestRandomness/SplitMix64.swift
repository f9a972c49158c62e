import DemoData

/// The seeded generator every test target shares: `DemoData`'s
/// `SeededGenerator`, Sebastiano Vigna's SplitMix64, under the name the tests
/// know it by (one algorithm, the product's: the tests and the demo data can
/// never draw different sequences from one seed). The same seed gives the
/// same numbers on every machine, so a fuzz run or a generated store that
/// fails can be made again from its seed.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.next() % 6    // always the same for seed 42
/// ```
///
/// Tests pin data generated from these sequences, and the demo tests pin the
/// demo data: changing `next()` changes what both generate.
public typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    /// A generator starting at `seed` times SplitMix64's increment (2⁶⁴ divided by
    /// the golden ratio), so that small neighbouring seeds (0, 1, 2, …) start far
    /// apart: the seeding `RandomStoreGenuineFileTests` and `FoldedCollationTests`
    /// pin their data with.
    public init(scrambledSeed seed: UInt64) { self.init(seed: seed &* 0x9E37_79B9_7F4A_7C15) }
}
