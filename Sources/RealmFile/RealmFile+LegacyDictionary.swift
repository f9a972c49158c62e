import RealmModel

// MARK: - Dictionaries of formats 21–22

extension RealmFile {
    /// A dictionary as Realm Core 10–11 kept it (file formats 21 and 22): a
    /// cluster tree of its own (`DictionaryClusterTree`, read by
    /// `Dictionary::migrate` in `dictionary.cpp` when Realm Core upgrades a
    /// file), whose object keys are hashes of the dictionary keys, column 0
    /// the keys (strings) and column 1 the values (mixed, whatever the
    /// dictionary's declared value type). Root 0 is an empty dictionary.
    func readLegacyDictionary(ref: Int, depth: Int, budget: TraversalBudget) throws -> [String: AnyRealmValue] {
        guard ref != 0 else { return [:] }
        guard depth <= TraversalBudget.maxValueDepth else {
            throw RealmFileError.corrupt(reason: "values are nested deeper than \(TraversalBudget.maxValueDepth) levels (cycle?)", offset: ref)
        }
        var result: [String: AnyRealmValue] = [:]
        try ClusterTree(reader: reader, root: ref).forEachCluster(budget: budget) { cluster in
            let keysRef = try cluster.columnRef(0), valuesRef = try cluster.columnRef(1)
            guard keysRef != 0, valuesRef != 0 else {
                throw RealmFileError.corrupt(reason: "dictionary cluster lacks its keys or values", offset: cluster.node.ref)
            }
            let keys = try StringLeaf(try ArrayNode(reader, ref: keysRef), isString: true, nullable: false)
            let values = try ValueLeaf(try ArrayNode(reader, ref: valuesRef), type: ElementType(kind: .mixed, isNullable: true))
            guard keys.count >= cluster.count, values.count >= cluster.count else {
                throw RealmFileError.corrupt(
                    reason: "dictionary cluster has \(keys.count) keys and \(values.count) values for \(cluster.count) entries",
                    offset: cluster.node.ref)
            }
            for row in 0 ..< cluster.count {
                guard let key = try keys.string(at: row) else {
                    throw RealmFileError.corrupt(reason: "dictionary key is null", offset: keysRef)
                }
                try budget.copy(key.utf8.count)
                guard result[key] == nil else {
                    throw RealmFileError.corrupt(reason: "dictionary holds the key \(quoted: key) twice", offset: cluster.node.ref)
                }
                result[key] = try resolve(try values.element(at: row), depth: depth, budget: budget)
            }
        }
        return result
    }
}
