import Foundation
import RealmFile
import RealmModel
import Testing
import TestRandomness

/// Opens `bytes` and reads everything a dump reads; any error must be a
/// `RealmFileError` (a crash fails the whole run, a hang times it out).
/// Returns whether the bytes were read to the end.
@discardableResult
func readEverything(_ bytes: [UInt8], key: [UInt8]? = nil) -> Bool {
    do {
        let file = try RealmFile(bytes: bytes, encryptionKey: key)
        var sink = 0
        try CanonicalDumpWriter.write(file) { sink &+= $0.count }
        for name in file.schema.classNames { _ = try file.objectCount(ofClass: name) }
        return true
    } catch is RealmFileError {
        return false
    } catch {
        Issue.record("unexpected error type \(type(of: error)): \(error)")
        return false
    }
}

/// Mutation-run settings; `Scripts/fuzz-realmfile.sh` raises them through
/// `REALMFILE_FUZZ_SCALE` (rounds multiplier) and `REALMFILE_FUZZ_SEED`.
enum FuzzSettings {
    static let scale: Int = ProcessInfo.processInfo.environment["REALMFILE_FUZZ_SCALE"].flatMap(Int.init) ?? 1
    static let seed: UInt64 = ProcessInfo.processInfo.environment["REALMFILE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0
}

@Suite(.requiresFixtures, .serialized)
struct HostileInputTests {
    /// Fixtures small enough to read thousands of times in a debug build.
    static let smallFixtures = ["basic", "links", "emptyclasses", "empty", "encrypted"]

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".realm"))))
    }

    @Test(arguments: smallFixtures)
    func truncationEverywhere(_ name: String) throws {
        let original = try Self.bytes(name)
        let key = try Fixtures.key(for: name)
        var readable = 0
        let step = original.count > 16_384 ? 24 : 8
        for length in stride(from: 0, to: original.count, by: step) {
            if readEverything(Array(original[0 ..< length]), key: key) { readable += 1 }
        }
        // a truncated file can still be readable when everything it uses lies before the cut
        #expect(readable < original.count / step)
    }

    @Test(arguments: smallFixtures)
    func seededRandomBitFlips(_ name: String) throws {
        let original = try Self.bytes(name)
        let key = try Fixtures.key(for: name)
        var generator = SplitMix64(seed: 0x5EED_0000 &+ UInt64(original.count) &+ FuzzSettings.seed)
        let rounds = (name == "encrypted" ? 200 : name == "links" ? 800 : 1_500) * FuzzSettings.scale
        for _ in 0 ..< rounds {
            var bytes = original
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &generator) {
                let offset = Int.random(in: 0 ..< bytes.count, using: &generator)
                bytes[offset] ^= UInt8(1) << UInt8.random(in: 0 ..< 8, using: &generator)
            }
            readEverything(bytes, key: key)
        }
    }

    /// Replaces words that look like refs with other positions: refs out of
    /// range, misaligned, into the middle of nodes, to the node itself.
    @Test(arguments: ["basic", "links", "emptyclasses"])
    func seededRefRewrites(_ name: String) throws {
        let original = try Self.bytes(name)
        var generator = SplitMix64(seed: 0xC0FFEE &+ FuzzSettings.seed)
        var refSlots: [Int] = []
        for offset in stride(from: 24, to: original.count - 8, by: 4) {
            let value = original[offset ..< offset + 4].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(8 * $1.offset) }
            if value > 0, value & 7 == 0, Int(value) < original.count { refSlots.append(offset) }
        }
        try #require(!refSlots.isEmpty)
        for round in 0 ..< 1_000 * FuzzSettings.scale {
            var bytes = original
            let slot = refSlots[Int.random(in: 0 ..< refSlots.count, using: &generator)]
            let target: UInt32
            switch round % 4 {
            case 0: target = UInt32(slot & ~7) - 8 * UInt32.random(in: 0 ... 4, using: &generator)  // self / parent cycles
            case 1: target = UInt32.random(in: 0 ..< UInt32(original.count), using: &generator) & ~7
            case 2: target = UInt32(original.count) + 8 * UInt32.random(in: 0 ... 1000, using: &generator)
            default: target = UInt32.random(in: 0 ... UInt32.max, using: &generator)
            }
            for i in 0 ..< 4 { bytes[slot + i] = UInt8(truncatingIfNeeded: target >> UInt32(8 * i)) }
            readEverything(bytes)
        }
    }

    @Test(arguments: ["alltypes", "churn", "compacted", "large"])
    func fewBitFlipsInLargeFixtures(_ name: String) throws {
        let original = try Self.bytes(name)
        var generator = SplitMix64(seed: 0xB16 &+ FuzzSettings.seed)
        for _ in 0 ..< (name == "large" ? 1 : 2) * FuzzSettings.scale {
            var bytes = original
            for _ in 0 ..< 64 {
                let offset = Int.random(in: 0 ..< bytes.count, using: &generator)
                bytes[offset] ^= UInt8(1) << UInt8.random(in: 0 ..< 8, using: &generator)
            }
            readEverything(bytes)
        }
    }
}
