import Glibc

/// A buffer reused across calls (one connection is used from one thread).
final class ScratchBuffer {
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)

    deinit { storage.deallocate() }

    /// Whether the folded `haystack` contains `needle` (already folded).
    func containsFolded(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        guard let base = folded(haystack), let pattern = needle.baseAddress else { return false }
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

    /// Whether the folded `haystack` ends with `needle` (already folded). The
    /// whole haystack is folded, as for `containsFolded`, so both read the
    /// same folded bytes.
    func endsWithFolded(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeRawBufferPointer) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        guard let base = folded(haystack) else { return false }
        return RealmSQLFunctions.hasAffix(UnsafeRawBufferPointer(start: base, count: haystack.count), needle, atEnd: true)
    }

    /// Whether the folded `text` matches `pattern` (already folded, in
    /// `WildcardPattern.realmCoreForm`): `LIKE[c]` over every byte.
    func likeFolded(_ text: UnsafeRawBufferPointer, _ pattern: UnsafeRawBufferPointer) -> Bool {
        guard let base = folded(text) else { return WildcardPattern.matches(text, corePattern: pattern) }
        return WildcardPattern.matches(UnsafeRawBufferPointer(start: base, count: text.count), corePattern: pattern)
    }

    /// `haystack` folded (`RealmSQLFunctions.foldBytes`) into the buffer, grown as needed.
    private func folded(_ haystack: UnsafeRawBufferPointer) -> UnsafeMutableRawPointer? {
        if storage.count < haystack.count {
            storage.deallocate()
            storage = UnsafeMutableRawBufferPointer.allocate(byteCount: haystack.count * 2, alignment: 1)
        }
        RealmSQLFunctions.foldBytes(haystack, into: UnsafeMutableRawBufferPointer(rebasing: storage[0..<haystack.count]))
        return storage.baseAddress
    }
}
