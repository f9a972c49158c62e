import Glibc

/// Realm's `LIKE`: `*` matches any run of characters, `?` exactly one.
///
/// Realm Core's matcher (`StringData::matchlike`, string_data.cpp) reads
/// bytes, a NUL like any other: a `*` gives up text one byte at a time, a `?`
/// takes a byte and every UTF-8 continuation byte after it (one whole
/// character: `'é' LIKE '?'`), any other pattern byte must equal the text's.
/// It accepts the end of the text at a `*` only when that `*` is the
/// pattern's last byte, so a pattern ending in two or more `*` needs at
/// least one character for them: `'a' LIKE 'a**'` and `'' LIKE '**'` do not
/// hold. `realmCoreForm` writes that as an ordinary pattern (the trailing run
/// becomes `?*`), after which Core's answer is the ordinary wildcard match,
/// which `matches` finds retrying only the last `*` (linear in the text for
/// each `*`, where Core's backtracking over every `*` can be far slower on
/// the same answer). Text and pattern are valid UTF-8 in Realm; on valid
/// UTF-8 a `*` resumed inside a character meets a literal that cannot
/// match a continuation byte, or a `?` that takes the rest of that
/// character, so this is Core's answer.
enum WildcardPattern {
    static let anyRun = UInt8(ascii: "*"), anyOne = UInt8(ascii: "?")

    /// Whether `text` matches `pattern`, a pattern already in `realmCoreForm`.
    static func matches(_ text: UnsafeRawBufferPointer, corePattern pattern: UnsafeRawBufferPointer) -> Bool {
        let n = text.count, m = pattern.count
        var t = 0, p = 0
        var lastRun = -1, mark = 0
        while t < n {
            if p < m {
                let c = pattern[p]
                if c == anyOne {
                    t += 1
                    while t < n && text[t] & 0xC0 == 0x80 { t += 1 }
                    p += 1
                    continue
                }
                if c == anyRun {
                    lastRun = p; p += 1
                    guard let next = resume(text, from: t, pattern, p) else { return false }
                    mark = next; t = next
                    continue
                }
                if c == text[t] { t += 1; p += 1; continue }
            }
            guard lastRun >= 0 else { return false }
            p = lastRun + 1
            guard let next = resume(text, from: mark + 1, pattern, p) else { return false }
            mark = next; t = next
        }
        while p < m && pattern[p] == anyRun { p += 1 }
        return p == m
    }

    /// Where the text after a `*` can next be tried from `start`: the next
    /// byte equal to the literal pattern byte at `p` (found with `memchr`),
    /// else `start` itself (`?`, `*` or the pattern's end follows the `*`).
    /// Nil when that literal occurs nowhere after `start`: no later try can match.
    @inline(__always)
    private static func resume(_ text: UnsafeRawBufferPointer, from start: Int, _ pattern: UnsafeRawBufferPointer, _ p: Int) -> Int? {
        guard p < pattern.count, start < text.count, let base = text.baseAddress else { return start }
        let c = pattern[p]
        if c == anyRun || c == anyOne { return start }
        guard let hit = memchr(base + start, Int32(c), text.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
    }

    /// `pattern` with a trailing run of two or more `*` written `?*` (see above).
    static func realmCoreForm(_ pattern: [UInt8]) -> [UInt8] {
        var run = 0
        while run < pattern.count && pattern[pattern.count - 1 - run] == anyRun { run += 1 }
        guard run >= 2 else { return pattern }
        return Array(pattern.dropLast(run)) + [anyOne, anyRun]
    }

    static func realmCoreForm(_ pattern: String) -> String {
        String(decoding: realmCoreForm(Array(pattern.utf8)), as: UTF8.self)
    }
}
