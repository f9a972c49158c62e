/// The type names `@type` can be compared with, as Realm Core spells them
/// (`query_value.cpp`'s attribute map), matched case-insensitively.
///
/// Canonical names are `AnyRealmValue.typeName`'s (`object` is a link,
/// `dictionary` a nested dictionary — Realm's `"object"` spelling means the
/// latter), plus the groups `numeric` (int, float, double, decimal128) and
/// `collection` (list or dictionary).
///
/// ```swift
/// TypeNames.canonical("Integer")  // "int"
/// ```
public enum TypeNames {
    /// Every accepted spelling, in Realm's order.
    public static let all: [String] = table.map(\.0)

    /// The canonical name a spelling stands for (`"integer"` → `"int"`), or `nil` if Realm rejects it.
    public static func canonical(_ name: String) -> String? {
        let lower = name.lowercased()
        return table.first { $0.0 == lower }?.1
    }

    private static let table: [(String, String)] = [
        ("null", "null"),
        ("int", "int"), ("integer", "int"), ("int16", "int"), ("int32", "int"), ("int64", "int"),
        ("short", "int"), ("long", "int"), ("byte", "int"), ("char", "int"),
        ("bool", "bool"), ("boolean", "bool"),
        ("string", "string"),
        ("binary", "binary"), ("data", "binary"), ("bytearray", "binary"), ("byte[]", "binary"),
        ("date", "timestamp"), ("datetimeoffset", "timestamp"), ("timestamp", "timestamp"),
        ("float", "float"), ("double", "double"),
        ("decimal128", "decimal128"), ("decimal", "decimal128"),
        ("objectlink", "object"), ("link", "object"),  // canonical names follow AnyRealmValue.typeName
        ("objectid", "objectId"),
        ("uuid", "uuid"), ("guid", "uuid"),
        ("numeric", "numeric"),
        ("bindata", "binary"),
        ("object", "dictionary"), ("dictionary", "dictionary"),
        ("array", "list"), ("list", "list"),
        ("collection", "collection"),
    ]
}
