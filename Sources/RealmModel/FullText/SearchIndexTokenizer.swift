/// The words a full-text index holds for a string, split exactly as Realm
/// Core's `DefaultTokenizer` does (`tokenizer.cpp`), since a word spelled
/// differently would never be found by Realm's `TEXT` queries.
///
/// A word is a run of ASCII letters and digits and Latin-1 letters
/// (U+00C0–U+00FE); letters are lowercased and Latin-1 letters lose their
/// diacritics (`É` → `e`, `ß` stays `ß`); everything else, including all
/// characters beyond U+07FF, separates words. Words are cut at 64 bytes.
///
/// ```swift
/// SearchIndexTokenizer.words(in: Array("Crème brûlée, 2×".utf8))   // ["2", "brulee", "creme"]
/// ```
public enum SearchIndexTokenizer {
    /// Realm Core's token buffer (`Tokenizer::s_buffer_size`).
    public static let maxWordBytes = 64

    /// Lowercase, diacritic-free form of Latin-1 letters U+00C0–U+00FF by
    /// their low six bits (`utf8_map`); 0 for `×` and `÷`, which count as
    /// word characters but add nothing.
    private static let latin1Map: [UInt8] = [
        0x61, 0x61, 0x61, 0x61, 0x61, 0xE5, 0xE6, 0x63, 0x65, 0x65, 0x65, 0x65, 0x69, 0x69, 0x69, 0x69,
        0xF0, 0x6E, 0x6F, 0x6F, 0x6F, 0x6F, 0x6F, 0x00, 0xF8, 0x75, 0x75, 0x75, 0x75, 0x79, 0xFE, 0xDF,
        0x61, 0x61, 0x61, 0x61, 0x61, 0xE5, 0xE6, 0x63, 0x65, 0x65, 0x65, 0x65, 0x69, 0x69, 0x69, 0x69,
        0xF0, 0x6E, 0x6F, 0x6F, 0x6F, 0x6F, 0x6F, 0x00, 0xF8, 0x75, 0x75, 0x75, 0x75, 0x79, 0xFE, 0xFF,
    ]

    /// The distinct words of `text` (UTF-8), in bytewise order
    /// (`Tokenizer::get_all_tokens`, a `std::set<std::string>`).
    public static func words(in text: [UInt8]) -> [[UInt8]] {
        Set(wordsInOrder(text)).sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Every word of `text` (UTF-8) in the order they occur, repeats kept.
    public static func wordsInOrder(_ text: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var position = 0
        while let word = nextWord(text, &position) { words.append(word) }
        return words
    }

    /// The next word from `position` on (`DefaultTokenizer::next`), or nil
    /// at the end; `position` moves past the character that ended it.
    private static func nextWord(_ text: [UInt8], _ position: inout Int) -> [UInt8]? {
        var word: [UInt8] = []
        var building = false
        while position < text.count {
            let byte = text[position]
            var isWordCharacter = false
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "a") ... UInt8(ascii: "z"):
                isWordCharacter = true
                if word.count < maxWordBytes { word.append(byte) }
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"):
                isWordCharacter = true
                if word.count < maxWordBytes { word.append(byte + 0x20) }
            case 0xC0 ... 0xDF:
                position += 1
                let next = position < text.count ? text[position] : 0
                let scalar = ((Int(byte) << 6) + Int(next & 0x3F)) & 0x7FF
                if scalar >= 0xC0 && scalar < 0xFF {
                    isWordCharacter = true
                    let mapped = latin1Map[scalar & 0x3F]
                    if mapped != 0 && mapped < 0x80 {
                        if word.count < maxWordBytes { word.append(mapped) }
                    } else if mapped != 0 {
                        if word.count < maxWordBytes - 1 {
                            word.append(mapped >> 6 | 0xC0)
                            word.append(mapped & 0x3F | 0x80)
                        }
                    }
                }
            case 0xE0 ... 0xEF: position += 2
            case 0xF0 ... 0xF7: position += 3
            default: break
            }
            position += 1
            if isWordCharacter {
                building = true
            } else if building {
                return word
            }
        }
        return building ? word : nil
    }
}
