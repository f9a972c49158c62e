import RealmModel
@testable import RealmQuery

/// Parses, or returns the rendered diagnostic.
func parseOrRender(_ text: String) -> String {
    do {
        return try QueryParser.parse(text).description
    } catch let error as QueryError {
        return error.render(query: text)
    } catch {
        return "unexpected error type: \(error)"
    }
}
