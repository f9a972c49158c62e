/// Realm's full-text search: the text and the search are split into words
/// (letters and digits, folded to lower case); every search word must occur,
/// `word*` matches any word starting with `word`, `-word` must not occur.
enum FullTextSearch {
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in RealmSQLFunctions.folded(text).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(withoutDiacritic(scalar))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Realm's tokens are diacritic-insensitive: Latin-1 letters lose their accents.
    static func withoutDiacritic(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let table: [(ClosedRange<UInt32>, Unicode.Scalar)] = [
            (0xE0...0xE5, "a"), (0xE7...0xE7, "c"), (0xE8...0xEB, "e"), (0xEC...0xEF, "i"), (0xF1...0xF1, "n"),
            (0xF2...0xF6, "o"), (0xF8...0xF8, "o"), (0xF9...0xFC, "u"), (0xFD...0xFD, "y"), (0xFF...0xFF, "y"),
        ]
        guard scalar.value >= 0xE0 && scalar.value <= 0xFF else { return scalar }
        return table.first { $0.0.contains(scalar.value) }?.1 ?? scalar
    }

    static func matches(_ text: String, search: String) -> Bool {
        let have = Set(words(text))
        for term in search.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            var token = Substring(term)
            let excluded = token.hasPrefix("-")
            if excluded { token = token.dropFirst() }
            let prefix = token.hasSuffix("*")
            if prefix { token = token.dropLast() }
            guard let word = words(String(token)).first else { continue }
            let found = prefix ? have.contains { $0.hasPrefix(word) } : have.contains(word)
            if found == excluded { return false }
        }
        return true
    }
}
