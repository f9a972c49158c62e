import RealmQuery
import Testing

@Suite struct SourceCaretTests {
    @Test func pointsUnderTheRangeWithTabsAsSpaces() {
        #expect(SourceCaret.lines("a\t== agee", range: 5..<9) == ["  a == agee", "       ^~~~"])
    }

    /// Regression: the caret line showed the query raw, so a terminal
    /// escape in a string literal (`'\e[2J'`) cleared the screen.
    @Test func escapesControlCharactersAndKeepsTheCaretUnderItsColumn() {
        let query = "s == '\u{1b}[2J\r' AND nope > 1"
        let start = query.utf8.count - "nope > 1".utf8.count
        #expect(SourceCaret.lines(query, range: start..<start + 4) == [
            #"  s == '\u{1b}[2J\r' AND nope > 1"#,
            "                         ^~~~",
        ])
        #expect(SourceCaret.lines("x == '\u{1b}'", range: 5..<8) == [#"  x == '\u{1b}'"#, "       ^~~~~~~~"])
    }
}
