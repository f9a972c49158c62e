/// RFC 4180 CSV: a header row, fields quoted when they hold `,`, `"` or
/// line breaks; null is an empty field and the empty string `""`. Cells are
/// data (`CSVText.cell`), not display text: rows carry `dataCells`.
struct CSVFormat: ResultWriter {
    let output: OutputTarget
    let showHeaders: Bool

    init(output: OutputTarget, showHeaders: Bool) {
        self.output = output
        self.showHeaders = showHeaders
    }

    mutating func begin(columns: [String]) throws {
        if showHeaders { try output.write(columns.map(Self.field).joined(separator: ",") + "\r\n") }
    }

    mutating func write(_ row: ResultRow) throws {
        let fields: [String]
        if let data = row.dataCells {
            fields = data.map { $0.map(Self.field) ?? "" }
        } else {
            fields = row.cells.enumerated().map { i, cell in i < row.nulls.count && row.nulls[i] ? "" : Self.field(cell) }
        }
        try output.write(fields.joined(separator: ",") + "\r\n")
    }

    mutating func finish() throws {}

    static func field(_ text: String) -> String {
        if text.isEmpty { return "\"\"" }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
