import RealmModel

/// A link held in a mixed value naming an object that no longer exists (a
/// finding of `realmlens check`): Realm Core never leaves one (its delete
/// removes such links), and reads show it as removed.
public struct DanglingMixedLink: Sendable, Equatable, CustomStringConvertible {
    /// The class of the object holding the link.
    public let className: String
    /// That object, as a message names it: `primary key 5`, or `key 3` in a class without one.
    public let object: String
    /// The mixed property (or mixed collection) holding it, at any depth.
    public let propertyName: String
    /// The class and object key the link names.
    public let targetClassName: String
    public let targetKey: ObjectKey

    public var description: String {
        "\(className) object with \(object), property \(quoted: propertyName): a link to \(targetClassName) object key \(targetKey), which no longer exists"
    }
}

extension Realm {
    /// Every link held in a mixed value (at any depth) that names a missing
    /// object or class, in class and property order; whatever the store's
    /// mark says, every mixed value is looked at. Nothing is written; once
    /// one is found, this process's reads drop them again (even on a store
    /// marked repaired, which only a build older than session 9 or a hand
    /// edit could have left so).
    public func danglingMixedLinks() throws -> [DanglingMixedLink] {
        var found: [(MixedLinkHolder, ObjectLink)] = []
        try read {
            try translatingErrors {
                try forEachMixedLink(rewrite: false) { holder, link in
                    if try namesMissingObject(link) { found.append((holder, link)) }
                    return false
                }
            }
        }
        if !found.isEmpty { mixedLinksRepaired = false }
        // Stable: the pass meets classes in no particular order, each class's properties in order.
        let ordered = found.enumerated().sorted { ($0.element.0.info.className, $0.offset) < ($1.element.0.info.className, $1.offset) }
        return try ordered.map(\.element).map { holder, link in
            var object = "key \(holder.owner)"
            if let pkIndex = holder.info.primaryKeyIndex {
                object = "primary key " + describe(try translatingErrors { try readSingle(holder.info, holder.info.persisted[pkIndex], of: holder.owner) })
            }
            return DanglingMixedLink(
                className: holder.info.className, object: object, propertyName: holder.property.name,
                targetClassName: link.className, targetKey: link.key ?? 0)
        }
    }
}
