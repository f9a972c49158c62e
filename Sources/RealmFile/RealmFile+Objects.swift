import RealmModel
// MARK: - Reading objects

extension RealmFile {
    /// The decoders of one cluster's column leaves, in column order.
    struct ClusterLeaves {
        enum Leaf {
            case values(ValueLeaf)
            /// One collection root ref per row.
            case collections(ArrayNode)
        }

        let cluster: ClusterTree.Cluster
        let leaves: [Leaf]
    }

    func makeLeaves(_ cluster: ClusterTree.Cluster, columns: [ColumnReader]) throws -> ClusterLeaves {
        var leaves: [ClusterLeaves.Leaf] = []
        leaves.reserveCapacity(columns.count)
        for column in columns {
            leaves.append(try makeLeaf(cluster, column: column))
        }
        return ClusterLeaves(cluster: cluster, leaves: leaves)
    }

    func makeLeaf(_ cluster: ClusterTree.Cluster, column: ColumnReader) throws -> ClusterLeaves.Leaf {
        let ref = try cluster.columnRef(column.column.leafIndex)
        guard ref != 0 else {
            throw RealmFileError.corrupt(reason: "cluster has no leaf for column \(quoted: column.name)", offset: cluster.node.ref)
        }
        let node = try ArrayNode(reader, ref: ref)
        let count: Int
        let leaf: ClusterLeaves.Leaf
        if column.collection != nil {
            guard node.hasRefs || node.size == 0 else {
                throw RealmFileError.corrupt(reason: "leaf of collection column \(quoted: column.name) holds no refs", offset: ref)
            }
            leaf = .collections(node)
            count = node.size
        } else {
            let values = try ValueLeaf(node, type: column.element, enumKeys: enumKeysLoader(column))
            leaf = .values(values)
            count = values.count
        }
        // Every column leaf holds exactly one value per object (Realm Core's
        // `Cluster::verify`).
        guard count == cluster.count else {
            throw RealmFileError.corrupt(
                reason: "leaf of column \(quoted: column.name) has \(count) values for \(cluster.count) objects", offset: ref)
        }
        return leaf
    }

    private func enumKeysLoader(_ column: ColumnReader) -> (() throws -> StringLeaf.EnumKeys?)? {
        let ref = column.column.enumKeysRef
        guard ref != 0 else { return nil }
        let reader = self.reader
        return { [self] in
            if let keys = enumKeysCache.withLock({ $0[ref] }) { return keys }
            var values: [String?] = []
            let budget = TraversalBudget(fileSize: reader.count)
            try BPlusTree.forEachLeaf(reader, root: ref, budget: budget) { node in
                let leaf = try StringLeaf(node, isString: true, nullable: true)
                try budget.produce(leaf.count, at: node.ref)
                for i in 0 ..< leaf.count { values.append(try leaf.string(at: i)) }
            }
            let keys = StringLeaf.EnumKeys(values: values)
            enumKeysCache.withLock { $0[ref] = keys }
            return keys
        }
    }

    /// The values of row `row`, one per column.
    func readValues(_ leaves: ClusterLeaves, row: Int, columns: [ColumnReader], depth: Int, budget: TraversalBudget) throws -> [AnyRealmValue] {
        var values: [AnyRealmValue] = []
        values.reserveCapacity(columns.count)
        for (index, column) in columns.enumerated() {
            switch leaves.leaves[index] {
            case .values(let leaf):
                values.append(try resolve(try leaf.element(at: row), depth: depth, budget: budget))
            case .collections(let node):
                let ref = try node.getRef(row)
                switch column.collection {
                case .dictionary:
                    values.append(.dictionary(try readDictionary(ref: ref, depth: depth + 1, budget: budget)))
                default:
                    values.append(.list(try readList(ref: ref, element: column.element, depth: depth + 1, budget: budget)))
                }
            }
        }
        return values
    }

    /// The elements of a list or set B+tree (root 0 is empty); only the
    /// first `limit` are decoded.
    func readList(ref: Int, element: ElementType, depth: Int, budget: TraversalBudget, limit: Int = .max) throws -> [AnyRealmValue] {
        guard ref != 0 else { return [] }
        try checkDepth(depth, at: ref)
        var element = element
        element.linksStoredPlusOne = false
        var result: [AnyRealmValue] = []
        let skipsNulls = element.kind == .link
        var leaves: [ValueLeaf] = []
        try BPlusTree.forEachLeaf(reader, root: ref, budget: budget) { node in
            let leaf = try ValueLeaf(node, type: element)
            try budget.produce(leaf.count, at: node.ref)
            leaves.append(leaf)
        }
        for leaf in leaves {
            for i in 0 ..< leaf.count {
                guard result.count < limit else { return result }
                let value = try resolve(try leaf.element(at: i), depth: depth, budget: budget)
                if skipsNulls && value.isNull { continue }  // unresolved links are hidden, as Realm does
                result.append(value)
            }
        }
        return result
    }

