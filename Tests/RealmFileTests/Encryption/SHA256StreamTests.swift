import RealmFile
import Testing

/// SHA-256 through libcrypto: the NIST vectors, fed whole or in pieces, and
/// value semantics (a copy goes on by itself; finalizing does not end a stream).
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

    @Test func aMillionAs() {
        var stream = SHA256Stream()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { stream.update(chunk[...]) }
        #expect(Self.hex(stream.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
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
}
