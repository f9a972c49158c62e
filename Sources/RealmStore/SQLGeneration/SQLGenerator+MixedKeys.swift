import RealmQuery

extension SQLGenerator {
    /// `@keys` of a dictionary held in the mixed value `v` (`anyValue.@keys`,
    /// `ml[*].@keys`; see `MixedKeys`): one row of `scope` for each value the
    /// key step reads — every key, or the value of a key named `@keys` — and
    /// none for an empty dictionary or a value that holds no dictionary.
    func mixedKeys(_ v: SQLValue, in scope: SQLScope) -> SQLValue {
        let listTag = String(ValueCoding.MixedTag.list.rawValue)
        let group = "\(MixedPathFunctions.keyGroup)(\(v.sql), \(v.tag ?? "NULL"))"
        let each = context.makeAlias("j")
        scope.add("json_each(\(MixedPathFunctions.keys)(\(group), \(listTag)))", alias: each, on: "1", left: false)
        var element = SQLValue(sql: "\(MixedPathFunctions.get)(\(group), \(listTag), \(each).value)", type: .mixed)
        element.tag = "\(MixedPathFunctions.tag)(\(group), \(listTag), \(each).value)"
        return element
    }
}
