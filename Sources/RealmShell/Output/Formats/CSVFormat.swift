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

    /// `text` as one RFC 4180 field. Looked at scalar by scalar, not by
    /// `Character`: `"\r\n"` is one Character equal to neither `"\r"` nor
    /// `"\n"`, and a quote or comma followed by a combining mark is one
    /// Character too, so a check by Character left such a field bare (a
    /// value `x\r\ny` split the record in two).
    static func field(_ text: String) -> String {
        if text.isEmpty { return "\"\"" }
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { out.unicodeScalars.append(scalar) }
            out.unicodeScalars.append(scalar)
        }
        return out + "\""
    }
}
