/// A source of bytes read in chunks (a file, stdin, memory).
public protocol ByteInput {
    /// The next chunk, or `nil` at the end.
    mutating func readChunk() throws -> [UInt8]?
}

/// Bytes already in memory, handed out in one chunk.
public struct MemoryByteInput: ByteInput {
    var bytes: [UInt8]?
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { self.bytes = Array(text.utf8) }
    public mutating func readChunk() throws -> [UInt8]? {
        defer { bytes = nil }
        return bytes
    }
}

/// A JSON syntax error, with the byte offset where it was found.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var offset: Int
    public var description: String { "invalid JSON at byte \(offset): \(message)" }
}

/// A small JSON value tree, for the few places that need a whole value at once.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number's text exactly as written, so 64-bit integers and
    /// shortest-digit floats convert without loss.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order.
    case object([(String, JSONValue)])

    public static func == (l: JSONValue, r: JSONValue) -> Bool {
        switch (l, r) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .null: h.combine(0)
        case .bool(let b): h.combine(b)
        case .number(let n): h.combine(n)
        case .string(let s): h.combine(s)
        case .array(let a): h.combine(a)
        case .object(let o): for (k, v) in o { h.combine(k); h.combine(v) }
        }
    }

    /// The member `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }
}

/// A streaming JSON reader: pulls one token at a time from a `ByteInput`,
/// so documents of any size parse in constant memory.
///
/// Not generic on purpose: the input is called once per 256 KiB chunk, and a
/// concrete parser is specialised where it is compiled instead of paying for
/// generic metadata on every token when used from other modules.
public struct JSONPullParser {
    var input: any ByteInput
    var buffer: [UInt8] = []
    var position = 0
    /// Bytes consumed before `buffer`.
    var consumed = 0
    var atEnd = false
    /// Nesting limit for `readValue`, so hostile input cannot exhaust the stack.
    public var maxDepth = 512

    public init(input: some ByteInput) {
        self.input = input
    }

    /// The offset of the next unread byte.
    public var offset: Int { consumed + position }

    @inline(__always)
    mutating func fill() throws -> Bool {
        if position < buffer.count { return true }
        if atEnd { return false }
        while true {
            guard let chunk = try input.readChunk() else { atEnd = true; return false }
            if chunk.isEmpty { continue }
            consumed += buffer.count
            buffer = chunk
            position = 0
            return true
        }
    }

