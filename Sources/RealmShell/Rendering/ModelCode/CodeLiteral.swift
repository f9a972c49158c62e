import RealmModel

/// Stored names written into generated model code: as string literals
/// (`@PersistedName("…")`, `[MapTo("…")]`, `name: "…"`) and inside `//`
/// comments. A name from a hostile file may hold a quote, a backslash, a
/// `$`, a line break, a terminal escape or a bidirectional override: each
/// is escaped the way the language reads it back, so the code still
/// compiles, maps to exactly the stored name, cannot end a comment's line
/// early (a name with a newline made code of the rest), and shows nothing
/// a terminal or an editor would act on.
///
/// ```swift
/// CodeLiteral.string("a$b\r", .kotlin)  // "a\$b\r"
/// CodeLiteral.string("\u{1b}[2J", .java) // "\033[2J"
/// ```
enum CodeLiteral {
    /// How a language spells a string literal's escapes.
    enum Dialect {
        case swift, kotlin, java, csharp, javaScript, dart

        /// The quote a literal is written between (Dart's style is single).
        var quote: Unicode.Scalar { self == .dart ? "'" : "\"" }
        /// Kotlin and Dart interpolate `$name` inside literals.
        var interpolatesDollar: Bool { self == .kotlin || self == .dart }
    }

    /// `text` as a string literal of `dialect`, quotes included.
    static func string(_ text: String, _ dialect: Dialect) -> String {
        var out = String(dialect.quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case dialect.quote: out += "\\" + String(scalar)
            case "$" where dialect.interpolatesDollar: out += "\\$"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar): out += escape(scalar, dialect)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + String(dialect.quote)
    }

    /// `text` for the inside of a line comment: a backslash doubled,
    /// control characters, line separators and bidirectional overrides
    /// written as escapes (`\n`, `\u{1b}`), so the comment stays one line.
    /// (Java turns a `\u000a` written in a comment into a line break before
    /// it sees the comment; a doubled backslash is never read that way.)
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar): out += escape(scalar, .swift)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Control characters (C0, DEL, C1), the line and paragraph separators
    /// that C# and JavaScript end a line at, and the bidirectional
    /// overrides that make code read other than it compiles.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    private static func escape(_ scalar: Unicode.Scalar, _ dialect: Dialect) -> String {
        let v = scalar.value
        switch dialect {
        case .swift:
            return "\\u{" + String(v, radix: 16) + "}"
        case .java where v < 0x100:
            // Java turns `\uXXXX` into the character before it reads the
            // literal, so `\u000a` would be a raw line break: octal instead.
            let octal = String(v, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        case .java, .kotlin, .csharp, .javaScript, .dart:
            let hex = String(v, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
