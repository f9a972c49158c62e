/// Realm's `LIKE`: `*` matches any run of characters, `?` exactly one.
///
/// Realm Core's matcher (`StringData::matchlike`) accepts the end of the text
/// at a `*` only when that `*` is the pattern's last character, so a pattern
/// ending in two or more `*` needs at least one character for them:
/// `'a' LIKE 'a**'` and `'' LIKE '**'` do not hold. `realmCoreForm` writes that
/// as an ordinary pattern (the trailing run becomes `?*`), so every way a
/// `LIKE` is evaluated — SQLite's `LIKE` and `GLOB`, and `matches` — answers
/// as Realm Core does.
enum WildcardPattern {
    static func matches(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
        let pattern = realmCoreForm(pattern)
        var t = 0, p = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t])) {
                t += 1; p += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// `pattern` with a trailing run of two or more `*` written `?*` (see above).
    static func realmCoreForm(_ pattern: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var run = 0
        while run < pattern.count && pattern[pattern.count - 1 - run] == "*" { run += 1 }
        guard run >= 2 else { return pattern }
        return Array(pattern.dropLast(run)) + ["?", "*"]
    }

    static func realmCoreForm(_ pattern: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: realmCoreForm(Array(pattern.unicodeScalars)))
        return String(scalars)
    }
}
