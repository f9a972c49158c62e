/// An equality or ordering operator: `==`, `!=`, `<`, `<=`, `>`, `>=`.
public enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// True for `==` and `!=`, the only operators that accept `[c]`.
    public var isEquality: Bool { self == .equal || self == .notEqual }
}

/// A string operator: `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`.
public enum StringOperator: String, Hashable, Sendable, CaseIterable {
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
}

/// Options written after an operator: `[c]` (case-insensitive), `[d]`
/// (diacritic-insensitive, NSPredicate's) or `[cd]`.
public struct StringOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let caseInsensitive = StringOptions(rawValue: 1)
    public static let diacriticInsensitive = StringOptions(rawValue: 2)

    /// `""`, `"[c]"`, `"[d]"` or `"[cd]"`.
    public var description: String {
        if isEmpty { return "" }
        return "[" + (contains(.caseInsensitive) ? "c" : "") + (contains(.diacriticInsensitive) ? "d" : "") + "]"
    }
}

/// How a comparison treats a many-valued side: `ANY` (also `SOME`; the
/// default for collections), `ALL` or `NONE`.
public enum Quantifier: String, Hashable, Sendable, CaseIterable {
    case any = "ANY"
    case all = "ALL"
    case none = "NONE"
}

/// An arithmetic operator between numeric operands.
public enum ArithmeticOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
}

/// A collection operator applied at the end of a key path:
/// `@count`/`@size`, `@type`, `@min`, `@max`, `@sum`, `@avg`.
public enum CollectionOperator: String, Hashable, Sendable, CaseIterable {
    case count = "@count"
    case type = "@type"
    case min = "@min"
    case max = "@max"
    case sum = "@sum"
    case avg = "@avg"

    /// True for the four aggregates (`@min`, `@max`, `@sum`, `@avg`).
    public var isAggregate: Bool {
        switch self {
        case .min, .max, .sum, .avg: return true
        case .count, .type: return false
        }
    }
}
