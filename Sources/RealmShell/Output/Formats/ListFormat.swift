/// Values separated by `|`, one object per line (SQLite's `.mode list`).
struct ListFormat: ResultWriter {
    let output: OutputTarget
    let showHeaders: Bool

    init(output: OutputTarget, showHeaders: Bool) {
        self.output = output
        self.showHeaders = showHeaders
    }

    mutating func begin(columns: [String]) throws {
        if showHeaders { try output.line(columns.joined(separator: "|")) }
    }

    mutating func write(_ row: ResultRow) throws {
        try output.line(row.cells.joined(separator: "|"))
    }

    mutating func finish() throws {}
}
