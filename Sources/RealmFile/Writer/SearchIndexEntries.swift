import RealmModel

/// The (object key, value) pairs of one indexed column, held compactly by
/// the column's type until the index is built, so that a million-object
/// table's indexes fit in tens of megabytes:
///
/// - keys: none at all while they run 0, 1, 2… (or any unbroken run, as a
///   table written in key order has them), else 8 bytes a key;
/// - values of fixed width in one flat byte array: a byte a bool, 8 an int,
///   12 a date or object id, 16 a uuid;
/// - strings as one byte buffer plus an end offset each;
/// - nulls as a byte each, kept only once the first null comes;
/// - anything else (floats, doubles, decimals, binaries, mixed) as a
///   `SearchIndexValue` each.
///
/// A value of another type than the column's (possible only in a mixed
/// column, or from a faulty source) moves the column to the general form.
struct SearchIndexEntries {
    private enum Form {
        /// `width` bytes a value in `fixed`, decoded by the column's type.
        case fixed(width: Int)
        /// String columns in `text` and `textEnds`.
        case strings
        /// Anything else in `values`.
        case values
    }

    private var keyRun = KeyRun()
    private var form: Form
    private let type: PropertyType
    // one of these grows, as `form` says (stored apart so appends happen in place)
    private var fixed: [UInt8] = []
    private var text: [UInt8] = []
    private var textEnds: [Int] = []
    private var values: [SearchIndexValue] = []
    /// Per entry, whether it is null; kept from the first null on.
    private var isNull: [Bool] = []
    private var hasNulls = false

    init(type: PropertyType) {
        self.type = type
        switch type {
        case .bool: form = .fixed(width: 1)
        case .int: form = .fixed(width: 8)
        case .date, .objectId: form = .fixed(width: 12)
        case .uuid: form = .fixed(width: 16)
        case .string: form = .strings
        default: form = .values
        }
    }

    var count: Int { keyRun.count }

    /// The object key of entry `index`.
    func key(at index: Int) -> Int64 { keyRun[index] }

    /// Every key, in entry order.
    var keys: [Int64] { (0 ..< count).map { keyRun[$0] } }

    /// Appends one pair; mixed links are keyed by `tableKeys`.
    mutating func append(key: Int64, value: AnyRealmValue, tableKeys: [String: UInt32]) {
        switch form {
        case .fixed(let width):
            if case .null = value {
                markNull()
                fixed.append(contentsOf: repeatElement(0, count: width))
            } else if appendFixed(value) {
                if hasNulls { isNull.append(false) }
            } else {
                moveToValues()
                values.append(SearchIndexValue(value, tableKeys: tableKeys))
            }
        case .strings:
            switch value {
            case .string(let string):
                text.append(contentsOf: string.utf8)
                textEnds.append(text.count)
                if hasNulls { isNull.append(false) }
            case .null:
                markNull()
                textEnds.append(text.count)
            default:
                moveToValues()
                values.append(SearchIndexValue(value, tableKeys: tableKeys))
            }
        case .values:
            values.append(SearchIndexValue(value, tableKeys: tableKeys))
        }
        keyRun.append(key)
    }

    /// Appends a value of the column's own fixed-width type; false for any other.
    private mutating func appendFixed(_ value: AnyRealmValue) -> Bool {
        switch (type, value) {
        case (.bool, .bool(let flag)): fixed.append(flag ? 1 : 0)
        case (.int, .int(let number)): appendLittleEndian(UInt64(bitPattern: number), bytes: 8)
        case (.date, .date(let time)):
            appendLittleEndian(UInt64(bitPattern: time.seconds), bytes: 8)
            appendLittleEndian(UInt64(UInt32(bitPattern: time.nanoseconds)), bytes: 4)
        case (.objectId, .objectId(let id)): fixed.append(contentsOf: id.bytes)
        case (.uuid, .uuid(let id)): fixed.append(contentsOf: id.bytes)
        default: return false
        }
        return true
    }

