import RealmShell
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
