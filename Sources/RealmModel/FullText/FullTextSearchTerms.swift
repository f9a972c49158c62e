/// The words a `TEXT` search asks for, split as Realm Core splits them
/// (`Tokenizer::get_search_tokens`, `StringIndex::find_all_fulltext`).
///
/// The search is cut at ASCII white space into terms; a term starting with
/// `-` excludes its word, a term ending in `*` asks for any word starting
/// with it. Each term is one word of `SearchIndexTokenizer` (punctuation
/// around it is dropped, `-*` of an excluded term too); a term holding no
/// word asks for the empty word, which only `×` or `÷` alone make.
///
/// ```swift
/// try FullTextSearchTerms("Crème qu* -dog")   // includes: ["creme", "qu*"], excludes: ["dog"]
/// try FullTextSearchTerms("foo-bar")          // throws: Non alphanumeric characters not allowed inside search word
/// ```
public struct FullTextSearchTerms: Hashable, Sendable {
    /// Words every match must hold; a word ending in `*` is a prefix (UTF-8 bytes, without the `*` kept as `prefixes`).
    public var words: Set<[UInt8]> = []
    /// Prefixes one of a match's words must start with.
    public var prefixes: Set<[UInt8]> = []
    /// Words no match may hold.
    public var excluded: Set<[UInt8]> = []

    /// Why Realm Core refuses a search: its own sentence.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
    }

    public init(_ search: String) throws {
        let bytes = Array(search.utf8)
        var included: [ArraySlice<UInt8>] = [], excludedTerms: [ArraySlice<UInt8>] = []
        var start: Int?
        func endTerm(_ end: Int) {
            guard let begin = start else { return }
            if bytes[begin] == UInt8(ascii: "-") { excludedTerms.append(bytes[(begin + 1) ..< end]) } else { included.append(bytes[begin ..< end]) }
            start = nil
        }
        for (i, byte) in bytes.enumerated() {
            // C's isspace in the "C" locale: space, \t, \n, \v, \f, \r.
            if byte == 0x20 || (0x09 ... 0x0D).contains(byte) { endTerm(i) } else if start == nil { start = i }
        }
        endTerm(bytes.count)
        for term in included {
            let word = try Self.soleWord(term)
            if term.last == UInt8(ascii: "*") { prefixes.insert(Self.indexPrefix(word)) } else { words.insert(word) }
        }
        for term in excludedTerms {
            let word = SearchIndexTokenizer.wordsInOrder(Array(term)).first ?? []
            if words.contains(word) { throw Refusal(message: "You can't include and exclude the same token") }
            _ = try Self.soleWord(term)
            excluded.insert(word)
        }
        if words.isEmpty && prefixes.isEmpty && excluded.isEmpty { throw Refusal(message: "Missing search token") }
    }

    /// The bytes Realm Core's index really looks a prefix up by (`_index_string_find_all_prefix`):
    /// each 4-byte chunk summed from *signed* chars, so a byte from 0x80 up borrows one from the
    /// byte before it in its chunk (`ærø` looks for `\u{C2}\u{A6}q\u{C3}\u{B8}` and finds nothing;
    /// `abcæ` finds words starting `abbæ`).
    static func indexPrefix(_ prefix: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var start = 0
        while start < prefix.count {
            let chunk = prefix[start ..< min(start + 4, prefix.count)]
            var value: Int64 = 0
            for byte in chunk { value = value * 256 + Int64(Int8(bitPattern: byte)) }
            let modulus = Int64(1) << (8 * chunk.count)
            value = ((value % modulus) + modulus) % modulus
            result += (0 ..< chunk.count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            start += 4
        }
        return result
    }

    /// The one word of a term (the empty word when it holds none); a second word is refused.
    private static func soleWord(_ term: ArraySlice<UInt8>) throws -> [UInt8] {
        let found = SearchIndexTokenizer.wordsInOrder(Array(term))
        if found.count > 1 { throw Refusal(message: "Non alphanumeric characters not allowed inside search word") }
        return found.first ?? []
    }

    /// Whether a text whose words (`SearchIndexTokenizer.words`) are `textWords` matches; nil
    /// text (no value) matches only a search that excludes and asks for nothing.
    public func matches(words textWords: Set<[UInt8]>?) -> Bool {
        guard let have = textWords else { return words.isEmpty && prefixes.isEmpty }
        guard words.isSubset(of: have), excluded.isDisjoint(with: have) else { return false }
        // Realm Core's index finds nothing for the empty prefix (a search of `*`).
        return prefixes.allSatisfy { prefix in !prefix.isEmpty && have.contains { $0.starts(with: prefix) } }
    }
}
