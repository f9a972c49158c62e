import RealmQuery
import Testing

/// The one did-you-mean: its distance, its threshold and its sentence.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("exprot", ["export", "import", "info"], "export"),  // a swap of neighbours is one edit
        ("Dgo", ["Dog", "Person"], "Dog"),
        (".tabels", [".tables", ".mode"], ".tables"),
        ("agee", ["name", "age"], "age"),
        ("NAME", ["name", "age"], "name"),  // case does not count
    ])
    func suggestsTheClosestName(word: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }

    @Test func suggestsNothingFarOrEmpty() {
        #expect(Suggestion.closest(to: "zzzzzz", among: ["export", "import"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["a"]) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)  // two edits in a two-letter word is a different word
    }

    @Test func theFirstOfEquallyCloseCandidatesWins() {
        #expect(Suggestion.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    }

    @Test func theSentenceQuotesTheName() {
        #expect(Suggestion.didYouMean("agee", among: ["age"]) == "Did you mean 'age'?")
        #expect(Suggestion.sentence("it's") == #"Did you mean 'it\'s'?"#)
        #expect(Suggestion.didYouMean("zzzz", among: ["age"]) == nil)
    }
}
