extension QueryParser {
    /// True when `current` is a `+` or `-` written directly before a number
    /// (`age-1`, `n +2`, `x-.5`). Realm Core's lexer takes the longest token, and
    /// `[+-]?{int}` (or a float) is longer than the sign alone, so it reads one
    /// signed number there, not an arithmetic operator: `age-1 > 0` is refused
    /// ("unexpected number") where `age - 1 > 0` and `age - -1 > 0` are taken.
    var isSignGluedToNumber: Bool {
        guard current.isSymbol(.plus) || current.isSymbol(.minus) else { return false }
        let next = token(after: 1)
        guard next.range.lowerBound == current.range.upperBound else { return false }
        switch next.kind {
        case .integer, .number: return true
        default: return false
        }
    }
}
