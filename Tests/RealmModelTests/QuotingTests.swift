import RealmModel
import Testing

/// How every message quotes a name: a hostile name cannot end the quotation or forge a line.
@Suite struct QuotingTests {
    @Test(arguments: [
        ("Dog", "'Dog'"),
        ("", "''"),
        ("it's", #"'it\'s'"#),
        (#"back\slash"#, #"'back\\slash'"#),
        ("two\nlines", #"'two\nlines'"#),
        ("tab\there", #"'tab\there'"#),
        ("\u{1B}[31mred", #"'\u{1b}[31mred'"#),
        ("\u{202E}evil", #"'\u{202e}evil'"#),
        ("Café 🐶", "'Café 🐶'"),
    ])
    func quotes(name: String, expected: String) {
        #expect(Quoting.quote(name) == expected)
        #expect("\(quoted: name)" == expected)
    }
}

/// Tables show stored strings on one line with the same escapes, but unquoted.
@Suite struct ControlCharacterEscapingTests {
    @Test func escapesControlsButNotQuotes() {
        #expect(Quoting.escapingControlCharacters("it's a\\b\n\u{0}\u{1B}") == #"it's a\b\n\u{0}\u{1b}"#)
    }
}
