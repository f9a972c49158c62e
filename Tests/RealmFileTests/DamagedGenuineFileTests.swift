import Foundation
import RealmFile
import RealmModel
import Testing
import TestRandomness

/// Damaged genuine files: a fixture with one bit flipped or cut short.
/// Where Realm Core refuses the file, we refuse it too, with one sentence
/// naming the file and a byte; where Realm Core reads it, so do we.
/// `Scripts/damage-survey.py` measures this over seeded mutations; the
/// mutations below are pinned with the verdict realm-core-check (Realm
/// Core 14.14, `dump`) gave, so they run without it.
@Suite(.requiresFixtures)
struct DamagedGenuineFileTests {
    /// One change to a fixture's bytes.
    enum Edit: Sendable, CustomStringConvertible {
        case flip(offset: Int, bit: Int)
        case cut(length: Int)

        func apply(to original: [UInt8]) -> [UInt8] {
            switch self {
            case .flip(let offset, let bit):
                var bytes = original
                bytes[offset] ^= UInt8(1) << UInt8(bit)
                return bytes
            case .cut(let length):
                return Array(original.prefix(length))
            }
        }

        var description: String {
            switch self {
            case .flip(let offset, let bit): return "bit \(bit) of byte 0x\(String(offset, radix: 16)) flipped"
            case .cut(let length): return "cut to \(length) bytes"
            }
        }
    }

    /// A mutation, what Realm Core said of it, and what a user reads from us.
    struct Mutation: Sendable, CustomTestStringConvertible {
        let fixture: String
        let edit: Edit
        /// realm-core-check's verdict (recorded, not asserted).
        let core: String
        /// Our whole message, or `nil` where Realm Core reads the file too.
        let message: String?

        var testDescription: String { "\(fixture).realm, \(edit)" }
    }

