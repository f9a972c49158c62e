import RealmModel

/// Tab completion: commands, statement words, class names, property names
/// and key paths (`owner.na` → `owner.name`), RQL operators and keywords
/// (`BEGIN` → `BEGINSWITH`), `.mode` and on/off values, and file paths after `.open`.
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
        if first == ".open" || first == ".read" || first == ".output" || first == ".once" { return [] }  // readline completes files
        if before == first, let values = dotCommandValues[first] {
            return values.filter { $0.hasPrefix(word.lowercased()) }
        }
        guard let schema = session.store?.schema else { return [] }
        if before == first && [".schema", ".export", ".import", ".drop-class", ".alter"].contains(first) {
            return schema.classNames.filter { $0.hasPrefix(word) }.sorted()
        }
        let lowerFirst = first.lowercased()
        if before == first && ["count", "show", "create", "upsert", "update", "delete", ".schema"].contains(lowerFirst) {
            return schema.classNames.filter { $0.hasPrefix(word) }.sorted()
        }
        // A key path: the class is the first class name on the line.
        let classWord = ["count", "show", "create", "upsert", "update", "delete"].contains(lowerFirst)
            ? StatementScanner.firstWord(StatementScanner.firstWord(before).1).0 : first
        guard let objectSchema = schema[classWord] else { return [] }
        return keyPathCandidates(word, from: objectSchema, schema: schema) + keywordCandidates(word)
    }

    /// The values some dot commands take, in the order help lists them.
    static let dotCommandValues: [String: [String]] = {
        var values = [".mode": OutputMode.allCases.map(\.rawValue)]
        for command in [".headers", ".bail", ".echo", ".timer"] { values[command] = ["on", "off"] }
        return values
    }()

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
