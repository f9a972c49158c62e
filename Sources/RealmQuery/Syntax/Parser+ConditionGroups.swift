extension QueryParser {
    /// The source ranges of the parenthesised conditions of `text` (`(a AND b)`, from its `(` to its
    /// `)`), in the order their `)` is read. `parse` keeps no such parentheses around a chain of one
    /// connective (`Condition.balanced`); Realm Core runs `a AND (b AND c)` in another order than
    /// `a AND b AND c`, so a caller that needs Core's order finds the groups here. Throws as `parse`.
    public static func conditionGroups(_ text: String) throws -> [SourceRange] {
        var parser = QueryParser(text: text)
        parser.tokens = try Lexer.tokenize(text)
        parser.matchingParenthesis = matchParentheses(parser.tokens)
        _ = try parser.parseQuery()
        return parser.conditionGroups
    }
}
