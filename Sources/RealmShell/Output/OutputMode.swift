/// One row of a result: display text per column (for tables, csv, lines) and,
/// where the mode wants it, the object's canonical JSON text.
struct ResultRow {
    var cells: [String]
    /// Which cells are null (shown with `.nullvalue`, empty in CSV).
    var nulls: [Bool]
    /// Which cells hold numbers (right-aligned in tables).
    var numeric: [Bool]
    /// The canonical JSON of the whole object, for `json` and `jsonl`.
    var json: [UInt8]?
    /// Each cell as data (`CSVText.cell`: canonical JSON, strings bare;
    /// `nil` for null), for `csv`.
    var dataCells: [String?]?

    init(cells: [String], nulls: [Bool], numeric: [Bool], json: [UInt8]? = nil, dataCells: [String?]? = nil) {
        self.cells = cells
        self.nulls = nulls
        self.numeric = numeric
        self.json = json
        self.dataCells = dataCells
    }
}

/// A way of printing results, as the SQLite shell's `.mode`: a streaming
/// writer that gets the column names, then rows, then the end.
protocol ResultWriter {
    mutating func begin(columns: [String]) throws
    mutating func write(_ row: ResultRow) throws
    mutating func finish() throws
}

/// The output modes, declared once: `.mode` and `--format` both take these names.
enum OutputMode: String, CaseIterable, Sendable {
    case table, box, csv, json, jsonl, line, list, markdown

    /// What each mode prints, for help.
    var summary: String {
        switch self {
        case .table: return "an ASCII table that fits the terminal (one value per line where it cannot)"
        case .box: return "a table drawn with box characters"
        case .csv: return "data as comma-separated values (RFC 4180): canonical JSON, strings bare"
        case .json: return "a JSON array of objects in the canonical value encoding"
        case .jsonl: return "one canonical JSON object per line"
        case .line: return "one 'name = value' line per property, objects separated by blank lines"
        case .list: return "values separated by '|', one object per line"
        case .markdown: return "a Markdown table"
        }
    }

    /// Whether rows must carry canonical JSON.
    var needsJSON: Bool { self == .json || self == .jsonl }

    /// Whether this mode draws a table whose column widths come from its rows.
    var isTable: Bool { self == .table || self == .box }

    /// Whether rows must carry each cell as data (`ResultRow.dataCells`).
    var needsDataCells: Bool { self == .csv }

    /// A writer for this mode.
    func makeWriter(output: OutputTarget, showHeaders: Bool = true, terminalWidth: Int = 0, nullText: String = "null",
                    columnWidths: [Int] = [], colors: Bool = false, measuredWidths: [Int]? = nil) -> ResultWriter {
        switch self {
        case .table: return TableFormat(output: output, style: .ascii, showHeaders: showHeaders, terminalWidth: terminalWidth,
                                        maximumWidths: columnWidths, colors: colors, measuredWidths: measuredWidths)
        case .box: return TableFormat(output: output, style: .box, showHeaders: showHeaders, terminalWidth: terminalWidth,
                                      maximumWidths: columnWidths, colors: colors, measuredWidths: measuredWidths)
        case .markdown: return TableFormat(output: output, style: .markdown, showHeaders: true, terminalWidth: 0)
        case .csv: return CSVFormat(output: output, showHeaders: showHeaders)
        case .json: return JSONFormat(output: output, lines: false)
        case .jsonl: return JSONFormat(output: output, lines: true)
        case .line: return LineFormat(output: output)
        case .list: return ListFormat(output: output, showHeaders: showHeaders)
        }
    }
}
