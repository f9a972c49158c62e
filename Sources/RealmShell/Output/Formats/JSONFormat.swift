/// A JSON array of objects (`json`) or one object per line (`jsonl`), in the canonical value encoding.
struct JSONFormat: ResultWriter {
    let output: OutputTarget
    let lines: Bool
    var first = true

    init(output: OutputTarget, lines: Bool) {
        self.output = output
        self.lines = lines
    }

    mutating func begin(columns: [String]) throws {
        if !lines { try output.write("[") }
    }

    mutating func write(_ row: ResultRow) throws {
        var bytes: [UInt8] = []
        if !lines && !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(contentsOf: row.json ?? Array("{}".utf8))
        if lines { bytes.append(UInt8(ascii: "\n")) }
        try output.write(bytes)
    }

    mutating func finish() throws {
        if !lines { try output.write("]\n") }
    }
}
