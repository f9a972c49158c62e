import RealmModel

// MARK: - Dictionaries: as many keys as values

extension RealmFile {
    /// Throws unless every dictionary of the table at `position` (in a
    /// dictionary column) has as many keys as values. A reader takes as many
    /// keys as there are values (`Dictionary::size` counts the values), so
    /// extra keys never show; Realm Core's check stops on them
    /// (`dictionary.cpp:1066: Assertion failed: m_keys->size() ==
    /// m_values->size()`), and so does its next write to the dictionary.
    func checkDictionarySizes(ofTable position: Int) throws {
        guard fileFormatVersion >= 23 else { return }
        let table = group.tables[position]
        let dictionaries = columnsByTable[position].filter { $0.collection == .dictionary }
        guard !dictionaries.isEmpty else { return }
        let budget = TraversalBudget(fileSize: reader.count)
        try table.clusterTree.forEachCluster(budget: budget) { cluster in
            for column in dictionaries {
                guard case .collections(let roots) = try makeLeaf(cluster, column: column) else { continue }
                for row in 0 ..< cluster.count {
                    let ref = try roots.getRef(row)
                    guard ref != 0 else { continue }
                    let top = try ArrayNode(reader, ref: ref)
                    guard top.hasRefs, top.size >= 2 else { continue }  // reading refuses these
                    let keys = try elementCount(ref: try top.getRef(0), type: ElementType(kind: .string, isNullable: false), budget: budget)
                    let values = try elementCount(ref: try top.getRef(1), type: ElementType(kind: .mixed, isNullable: true), budget: budget)
                    guard keys == values else {
                        throw RealmFileError.corrupt(
                            reason: "the dictionary \(quoted: column.name) of object \(try cluster.key(at: row)) of \(quoted: table.name) "
                                + "has \(keys) keys for \(values) values", offset: ref)
                    }
                }
            }
        }
    }

    /// The number of elements in the B+tree at `ref` (0 is empty).
    private func elementCount(ref: Int, type: ElementType, budget: TraversalBudget) throws -> Int {
        guard ref != 0 else { return 0 }
        var count = 0
        try BPlusTree.forEachLeaf(reader, root: ref, budget: budget) { node in
            count += try ValueLeaf(node, type: type).count
        }
        return count
    }
}
