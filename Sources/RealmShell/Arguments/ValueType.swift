import RealmModel
import RealmQuery

/// What the value of an argument or option must be. `ArgumentParser`
/// checks every value against its spec's type, so a command reads values
/// that are already valid, and help can say what is expected.
///
/// ```
/// OptionSpec(["--limit"], valueName: "N", help: "Print at most N objects.", type: .integer(0...))
/// // realmlens query a.realm Dog --limit -1
/// // error: invalid value '-1' for --limit (should be one of: a whole number ≥ 0).   (exit 2)
/// ```
enum ValueType: Sendable, Equatable {
    /// Any text.
    case text
    /// A file or folder; any text the file system accepts.
    case path
    /// A class's name (completion offers the open store's classes).
    case className
    /// A Realm Query Language predicate. Not checked here: a query that does
    /// not parse or resolve is a failed query (exit 1, with its caret
    /// diagnostic), as DESIGN's exit codes say, not a usage error.
    case query
    /// A whole number within bounds.
    case integer(ClosedRange<Int>)
    /// An unsigned 64-bit number (a random seed).
    case unsigned64
    /// One of a closed set of words (`OutputMode`'s names, templates, `on`/`off`).
    case oneOf([String])
    /// `on`/`off` (also yes/no, true/false, 1/0).
    case onOff
    /// One RQL literal (`42`, `'Rex'`, `oid(…)`), the value of a query argument `$N`.
    case literal

    /// Whole numbers from `lower` up.
    static func integer(_ bounds: PartialRangeFrom<Int>) -> ValueType {
        .integer(bounds.lowerBound...Int.max)
    }

    /// What a value must be, for the usage error of a bad one.
    var expected: [String] {
        switch self {
        case .text, .path, .className: return ["text"]
        case .query: return ["an RQL predicate"]
        case .integer(let range):
            if range.upperBound == Int.max { return ["a whole number ≥ \(range.lowerBound)"] }
            return ["a whole number from \(range.lowerBound) to \(range.upperBound)"]
        case .unsigned64: return ["an unsigned 64-bit integer"]
        case .oneOf(let words): return words
        case .onOff: return ["on", "off"]
        case .literal: return ["an RQL literal"]
        }
    }

    /// The values completion offers, where the set is closed.
    var completions: [String]? {
        switch self {
        case .oneOf(let words): return words
        case .onOff: return ["on", "off"]
        default: return nil
        }
    }

    /// Checks `value`, given to `name` (an option, or a command for a positional), as its
    /// `occurrence`-th value (from 0); returns it as stored (a word of `.oneOf` in its
    /// declared spelling: `.mode BOX` is `box`), or throws the usage error a bad value is.
    func check(_ value: String, name: String, occurrence: Int) throws -> String {
        switch self {
        case .text, .path, .className, .query:
            return value
        case .integer(let range):
            guard let n = Int(value), range.contains(n) else { throw invalid(value, name) }
        case .unsigned64:
            guard UInt64(value) != nil else { throw invalid(value, name) }
        case .oneOf(let words):
            guard let word = words.first(where: { $0 == value }) ?? words.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw invalid(value, name)
            }
            return word
        case .onOff:
            guard Self.switchValue(value) != nil else { throw invalid(value, name) }
        case .literal:
            _ = try Self.literal(value, name: name, occurrence: occurrence)
        }
        return value
    }

    private func invalid(_ value: String, _ name: String) -> UsageError {
        UsageError.invalidValue(option: name, value: value, expected: expected)
    }

    /// `on`/`off`, `yes`/`no`, `true`/`false`, `1`/`0` (any case) as a Bool.
    static func switchValue(_ word: String) -> Bool? {
        switch word.lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: return nil
        }
    }

    /// An RQL literal through RealmQuery's literal parser; a bad one is a usage error naming it.
    static func literal(_ text: String, name: String, occurrence: Int) throws -> AnyRealmValue {
        do {
            return try QueryParser.parseLiteral(text)
        } catch let error as QueryError {
            throw UsageError.invalid("\(name) #\(occurrence + 1) \(quoted: text) is not an RQL literal: \(error.kind)")
        }
    }
}
