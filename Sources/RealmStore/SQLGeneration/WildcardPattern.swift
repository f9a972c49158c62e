/// Realm's `LIKE`: `*` matches any run of characters, `?` exactly one.
enum WildcardPattern {
    static func matches(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
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
}