    /// Reads `bytes` as `name` the way `export` does; the error's sentence,
    /// or nil when everything was read.
    static func refusal(_ bytes: [UInt8], name: String) -> String? {
        do {
            let file = try RealmFile(bytes: bytes, name: name)
            try CanonicalDumpWriter.write(file) { _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func bytes(_ fixture: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture + ".realm"))))
    }

    static let refusedByRealmCore: [Mutation] = [
        Mutation(
            fixture: "basic", edit: .cut(length: 3718),
            core: "file has an invalid size (3718).",
            message: "'basic.realm' is damaged: its size, 3718 bytes, is not a multiple of 8 (the file was cut short?) (at byte 0xE86)"),
        Mutation(
            fixture: "basic", edit: .cut(length: 4088),
            core: "Invalid logical file size: 4096, actual file size: 4088",
            message: "'basic.realm' is damaged: the file is 4088 bytes but its top array says 4096 (the file was cut short?) (at byte 0x8E8)"),
        Mutation(
            fixture: "compacted", edit: .flip(offset: 0xE, bit: 4),
            core: "alloc_slab.cpp:997: Assertion failed: header->m_top_ref[1] == 0",
            message: "'compacted.realm' is damaged: streaming-form header has a second top ref (0x10000000000000) (at byte 0x8)"),
        Mutation(
            fixture: "basic", edit: .flip(offset: 0x157, bit: 4),
            core: "spec.cpp:44: Assertion failed: top_size == s_spec_max_size",
            message: "'basic.realm' is damaged: table spec has 22 elements, not 6 (at byte 0x150)"),
        Mutation(
            fixture: "basic", edit: .flip(offset: 0x6F, bit: 6),
            core: "spec.cpp:306: Assertion failed: m_attr.size() == get_column_count()",
            message: "'basic.realm' is damaged: table spec has 65 attributes for 1 columns (at byte 0x78)"),
        Mutation(
            fixture: "compacted", edit: .flip(offset: 0x7BFBE, bit: 5),
            core: "array_string_short.hpp:136: Assertion failed: data[array_size] == 0",
            message: "'compacted.realm' is damaged: short string 1 lacks its terminating zero (at byte 0x7BFB0)"),
        Mutation(
            fixture: "emptyclasses", edit: .flip(offset: 0x36F, bit: 6),
            core: "cluster.cpp:1079: Assertion failed: arr.size() == *sz",
            message: "'emptyclasses.realm' is damaged: backlink leaf holds 64 entries for 0 objects (at byte 0x368)"),
    ]

    @Test(arguments: refusedByRealmCore)
    func refusedWhereRealmCoreRefuses(_ mutation: Mutation) throws {
        let bytes = mutation.edit.apply(to: try Self.bytes(mutation.fixture))
        #expect(Self.refusal(bytes, name: mutation.fixture + ".realm") == mutation.message)
    }

    /// Damage Realm Core does not look at: the `AAAA` every node header
    /// starts with (Realm Core writes it and never checks it), a node size
    /// grown past the end of the file where only the elements inside it are
    /// used, and arrays grown past what the columns use. All read, and give
    /// the fixture's dump.
    static let readByRealmCore: [Mutation] = [
        Mutation(fixture: "basic", edit: .flip(offset: 0x88, bit: 0), core: "reads (same dump)", message: nil),
        Mutation(fixture: "basic", edit: .flip(offset: 0x8D, bit: 2), core: "reads (same dump)", message: nil),
        Mutation(fixture: "links", edit: .flip(offset: 0x1D85, bit: 6), core: "reads (same dump)", message: nil),
        // a longer array of link targets, of column keys: read only as far as the columns go
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x3AD, bit: 2), core: "reads (same dump)", message: nil),
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x45E, bit: 1), core: "reads (same dump)", message: nil),
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x686, bit: 7), core: "reads (same dump)", message: nil),
        // width-type bits Realm Core's readers never ask (`Array::get` goes by
        // the width alone): a width type of 3, integer nodes marked
        // `multiply` or `ignore`, a float leaf's width, a list of names
        // not marked `multiply`
        Mutation(fixture: "alltypes", edit: .flip(offset: 0xD8DA4, bit: 4), core: "reads (same dump)", message: nil),
        Mutation(fixture: "alltypes", edit: .flip(offset: 0xDCF8C, bit: 3), core: "reads (same dump)", message: nil),
        Mutation(fixture: "compacted", edit: .flip(offset: 0x933EC, bit: 3), core: "reads (same dump)", message: nil),
        Mutation(fixture: "alltypes", edit: .flip(offset: 0xE0084, bit: 4), core: "reads (same dump)", message: nil),
        Mutation(fixture: "alltypes", edit: .flip(offset: 0xD9A3C, bit: 4), core: "reads (same dump)", message: nil),
        Mutation(fixture: "alltypes", edit: .flip(offset: 0x4F83C, bit: 0), core: "reads (same dump)", message: nil),
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x2FC, bit: 3), core: "reads (same dump)", message: nil),
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x21C, bit: 4), core: "reads (same dump)", message: nil),
        // a mixed value of a type `ArrayMixed::get` does not decode reads as null
        Mutation(fixture: "links", edit: .flip(offset: 0x1D78, bit: 6), core: "reads (same dump)", message: nil),
        // the free list's positions ref made a tagged integer: read only to write
        Mutation(fixture: "emptyclasses", edit: .flip(offset: 0x7B4, bit: 0), core: "reads (same dump)", message: nil),
        // a spec's types and attributes, which Realm Core takes from the
        // column keys instead (and "indexed" from the search indexes)
        Mutation(fixture: "alltypes", edit: .flip(offset: 0x44, bit: 2), core: "reads (same dump)", message: nil),
        Mutation(fixture: "links", edit: .flip(offset: 0x1280, bit: 0), core: "reads (same dump)", message: nil),
        Mutation(fixture: "compacted", edit: .flip(offset: 0x131, bit: 6), core: "reads (same dump)", message: nil),
        Mutation(fixture: "compacted", edit: .flip(offset: 0x36E8, bit: 1), core: "reads (same dump)", message: nil),
        Mutation(fixture: "basic", edit: .flip(offset: 0x270, bit: 7), core: "reads (same dump)", message: nil),
        Mutation(fixture: "basic", edit: .flip(offset: 0x101, bit: 3), core: "reads (same dump)", message: nil),
        // the logical file size's tag bit cleared: `RefOrTagged::get_as_int` shifts it out
        Mutation(fixture: "compacted", edit: .flip(offset: 0x106980, bit: 0), core: "reads (same dump)", message: nil),
    ]

    @Test(arguments: readByRealmCore)
    func readWhereRealmCoreReads(_ mutation: Mutation) throws {
        let bytes = mutation.edit.apply(to: try Self.bytes(mutation.fixture))
        let file = try RealmFile(bytes: bytes, name: mutation.fixture + ".realm")
        #expect(try Fixtures.dump(file) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(mutation.fixture + ".expected.json")))))
    }
}

