import RealmModel

// MARK: - Checking a whole file

extension RealmFile {
    /// Walks the whole file as Realm Core's `Group::verify` does, beyond
    /// what reading needs: every object of every class is read, the history
    /// slots (judged by Realm Core when it opens the file), the free lists
    /// (read by Realm Core only to write) and the history's changesets,
    /// every link against its backlink (and both ends naming each other),
    /// every dictionary's keys against its values, and every object with a
    /// primary key through its search index (as Realm Core finds it). One
    /// `damaged` error per problem found (at most one per class), in file
    /// order; empty when the file is whole. Throws only
    /// `MemoryLimitError`: a value too large for the memory the process may
    /// use (`ulimit -v`) says nothing about the file, so it is no problem
    /// found but the reason the check could not finish.
    ///
    /// ```
    /// 'x.realm' is damaged: object 3 of 'class_Dog' has a backlink from object 7 of 'class_Person', which does not link to it (at byte 0x1A40)
    /// ```
    public func check() throws -> [RealmFileError] {
        var problems: [RealmFileError] = []
        func record(_ body: () throws -> Void) throws {
            do {
                try naming(body)
            } catch let error as MemoryLimitError {
                throw error
            } catch let error as RealmFileError {
                problems.append(error)
            } catch {
                problems.append(.damaged(path: path, reason: "\(error)", offset: 0))
            }
        }
        for case .corrupt(let reason, let offset)? in [group.historyDamage, group.freeListDamage] {
            problems.append(.damaged(path: path, reason: reason, offset: offset))
        }
        let found = problems.count
        try record { try group.checkOppositeColumns() }
        // links are matched with backlinks only where both ends name each other
        var whole = problems.count == found
        for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded {
            let before = problems.count
            try record { try forEachObject(ofClass: objectSchema.className) { _ in } }
            if problems.count > before {
                whole = false
            } else if let position = tableIndexByClass[objectSchema.className] {
                try record { try checkPrimaryKeyIndex(ofTable: position) }
            }
        }
        if whole {
            for position in group.tables.indices { try record { try checkDictionarySizes(ofTable: position) } }
        }
        // links are followed only through objects that read; formats before
        // 23 keep dictionaries in a form Realm Core rewrites when it opens them
        if whole && fileFormatVersion >= 23 { try record { try checkLinks() } }
        return problems
    }

    /// Throws when a link and its backlink disagree (formats 23 and 24). A
    /// link is the one value a genuine file records twice, so the one whose
    /// damage a reader can see: a flipped bit in a link leaf names another
    /// object, which a dump would print as if it were the linked one
    /// (Realm Core's check stops on it). `export` runs this first.
    /// A file without links or backlinks (every link column has a backlink
    /// column in its target, a link in a mixed value too) has nothing to
    /// check, and is not walked (`large.realm`'s export took twice as long).
    /// Checked once per opened file (queries in a session each ask).
    public func verifyLinks() throws {
        try verifyLinks(originatingIn: nil)
    }

    /// `verifyLinks` for the links held by objects of `classNames` (and of the
    /// embedded classes they hold) and the backlinks naming them: what a
    /// query that reads and prints only those classes can show. The tally of
    /// those links alone balances exactly when they and their backlinks agree;
    /// where it does not, the whole file is walked to name the problem.
    /// Each class is checked once per opened file.
    public func verifyLinks(originatingIn classNames: Set<String>?) throws {
        guard fileFormatVersion >= 23, !linksVerified.withLock({ $0 }) else { return }
        let linked = group.tables.contains { table in table.spec.columns.contains { $0.type == .backlink || $0.type == .link } }
        guard linked else { return }
        guard let classNames else {
            try naming { try checkLinks() }
            linksVerified.withLock { $0 = true }
            return
        }
        let classes = withEmbedded(classNames)
        let origins = Set(group.tables.filter { table in
            table.className.map(classes.contains) ?? false
        }.map(\.key)).subtracting(linksVerifiedTables.withLock { $0 })
        guard !origins.isEmpty else { return }
        try naming {
            if try !linksBalance(originatingIn: origins) { try checkLinks() }
        }
        linksVerifiedTables.withLock { $0.formUnion(origins) }
    }

    /// `classNames` and every embedded class reachable from them through links.
    private func withEmbedded(_ classNames: Set<String>) -> Set<String> {
        var all = classNames, pending = Array(classNames)
        while let name = pending.popLast() {
            for property in schema[name]?.properties ?? [] {
                guard let target = property.objectClassName, schema[target]?.isEmbedded == true,
                      all.insert(target).inserted else { continue }
                pending.append(target)
            }
        }
        return all
    }

    /// Throws the first problem `check()` finds: what is written from a
    /// genuine file (`convert`, `copy`, `bundle`, `compact`, an edit) is
    /// written only from a file Realm Core would read.
    public func verify() throws {
        if let problem = try check().first { throw problem }
    }
}
