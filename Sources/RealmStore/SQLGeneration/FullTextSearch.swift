import RealmModel

/// Realm's full-text search, answered as Realm Core's full-text index does:
/// the text split into the words its index holds (`SearchIndexTokenizer`),
/// the search into the words it asks for (`FullTextSearchTerms`).
enum FullTextSearch {
    /// Whether `text` (nil: no value) matches `search`; a search Realm Core refuses matches nothing
    /// (the resolver refuses it before any SQL runs).
    static func matches(_ text: [UInt8]?, search: String) -> Bool {
        guard let terms = try? FullTextSearchTerms(search) else { return false }
        return terms.matches(words: text.map { Set(SearchIndexTokenizer.wordsInOrder($0)) })
    }
}