    public func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset)
    }

    /// The next non-whitespace byte, without consuming it; `nil` at the end.
    @inline(__always)
    public mutating func peek() throws -> UInt8? {
        while try fill() {
            let c = buffer[position]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { position += 1; continue }
            return c
        }
        return nil
    }

    /// Consumes `c` (after whitespace) or throws.
    @inline(__always)
    public mutating func expect(_ c: UInt8) throws {
        guard let next = try peek() else { throw error("expected \(quoted: String(Character(Unicode.Scalar(c)))), found the end of the input") }
        guard next == c else {
            throw error("expected \(quoted: String(Character(Unicode.Scalar(c)))), found \(quoted: String(Character(Unicode.Scalar(next))))")
        }
        position += 1
    }

    /// Consumes `c` if it is next; tells whether it was.
    @inline(__always)
    public mutating func consume(_ c: UInt8) throws -> Bool {
        if try peek() == c { position += 1; return true }
        return false
    }

    /// After an opening `{` or `[` (or a member): consumes `,` and returns true,
    /// or consumes `close` and returns false.
    public mutating func nextMember(close: UInt8, first: inout Bool) throws -> Bool {
        if first {
            first = false
            if try consume(close) { return false }
            return true
        }
        if try consume(UInt8(ascii: ",")) { return true }
        try expect(close)
        return false
    }

    /// Reads a string literal.
    public mutating func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        // Fast path: the whole string, without escapes, is in the buffer (small
        // strings then need no allocation at all).
        var end = position
        while end < buffer.count {
            let c = buffer[end]
            if c == UInt8(ascii: "\"") {
                let text = buffer.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[position..<end]), as: UTF8.self) }
                guard let text else { throw error("invalid UTF-8 in a string (JSON text is UTF-8; an overlong form or an encoded surrogate is not)") }
                position = end + 1
                return text
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            end += 1
        }
        var bytes = [UInt8]()
        while true {
            guard try fill() else { throw error("unterminated string") }
            // Copy the run up to the next quote or backslash in one go.
            var end = position
            while end < buffer.count {
                let c = buffer[end]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
                end += 1
            }
            bytes.append(contentsOf: buffer[position..<end])
            position = end
            guard position < buffer.count else { continue }
            let c = buffer[position]
            position += 1
            if c == UInt8(ascii: "\"") {
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string (JSON text is UTF-8; an overlong form or an encoded surrogate is not)")
                }
                return text
            }
            if c < 0x20 { position -= 1; throw error("control character in string") }
            try readEscape(into: &bytes)
        }
    }

    mutating func nextRawByte() throws -> UInt8 {
        guard try fill() else { throw error("unexpected end of input") }
        defer { position += 1 }
        return buffer[position]
    }

    mutating func readEscape(into bytes: inout [UInt8]) throws {
        let c = try nextRawByte()
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(c)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard try nextRawByte() == UInt8(ascii: "\\"), try nextRawByte() == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            bytes.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(c)))'")
        }
    }

    mutating func readHex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = HexText.value(try nextRawByte()) else { throw error("invalid \\u escape") }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    /// Reads a key and tells whether it is `expected` (UTF-8), without
    /// allocating when it is; otherwise returns the key read.
    public mutating func readKey(expecting expected: [UInt8]) throws -> (matches: Bool, key: String?) {
        _ = try peek()
        if position < buffer.count, buffer[position] == UInt8(ascii: "\""), position + expected.count + 1 < buffer.count,
           buffer[position + expected.count + 1] == UInt8(ascii: "\"") {
            var same = true
            for i in 0..<expected.count where buffer[position + 1 + i] != expected[i] {
                same = false
                break
            }
            if same {
                position += expected.count + 2
                return (true, nil)
            }
        }
        let key = try readString()
        return (key.utf8.elementsEqual(expected), key)
    }

    /// Reads an integer written in plain decimal digits (the import's hot
    /// path); returns `nil`, consuming nothing, for any other number form.
    public mutating func readInt64() throws -> Int64? {
        _ = try peek()
        var i = position
        guard i < buffer.count else { return nil }
        let negative = buffer[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var magnitude: UInt64 = 0
        var digits = 0
        while i < buffer.count, buffer[i] >= 48, buffer[i] <= 57 {
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(buffer[i] - 48))
            if o1 || o2 { return nil }
            magnitude = sum
            digits += 1
            i += 1
        }
        // The number must end inside this buffer, and not go on as a fraction or exponent.
        guard digits > 0, i < buffer.count else { return nil }
        // JSON has no leading zeros ("0012"): the general reader refuses it.
        if digits > 1, buffer[negative ? position + 1 : position] == UInt8(ascii: "0") { return nil }
        let next = buffer[i]
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") { return nil }
        let value: Int64
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            value = magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        } else {
            guard magnitude <= UInt64(Int64.max) else { return nil }
            value = Int64(magnitude)
        }
        position = i
        return value
    }

    /// Reads a number and returns its text exactly as written.
    public mutating func readNumberText() throws -> String {
        _ = try peek()
        var bytes = [UInt8]()
        while try fill() {
            let c = buffer[position]
            let isNumberByte = (c >= 48 && c <= 57) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
                || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
            guard isNumberByte else { break }
            bytes.append(c)
            position += 1
        }
        guard !bytes.isEmpty else { throw error("expected a value") }
        let text = String(decoding: bytes, as: UTF8.self)
        guard JSONNumberSyntax.isValid(bytes) else { throw error("\(quoted: text) is not a JSON number") }
        return text
    }

    /// Reads `true`, `false` or `null`.
    public mutating func readKeyword() throws -> JSONValue {
        _ = try peek()
        var word = [UInt8]()
        while try fill(), buffer[position] >= UInt8(ascii: "a"), buffer[position] <= UInt8(ascii: "z"), word.count < 6 {
            word.append(buffer[position])
            position += 1
        }
        switch String(decoding: word, as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: throw error("expected a value")
        }
    }

    /// Reads a whole value as a tree.
    public mutating func readValue(depth: Int = 0) throws -> JSONValue {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        guard let c = try peek() else { throw error("expected a value, found the end of the input") }
        switch c {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            position += 1
            var members: [(String, JSONValue)] = []
            var first = true
            while try nextMember(close: UInt8(ascii: "}"), first: &first) {
                let key = try readString()
                try expect(UInt8(ascii: ":"))
                members.append((key, try readValue(depth: depth + 1)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            var first = true
            while try nextMember(close: UInt8(ascii: "]"), first: &first) {
                items.append(try readValue(depth: depth + 1))
            }
            return .array(items)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return try readKeyword()
        default: return .number(try readNumberText())
        }
    }

    /// Throws unless only whitespace remains.
    public mutating func expectEnd() throws {
        if try peek() != nil { throw error("unexpected text after the end of the document") }
    }
}
