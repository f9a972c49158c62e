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
        func names(_ v: AnyRealmValue) -> Bool {
            if case .link(let link) = v { return link.className == className && link.key == key }
            return false
        }
        switch value {
        case .list(let items):
            var changed = false
            var kept: [AnyRealmValue] = []
            kept.reserveCapacity(items.count)
            for item in items {
                if names(item) { changed = true; continue }
                if let inner = removingLinks(to: className, key: key, in: item) { changed = true; kept.append(inner) } else { kept.append(item) }
            }
            return changed ? .list(kept) : nil
        case .dictionary(var dict):
            var changed = false
            for (k, item) in dict {
                if names(item) { dict[k] = .null; changed = true }
                else if let inner = removingLinks(to: className, key: key, in: item) { dict[k] = inner; changed = true }
            }
            return changed ? .dictionary(dict) : nil
        default:
            return nil
        }
    }
}
