import Foundation
import RealmLifecycle
import Testing

/// libcrypto is loaded only when an encrypted file is met (and readline
/// only by the studio at a terminal): a command that needs neither runs
/// without them, and one that needs libcrypto and cannot load it says so in
/// one sentence. `REALMLENS_LIBCRYPTO` names the library in its place, for
/// these tests only.
@Suite(.requiresFixtures)
struct LibraryLoadingProcessTests {
    private static let missingLibrary = ["REALMLENS_LIBCRYPTO": "librealmlens-missing-crypto.so.3"]

    private func fixture(_ name: String) throws -> String {
        try #require(fixturesDirectory).appendingPathComponent(name).path
    }

    @Test func anEncryptedFileWithoutLibcryptoIsOneSentenceAndExitStatus1() throws {
        let result = try ProcessTests.realmlens(["query", try fixture("encrypted.realm"), "Secret", "--key", "@" + (try fixture("encrypted.key"))],
                                                environment: Self.missingLibrary)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: encryption needs librealmlens-missing-crypto.so.3, which could not be loaded: librealmlens-missing-crypto.so.3: cannot open shared object file"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
    }

    @Test func writingAnEncryptedFileWithoutLibcryptoLeavesNothing() throws {
        let dir = try ScratchDirectory()
        let out = dir.path("out.realm")
        let key = String(repeating: "ab", count: 64)
        let result = try ProcessTests.realmlens(["convert", try fixture("basic.realm"), out, "--to", "realm", "--out-key", key], environment: Self.missingLibrary)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: encryption needs librealmlens-missing-crypto.so.3, which could not be loaded: "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func commandsWithoutEncryptionDoNotNeedLibcrypto() throws {
        let query = try ProcessTests.realmlens(["query", try fixture("basic.realm"), "Person", "--format", "csv"], environment: Self.missingLibrary)
        #expect(query.status == 0, "\(query.stderr)")
        #expect(query.stdout.hasPrefix("name,birthdate,"))
    }

    /// SHA-256 without libcrypto: the manifest's digest of a bundle past the
    /// 64 KiB hashed without it anyway is the file's digest all the same.
    @Test func aBundleDigestWithoutLibcryptoIsTheSame() throws {
        let dir = try ScratchDirectory()
        let store = dir.path("dogs.realm")
        #expect(try ProcessTests.realmlens(["demo", store, "--template", "dogs", "--objects", "3000", "--to", "store"]).status == 0)
        let bundlePath = dir.path("bundle.realm")
        let bundle = try ProcessTests.realmlens(["bundle", store, bundlePath], environment: Self.missingLibrary)
        #expect(bundle.status == 0, "\(bundle.stderr)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: bundlePath)[.size] as? Int)
        #expect(size > 1 << 16)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundlePath + ".manifest.json"))) as? [String: Any]
        #expect(manifest?["sha256"] as? String == (try SHA256.hash(fileAt: bundlePath).hexString))
    }

    @Test func anEncryptedFileOpensWithLibcrypto() throws {
        let result = try ProcessTests.realmlens(["query", try fixture("encrypted.realm"), "Vault", "--key", "@" + (try fixture("encrypted.key")), "--format", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "name,secrets\r\nmain vault,\"[100,94,88,82,76,70,64,58,52,46]\"\r\nempty vault,[]\r\n")
    }
}
