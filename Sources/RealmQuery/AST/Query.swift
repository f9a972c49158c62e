/// A parsed RQL query: its text, its condition, and its `SORT`,
/// `DISTINCT` and `LIMIT` clauses in the order written.
///
/// ```swift
/// let query = try QueryParser.parse("age > 2 SORT(name ASC) LIMIT(10)")
/// query.description  // age > 2 SORT(name ASC) LIMIT(10)
/// ```
public struct Query: Hashable, Sendable, CustomStringConvertible {
    /// The source text; error ranges index into its UTF-8 bytes.
    public var text: String
    public var condition: Condition
    public var ordering: [OrderingClause]

    public init(text: String, condition: Condition, ordering: [OrderingClause] = []) {
        self.text = text
        self.condition = condition
        self.ordering = ordering
    }

    public var description: String {
        ([condition.description] + ordering.map(\.description)).joined(separator: " ")
    }

    /// The source text of `range` (for reading a literal back at full precision).
    public func sourceText(_ range: SourceRange) -> String {
        let bytes = Array(text.utf8)
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// One clause after the condition: `SORT(…)`, `DISTINCT(…)` or `LIMIT(n)`.
public enum OrderingClause: Hashable, Sendable, CustomStringConvertible {
    case sort([SortKey])
    case distinct([PropertyPath])
    case limit(Int, range: SourceRange)

    public var description: String {
        switch self {
        case .sort(let keys): return "SORT(" + keys.map(\.description).joined(separator: ", ") + ")"
        case .distinct(let paths): return "DISTINCT(" + paths.map(\.description).joined(separator: ", ") + ")"
        case .limit(let n, _): return "LIMIT(\(n))"
        }
    }
}

/// One `SORT` key: a path and its direction.
public struct SortKey: Hashable, Sendable, CustomStringConvertible {
    public var path: PropertyPath
    public var ascending: Bool

    public init(path: PropertyPath, ascending: Bool) {
        self.path = path
        self.ascending = ascending
    }

    public var description: String { "\(path) \(ascending ? "ASC" : "DESC")" }
}
