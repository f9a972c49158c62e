/// SHA-256 (FIPS 180-4) computed here, without libcrypto: `SHA256Stream`'s
/// first 64 KiB (so that hashing a name never loads libcrypto), and all of
/// it where libcrypto cannot be loaded. About 120 MB/s, a tenth of
/// libcrypto's speed with the CPU's SHA instructions.
struct PortableSHA256 {
    static let blockLength = 64

    /// H0…H7, the intermediate hash value.
    private var state: SIMD8<UInt32> = PortableSHA256.initialState
    /// The bytes of an unfinished block (fewer than 64).
    private var pending: [UInt8] = []
    /// Bytes fed so far.
    private var length: UInt64 = 0

    init() {}

    /// Feeds more bytes.
    mutating func update(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { update(buffer: $0) }
        }
    }

    private mutating func update(buffer bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            start = min(Self.blockLength - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeBufferPointer(start: base, count: start))
            guard pending.count == Self.blockLength else { return }
            pending.withUnsafeBufferPointer { Self.compress(&state, blocks: $0.baseAddress!, count: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / Self.blockLength
        if whole > 0 { Self.compress(&state, blocks: base + start, count: whole) }
        start += whole * Self.blockLength
        if start < bytes.count { pending.append(contentsOf: UnsafeBufferPointer(start: base + start, count: bytes.count - start)) }
    }

    /// The 32-byte digest of everything fed so far.
    func finalize() -> [UInt8] {
        // Padding (§5.1.1): 0x80, zeros up to 56 mod 64, the length in bits, big-endian.
        var tail = pending
        tail.append(0x80)
        while tail.count % Self.blockLength != Self.blockLength - 8 { tail.append(0) }
        let bits = length &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var final = state
        tail.withUnsafeBufferPointer { Self.compress(&final, blocks: $0.baseAddress!, count: $0.count / Self.blockLength) }
        var digest = [UInt8]()
        digest.reserveCapacity(SHA256Stream.digestLength)
        for i in 0 ..< 8 {
            for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: final[i] >> UInt32(shift))) }
        }
        return digest
    }

    /// Applies the compression function (§6.2.2) to `count` 64-byte blocks.
    private static func compress(_ state: inout SIMD8<UInt32>, blocks: UnsafePointer<UInt8>, count: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            roundConstants.withUnsafeBufferPointer { k in
                let w = w.baseAddress!, k = k.baseAddress!
                var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
                var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
                for block in 0 ..< count {
                    let bytes = UnsafeRawPointer(blocks + block &* blockLength)
                    for t in 0 ..< 16 {
                        w[t] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 4 &* t, as: UInt32.self))
                    }
                    for t in 16 ..< 64 {
                        let a = w[t &- 15], b = w[t &- 2]
                        let s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a &>> 3)
                        let s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b &>> 10)
                        w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for t in 0 ..< 64 {
                        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ (g ^ (e & (f ^ g))) &+ k[t] &+ w[t]
                        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) | (c & (a | b)))
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ t2
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
                state = SIMD8(h0, h1, h2, h3, h4, h5, h6, h7)
            }
        }
    }

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x &>> n | x &<< (32 &- n) }

    /// §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState = SIMD8<UInt32>(
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)

    /// §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
