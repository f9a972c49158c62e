import Foundation
import Glibc
@testable import RealmFile
import RealmModel
import Testing

/// `EncryptedFileOutput` writes what `PageDecryptor` and Realm Core read:
/// plaintext round-trips byte for byte, and Realm Core opens, checks, writes
/// and dumps a re-encrypted compacted copy of each fixture with the key,
/// and refuses it without.
@Suite
struct EncryptedFileOutputTests {
    static let key: [UInt8] = (0 ..< 64).map { UInt8(truncatingIfNeeded: 37 * $0 + 11) }
    static var keyHex: String { key.map { String(format: "%02x", $0) }.joined() }

    /// Encrypts `body` (the file without its footer) and `footer` into a new
    /// file in `folder`, in chunks of `chunk` bytes; answers its path.
    static func encrypt(_ body: [UInt8], footer: [UInt8], key: [UInt8] = key, in folder: URL, chunk: Int = 1000) throws -> String {
        let path = folder.appendingPathComponent("encrypted-\(UUID().uuidString).realm").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = try EncryptedFileOutput(descriptor: descriptor, path: path, key: key)
        var offset = 0
        while offset < body.count {
            let end = min(offset + chunk, body.count)
            try body[offset ..< end].withUnsafeBytes { try output.write($0) }
            offset = end
        }
        #expect(output.position == Int64(body.count))
        try output.finish(footer: footer)
        return path
    }

    static func decrypt(_ path: String, key: [UInt8] = key) throws -> [UInt8] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let buffer = OwnedBuffer(count: bytes.count)!
        bytes.withUnsafeBytes { buffer.pointer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        let plain = try PageDecryptor(key: key).decrypt(buffer.makeReader(), path: path)
        return Array(UnsafeRawBufferPointer(start: plain.pointer, count: plain.count))
    }

    // MARK: - Round trips

    /// Sizes around page and 64-page block boundaries (the footer forces
    /// padding to the end of a page).
    @Test(arguments: [0, 24, 4080, 4081, 4096, 63 * 4096 + 4080, 64 * 4096, 130 * 4096 + 17])
    func roundTripsThroughPageDecryptor(_ size: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SystemRandomNumberGenerator()
        let body = (0 ..< size).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
        let footer = (0 ..< 16).map { UInt8($0 + 1) }
        let path = try Self.encrypt(body, footer: footer, in: folder, chunk: 777)
        let plain = try Self.decrypt(path)
        let pages = (size + 16 + 4095) / 4096
        #expect(plain.count == pages * 4096)
        #expect(Array(plain[0 ..< size]) == body)
        #expect(plain[size ..< plain.count - 16].allSatisfy { $0 == 0 })
        #expect(Array(plain.suffix(16)) == footer)
        let fileSize = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(fileSize == (pages + (pages + 63) / 64) * 4096)
    }

    @Test func freshIVsMakeEveryEncryptionDifferent() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = [UInt8](repeating: 0x41, count: 10_000)
        let footer = [UInt8](repeating: 7, count: 16)
        let first = try Data(contentsOf: URL(fileURLWithPath: try Self.encrypt(body, footer: footer, in: folder)))
        let second = try Data(contentsOf: URL(fileURLWithPath: try Self.encrypt(body, footer: footer, in: folder)))
        #expect(first != second)
        #expect(first.range(of: Data(repeating: 0x41, count: 64)) == nil)  // no plaintext on disk
    }

    @Test func refusesAKeyOfTheWrongLength() {
        #expect(throws: RealmFileError.invalidKey(reason: "a Realm encryption key is 64 bytes, this one is 32")) {
            _ = try EncryptedFileOutput(descriptor: -1, path: "x.realm", key: Array(Self.key[0 ..< 32]))
        }
    }

    @Test func reportsAWriteFailureAsOneSentence() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = try EncryptedFileOutput(descriptor: descriptor, path: "out.realm", key: Self.key)
        #expect(throws: RealmFileWriterError.cannotWrite(path: "out.realm", reason: "bad file descriptor")) {
            try output.finish(footer: [UInt8](repeating: 0, count: 16))
        }
    }

    // MARK: - Realm Core

    /// Realm's compacted copy of each fixture (`write-copy`, plaintext,
    /// streaming form), re-encrypted through the output: Realm Core dumps
    /// the fixture's expected JSON with the key (after a write transaction)
    /// and refuses the file without it; our reader reads it too.
    @Test(.requiresFixtures, .requiresRealmCoreCheck,
          arguments: ["basic", "links", "alltypes", "large", "empty"])
    func realmCoreOpensAReencryptedCompactedCopy(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plainPath = folder.appendingPathComponent("plain.realm").path
        let copy = try RealmCoreCheck.run(["write-copy", Fixtures.path(name + ".realm"), plainPath])
        try #require(copy.status == 0, "write-copy failed: \(copy.stderr)")
        let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plainPath)))
        try FileManager.default.removeItem(atPath: plainPath)
        let path = try Self.encrypt(Array(plain.dropLast(16)), footer: Array(plain.suffix(16)), in: folder, chunk: 65_536)

        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
        let dump = try RealmCoreCheck.run(["dump", path, "--key", Self.keyHex, "--write"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout == expected)
        let refused = try RealmCoreCheck.run(["dump", path])
        #expect(refused.status == 1)
        #expect(!refused.stderr.isEmpty)

        let file = try RealmFile(path: path, encryptionKey: Self.key)
        #expect(file.isEncrypted)
        #expect(try Fixtures.dump(file) == expected)
        var wrongKey = Self.key
        wrongKey[0] ^= 1
        #expect(throws: RealmFileError.wrongKey(path: path)) { _ = try RealmFile(path: path, encryptionKey: wrongKey) }
    }

    /// Realm Core's own encrypted compacted copy has the plaintext layout of
    /// ours: as many pages, zero padding after the last node, and the footer
    /// in the last 16 bytes of the last page. (Realm leaves uninitialised
    /// bytes in the padding of some nodes, so two copies never match byte
    /// for byte.)
    @Test(.requiresFixtures, .requiresRealmCoreCheck,
          arguments: ["links", "alltypes"])
    func padsTheFooterAsRealmCoreDoes(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plainPath = folder.appendingPathComponent("plain.realm").path
        let realmsPath = folder.appendingPathComponent("realms.realm").path
        #expect(try RealmCoreCheck.run(["write-copy", Fixtures.path(name + ".realm"), plainPath]).status == 0)
        #expect(try RealmCoreCheck.run(["write-copy", Fixtures.path(name + ".realm"), realmsPath, "--out-key", Self.keyHex]).status == 0)
        let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plainPath)))
        let body = plain.count - 16
        let oursPath = try Self.encrypt(Array(plain.prefix(body)), footer: Array(plain.suffix(16)), in: folder)
        let ours = try Self.decrypt(oursPath)
        let realms = try Self.decrypt(realmsPath)
        #expect(ours.count == realms.count)
        #expect(ours.suffix(16) == realms.suffix(16))
        #expect(realms[body ..< realms.count - 16].allSatisfy { $0 == 0 })
        #expect(ours.prefix(24) == realms.prefix(24))  // the streaming-form header
        let fileSize = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int }
        #expect(try fileSize(oursPath) == fileSize(realmsPath))
    }
}
