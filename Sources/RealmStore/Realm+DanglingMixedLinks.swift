import RealmModel
import SQLite

/// Links to missing objects held in mixed values, left by builds that did
/// not remove nested links on delete (before session 9), or by a class
/// removed while mixed values still named its objects.
///
/// Repaired once: the first open for writing (or `check --repair`) removes
/// them as Realm Core's delete would have (`forEachMixedLink`) and marks the
/// store in its metadata (`mixedLinksRepaired`) in the same transaction; a
/// new store is marked when it is made, and nothing this build writes leaves
/// one (deletes and class removals remove the links they would leave).
/// Until a store is marked — an old store opened read-only, a bundle — every
/// record read drops them (`dropDanglingMixedLinks`), so reads show Core's
/// shape either way; on a marked store reads ask nothing.
extension Realm {
    /// The metadata key saying no link held in a mixed value names a missing object.
    static let mixedLinksRepairedKey = "mixedLinksRepaired"

    /// Whether links held in mixed values may name missing objects: true
    /// unless the store's mark was seen (read once per `Realm`, when first
    /// needed). A mark, once seen, stays true: nothing this build commits
    /// unmarks it. A mark another process sets later is not seen: this one
    /// keeps dropping links, which is right either way, only slower.
    func mixedLinksMayDangle() throws -> Bool {
        if let repaired = mixedLinksRepaired { return !repaired }
        let repaired = try translatingErrors { try catalog.metadata(Self.mixedLinksRepairedKey) } == .integer(1)
        mixedLinksRepaired = repaired
        return !repaired
    }

    /// Marks a store no older build has written (inside its first transaction).
    func markMixedLinksRepaired() throws {
        try catalog.setMetadata(Self.mixedLinksRepairedKey, .integer(1))
    }

    /// On an open for writing of an unmarked store (not a bundle): removes
    /// every link to a missing object held in a mixed value and marks the
    /// store (`removeDanglingMixedLinks`). Should that fail (another writer
    /// holds the store past the busy timeout), nothing is changed and
    /// reads keep dropping the links; the next open for writing tries again.
    func repairDanglingMixedLinksIfUnmarked() {
        guard !configuration.readOnly, (try? mixedLinksMayDangle()) == true, !isBundle else { return }
        _ = try? removeDanglingMixedLinks()
    }

    /// Removes every link to a missing object held in a mixed value, as
    /// Realm Core's delete would have removed it (`forEachMixedLink`), and
    /// marks the store, in one write transaction of its own (all or
    /// nothing); returns how many links it removed. What `realmlens check
    /// --repair` runs; the first open for writing of an unmarked store too.
    @discardableResult
    public func removeDanglingMixedLinks() throws -> Int {
        var removed = 0
        try write {
            try translatingErrors {
                try forEachMixedLink(rewrite: true) { _, link in
                    let missing = try namesMissingObject(link)
                    if missing { removed += 1 }
                    return missing
                }
                try markMixedLinksRepaired()
            }
        }
        mixedLinksRepaired = true
        return removed
    }

    /// Reads links to missing objects held in mixed values as Realm Core
    /// reads a nullified link: a mixed property holding one is null, a list
    /// or set element is absent, a dictionary value is null, at every depth.
    /// Nothing is lost: the object they named is gone either way.
    ///
    /// Only on a store not yet marked repaired; asks the store only about links.
    func dropDanglingMixedLinks(_ info: ClassInfo, values: inout [AnyRealmValue]) throws {
        guard !info.mixedIndexes.isEmpty, try mixedLinksMayDangle() else { return }
        for index in info.mixedIndexes {
            if case .link(let link) = values[index] {
                if !info.persisted[index].isCollection, try namesMissingObject(link) { values[index] = .null }
            } else if let cleaned = try NestedMixedLinkRemoval.removingLinks(in: values[index], where: namesMissingObject) {
                values[index] = cleaned
            }
        }
    }
}
