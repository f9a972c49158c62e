import RealmModel

/// Values separated by `|`, one object per line (SQLite's `.mode list`).
struct ListFormat: ResultWriter {
    let output: OutputTarget
    let showHeaders: Bool

    init(output: OutputTarget, showHeaders: Bool) {
        self.output = output
        self.showHeaders = showHeaders
    }

    mutating func begin(columns: [String]) throws {
        // Property names are shown as cells are: control characters escaped, so none can forge a line.
        if showHeaders { try output.line(columns.map(Quoting.escapingControlCharacters).joined(separator: "|")) }
    }

    mutating func write(_ row: ResultRow) throws {
        try output.line(row.cells.joined(separator: "|"))
    }

    mutating func finish() throws {}
}
