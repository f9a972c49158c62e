import RealmModel

/// The one "Did you mean …?": for commands, options, statements, modes,
/// classes, properties, types and query operators alike.
///
/// ```swift
/// Suggestion.closest(to: "agee", among: ["name", "age"])     // "age"
/// Suggestion.didYouMean("tabels", among: ["tables", "mode"])  // "Did you mean 'tables'?"
/// ```
///
/// The distance is Damerau–Levenshtein (the optimal-string-alignment form),
/// case-insensitive: swapping two neighbouring letters is the commonest slip
/// at a keyboard (`.tabels`, `Dgo`, `exprot`), and counting it as one edit
/// rather than Levenshtein's two keeps such a slip suggestible in a short
/// name. The threshold is one rule: a candidate is offered when it is at
/// most `max(1, min(3, length / 3 + 1))` edits away, the closest winning
/// (the first listed on a tie).
public enum Suggestion {
    /// The candidate nearest to `word`, if one is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        // Nothing typed suggests nothing; a very long word is not a typo of a name (and keeps the work bounded).
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

    /// The sentence that offers `suggestion`: `Did you mean 'age'?`.
    public static func sentence(_ suggestion: String) -> String {
        "Did you mean \(quoted: suggestion)?"
    }

    /// `sentence(_:)` for the closest candidate, or nil when none is close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map(sentence)
    }

    /// The optimal-string-alignment distance: insertions, deletions,
    /// substitutions and transpositions of neighbours each cost one.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, row) = (previous, row, beforePrevious)
        }
        return previous[b.count]
    }
}
