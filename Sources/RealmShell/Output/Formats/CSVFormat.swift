/// RFC 4180 CSV: a header row, fields quoted when they hold `,`, `"` or line breaks; null is an empty field.
public struct CSVFormat: ResultWriter {
    let output: OutputTarget
    let showHeaders: Bool

    public init(output: OutputTarget, showHeaders: Bool) {
        self.output = output
        self.showHeaders = showHeaders
    }

    public mutating func begin(columns: [String]) throws {
        if showHeaders { try output.write(columns.map(Self.field).joined(separator: ",") + "\r\n") }
    }

    public mutating func write(_ row: ResultRow) throws {
        let fields = row.cells.enumerated().map { i, cell in i < row.nulls.count && row.nulls[i] ? "" : Self.field(cell) }
        try output.write(fields.joined(separator: ",") + "\r\n")
    }

    public mutating func finish() throws {}

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}

/// A JSON array of objects (`json`) or one object per line (`jsonl`), in the canonical value encoding.
public struct JSONFormat: ResultWriter {
    let output: OutputTarget
    let lines: Bool
    var first = true

    public init(output: OutputTarget, lines: Bool) {
        self.output = output
        self.lines = lines
    }

    public mutating func begin(columns: [String]) throws {
        if !lines { try output.write("[") }
    }

    public mutating func write(_ row: ResultRow) throws {
        var bytes: [UInt8] = []
        if !lines && !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(contentsOf: row.json ?? Array("{}".utf8))
        if lines { bytes.append(UInt8(ascii: "\n")) }
        try output.write(bytes)
    }

    public mutating func finish() throws {
        if !lines { try output.write("]\n") }
    }
}

/// `name = value` lines, one block per object (SQLite's `.mode line`).
public struct LineFormat: ResultWriter {
    let output: OutputTarget
    var columns: [String] = []
    var first = true

    public init(output: OutputTarget) { self.output = output }

    public mutating func begin(columns: [String]) throws { self.columns = columns }

    public mutating func write(_ row: ResultRow) throws {
        if !first { try output.line() }
        first = false
        let width = columns.map(TableFormat.displayWidth).max() ?? 0
        for (i, name) in columns.enumerated() {
            let pad = String(repeating: " ", count: width - TableFormat.displayWidth(name))
            try output.line(pad + name + " = " + (i < row.cells.count ? row.cells[i] : ""))
        }
    }

    public mutating func finish() throws {}
}

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
