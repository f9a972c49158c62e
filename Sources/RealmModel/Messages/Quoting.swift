/// The one way a message names a class, property, path, command, option or
/// value: in single quotes, with `'` and `\` escaped by a backslash and
/// control characters written as escapes, so a name that contains a quote,
/// a newline or a terminal escape cannot end the quotation early or forge a
/// line of output.
///
/// ```swift
/// "no such property \(quoted: "agee") on class \(quoted: "Dog")"
/// // no such property 'agee' on class 'Dog'
/// Quoting.quote("it's\n")  // 'it\'s\n'
/// ```
///
/// Every layer quotes through it, so every message reads alike: RealmQuery,
/// RealmStore and RealmFile build their sentences with it, and the shell's
/// renderer never re-quotes what they built.
public enum Quoting {
    /// `text` between single quotes, escaped as described above.
    public static func quote(_ text: String) -> String {
        "'" + escaped(text, quotes: true) + "'"
    }

    /// `text` with its control characters written as escapes (`\n`, `\t`,
    /// `\r`, `\u{1b}`), so it stays on one line and cannot drive a terminal:
    /// how tables show stored strings.
    public static func escapingControlCharacters(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    /// `text` as it is when it holds nothing to escape (the usual path),
    /// otherwise quoted as `quote(_:)` quotes it: how a success line names
    /// the user's file, so `created out.realm (…)` reads as always while a
    /// name with a newline or a terminal escape cannot forge a line or drive
    /// the terminal.
    ///
    /// ```swift
    /// Quoting.shown("out.realm")      // out.realm
    /// Quoting.shown("a\u{1b}[31m")   // 'a\u{1b}[31m'
    /// ```
    public static func shown(_ text: String) -> String {
        escaped(text, quotes: false) == text ? text : quote(text)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'" where quotes: out += "\\'"
            case "\\" where quotes: out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                // C0 and C1 controls, DEL, and the bidirectional overrides that reorder what a terminal shows.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension DefaultStringInterpolation {
    /// Interpolates `text` as `Quoting.quote(_:)` quotes it: `"\(quoted: name)"`.
    public mutating func appendInterpolation(quoted text: String) {
        appendLiteral(Quoting.quote(text))
    }

    /// Interpolates `text` as `Quoting.shown(_:)` shows it: `"created \(shown: path)"`.
    public mutating func appendInterpolation(shown text: String) {
        appendLiteral(Quoting.shown(text))
    }
}
