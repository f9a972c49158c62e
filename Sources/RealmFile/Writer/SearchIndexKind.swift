/// Which kind of search index a column carries (`IndexType` in Realm Core's
/// `search_index.hpp`).
///
/// A general index holds each object's whole value; a full-text index holds
/// the words of a string property, as Realm Core's tokenizer splits them
/// (`@Persisted(indexed: .fullText)` / `FTS` in Realm Kotlin).
enum SearchIndexKind: Sendable, Equatable {
    /// The search index of primary keys and `@Index` properties (`IndexType::General`).
    case general
    /// A full-text index of a string property (`IndexType::Fulltext`, attribute bit 256).
    case fullText
}
