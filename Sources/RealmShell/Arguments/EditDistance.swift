/// Did-you-mean suggestions by Damerau–Levenshtein distance (case-insensitive).
public enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased().unicodeScalars), t = Array(b.lowercased().unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && s[i - 1] == t[j - 2] && s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }

    /// The closest candidate within a distance that scales with the word's length, if any.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }
}
