import RealmModel

/// What Realm Core does to a collection nested in a mixed value when the
/// object one of its links names is deleted (`Lst<Mixed>::nullify`,
/// `Dictionary::nullify` in Core 14): a list element holding the link is
/// removed, a dictionary value holding it becomes null (its key stays), at
/// every depth; nested collections themselves stay, even when left empty.
enum NestedMixedLinkRemoval {
    /// `value` without its links to `className`/`key`, or nil when it holds none
    /// (so callers rewrite only what changed).
    static func removingLinks(to className: String, key: ObjectKey, in value: AnyRealmValue) -> AnyRealmValue? {
        removingLinks(in: value) { $0.className == className && $0.key == key }
    }

    /// `value` without the links `isRemoved` picks (asked only about links),
    /// or nil when it holds none of them.
    static func removingLinks(in value: AnyRealmValue, where isRemoved: (ObjectLink) throws -> Bool) rethrows -> AnyRealmValue? {
        func picked(_ v: AnyRealmValue) throws -> Bool {
            if case .link(let link) = v { return try isRemoved(link) }
            return false
        }
        switch value {
        case .list(let items):
            // Every record read walks its mixed lists here, and almost none holds a removed link:
            // the copy is made only from the first change on, so an untouched list allocates nothing.
            var kept: [AnyRealmValue]? = nil
            for (i, item) in items.enumerated() {
                let removed = try picked(item)
                let inner = removed ? nil : try removingLinks(in: item, where: isRemoved)
                if kept == nil, removed || inner != nil { kept = Array(items[..<i]) }
                if !removed { kept?.append(inner ?? item) }
            }
            return kept.map { .list($0) }
        case .dictionary(var dict):
            var changed = false
            for (k, item) in dict {
                if try picked(item) { dict[k] = .null; changed = true }
                else if let inner = try removingLinks(in: item, where: isRemoved) { dict[k] = inner; changed = true }
            }
            return changed ? .dictionary(dict) : nil
        default:
            return nil
        }
    }
}
