/// Values separated by `|`, one object per line (SQLite's `.mode list`).
public struct ListFormat: ResultWriter {
    let output: OutputTarget
    let showHeaders: Bool

    public init(output: OutputTarget, showHeaders: Bool) {
        self.output = output
        self.showHeaders = showHeaders
    }

    public mutating func begin(columns: [String]) throws {
        if showHeaders { try output.line(columns.joined(separator: "|")) }
    }

    public mutating func write(_ row: ResultRow) throws {
        try output.line(row.cells.joined(separator: "|"))
    }

    public mutating func finish() throws {}
}
