extension QueryParser {
    /// The source ranges of the parenthesised conditions of `text` (`(a AND b)`, from its `(` to its
    /// `)`), in the order their `)` is read. `parse` keeps no such parentheses around a chain of one
    /// connective (`Condition.balanced`); Realm Core runs `a AND (b AND c)` in another order than
    /// `a AND b AND c`, so a caller that needs Core's order finds the groups here. Throws as `parse`.
    public static func conditionGroups(_ text: String) throws -> [SourceRange] {
        try conditionLayout(text).groups
    }

    /// What Realm Core's tree of `text` is built from beyond what `parse` keeps: the parenthesised
    /// conditions (`conditionGroups`), the `TRUEPREDICATE`/`FALSEPREDICATE` keywords, in the
    /// order read (a resolved `TRUEPREDICATE` keeps no source, yet it is a term of Core's tree),
    /// the comparisons and the `OR`/`NOT` tokens.
    /// Throws as `parse`.
    public static func conditionLayout(_ text: String) throws -> ConditionLayout {
        var parser = QueryParser(text: text)
        parser.tokens = try Lexer.tokenize(text)
        parser.matchingParenthesis = matchParentheses(parser.tokens)
        _ = try parser.parseQuery()
        return ConditionLayout(groups: parser.conditionGroups, predicateKeywords: parser.predicateKeywords,
                               comparisons: parser.comparisons, orAndNotTokens: parser.orAndNotTokens)
    }
}

/// The parentheses and constant predicates of a query's text (`QueryParser.conditionLayout`).
public struct ConditionLayout: Equatable, Sendable {
    /// Each `( condition )`, from its `(` to its `)`.
    public var groups: [SourceRange]
    /// Each `TRUEPREDICATE`/`FALSEPREDICATE` keyword.
    public var predicateKeywords: [SourceRange]
    /// Each comparison, from its first token to its last: one the resolver leaves out (`intOpt <=
    /// 9223372036854775807`, Realm Core's query builder adds no node) still holds its place in Core's tree.
    public var comparisons: [SourceRange]
    /// Each `OR` and `NOT` token (`||`, `!`).
    public var orAndNotTokens: [SourceRange]

    public init(groups: [SourceRange] = [], predicateKeywords: [SourceRange] = [], comparisons: [SourceRange] = [],
                orAndNotTokens: [SourceRange] = []) {
        self.groups = groups
        self.predicateKeywords = predicateKeywords
        self.comparisons = comparisons
        self.orAndNotTokens = orAndNotTokens
    }
}