extension DamagedGenuineFileTests {
    /// A dictionary's keys ref moved onto a short-string leaf of three
    /// 4-byte slots: Realm Core reads as many keys as there are values
    /// (two), the first ending past its slot (a padding byte of 0xFF counts
    /// as -1), and so do we; the third slot, never read, would be damage.
    @Test func dictionaryKeysAsRealmCoreReadsThem() throws {
        let bytes = Edit.flip(offset: 0x4E841, bit: 4).apply(to: try Self.bytes("alltypes"))
        let file = try RealmFile(bytes: bytes, name: "alltypes.realm")
        var dictionaries: [[String: AnyRealmValue]] = []
        try file.forEachObject(ofClass: "AllTypes") { object in
            for value in object.values {
                if case .list(let items) = value {
                    for case .dictionary(let entries) in items where entries != ["a": .string("first"), "z": .int(26)] {
                        dictionaries.append(entries)
                    }
                }
            }
        }
        #expect(dictionaries == [["\u{0}\u{0}\u{0}": .int(26), String(decoding: [0, 0, 0x80, 0xFF], as: UTF8.self): .string("first")]])
    }
}

// MARK: - Against Realm Core itself

extension DamagedGenuineFileTests {
    /// Seeded damage to the header (and the streaming footer) and cuts at
    /// any length, each judged by Realm Core: refused by us exactly where
    /// Realm Core refuses, read exactly where it reads (with its dump).
    @Test(.requiresRealmCoreCheck, arguments: ["basic", "emptyclasses", "compacted"])
    func headerDamageAndCutsAsRealmCoreJudgesThem(_ fixture: String) throws {
        let original = try Self.bytes(fixture)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SplitMix64(seed: 0xDA4A6E &+ UInt64(original.count))
        var edits: [Edit] = []
        for _ in 0 ..< 12 {
            edits.append(.flip(offset: Int.random(in: 0 ..< 24, using: &generator), bit: Int.random(in: 0 ..< 8, using: &generator)))
            edits.append(.flip(offset: original.count - Int.random(in: 1 ... 16, using: &generator), bit: Int.random(in: 0 ..< 8, using: &generator)))
            edits.append(.cut(length: Int.random(in: 24 ..< original.count, using: &generator)))
            edits.append(.cut(length: Int.random(in: 3 ..< original.count / 8, using: &generator) * 8))
        }
        var refused = 0
        for edit in edits {
            let bytes = edit.apply(to: original)
            let path = folder.appendingPathComponent("\(fixture).realm").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let core = try RealmCoreCheck.run(["dump", path])
            let ours = Self.refusal(bytes, name: "\(fixture).realm")
            if core.status == 0 {
                #expect(ours == nil, "\(edit): Realm Core reads it, we refuse: \(ours ?? "")")
                if ours == nil {
                    let file = try RealmFile(bytes: bytes)
                    #expect(try Fixtures.dump(file) == core.stdout, "\(edit): our dump is not Realm Core's")
                }
            } else {
                refused += 1
                #expect(ours != nil, "\(edit): Realm Core refuses it (\(core.stderr.split(separator: "\n").last ?? "")), we read it")
            }
        }
        // the sweep is worth something only if Realm Core refused much of it
        #expect(refused >= edits.count / 2)
    }
}
