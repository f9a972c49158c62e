import RealmModel

/// Tables: ASCII (`+---+`), box-drawing, or Markdown. Widths come from the
/// first page of rows (so output streams); later longer cells are cut with
/// `…` — unless the caller measured every row first (`measuredWidths`, as a
/// listing into `$PAGER` does), then nothing is cut.
struct TableFormat: ResultWriter {
    enum Style { case ascii, box, markdown }

    let output: OutputTarget
    let style: Style
    let showHeaders: Bool
    let terminalWidth: Int
    /// `.width`: the widest each column may be (0 or missing: as wide as needed).
    let maximumWidths: [Int]
    /// Headings bold and nulls dim (only on a terminal, without NO_COLOR).
    let colors: Bool
    /// Each column's widest cell over all rows, measured beforehand: used as
    /// they are, never fitted to the terminal (a pager scrolls sideways).
    let measuredWidths: [Int]?
    static var pageSize: Int { 500 }
    var columns: [String] = []
    var pending: [ResultRow] = []
    var widths: [Int]?
    var rowCount = 0

    init(output: OutputTarget, style: Style, showHeaders: Bool, terminalWidth: Int, maximumWidths: [Int] = [], colors: Bool = false,
         measuredWidths: [Int]? = nil) {
        self.output = output
        self.measuredWidths = measuredWidths
        self.style = style
        self.showHeaders = showHeaders
        self.terminalWidth = terminalWidth
        self.maximumWidths = maximumWidths
        self.colors = colors && style != .markdown
    }

    /// Property names are shown as cells are: control characters escaped,
    /// so a hostile name cannot break the grid or drive the terminal.
    mutating func begin(columns: [String]) throws {
        self.columns = columns.map(Quoting.escapingControlCharacters).map(cellText)
    }

    mutating func write(_ row: ResultRow) throws {
        var row = row
        if style == .markdown { row.cells = row.cells.map(cellText) }
        rowCount += 1
        if lines != nil { try lines?.write(row); return }
        if widths == nil {
            pending.append(row)
            if pending.count >= Self.pageSize { try flushPending() }
        } else {
            try writeRow(row.cells, numeric: row.numeric, nulls: row.nulls)
        }
    }

    mutating func finish() throws {
        if widths == nil && lines == nil { try flushPending() }
        if lines != nil { try lines?.finish(); return }
        try writeRule(.bottom)
    }

    /// A cell as the style shows it: in Markdown a `|` is written `\|`, so a
    /// value or name holding one cannot split a cell in two (GitHub's
    /// tables read `\|` as the character).
    func cellText(_ text: String) -> String {
        guard style == .markdown, text.unicodeScalars.contains("|") else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "|" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Set when the table cannot fit the terminal: rows go out one value per line.
    var lines: LineFormat?

    /// Whether even with every column shrunk to its heading (at least 6
    /// wide) the table is wider than the terminal: then each value gets a
    /// line of its own instead of a table of cut-off columns.
    func isTooWide(_ widths: [Int]) -> Bool {
        guard terminalWidth > 0, measuredWidths == nil, style != .markdown, columns.count > 1 else { return false }
        let narrowest = zip(widths, columns).map { min($0, max(Self.displayWidth($1), 6)) }
        return narrowest.reduce(0, +) + 3 * widths.count + 1 > terminalWidth
    }

    mutating func flushPending() throws {
        var w = columns.map(Self.displayWidth)
        if !showHeaders { w = columns.map { _ in 1 } }
        for row in pending {
            for (i, cell) in row.cells.enumerated() where i < w.count {
                w[i] = max(w[i], Self.displayWidth(cell))
            }
        }
        if let measuredWidths {
            for (i, width) in measuredWidths.enumerated() where i < w.count { w[i] = max(w[i], width) }
        }
        for (i, maximum) in maximumWidths.enumerated() where i < w.count && maximum > 0 {
            w[i] = min(w[i], max(maximum, 2))
        }
        if isTooWide(w) {
            var lines = LineFormat(output: output)
            try lines.begin(columns: columns)
            for row in pending { try lines.write(row) }
            pending = []
            self.lines = lines
            return
        }
        widths = measuredWidths == nil ? fit(w) : w
        try writeRule(.top)
        if showHeaders {
            try writeRow(columns, numeric: columns.map { _ in false }, nulls: [], isHeader: true)
            try writeRule(.middle)
        }
        for row in pending { try writeRow(row.cells, numeric: row.numeric, nulls: row.nulls) }
        pending = []
    }

    /// Widens `widths` to hold `row`'s cells (a pass that finds `measuredWidths`).
    static func measure(_ row: ResultRow, into widths: inout [Int]) {
        for (i, cell) in row.cells.enumerated() {
            if i >= widths.count { widths.append(0) }
            widths[i] = max(widths[i], displayWidth(cell))
        }
    }

    /// Shrinks the widest columns until the table fits the terminal.
    func fit(_ widths: [Int]) -> [Int] {
        guard terminalWidth > 0, !widths.isEmpty else { return widths }
        var w = widths
        let overhead = 3 * w.count + 1
        while w.reduce(0, +) + overhead > terminalWidth {
            guard let widest = w.indices.max(by: { w[$0] < w[$1] }), w[widest] > 6 else { break }
            w[widest] -= 1
        }
        return w
    }

    enum Rule { case top, middle, bottom }

    func writeRule(_ rule: Rule) throws {
        guard let widths else { return }
        switch style {
        case .markdown:
            if rule == .middle { try output.line("|" + widths.map { String(repeating: "-", count: $0 + 2) + "|" }.joined()) }
        case .ascii:
            try output.line("+" + widths.map { String(repeating: "-", count: $0 + 2) + "+" }.joined())
        case .box:
            let (l, m, r): (String, String, String) = rule == .top ? ("┌", "┬", "┐") : rule == .middle ? ("├", "┼", "┤") : ("└", "┴", "┘")
            try output.line(l + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: m) + r)
        }
    }

    func writeRow(_ cells: [String], numeric: [Bool], nulls: [Bool], isHeader: Bool = false) throws {
        guard let widths else { return }
        let bar = style == .box ? "│" : "|"
        var line = bar
        for (i, width) in widths.enumerated() {
            var cell = Self.clip(i < cells.count ? cells[i] : "", to: width)
            let pad = String(repeating: " ", count: max(0, width - Self.displayWidth(cell)))
            if colors {
                if isHeader { cell = "\u{1B}[1m" + cell + "\u{1B}[0m" } else if i < nulls.count && nulls[i] { cell = "\u{1B}[2m" + cell + "\u{1B}[0m" }
            }
            let rightAlign = i < numeric.count && numeric[i] && style != .markdown
            line += " " + (rightAlign ? pad + cell : cell + pad) + " " + bar
        }
        try output.line(line)
    }

    static func clip(_ text: String, to width: Int) -> String {
        guard displayWidth(text) > width else { return text }
        var out = ""
        var used = 0
        for ch in text {
            let w = characterWidth(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }

    /// Terminal columns a string takes: East Asian wide characters and emoji count 2.
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + characterWidth($1) }
    }

    static func characterWidth(_ ch: Character) -> Int {
        guard let scalar = ch.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x1100 { return 1 }
        let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        return wide ? 2 : 1
    }
}
