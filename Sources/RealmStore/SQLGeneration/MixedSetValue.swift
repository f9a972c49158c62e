import RealmModel

/// A set property read on an object a link held in a mixed value leads to (`m[*].iset`,
/// `m['a'].iset`), as the one value Realm Core's `Obj::get_any` gives for it: a `Mixed` of type
/// set, a kind of its own. `Mixed::compare` looks at a collection's kind only, so it equals another
/// set and no list or dictionary (`m[*].iset == m[*].ints` fails, where RealmLens read the set as
/// an empty list and found the two equal); its rank lies between a list's and a dictionary's, and
/// it is ordered against neither (`m[*].iset >= m[*].ints` fails too); a later step reads nothing
/// in it. A group carries it as a link no object has (class "", key -1), which `MixedBlob` keeps.
enum MixedSetValue {
    static let value = AnyRealmValue.link(ObjectLink(className: "", key: -1))

    static func isSet(_ value: AnyRealmValue) -> Bool {
        guard case .link(let link) = value, link.className.isEmpty, link.key == -1 else { return false }
        return true
    }

    /// The value's type name as `@type` sees it: a set's matches no type name written (Core refuses it).
    static func typeName(of value: AnyRealmValue) -> String {
        isSet(value) ? "set" : value.typeName
    }
}
