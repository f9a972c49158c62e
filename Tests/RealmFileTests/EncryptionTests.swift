import Foundation
import RealmFile
import RealmModel
import Testing

@Suite struct EncryptionKeyTests {
    static let keyBytes: [UInt8] = (0 ..< 64).map { UInt8((37 * $0 + 11) % 256) }

    @Test func parsesHex() throws {
        let hex = Self.keyBytes.map { String(format: "%02x", $0) }.joined()
        #expect(try EncryptionKey.parse(hex) == Self.keyBytes)
        #expect(try EncryptionKey.parse(hex.uppercased() + "\n") == Self.keyBytes)
    }

    @Test func parsesBase64() throws {
        let text = Data(Self.keyBytes).base64EncodedString()
        #expect(text.count == 88)
        #expect(try EncryptionKey.parse(text) == Self.keyBytes)
    }

    @Test func parsesRawKeyFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-key-\(getpid()).bin")
        try Data(Self.keyBytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try EncryptionKey.parse("@" + url.path) == Self.keyBytes)
    }

    @Test(arguments: ["", "abc", String(repeating: "g", count: 128), String(repeating: "0", count: 126)])
    func rejectsMalformedKeys(_ text: String) {
        #expect(throws: RealmFileError.self) { _ = try EncryptionKey.parse(text) }
    }

    @Test func reportsAMissingKeyFile() {
        #expect(throws: RealmFileError.self) { _ = try EncryptionKey.parse("@/nonexistent/realm.key") }
    }
}

@Suite(.requiresFixtures)
struct EncryptedFileTests {
    @Test func hexKeyFileOfTheFixtureParses() throws {
        #expect(try EncryptionKey.parse("@" + Fixtures.path("encrypted.key")) == EncryptionKeyTests.keyBytes)
    }

    @Test func needsAKey() {
        #expect(throws: RealmFileError.encrypted(path: Fixtures.path("encrypted.realm"))) { _ = try RealmFile(path: Fixtures.path("encrypted.realm")) }
        #expect(RealmFileError.encrypted(path: "a.realm").description
            == "'a.realm' is encrypted: give its 64-byte encryption key (128 hex digits, base64, or @FILE)")
    }

    @Test func rejectsAWrongKey() {
        var key = EncryptionKeyTests.keyBytes
        key[0] ^= 1
        #expect(throws: RealmFileError.wrongKey(path: Fixtures.path("encrypted.realm"))) { _ = try RealmFile(path: Fixtures.path("encrypted.realm"), encryptionKey: key) }
        #expect(RealmFileError.wrongKey(path: "a\nb.realm").description == "the encryption key does not match 'a\\nb.realm'")
    }

    @Test func rejectsAWrongHMACKey() {
        var key = EncryptionKeyTests.keyBytes
        key[63] ^= 0x80
        #expect(throws: RealmFileError.wrongKey(path: Fixtures.path("encrypted.realm"))) { _ = try RealmFile(path: Fixtures.path("encrypted.realm"), encryptionKey: key) }
    }

    @Test func rejectsAShortKey() {
        #expect(throws: RealmFileError.self) {
            _ = try RealmFile(path: Fixtures.path("encrypted.realm"), encryptionKey: [1, 2, 3])
        }
    }

    @Test func opensWithTheKey() throws {
        let file = try Fixtures.open("encrypted")
        #expect(file.isEncrypted)
        #expect(file.schema.classNames == ["Secret", "Vault"])
        #expect(try file.objectCount(ofClass: "Secret") == 20)
        #expect(try file.objectCount(ofClass: "Vault") == 2)
    }
}
