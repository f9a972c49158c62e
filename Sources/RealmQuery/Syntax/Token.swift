import RealmModel

/// A half-open range of UTF-8 byte offsets into the query text.
///
/// `SourceRange(3..<7)` in `"age agee"` covers `agee`; an empty range marks a
/// position (for example the end of the query).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var lowerBound: Int
    public var upperBound: Int

    public init(_ range: Range<Int>) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
    }

    public init(lowerBound: Int, upperBound: Int) {
        precondition(lowerBound <= upperBound, "SourceRange bounds out of order")
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// An empty range at `offset`.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(lowerBound: offset, upperBound: offset) }

    /// The smallest range covering both.
    public func merged(with other: SourceRange) -> SourceRange {
        SourceRange(lowerBound: min(lowerBound, other.lowerBound), upperBound: max(upperBound, other.upperBound))
    }

    public var isEmpty: Bool { lowerBound == upperBound }
    public var description: String { "\(lowerBound)..<\(upperBound)" }
}

/// A reserved word of the Realm Query Language, matched the way Realm Core's
/// lexer (`query_flex.ll`) matches it: see `Keyword(spelling:)`.
public enum Keyword: String, Hashable, Sendable, CaseIterable {
    case and, or, not
    case any, some, all, none
    case beginsWith = "beginswith", endsWith = "endswith", contains, like, text
    case between, `in`, geoWithin = "geowithin"
    case truePredicate = "truepredicate", falsePredicate = "falsepredicate"
    case sort, distinct, limit
    case asc, ascending, desc, descending
    case subquery
    case bin, binary, obj
    case geoBox = "geobox", geoCircle = "geocircle", geoPolygon = "geopolygon"
    case first, last, size
    case `true`, `false`, null, `nil`
    case inf, infinity, nan

    /// The keyword `word` spells, as Realm Core's lexer reads it: most keywords
    /// in any letter case (`Between`, `TruePredicate`, `Nil`), but `in`, `not`,
    /// `any`, `some`, `all`, `none`, `first`, `last`, `size`, `true` and `false`
    /// only all lower or all upper case. Any other spelling (`False`, `Any`) is
    /// an identifier, as in Realm Core, where `False` names a property.
    public init?(spelling word: String) {
        let lower = word.lowercased()
        guard let keyword = Keyword(rawValue: lower) else { return nil }
        if keyword.takesTwoSpellingsOnly && word != lower && word != word.uppercased() { return nil }
        self = keyword
    }

    /// Keywords Realm Core's lexer spells `word|WORD` rather than `(?i:word)`.
    private var takesTwoSpellingsOnly: Bool {
        switch self {
        case .in, .not, .any, .some, .all, .none, .first, .last, .size, .true, .false: return true
        default: return false
        }
    }

    /// Keywords that Realm also accepts as property names (its grammar's `id` rule).
    public var canBePropertyName: Bool {
        switch self {
        case .beginsWith, .endsWith, .contains, .like, .text, .between, .in, .sort, .distinct, .limit,
             .asc, .ascending, .desc, .descending, .bin, .binary, .first, .last, .size:
            return true
        default:
            return false
        }
    }
}

/// Punctuation and operator symbols.
public enum Symbol: String, Hashable, Sendable {
    case leftParen = "(", rightParen = ")", leftBracket = "[", rightBracket = "]"
    case leftBrace = "{", rightBrace = "}", comma = ",", dot = "."
    case plus = "+", minus = "-", star = "*", slash = "/"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case doubleAmpersand = "&&", doublePipe = "||", bang = "!"
}

/// The collection operators written with an `@`: `@count`, `@sum`, `@links`, …
public enum AtKeyword: String, Hashable, Sendable, CaseIterable {
    case count = "@count", size = "@size", sum = "@sum", avg = "@avg", min = "@min", max = "@max"
    case keys = "@keys", values = "@values", type = "@type", links = "@links"
}

/// What a token is, with its decoded value where it has one.
public enum TokenKind: Hashable, Sendable {
    case identifier(String)
    case keyword(Keyword)
    case symbol(Symbol)
    case atKeyword(AtKeyword)
    /// A quoted string with its escapes decoded.
    case string(String)
    /// `B64"…"`: the base64 text between the quotes (not yet decoded).
    case base64(String)
    /// A non-negative integer (decimal or hex) that fits in 64 bits.
    case integer(Int64)
    /// A floating-point number; `isFloat` for a trailing `f`. Integers too large for 64 bits land here.
    case number(Double, isFloat: Bool)
    case timestamp(Timestamp)
    case objectId(ObjectId)
    case uuid(RealmUUID)
    /// `$0`, `$1`, …
    case argument(Int)
    /// `[c]`, `[d]` or `[cd]`.
    case stringOptions(StringOptions)
    case end
}

/// One lexical token and where it was written.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange

    public init(_ kind: TokenKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The keyword this token spells, if it is one.
    public var keyword: Keyword? {
        if case .keyword(let k) = kind { return k }
        return nil
    }

    /// True when the token is the given symbol.
    public func isSymbol(_ symbol: Symbol) -> Bool {
        kind == .symbol(symbol)
    }
}
