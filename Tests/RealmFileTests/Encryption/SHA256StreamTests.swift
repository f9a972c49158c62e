import CCrypto
import RealmFile
import Testing

/// SHA-256: the NIST vectors, fed whole or in pieces, libcrypto's digest of
/// every length around the block and padding boundaries and around the
/// 64 KiB where a stream moves to libcrypto, the same digests from a stream
/// that never loads libcrypto, and value semantics (a copy goes on by
/// itself; finalizing does not end a stream).
@Suite struct SHA256StreamTests {
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func nistVectors(input: String, expected: String) {
        var whole = SHA256Stream()
        whole.update(Array(input.utf8))
        #expect(Self.hex(whole.finalize()) == expected)
        var bytewise = SHA256Stream()
        for byte in input.utf8 { bytewise.update([byte]) }
        #expect(Self.hex(bytewise.finalize()) == expected)
    }

    @Test(arguments: [false, true])
    func aMillionAs(portableOnly: Bool) {
        var stream = SHA256Stream(portableOnly: portableOnly)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { stream.update(chunk[...]) }
        #expect(Self.hex(stream.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths on both sides of 64 KiB, fed in pieces of 1,000 bytes (one
    /// piece straddles the move to libcrypto), and a copy taken after it.
    @Test(arguments: [false, true])
    func aroundTheMoveToLibcrypto(portableOnly: Bool) {
        let all = (0 ..< (1 << 16) + 5000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        for count in [(1 << 16) - 1, 1 << 16, (1 << 16) + 1, (1 << 16) + 4999] {
            let bytes = Array(all[..<count])
            var stream = SHA256Stream(portableOnly: portableOnly)
            var start = 0
            while start < count {
                stream.update(bytes[start ..< min(start + 1000, count)])
                start += 1000
            }
            #expect(stream.finalize() == Self.libcryptoDigest(bytes), "\(count) bytes")
        }
        var stream = SHA256Stream(portableOnly: portableOnly)
        stream.update(all[..<70000])
        var copy = stream
        copy.update(all[70000...])
        stream.update(Array("x".utf8))
        #expect(copy.finalize() == Self.libcryptoDigest(all))
        #expect(stream.finalize() == Self.libcryptoDigest(Array(all[..<70000]) + Array("x".utf8)))
    }

    @Test func aCopyGoesOnByItselfAndFinalizingDoesNotEndAStream() {
        var ab = SHA256Stream()
        ab.update(Array("ab".utf8))
        var abc = ab
        abc.update(Array("c".utf8))
        #expect(Self.hex(abc.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(ab.finalize()) == "fb8e20fc2e4c3f248c60c39bd652f3c1347298bb977b8b4d5903b85055620603")
        ab.update(Array("c".utf8))
        #expect(ab.finalize() == abc.finalize())
    }

    /// libcrypto's SHA-256 of `bytes`.
    static func libcryptoDigest(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBufferPointer { EVP_Digest($0.baseAddress, $0.count, &digest, &length, EVP_sha256(), nil) }
        precondition(ok == 1 && length == 32)
        return Array(digest[0 ..< 32])
    }

    /// Every length from 0 to 300 bytes (one to five blocks, each padding
    /// case: 55, 56 and 63 bytes into a block), fed whole and split in two at
    /// a point that moves with the length, against libcrypto.
    @Test func everyLengthUpTo300MatchesLibcrypto() {
        var seed: UInt32 = 12345
        for count in 0 ... 300 {
            let bytes = (0 ..< count).map { _ -> UInt8 in
                seed = seed &* 1_103_515_245 &+ 12345
                return UInt8(truncatingIfNeeded: seed >> 16)
            }
            let expected = Self.libcryptoDigest(bytes)
            var whole = SHA256Stream()
            whole.update(bytes)
            #expect(whole.finalize() == expected, "\(count) bytes")
            let split = (count * 37 + 11) % (count + 1)
            var pieces = SHA256Stream()
            pieces.update(bytes[..<split])
            pieces.update(bytes[split...])
            #expect(pieces.finalize() == expected, "\(count) bytes split at \(split)")
        }
    }
}
