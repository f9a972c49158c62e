import Glibc

/// A buffer reused across calls (one connection is used from one thread).
final class ScratchBuffer {
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)

    deinit { storage.deallocate() }

    /// Whether the folded `haystack` contains `needle` (already folded).
    func containsFolded(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        if storage.count < haystack.count {
            storage.deallocate()
            storage = UnsafeMutableRawBufferPointer.allocate(byteCount: haystack.count * 2, alignment: 1)
        }
        RealmSQLFunctions.foldBytes(haystack, into: UnsafeMutableRawBufferPointer(rebasing: storage[0..<haystack.count]))
        guard let base = storage.baseAddress, let pattern = needle.baseAddress else { return false }
        let first = Int32(needle[0])
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
            let position = base.distance(to: hit)
            if memcmp(hit, pattern, needle.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }
}
