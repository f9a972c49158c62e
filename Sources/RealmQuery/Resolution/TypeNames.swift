import RealmModel

/// The type names `@type` can be compared with, as Realm Core spells them
/// (`query_value.cpp`'s attribute map), matched case-insensitively.
///
/// Realm's spellings are input only: each stands for a name of the one
/// vocabulary, `AnyRealmValue.typeName`'s (`PropertyType`'s spelling:
/// `timestamp` means `date`, `decimal128` `decimal`, `binary` `data`;
/// `object` is a link, `dictionary` a nested dictionary — Realm's `"object"`
/// spelling means the latter), plus the groups `numeric` (int, float,
/// double, decimal) and `collection` (list or dictionary).
///
/// ```swift
/// TypeNames.canonical("Integer")    // "int"
/// TypeNames.canonical("timestamp")  // "date"
/// ```
public enum TypeNames {
    /// Every accepted spelling, in Realm's order.
    public static let all: [String] = table.map(\.0)

    /// The canonical name a spelling stands for (`"integer"` → `"int"`), or `nil` if Realm rejects it.
    public static func canonical(_ name: String) -> String? {
        let lower = name.lowercased()
        return table.first { $0.0 == lower }?.1
    }

    /// The group of numeric types, as `numeric` stands for them.
    public static let numeric: [String] = [PropertyType.int, .float, .double, .decimal128].map(\.rawValue)
    /// The group of collections, as `collection` stands for them.
    public static let collection = ["list", "dictionary"]

    private static let table: [(String, String)] = {
        let int = PropertyType.int.rawValue, bool = PropertyType.bool.rawValue, data = PropertyType.data.rawValue
        let date = PropertyType.date.rawValue, decimal = PropertyType.decimal128.rawValue, uuid = PropertyType.uuid.rawValue
        let object = PropertyType.object.rawValue
        return [
            ("null", "null"),
            ("int", int), ("integer", int), ("int16", int), ("int32", int), ("int64", int),
            ("short", int), ("long", int), ("byte", int), ("char", int),
            ("bool", bool), ("boolean", bool),
            ("string", PropertyType.string.rawValue),
            ("binary", data), ("data", data), ("bytearray", data), ("byte[]", data),
            ("date", date), ("datetimeoffset", date), ("timestamp", date),
            ("float", PropertyType.float.rawValue), ("double", PropertyType.double.rawValue),
            ("decimal128", decimal), ("decimal", decimal),
            ("objectlink", object), ("link", object),
            ("objectid", PropertyType.objectId.rawValue),
            ("uuid", uuid), ("guid", uuid),
            ("numeric", "numeric"),
            ("bindata", data),
            ("object", "dictionary"), ("dictionary", "dictionary"),
            ("array", "list"), ("list", "list"),
            ("collection", "collection"),
        ]
    }()
}
