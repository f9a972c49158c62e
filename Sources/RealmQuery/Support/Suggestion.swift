/// "Did you mean …?" by edit distance (Levenshtein, case-insensitive).
///
/// ```swift
/// Suggestion.closest(to: "agee", among: ["name", "age"])  // "age"
/// ```
public enum Suggestion {
    /// The candidate nearest to `word`, if one is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty, w.count <= 64 else { return nil }
        let limit = max(1, min(3, w.count / 3 + 1))
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            guard abs(c.count - w.count) <= limit else { continue }
            let d = distance(w, c)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
