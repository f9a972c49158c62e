/// JSON's number grammar (RFC 8259 §6), exactly:
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
/// So `0012`, `+5`, `.5`, `5.` and `1e` are not numbers.
enum JSONNumberSyntax {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var i = 0
        func digit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 48 && bytes[at] <= 57 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else { return false }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while digit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { return false }
            while digit(i) { i += 1 }
        }
        return i == bytes.count
    }
}
