import RealmLifecycle
import RealmQuery

extension CommandFailure {
    /// A query's error under the query text it points into.
    init(_ error: QueryError, in query: String) {
        self.init(error.message, at: .text(query, range: error.range.lowerBound..<error.range.upperBound), hint: error.hint)
    }

    /// `no such class 'Dgo'`, with a did-you-mean among `classNames` and a pointer to `.classes`.
    static func noSuchClass(_ name: String, among classNames: some Sequence<String>, listedBy listing: String? = nil) -> CommandFailure {
        let hints = [Suggestion.didYouMean(name, among: classNames), listing.map { "\(quoted: $0) lists them." }]
        return CommandFailure("no such class \(quoted: name)", hint: Diagnostic.sentences(hints))
    }

    /// `no such property 'agee' on class 'Dog'`, with a did-you-mean among `propertyNames`: the
    /// one phrasing wherever a property is unknown (query, create, update, show, sort, schema change).
    static func noSuchProperty(_ name: String, className: String, among propertyNames: some Sequence<String>) -> CommandFailure {
        CommandFailure("no such property \(quoted: name) on class \(quoted: className)",
                       hint: Suggestion.didYouMean(name, among: propertyNames))
    }
}
