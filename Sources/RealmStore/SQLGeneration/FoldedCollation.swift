import Glibc
import SQLite

/// The collation `RL_EQUALC`: Realm's `==[c]` as SQLite's `value IS ? COLLATE RL_EQUALC`.
///
/// Two strings are equal under it exactly when their `[c]` folds (`RealmSQLFunctions.foldBytes`,
/// every byte, a NUL included) are the same bytes: Realm Core's `EqualIns` as `rl_equalc` answered
/// it. A collation is called with the two strings' bytes and lengths only, where a SQL function
/// call boxes its arguments and sets a result for every value. Unequal strings order by length,
/// then by the bytes of their folds: a total order (folding keeps the length), so SQLite may sort
/// or compare with it as it likes, though generated SQL only ever asks `IS`/`IS NOT`. SQLite calls
/// it only when both sides are text: a null, a number or a blob is never equal to the needle, as
/// `rl_equalc` gave 0 for anything but text.
final class FoldedCollation {
    static let name = "RL_EQUALC"

    private var capacity = 256
    private var left = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
    private var right = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)

    deinit {
        left.deallocate()
        right.deallocate()
    }

    /// Registers `RL_EQUALC` on `connection` (one buffer pair per connection, used from its one thread).
    static func register(on connection: Connection) throws {
        let collation = FoldedCollation()
        try connection.registerCollation(named: name) { collation.compare($0, $1) }
    }

    /// Negative, zero or positive as `a` orders before, with or after `b` (length, then folded bytes).
    ///
    /// Eight bytes that are ASCII in both strings compare as folded words: ASCII bytes fold alone, so
    /// where both folds start the same eight bytes they also start what follows, and at the first
    /// word that is not ASCII in both (or the last few bytes) the rest of each is folded and compared.
    func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int32 {
        let n = a.count
        if n != b.count { return n < b.count ? -1 : 1 }
        guard n > 0, let x = a.baseAddress, let y = b.baseAddress else { return 0 }
        var i = 0
        while i + 8 <= n {
            let u = x.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let v = y.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if (u | v) & 0x8080_8080_8080_8080 != 0 { break }
            if u != v {
                // Big-endian, the first byte is the most significant: word order is byte order.
                let fu = RealmSQLFunctions.foldASCIIWord(u).bigEndian, fv = RealmSQLFunctions.foldASCIIWord(v).bigEndian
                if fu != fv { return fu < fv ? -1 : 1 }
            }
            i += 8
        }
        if i == n { return 0 }
        let rest = n - i
        if capacity < rest {
            left.deallocate()
            right.deallocate()
            capacity = rest * 2
            left = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            right = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        }
        RealmSQLFunctions.foldBytes(UnsafeRawBufferPointer(start: x + i, count: rest),
                                    into: UnsafeMutableRawBufferPointer(start: left, count: rest))
        RealmSQLFunctions.foldBytes(UnsafeRawBufferPointer(start: y + i, count: rest),
                                    into: UnsafeMutableRawBufferPointer(start: right, count: rest))
        let order = memcmp(left, right, rest)
        return order < 0 ? -1 : (order > 0 ? 1 : 0)
    }
}
