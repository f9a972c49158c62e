import RealmModel
import RealmLifecycle

/// The JSON users type in the studio: JSON plus unquoted keys, single-quoted
/// strings, trailing commas, `nil`, and `Class[N]` for the object at a
/// position (as tables show links to classes without a primary key).
/// Errors point at the character.
///
/// ```
/// {name: 'Rex', age: 1, owner: "Jane",}
/// {name: 'Rex', owner: Person[2]}
/// ```
struct RelaxedJSON {
    let text: [UInt8]
    var position = 0
    var depth = 0

    /// Parses one value that makes up the whole of `text`.
    static func parse(_ text: String) throws -> JSONValue {
        var parser = RelaxedJSON(text: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == parser.text.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// A mistake at the current position, drawn with a caret under it.
    func error(_ message: String) -> CommandFailure {
        CommandFailure(message, at: .text(String(decoding: text, as: UTF8.self), range: position..<position))
    }

    mutating func skipSpace() {
        while position < text.count, [0x20, 0x0A, 0x0D, 0x09].contains(text[position]) { position += 1 }
    }

    mutating func value() throws -> JSONValue {
        skipSpace()
        guard position < text.count else { throw error("expected a value") }
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw error("values nest too deeply") }
        let c = text[position]
        switch c {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(String, JSONValue)] = []
            while true {
                skipSpace()
                if position < text.count && text[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                let key = try keyText()
                skipSpace()
                guard position < text.count, text[position] == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'") }
                position += 1
                members.append((key, try value()))
                skipSpace()
                guard position < text.count else { throw error("expected ',' or '}'") }
                if text[position] == UInt8(ascii: ",") { position += 1; continue }
                guard text[position] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            while true {
                skipSpace()
                if position < text.count && text[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                items.append(try value())
                skipSpace()
                guard position < text.count else { throw error("expected ',' or ']'") }
                if text[position] == UInt8(ascii: ",") { position += 1; continue }
                guard text[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        default:
            let word = bareWord()
            guard !word.isEmpty else { throw error("expected a value") }
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "nil": return .null
            default:
                if let first = word.first, first == "-" || first == "+" || first == "." || first.isNumber { return .number(word) }
                if let reference = try objectPosition(className: word) { return reference }
                // A bare word is a string (handy for keys and enum-like values).
                return .string(word)
            }
        }
    }

    /// `Person[2]`, the object at a position as tables and `show` name it:
    /// read as `{"$index": 2, "$class": "Person"}` (the canonical dump's
    /// link by position, with the class it was written for).
    mutating func objectPosition(className word: String) throws -> JSONValue? {
        guard position < text.count, text[position] == UInt8(ascii: "["),
              let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              word.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        let open = position
        position += 1
        skipSpace()
        let digits = bareWord()
        skipSpace()
        guard let n = Int(digits), n >= 0, position < text.count, text[position] == UInt8(ascii: "]") else {
            position = open
            throw error("expected a position like \(word)[0]")
        }
        position += 1
        return .object([("$index", .number(String(n))), ("$class", .string(word))])
    }

    mutating func keyText() throws -> String {
        guard position < text.count else { throw error("expected a key") }
        if text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "'") { return try quoted() }
        let word = bareWord()
        guard !word.isEmpty else { throw error("expected a key") }
        return word
    }

    mutating func bareWord() -> String {
        let start = position
        while position < text.count {
            let c = text[position]
            if [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "["),
                0x20, 0x0A, 0x0D, 0x09].contains(c) { break }
            position += 1
        }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    mutating func quoted() throws -> String {
        let quote = text[position]
        let start = position
        position += 1
        var bytes: [UInt8] = []
        while position < text.count {
            let c = text[position]
            position += 1
            if c == quote { return String(decoding: bytes, as: UTF8.self) }
            if c == UInt8(ascii: "\\") {
                guard position < text.count else { break }
                let e = text[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "0"): bytes.append(0)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "u"):
                    guard position + 4 <= text.count, let v = UInt32(String(decoding: text[position..<position + 4], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(v) else { throw error("invalid \\u escape") }
                    position += 4
                    bytes += Array(String(Character(scalar)).utf8)
                default: bytes.append(e)
                }
                continue
            }
            bytes.append(c)
        }
        position = start
        throw error("unterminated string")
    }
}
