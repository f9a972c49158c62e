import CCrypto
import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// Encrypts a plain Realm file the way `AESCryptor::write` does, so files
/// spanning several 64-page blocks can be tested (the shared encrypted
/// fixture has only two data pages).
enum TestEncryptor {
    static func encrypt(_ plain: [UInt8], key: [UInt8], ivSeed: UInt32, staleFirstSlot: Bool = false) -> [UInt8] {
        let pageSize = 4096
        var padded = plain
        while padded.count % pageSize != 0 { padded.append(0) }
        let pages = padded.count / pageSize
        let blocks = (pages + 63) / 64
        var file = [UInt8](repeating: 0, count: (pages + blocks) * pageSize)
        for page in 0 ..< pages {
            let block = page / 64
            let iv = ivSeed &+ UInt32(page) | 1
            var ivBytes = [UInt8](repeating: 0, count: 16)
            withUnsafeBytes(of: iv.littleEndian) { for i in 0 ..< 4 { ivBytes[i] = $0[i] } }
            withUnsafeBytes(of: UInt64(page * pageSize).littleEndian) { for i in 0 ..< 8 { ivBytes[4 + i] = $0[i] } }
            let cipher = aes(Array(padded[page * pageSize ..< (page + 1) * pageSize]), key: Array(key[0 ..< 32]), iv: ivBytes)
            let mac = hmac(cipher, key: Array(key[32 ..< 64]))
            var entry = withUnsafeBytes(of: iv.littleEndian, Array.init) + mac + [UInt8](repeating: 0, count: 32)
            if staleFirstSlot {
                // an interrupted write: slot 1 holds a newer IV/HMAC whose data never landed, slot 2 the valid pair
                entry = withUnsafeBytes(of: (iv &+ 1).littleEndian, Array.init) + [UInt8](repeating: 0x5A, count: 28)
                    + withUnsafeBytes(of: iv.littleEndian, Array.init) + mac
            }
            let entryAt = block * 65 * pageSize + (page % 64) * 64
            file.replaceSubrange(entryAt ..< entryAt + 64, with: entry)
            let dataAt = page * pageSize + (block + 1) * pageSize
            file.replaceSubrange(dataAt ..< dataAt + pageSize, with: cipher)
        }
        return file
    }

    static func aes(_ input: [UInt8], key: [UInt8], iv: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: input.count + 16)
        var length: Int32 = 0, final: Int32 = 0
        let context = EVP_CIPHER_CTX_new()
        defer { EVP_CIPHER_CTX_free(context) }
        EVP_CipherInit_ex(context, EVP_aes_256_cbc(), nil, key, iv, 1)
        EVP_CIPHER_CTX_set_padding(context, 0)
        EVP_CipherUpdate(context, &out, &length, input, Int32(input.count))
        out.withUnsafeMutableBufferPointer { _ = EVP_CipherFinal_ex(context, $0.baseAddress! + Int(length), &final) }
        return Array(out[0 ..< Int(length + final)])
    }

    static func hmac(_ data: [UInt8], key: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        HMAC(EVP_sha224(), key, Int32(key.count), data, data.count, &out, &length)
        return Array(out[0 ..< Int(length)])
    }
}

@Suite(.requiresFixtures)
struct MultiBlockEncryptionTests {
    static func plain(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".realm"))))
    }

    static func expected(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
    }

    @Test func readsAFileOfSeveralBlocks() throws {
        let key = EncryptionKeyTests.keyBytes
        let plain = try Self.plain("alltypes")
        let encrypted = TestEncryptor.encrypt(plain, key: key, ivSeed: 0x1234_5678)
        #expect(encrypted.count / 4096 > 65 * 4)  // five IV blocks
        let file = try RealmFile(bytes: encrypted, encryptionKey: key)
        #expect(file.isEncrypted)
        #expect(try Fixtures.dump(file) == Self.expected("alltypes"))
    }

    @Test func fallsBackToTheSecondIVSlot() throws {
        let key = EncryptionKeyTests.keyBytes
        let encrypted = TestEncryptor.encrypt(try Self.plain("basic"), key: key, ivSeed: 7, staleFirstSlot: true)
        let file = try RealmFile(bytes: encrypted, encryptionKey: key)
        #expect(try Fixtures.dump(file) == Self.expected("basic"))
    }

    @Test func aDamagedLaterPageIsCorruptNotAWrongKey() throws {
        let key = EncryptionKeyTests.keyBytes
        var encrypted = TestEncryptor.encrypt(try Self.plain("links"), key: key, ivSeed: 99)
        encrypted[4096 * 3 + 100] ^= 1  // data page 2
        #expect {
            _ = try RealmFile(bytes: encrypted, name: "links.realm", encryptionKey: key)
        } throws: { error in
            guard case RealmFileError.damaged("links.realm", let reason, _) = error else { return false }
            return reason == "encrypted page 2 fails its HMAC check"
        }
    }

    @Test func aDamagedFirstPageIsCorruptNotAWrongKey() throws {
        let key = EncryptionKeyTests.keyBytes
        var encrypted = TestEncryptor.encrypt(try Self.plain("links"), key: key, ivSeed: 5)
        encrypted[4096 + 10] ^= 0x40  // data page 0
        #expect(throws: RealmFileError.damaged(path: "links.realm", reason: "the first encrypted page fails its HMAC check", offset: 4096)) {
            _ = try RealmFile(bytes: encrypted, name: "links.realm", encryptionKey: key)
        }
    }
}
