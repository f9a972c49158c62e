import RealmModel

/// The (object key, value) pairs of one indexed column, held compactly by
/// the column's type until the index is built: 8 bytes a value for int and
/// bool columns (plus a byte a value once a null appears), a `String?` for
/// string columns (short strings inline), a `SearchIndexValue` otherwise.
///
/// A value of another type than the column's (possible only in a mixed
/// column, or from a faulty source) moves the column to the general form.
struct SearchIndexEntries {
    private enum Form {
        /// Int and bool columns (bools as 0 and 1) in `numbers`; `isNull` is kept once a null comes.
        case integers
        /// String columns in `texts`.
        case strings
        /// Anything else in `values`.
        case values
    }

    private(set) var keys: [Int64] = []
    private var form: Form
    private let holdsBools: Bool
    // one of these grows, as `form` says (stored apart so appends happen in place)
    private var numbers: [Int64] = []
    private var isNull: [Bool] = []
    /// Whether `isNull` is kept (from the first null on).
    private var hasNulls = false
    private var texts: [String?] = []
    private var values: [SearchIndexValue] = []

    init(type: PropertyType) {
        holdsBools = type == .bool
        switch type {
        case .int, .bool: form = .integers
        case .string: form = .strings
        default: form = .values
        }
    }

    var count: Int { keys.count }

    /// Appends one pair; mixed links are keyed by `tableKeys`.
    mutating func append(key: Int64, value: AnyRealmValue, tableKeys: [String: UInt32]) {
        switch (form, value) {
        case (.integers, .int(let number)) where !holdsBools:
            appendNumber(number, isNull: false)
        case (.integers, .bool(let flag)) where holdsBools:
            appendNumber(flag ? 1 : 0, isNull: false)
        case (.integers, .null):
            appendNumber(0, isNull: true)
        case (.strings, .string(let text)):
            texts.append(text)
        case (.strings, .null):
            texts.append(nil)
        case (.values, _):
            values.append(SearchIndexValue(value, tableKeys: tableKeys))
        default:
            values = keys.indices.map { self[$0] }
            numbers = []
            isNull = []
            hasNulls = false
            texts = []
            form = .values
            values.append(SearchIndexValue(value, tableKeys: tableKeys))
        }
        keys.append(key)
    }

    private mutating func appendNumber(_ number: Int64, isNull null: Bool) {
        if null && !hasNulls {
            isNull = Array(repeating: false, count: numbers.count)
            hasNulls = true
        }
        numbers.append(number)
        if hasNulls { isNull.append(null) }
    }

    /// The value of entry `index`.
    subscript(index: Int) -> SearchIndexValue {
        switch form {
        case .integers:
            if hasNulls && isNull[index] { return .null }
            return holdsBools ? .bool(numbers[index] != 0) : .int(numbers[index])
        case .strings:
            return texts[index].map { .string($0) } ?? .null
        case .values:
            return values[index]
        }
    }

    /// Whether the keys ascend (equal keys allowed).
    var isInKeyOrder: Bool {
        zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Reorders the entries by key, keeping the order of equal keys.
    mutating func sortByKey() {
        let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        keys = order.map { keys[$0] }
        switch form {
        case .integers:
            numbers = order.map { numbers[$0] }
            if hasNulls { isNull = order.map { isNull[$0] } }
        case .strings:
            texts = order.map { texts[$0] }
        case .values:
            values = order.map { values[$0] }
        }
    }

    /// The position of the first entry of `key` among sorted keys, if any.
    func position(ofKey key: Int64) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }
}
