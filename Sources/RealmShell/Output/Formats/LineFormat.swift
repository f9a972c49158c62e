import RealmModel

/// `name = value` lines, one block per object (SQLite's `.mode line`).
struct LineFormat: ResultWriter {
    let output: OutputTarget
    var columns: [String] = []
    var first = true

    init(output: OutputTarget) { self.output = output }

    /// Property names are shown as cells are: control characters escaped, so none can forge a line.
    mutating func begin(columns: [String]) throws { self.columns = columns.map(Quoting.escapingControlCharacters) }

    mutating func write(_ row: ResultRow) throws {
        if !first { try output.line() }
        first = false
        let width = columns.map(TableFormat.displayWidth).max() ?? 0
        for (i, name) in columns.enumerated() {
            let pad = String(repeating: " ", count: width - TableFormat.displayWidth(name))
            try output.line(pad + name + " = " + (i < row.cells.count ? row.cells[i] : ""))
        }
    }

    mutating func finish() throws {}
}
