import RealmLifecycle
import RealmQuery

extension CommandFailure {
    /// A query's error under the query text it points into.
    init(_ error: QueryError, in query: String) {
        self.init(error.message, at: .text(query, range: error.range.lowerBound..<error.range.upperBound), hint: error.hint)
    }

    /// `no such class 'Dgo'`, with a did-you-mean among `classNames` and a pointer to `.classes`.
    /// A class name followed by a query in one argument (`query x.realm 'Dog where age > 3'`)
    /// is told to give them apart instead.
    static func noSuchClass(_ name: String, among classNames: some Sequence<String>, listedBy listing: String? = nil) -> CommandFailure {
        let classNames = Array(classNames)
        if let (className, query) = classAndQuery(in: name), classNames.contains(className) {
            return CommandFailure("no such class \(quoted: name)",
                                  hint: "Give the class and the query as separate arguments: \(quoted: className) \(quoted: query).")
        }
        let hints = [Suggestion.didYouMean(name, among: classNames), listing.map { "\(quoted: $0) lists them." }]
        return CommandFailure("no such class \(quoted: name)", hint: Diagnostic.sentences(hints))
    }

    /// `Dog` and `age > 3` from `Dog where age > 3` or `Dog age > 3`; nil for one word. Only a
    /// space separates them: a name holding a line break is a hostile name, not a typed query.
    private static func classAndQuery(in text: String) -> (String, String)? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        var query = text[space...].drop(while: { $0 == " " })
        if query.lowercased().hasPrefix("where "), query.count > 6 { query = query.dropFirst(6).drop(while: { $0 == " " }) }
        return query.isEmpty ? nil : (String(text[..<space]), String(query))
    }

    /// `no such property 'agee' on class 'Dog'`, with a did-you-mean among `propertyNames`: the
    /// one phrasing wherever a property is unknown (query, create, update, show, sort, schema change).
    static func noSuchProperty(_ name: String, className: String, among propertyNames: some Sequence<String>) -> CommandFailure {
        CommandFailure("no such property \(quoted: name) on class \(quoted: className)",
                       hint: Suggestion.didYouMean(name, among: propertyNames))
    }
}