    private mutating func appendLittleEndian(_ value: UInt64, bytes: Int) {
        for shift in stride(from: 0, to: bytes * 8, by: 8) { fixed.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private mutating func markNull() {
        if !hasNulls {
            isNull = Array(repeating: false, count: count)
            hasNulls = true
        }
        isNull.append(true)
    }

    /// Moves every entry so far to the general form.
    private mutating func moveToValues() {
        values = (0 ..< count).map { self[$0] }
        fixed = []
        text = []
        textEnds = []
        isNull = []
        hasNulls = false
        form = .values
    }

    /// The value of entry `index`.
    subscript(index: Int) -> SearchIndexValue {
        if hasNulls && isNull[index] { return .null }
        switch form {
        case .fixed(let width):
            let start = index * width
            switch type {
            case .bool: return .bool(fixed[start] != 0)
            case .int: return .int(Int64(bitPattern: littleEndian(at: start, bytes: 8)))
            case .date:
                return .timestamp(seconds: Int64(bitPattern: littleEndian(at: start, bytes: 8)),
                                  nanoseconds: Int32(bitPattern: UInt32(truncatingIfNeeded: littleEndian(at: start + 8, bytes: 4))))
            case .objectId: return .objectId(Array(fixed[start ..< start + width]))
            case .uuid: return .uuid(Array(fixed[start ..< start + width]))
            default: preconditionFailure("search index: \(type) values are not held at a fixed width")
            }
        case .strings:
            let start = index == 0 ? 0 : textEnds[index - 1]
            return .string(String(decoding: text[start ..< textEnds[index]], as: UTF8.self))
        case .values:
            return values[index]
        }
    }

    private func littleEndian(at start: Int, bytes: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0 ..< bytes { value |= UInt64(fixed[start + i]) << UInt64(8 * i) }
        return value
    }

    /// Whether the keys ascend (equal keys allowed).
    var isInKeyOrder: Bool { keyRun.isAscending }

    /// Reorders the entries by key, keeping the order of equal keys.
    mutating func sortByKey() {
        let order = (0 ..< count).sorted { (keyRun[$0], $0) < (keyRun[$1], $1) }
        let reordered = order.map { self[$0] }
        let sortedKeys = order.map { keyRun[$0] }
        // rebuilt in the new order through `append`, in the same compact form
        let wasValues: Bool
        if case .values = form { wasValues = true } else { wasValues = false }
        keyRun = KeyRun()
        fixed = []
        text = []
        textEnds = []
        isNull = []
        hasNulls = false
        values = []
        if wasValues {
            values = reordered
            for key in sortedKeys { keyRun.append(key) }
            return
        }
        for (key, value) in zip(sortedKeys, reordered) {
            appendDecoded(value)
            keyRun.append(key)
        }
    }

    /// Appends a value this store decoded itself (its own compact form).
    private mutating func appendDecoded(_ value: SearchIndexValue) {
        switch value {
        case .null:
            markNull()
            if case .fixed(let width) = form { fixed.append(contentsOf: repeatElement(0, count: width)) } else { textEnds.append(text.count) }
            return
        case .bool(let flag): fixed.append(flag ? 1 : 0)
        case .int(let number): appendLittleEndian(UInt64(bitPattern: number), bytes: 8)
        case .timestamp(let seconds, let nanoseconds):
            appendLittleEndian(UInt64(bitPattern: seconds), bytes: 8)
            appendLittleEndian(UInt64(UInt32(bitPattern: nanoseconds)), bytes: 4)
        case .objectId(let bytes), .uuid(let bytes): fixed.append(contentsOf: bytes)
        case .string(let string):
            text.append(contentsOf: string.utf8)
            textEnds.append(text.count)
        default: preconditionFailure("search index: \(value) is not held in a compact form")
        }
        if hasNulls { isNull.append(false) }
    }

    /// The position of the first entry of `key` among sorted keys, if any.
    func position(ofKey key: Int64) -> Int? { keyRun.position(of: key) }
}
