import RealmLifecycle
@testable import RealmShell
import Testing

@Suite struct OutputFormatTests {
    func render(_ mode: OutputMode, width: Int = 0) throws -> String {
        let out = CapturedOutput()
        var writer = mode.makeWriter(output: out, showHeaders: true, terminalWidth: width)
        try writer.begin(columns: ["name", "age", "note"])
        try writer.write(ResultRow(cells: ["Rex", "1", "says \"hi\", loudly"], nulls: [false, false, false], numeric: [false, true, false], json: Array(#"{"name":"Rex"}"#.utf8)))
        try writer.write(ResultRow(cells: ["李雷", "12", "null"], nulls: [false, false, true], numeric: [false, true, false], json: Array(#"{"name":"李雷"}"#.utf8)))
        try writer.finish()
        return out.text
    }

    @Test func csvQuotesAndUsesCRLF() throws {
        #expect(try render(.csv) == "name,age,note\r\nRex,1,\"says \"\"hi\"\", loudly\"\r\n李雷,12,\r\n")
    }

    @Test func tableAlignsNumbersAndWideCharacters() throws {
        #expect(try render(.table) == """
        +------+-----+-------------------+
        | name | age | note              |
        +------+-----+-------------------+
        | Rex  |   1 | says "hi", loudly |
        | 李雷 |  12 | null              |
        +------+-----+-------------------+

        """)
    }

    @Test func tableFitsTheTerminal() throws {
        #expect(try render(.box, width: 30) == """
        ┌──────┬─────┬───────────────┐
        │ name │ age │ note          │
        ├──────┼─────┼───────────────┤
        │ Rex  │   1 │ says "hi", l… │
        │ 李雷 │  12 │ null          │
        └──────┴─────┴───────────────┘

        """)
    }

    @Test func tableTooWideForTheTerminalGoesOneValuePerLine() throws {
        #expect(try render(.table, width: 20) == "name = Rex\n age = 1\nnote = says \"hi\", loudly\n\nname = 李雷\n age = 12\nnote = null\n")
    }

    @Test func csvDataCellsTellTheEmptyStringFromNull() throws {
        let out = CapturedOutput()
        var writer = OutputMode.csv.makeWriter(output: out)
        try writer.begin(columns: ["a", "b", "c"])
        try writer.write(ResultRow(cells: [], nulls: [], numeric: [], dataCells: ["", nil, "two\nlines"]))
        try writer.finish()
        #expect(out.text == "a,b,c\r\n\"\",,\"two\nlines\"\r\n")
    }

    /// Regression: fields were checked Character by Character, and `"\r\n"`
    /// is one Character (neither `"\r"` nor `"\n"`), as is a quote or comma
    /// followed by a combining mark: such fields went out bare, and a value
    /// `x\r\ny` split its record in two.
    @Test func csvQuotesALineBreakOrQuoteHiddenInACharacter() throws {
        let out = CapturedOutput()
        var writer = OutputMode.csv.makeWriter(output: out)
        try writer.begin(columns: ["a", "b", "c"])
        try writer.write(ResultRow(cells: [], nulls: [], numeric: [], dataCells: ["x\r\ny", "\"\u{301}q", ",\u{301}"]))
        try writer.finish()
        #expect(out.text.unicodeScalars.elementsEqual("a,b,c\r\n\"x\r\ny\",\"\"\"\u{301}q\",\",\u{301}\"\r\n".unicodeScalars))
    }

    /// A `|` in a Markdown cell or heading is escaped, so it cannot split
    /// the cell (it made a row with one column too many).
    @Test func markdownEscapesAPipe() throws {
        let out = CapturedOutput()
        var writer = OutputMode.markdown.makeWriter(output: out, showHeaders: true, terminalWidth: 0)
        try writer.begin(columns: ["a|b"])
        try writer.write(ResultRow(cells: ["x | y"], nulls: [false], numeric: [false]))
        try writer.finish()
        #expect(out.text == "| a\\|b   |\n|--------|\n| x \\| y |\n")
    }

    @Test func jsonAndJSONLines() throws {
        #expect(try render(.json) == #"[{"name":"Rex"},{"name":"李雷"}]"# + "\n")
        #expect(try render(.jsonl) == "{\"name\":\"Rex\"}\n{\"name\":\"李雷\"}\n")
    }

    @Test func markdownAndLine() throws {
        #expect(try render(.markdown) == """
        | name | age | note              |
        |------|-----|-------------------|
        | Rex  | 1   | says "hi", loudly |
        | 李雷 | 12  | null              |

        """)
        #expect(try render(.line) == "name = Rex\n age = 1\nnote = says \"hi\", loudly\n\nname = 李雷\n age = 12\nnote = null\n")
    }
}

@Suite struct FileDescriptorOutputTests {
    /// Regression: close() and then deinit closed the descriptor twice; the
    /// second close hit whatever file had been opened since (SQLite saw
    /// "disk I/O error" in concurrent tests).
    @Test func closingNeverClosesSomeoneElsesDescriptor() throws {
        let dir = try ScratchDirectory()
        var first: FileDescriptorOutput? = try FileDescriptorOutput.create(path: dir.path("a.txt"))
        try first?.write("a")
        try first?.close()
        // The next open reuses the lowest free descriptor number: the one just closed.
        let second = try FileDescriptorOutput.create(path: dir.path("b.txt"))
        first = nil
        try second.write("still open")
        try second.close()
        #expect(try String(contentsOfFile: dir.path("b.txt"), encoding: .utf8) == "still open")
        #expect(try String(contentsOfFile: dir.path("a.txt"), encoding: .utf8) == "a")
    }
}
