import Foundation
import RealmFile
import RealmModel
import Testing

/// Writing encrypted files: Realm Core opens them with the key (and only
/// with it) and dumps the source's canonical dump.
@Suite(.requiresFixtures, .requiresRealmCoreCheck)
struct EncryptedWriteTests {
    static let key: [UInt8] = (0 ..< 64).map { UInt8(truncatingIfNeeded: $0 * 29 + 7) }
    static var keyHex: String { key.map { String(format: "%02x", $0) }.joined() }

    @Test func basicWrittenEncrypted() throws {
        try check("basic", key: EncryptedWriteTests.key)
    }

    @Test
    func encryptedFixtureKeepsItsKey() throws {
        try check("encrypted", key: try Fixtures.key(for: "encrypted") ?? [])
    }

    private func check(_ name: String, key: [UInt8]) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent(name + ".realm").path
        try RealmFileWriter.write(try Fixtures.open(name), toPath: out, options: .init(encryptionKey: key))
        let hex = key.map { String(format: "%02x", $0) }.joined()
        let result = try RealmCoreCheck.run(["dump", out, "--key", hex, "--write"])
        #expect(result.status == 0, "realm-core-check refused \(name): \(result.stderr)")
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
        if let difference = dumpDifference(result.stdout, expected) { Issue.record("\(name): \(difference)") }
        #expect(try RealmCoreCheck.run(["dump", out]).status != 0, "the file cannot be read without its key")
        let plain = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(plain.range(of: Data("T-DB".utf8)) == nil, "no plaintext header on disk")
        let copy = try RealmFile(path: out, encryptionKey: key)
        #expect(copy.isEncrypted)
        if let difference = dumpDifference(try Fixtures.dump(copy), expected) { Issue.record("\(name) (our reader): \(difference)") }
    }
}
