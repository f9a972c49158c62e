import Foundation
import RealmFile
import RealmModel
import Testing

/// Small handmade files, each broken in one way, each with the message a
/// user sees.
@Suite struct CorruptFileTests {
    /// A header: top ref in slot 0, `T-DB`, format 24 in both slots.
    static func header(topRef: UInt64, mnemonic: String = "T-DB", format: UInt8 = 24) -> [UInt8] {
        var bytes = withUnsafeBytes(of: topRef.littleEndian, Array.init) + [UInt8](repeating: 0, count: 8)
        bytes += Array(mnemonic.utf8) + [format, format, 0, 0]
        return bytes
    }

    /// A node header: flags byte and 24-bit size.
    static func node(flags: UInt8, size: Int, payload: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0x41, 0x41, 0x41, 0x41, flags, UInt8(size >> 16), UInt8((size >> 8) & 0xFF), UInt8(size & 0xFF)]
        bytes += payload
        while bytes.count % 8 != 0 { bytes.append(0) }
        return bytes
    }

    static func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try RealmFile(bytes: bytes, name: "test.realm")
            return "opened"
        } catch {
            return "\(error)"
        }
    }

    @Test func emptyFileIsNotARealmFile() {
        #expect(Self.message([]) == "'test.realm' is not a Realm file (no 'T-DB' header)")
    }

    @Test func truncatedHeader() {
        #expect(Self.message(Array(Self.header(topRef: 0).prefix(20))) == "'test.realm' is not a Realm file (no 'T-DB' header)")
    }

    @Test func wrongMnemonic() {
        #expect(Self.message(Self.header(topRef: 0, mnemonic: "T-DC")) == "'test.realm' is not a Realm file (no 'T-DB' header)")
    }

    @Test func unknownFormatVersion() {
        #expect(Self.message(Self.header(topRef: 0, format: 99)).hasPrefix("unsupported Realm file format 99: "))
    }

    @Test func topRefBeyondTheEnd() {
        #expect(Self.message(Self.header(topRef: 0x1F40)) == "'test.realm' is damaged: top ref 0x1f40 is outside the file or misaligned (at byte 0x0)")
    }

    /// Realm Core never writes a width type of 3 but reads such a node by
    /// its width alone (`Array::get`), as we do: here a top array of 4-bit
    /// elements whose first, 1, is no ref.
    @Test func widthType3IsReadByTheWidth() {
        let bytes = Self.header(topRef: 24) + Self.node(flags: 0x40 | 0x18 | 3, size: 3, payload: [1, 1, 1])
        #expect(Self.message(bytes) == "'test.realm' is damaged: element 0 should be a ref but holds 1 (at byte 0x18)")
    }

    /// A node whose elements lie past the end of the file: refused at the
    /// first element read (Realm Core, too, reads a node's elements only
    /// where they are used).
    @Test func nodeSizeBeyondTheEnd() {
        let bytes = Self.header(topRef: 24) + Self.node(flags: 0x40 | 6, size: 3, payload: [])
        #expect(Self.message(bytes) == "'test.realm' is damaged: read of 4 bytes runs past the end of the file (32 bytes) (at byte 0x28)")
    }

    @Test func selfCycleInTheTopArray() {
        // top array [names → itself, tables → itself, tagged size]: the names
        // read as Realm Core reads them (short strings of the node's width),
        // the one table is the top array again, too short for a table
        let payload: [UInt8] = [24, 24, 40 << 1 | 1]  // the file's 40 bytes
        let bytes = Self.header(topRef: 24) + Self.node(flags: 0x40 | 4, size: 3, payload: payload)
        #expect(Self.message(bytes) == "'test.realm' is damaged: table '\\u{18}\\u{18}Q\\u{0}\\u{0}\\u{0}\\u{0}' has a top array of 3 elements (at byte 0x18)")
    }

    @Test func selfCycleInAClusterTree() throws {
        // group: names ["class_A"], tables [table]; table: spec (six arrays) with no columns, cluster tree root = an inner node whose child is itself
        var file = Self.header(topRef: 0)
        func append(_ node: [UInt8]) -> UInt8 { let ref = file.count; file += node; return UInt8(ref) }
        let names = append(Self.node(flags: 0x08 | 4, size: 1, payload: Array("class_A".utf8) + [0]))  // multiply, width 8
        let empty = append(Self.node(flags: 0, size: 0, payload: []))
        let spec = append(Self.node(flags: 0x40 | 4, size: 6, payload: [empty, empty, empty, 0, 0, empty]))
        let innerRef = UInt8(file.count)
        let inner = append(Self.node(flags: 0x80 | 0x40 | 4, size: 4, payload: [1, 3, 3, innerRef]))
        let table = append(Self.node(flags: 0x40 | 4, size: 4, payload: [spec, 0, inner, 3]))
        let tables = append(Self.node(flags: 0x40 | 4, size: 1, payload: [table]))
        // 16-bit elements: the logical file size (the whole file) does not fit in 8 bits
        let size = file.count + 16
        let top = append(Self.node(flags: 0x40 | 5, size: 3, payload: [names, 0, tables, 0, UInt8((size << 1 | 1) & 0xFF), UInt8(size >> 7)]))
        file[0] = top
        let realm = try RealmFile(bytes: file)
        #expect(realm.schema.classNames == ["A"])
        #expect(throws: RealmFileError.self) { try realm.forEachObject(ofClass: "A") { _ in } }
        let text = Self.message(file)
        #expect(text == "opened")
        do {
            _ = try realm.objectCount(ofClass: "A")
            Issue.record("a cyclic cluster tree was counted")
        } catch let error as RealmFileError {
            #expect(error.description.contains("nested deeper than 24 levels (cycle?)"))
        }
    }
}

extension CorruptFileTests {
    @Test func sqliteDatabaseIsNotTakenForAnEncryptedRealm() {
        var bytes = Array("SQLite format 3\u{0}".utf8)
        bytes += [UInt8](repeating: 7, count: 8192 - bytes.count)
        #expect(Self.message(bytes) == "'test.realm' is not a Realm file (no 'T-DB' header)")
    }

    @Test func wholePagesWithAnIVLookEncrypted() {
        // An IV page whose only entry is that of the one data page the file has.
        var bytes = [UInt8](repeating: 0, count: 8192)
        for i in 0 ..< 64 { bytes[i] = 7 }
        for i in 4096 ..< 8192 { bytes[i] = 7 }
        #expect(Self.message(bytes) == "'test.realm' is encrypted: give its 64-byte encryption key (128 hex digits, base64, or @FILE)")
    }

    @Test func wholePagesWithIVEntriesForPagesTheFileLacksAreNotTakenForEncrypted() {
        // Realm Core writes an IV entry only for a page it wrote: entries past the end mean it is not an encrypted Realm file.
        #expect(Self.message([UInt8](repeating: 7, count: 8192)) == "'test.realm' is not a Realm file (no 'T-DB' header)")
    }
}
