import RealmModel

extension Realm {
    /// Reads links to missing objects held in mixed values (left by builds
    /// that did not remove nested links on delete) as Realm Core reads a
    /// nullified link: a mixed property holding one is null, a list or set
    /// element is absent, a dictionary value is null, at every depth.
    /// Nothing is lost: the object they named is gone either way.
    ///
    /// Asks the store only about links, so values without links cost a walk.
    func dropDanglingMixedLinks(_ info: ClassInfo, values: inout [AnyRealmValue]) throws {
        func isDangling(_ link: ObjectLink) throws -> Bool {
            guard let key = link.key else { return false }
            guard let target = try? self.info(link.className) else { return true }
            return try !exists(target, key: key)
        }
        for index in info.mixedIndexes {
            if case .link(let link) = values[index] {
                if !info.persisted[index].isCollection, try isDangling(link) { values[index] = .null }
            } else if let cleaned = try NestedMixedLinkRemoval.removingLinks(in: values[index], where: isDangling) {
                values[index] = cleaned
            }
        }
    }
}
