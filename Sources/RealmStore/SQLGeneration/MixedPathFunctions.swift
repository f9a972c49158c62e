import RealmModel
import RealmQuery
import SQLite

/// SQL functions that read into the lists and dictionaries a `mixed` value
/// holds (stored as a `MixedBlob` with tag `list` or `dictionary`), so key
/// paths continue past a mixed property as in Realm Core 14
/// (`anything[0]['name']`, `anything.name`, `anything[*]`, `@size`, `@type`):
///
/// - `rl_mget(value, tag, selector)`: the element's value, stored as a mixed column stores it;
/// - `rl_mtag(value, tag, selector)`: the element's `MixedTag` (NULL for a null element), or
///   `-1` when there is no element at all;
/// - `rl_msize(value, tag)`: the number of elements of a nested list or dictionary, else NULL;
/// - `rl_mkeys(value, tag)`: a JSON array of every selector of a nested collection (for `[*]`
///   through `json_each`), else NULL;
/// - `rl_mkeygroup(value, tag)`: what the key step `@keys` reads from a nested dictionary
///   (`MixedKeys`), as a list held the way a mixed column holds one (a `MixedBlob`), else NULL.
///
/// A selector is an index (`-1` for `[LAST]`) or a key. Realm Core's rules: a
/// subscript of an empty collection, or of a value that is no collection, finds
/// nothing (`-1`), as does an index past the end (`Collection::get_any`); a
/// missing key of a non-empty dictionary finds `null`; a key does not apply to
/// a list, nor an index to a dictionary.
enum MixedPathFunctions {
    static let get = "rl_mget"
    static let tag = "rl_mtag"
    static let size = "rl_msize"
    static let keys = "rl_mkeys"
    static let keyGroup = "rl_mkeygroup"
    /// The tag `rl_mtag` gives when the path finds nothing.
    static let absent: Int64 = -1

    static func register(on connection: Connection) throws {
        try connection.createFunction(get, argumentCount: 3) { args in
            guard let element = element(args) else { return .value(.null) }
            return .value(ValueCoding.sqliteValue(element))
        }
        try connection.createFunction(tag, argumentCount: 3) { args in
            guard let element = element(args) else { return .value(.integer(absent)) }
            return .value(ValueCoding.mixedTag(of: element).map { .integer($0.rawValue) } ?? .null)
        }
        try connection.createFunction(size, argumentCount: 2) { args in
            switch collection(args) {
            case .list(let items)?: return .value(.integer(Int64(items.count)))
            case .dictionary(let d)?: return .value(.integer(Int64(d.count)))
            default: return .value(.null)
            }
        }
        try connection.createFunction(keys, argumentCount: 2) { args in
            switch collection(args) {
            case .list(let items)?:
                return .value(.text("[" + items.indices.map(String.init).joined(separator: ",") + "]"))
            case .dictionary(let d)?:
                return .value(.text("[" + d.keys.sorted().map(jsonString).joined(separator: ",") + "]"))
            default: return .value(.null)
            }
        }
        try connection.createFunction(keyGroup, argumentCount: 2) { args in
            guard case .dictionary(let d)? = collection(args), let group = keyGroup(of: d) else { return .value(.null) }
            return .value(.blob(MixedBlob.encode(.list(group))))
        }
    }

    /// The values the key step `@keys` reads from a nested dictionary (`Collection::get_any`):
    /// the value of a key named `@keys` if it holds one, else every key in Realm's order (by
    /// UTF-8 bytes); nil (no value) for an empty dictionary.
    static func keyGroup(of dictionary: [String: AnyRealmValue]) -> [AnyRealmValue]? {
        guard !dictionary.isEmpty else { return nil }
        if let value = dictionary[MixedKeys.selector] { return [value] }
        return dictionary.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { .string($0) }
    }

    /// The nested list or dictionary held by arguments 0 (value) and 1 (tag).
    private static func collection(_ args: FunctionArguments) -> AnyRealmValue? {
        guard args.type(at: 1) == .integer else { return nil }
        let tag = args.int64(at: 1)
        guard tag == ValueCoding.MixedTag.list.rawValue || tag == ValueCoding.MixedTag.dictionary.rawValue,
              args.type(at: 0) == .blob else { return nil }
        return args.withUnsafeBytes(at: 0) { MixedBlob.decode($0) }
    }

    /// The element argument 2 selects, `.null` for a missing key of a non-empty dictionary, nil for none.
    private static func element(_ args: FunctionArguments) -> AnyRealmValue? {
        switch collection(args) {
        case .list(let items)?:
            guard !items.isEmpty else { return nil }
            guard args.type(at: 2) == .integer else { return nil }
            var index = args.int64(at: 2)
            if index == -1 { index = Int64(items.count - 1) }
            guard index >= 0 else { return nil }
            return index < Int64(items.count) ? items[Int(index)] : nil
        case .dictionary(let d)?:
            guard !d.isEmpty else { return nil }
            guard args.type(at: 2) == .text else { return nil }
            let key = args.withUnsafeBytes(at: 2) { String(decoding: $0, as: UTF8.self) }
            return d[key] ?? .null
        default:
            return nil
        }
    }

    /// `text` as a JSON string (for `json_each`), escaped as the canonical dump escapes it.
    private static func jsonString(_ text: String) -> String {
        var out: [UInt8] = []
        JSONText.appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