    /// A dictionary: [keys B+tree of strings, values B+tree of mixed] (root
    /// 0 is empty); formats 21 and 22 kept it in a cluster tree of hashed keys.
    func readDictionary(ref: Int, depth: Int, budget: TraversalBudget) throws -> [String: AnyRealmValue] {
        guard ref != 0 else { return [:] }
        guard fileFormatVersion >= 23 else { return try readLegacyDictionary(ref: ref, depth: depth, budget: budget) }
        try checkDepth(depth, at: ref)
        try budget.visitNode(at: ref)
        let top = try ArrayNode(reader, ref: ref)
        guard top.hasRefs, top.size >= 2 else {
            throw RealmFileError.corrupt(reason: "dictionary has \(top.size) elements", offset: ref)
        }
        // Realm Core's dictionary has as many entries as values
        // (`Dictionary::size`): keys past them are never read.
        let values = try readList(ref: try top.getRef(1), element: ElementType(kind: .mixed, isNullable: true), depth: depth, budget: budget)
        let keys = try readList(ref: try top.getRef(0), element: ElementType(kind: .string, isNullable: false), depth: depth, budget: budget, limit: values.count)
        guard keys.count == values.count else {
            throw RealmFileError.corrupt(reason: "dictionary has \(keys.count) keys for \(values.count) values", offset: ref)
        }
        var result: [String: AnyRealmValue] = [:]
        for (key, value) in zip(keys, values) {
            guard case .string(let text) = key else {
                throw RealmFileError.corrupt(reason: "dictionary key is not a string", offset: ref)
            }
            result[text] = value
        }
        return result
    }

    private func checkDepth(_ depth: Int, at ref: Int) throws {
        guard depth <= TraversalBudget.maxValueDepth else {
            throw RealmFileError.corrupt(reason: "values are nested deeper than \(TraversalBudget.maxValueDepth) levels (cycle?)", offset: ref)
        }
    }

    /// A raw element as a RealmModel value: links to classes, embedded
    /// objects inline, nested collections read.
    func resolve(_ raw: RawElement, depth: Int, budget: TraversalBudget) throws -> AnyRealmValue {
        switch raw {
        case .value(let value):
            switch value {
            case .string(let text): try budget.copy(text.utf8.count)
            case .data(let bytes): try budget.copy(bytes.count)
            default: break
            }
            return value
        case .link(let table, let key):
            return try linkValue(table: table, key: key, depth: depth, budget: budget)
        case .typedLink(let tableKey, let key):
            guard key >= 0 else { return .null }
            guard let table = group.tables.firstIndex(where: { $0.key == tableKey }) else {
                throw RealmFileError.corrupt(reason: "link to unknown table key \(tableKey)", offset: 0)
            }
            return try linkValue(table: table, key: key, depth: depth, budget: budget)
        case .nestedList(let ref):
            return .list(try readList(ref: ref, element: ElementType(kind: .mixed, isNullable: true), depth: depth + 1, budget: budget))
        case .nestedDictionary(let ref):
            return .dictionary(try readDictionary(ref: ref, depth: depth + 1, budget: budget))
        }
    }

    private func linkValue(table position: Int, key: Int64, depth: Int, budget: TraversalBudget) throws -> AnyRealmValue {
        let table = group.tables[position]
        guard table.isEmbedded else {
            return .link(ObjectLink(className: table.className ?? table.name, key: key))
        }
        try checkDepth(depth + 1, at: table.ref)
        guard let (cluster, row) = try table.clusterTree.find(key: key) else {
            throw RealmFileError.corrupt(reason: "link to missing embedded object \(key) of \(quoted: table.name)", offset: table.ref)
        }
        let columns = columnsByTable[position]
        let leaves = try makeLeaves(cluster, columns: columns)
        let values = try readValues(leaves, row: row, columns: columns, depth: depth + 1, budget: budget)
        return .embedded(EmbeddedObject(className: table.className ?? table.name, values: values, key: key))
    }
}
