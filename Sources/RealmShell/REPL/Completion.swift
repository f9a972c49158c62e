import RealmModel

/// Tab completion: commands, statement words, class names, property names
/// and key paths (`owner.na` → `owner.name`), RQL operators and keywords
/// (`BEGIN` → `BEGINSWITH`), the values of closed argument types (`.mode`,
/// on/off), and file paths for path arguments; all derived from the studio's
/// command table.
public enum Completion {
    /// Candidates that complete `word`, the text being typed at the end of `line` (before the cursor).
    public static func candidates(session: Session, line: String, word: String) -> [String] {
        let table = CommandTable.studio
        let before = String(line.dropLast(word.count)).trimmingWhitespace()
        if before.isEmpty {
            if word.hasPrefix(".") {
                return table.commands.filter { !$0.isStatement }.flatMap { [$0.name] + $0.aliases }.filter { $0.hasPrefix(word) }.sorted()
            }
            let words = table.statementWords + (session.store?.schema.classNames ?? [])
            return words.filter { $0.lowercased().hasPrefix(word.lowercased()) }.sorted()
        }
        let first = StatementScanner.firstWord(before).0
        let command = table.command(named: first)
        let firstArgument = command?.arguments.first
        if firstArgument?.type == .path { return [] }  // readline completes files
        if before == first, let values = firstArgument?.type.completions {
            return values.filter { $0.hasPrefix(word.lowercased()) }
        }
        guard let schema = session.store?.schema else { return [] }
        // Statements whose synopsis starts `WORD CLASS`, and dot commands whose first argument is a class.
        let statement = table.statement(named: first)
        let takesClass = statement.map { ($0.statementUsage ?? "").hasPrefix($0.name + " CLASS") } ?? (firstArgument?.type == .className)
        if before == first && takesClass {
            return schema.classNames.filter { $0.hasPrefix(word) }.sorted()
        }
        // A key path: the class is the first class name on the line.
        let classWord = statement != nil && takesClass ? StatementScanner.firstWord(StatementScanner.firstWord(before).1).0 : first
        guard let objectSchema = schema[classWord] else { return [] }
        return keyPathCandidates(word, from: objectSchema, schema: schema) + keywordCandidates(word)
    }

    /// RQL operators and keywords, and the statements' own (`where`, `set`),
    /// in the case they are usually written.
    static let keywords = [
        "AND", "OR", "NOT", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "IN", "BETWEEN", "ANY", "ALL", "NONE",
        "SUBQUERY", "TRUEPREDICATE", "FALSEPREDICATE", "SORT", "DISTINCT", "LIMIT", "ASC", "DESC", "TEXT",
        "nil", "true", "false", "where", "set",
    ]

    /// Keywords that complete `word` (any case; at least one letter typed).
    static func keywordCandidates(_ word: String) -> [String] {
        guard !word.isEmpty, !word.contains(".") else { return [] }
        return keywords.filter { $0.lowercased().hasPrefix(word.lowercased()) }.sorted()
    }

    /// `owner.na` → `owner.name`; `do` → `dogs`.
    static func keyPathCandidates(_ word: String, from objectSchema: ObjectSchema, schema: Schema) -> [String] {
        var parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let last = parts.removeLast()
        var current = objectSchema
        for part in parts {
            guard let property = current[part], let target = property.objectClassName, let next = schema[target] else { return [] }
            current = next
        }
        let prefix = parts.isEmpty ? "" : parts.joined(separator: ".") + "."
        return current.properties.map(\.name).filter { $0.hasPrefix(last) }.sorted().map { prefix + $0 }
    }
}
