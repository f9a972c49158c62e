// MARK: - Links against backlinks

extension RealmFile {
    /// One link as both sides record it: object `originKey` of table
    /// `originTable` links, through column `originColumn`, to object
    /// `targetKey` of table `targetTable` (tables and columns by key).
    struct LinkEdge: Hashable {
        var originTable: Int64
        /// The column's key without its tag (`ColKey`'s bits from 30 up):
        /// index, type and attributes name the column within its table, and
        /// Realm Core reads and writes a file whose link column's key and
        /// its backlink's record of it differ in the tag alone.
        var originColumn: Int64
        var originKey: Int64
        var targetTable: Int64
        var targetKey: Int64
    }

    /// What a walk over a file's links hands each link and backlink to: an
    /// exact record (`ExactLinks`) or a bounded tally (`LinkTally`).
    protocol LinkSink {
        /// An object of a table, by key.
        mutating func object(_ key: Int64, ofTable table: Int64)
        /// A forward link; `checked` when Realm Core checks it against a
        /// backlink (links in link columns, lists and sets of links; not those
        /// in mixed values or dictionaries, which `Group::verify` checks only
        /// from the backlink's side). `at`: the byte of its leaf.
        mutating func link(_ edge: LinkEdge, checked: Bool, at: Int)
        /// A backlink, as the target object records it.
        mutating func backlink(_ edge: LinkEdge, at: Int)
    }

    /// Every link and backlink of the file and every object key: what the
    /// exact check needs to name the first problem (memory grows with the
    /// number of links, so it runs only where the tally does not balance).
    struct ExactLinks: LinkSink {
        var keys: [Int64: Set<Int64>] = [:]
        var all: Set<LinkEdge> = []
        var checked: [(edge: LinkEdge, at: Int)] = []
        var backlinks: [(edge: LinkEdge, at: Int)] = []

        mutating func object(_ key: Int64, ofTable table: Int64) { keys[table, default: []].insert(key) }
        mutating func link(_ edge: LinkEdge, checked: Bool, at: Int) {
            all.insert(edge)
            if checked { self.checked.append((edge, at)) }
        }
        mutating func backlink(_ edge: LinkEdge, at: Int) { backlinks.append((edge, at)) }
    }

    /// Two sums over the links minus the backlinks, each link hashed with
    /// Swift's per-process random seed (a file cannot be made to balance
    /// without matching): zero exactly when every link has its backlink as
    /// often as it occurs and every backlink its link, the whole file's
    /// links in 16 bytes. A balanced tally implies each of the exact check's
    /// rules (a backlink is recorded only by an object that exists, so a
    /// link balanced by one names an existing object); any other tally
    /// leaves the verdict to `ExactLinks`.
    struct LinkTally: LinkSink {
        var first: UInt64 = 0
        var second: UInt64 = 0

        var isBalanced: Bool { first == 0 && second == 0 }

        private static func hashes(_ edge: LinkEdge) -> (UInt64, UInt64) {
            var a = Hasher(), b = Hasher()
            a.combine(0 as UInt8)
            a.combine(edge)
            b.combine(1 as UInt8)
            b.combine(edge)
            return (UInt64(UInt(bitPattern: a.finalize())), UInt64(UInt(bitPattern: b.finalize())))
        }

        mutating func object(_ key: Int64, ofTable table: Int64) {}
        mutating func link(_ edge: LinkEdge, checked: Bool, at: Int) {
            let (a, b) = Self.hashes(edge)
            first &+= a
            second &+= b
        }
        mutating func backlink(_ edge: LinkEdge, at: Int) {
            let (a, b) = Self.hashes(edge)
            first &-= a
            second &-= b
        }
    }

    /// Realm Core's link checks (`ArrayKey::verify`, `ArrayBacklink::verify`,
    /// run by `Group::verify`): every link in a link column (or a list or
    /// set of links) names an object that exists and has the backlink, and
    /// every backlink names an object that exists and links back. Throws
    /// the first problem found as `corrupt`, with the byte of the leaf.
    /// A first pass tallies the links in constant memory; only a file whose
    /// tally does not balance is walked again to record them all.
    func checkLinks() throws {
        if try linksBalance() { return }
        var exact = ExactLinks()
        try walkLinks(into: &exact)
        let recorded = Set(exact.backlinks.map(\.edge))
        for (edge, at) in exact.checked {
            guard exact.keys[edge.targetTable]?.contains(edge.targetKey) == true else {
                throw RealmFileError.corrupt(
                    reason: "object \(edge.originKey) of \(quoted: tableName(edge.originTable)) links to object \(edge.targetKey) "
                        + "of \(quoted: tableName(edge.targetTable)), which does not exist", offset: at)
            }
            guard recorded.contains(edge) else {
                throw RealmFileError.corrupt(
                    reason: "object \(edge.targetKey) of \(quoted: tableName(edge.targetTable)) lacks the backlink of the link "
                        + "from object \(edge.originKey) of \(quoted: tableName(edge.originTable))", offset: at)
            }
        }
        for (edge, at) in exact.backlinks where !exact.all.contains(edge) {
            let origin = exact.keys[edge.originTable]?.contains(edge.originKey) == true ? "which does not link to it" : "which does not exist"
            throw RealmFileError.corrupt(
                reason: "object \(edge.targetKey) of \(quoted: tableName(edge.targetTable)) has a backlink from object "
                    + "\(edge.originKey) of \(quoted: tableName(edge.originTable)), \(origin)", offset: at)
        }
    }

    /// Whether every link has its backlink and every backlink its link, as
    /// often as each occurs (`LinkTally`: constant memory).
    /// Only the links held by tables in `origins` and the backlinks naming
    /// them, when given.
    func linksBalance(originatingIn origins: Set<Int64>? = nil) throws -> Bool {
        var tally = LinkTally()
        try walkLinks(into: &tally, originatingIn: origins)
        return tally.isBalanced
    }

    /// Every object, link and backlink of the file, table by table, handed to `sink`.
    /// With `origins`, only the links held by those tables and the backlinks
    /// naming them (objects are then not handed on: `LinkTally` alone asks).
    private func walkLinks<Sink: LinkSink>(into sink: inout Sink, originatingIn origins: Set<Int64>? = nil) throws {
        let budget = TraversalBudget(fileSize: reader.count)
        for (position, table) in group.tables.enumerated() {
            let columns = columnsByTable[position]
            var linkColumns = columns.filter { [.link, .mixed, .typedLink].contains($0.element.kind) }
            var backlinkColumns = table.spec.columns.filter { $0.type == .backlink }
            if let origins {
                if !origins.contains(table.key) { linkColumns = [] }
                backlinkColumns = backlinkColumns.filter { column in
                    column.leafIndex >= table.oppositeTableKeys.count || origins.contains(table.oppositeTableKeys[column.leafIndex])
                }
                if linkColumns.isEmpty && backlinkColumns.isEmpty { continue }
            }
            try table.clusterTree.forEachCluster(budget: budget) { cluster in
                for row in 0 ..< cluster.count { sink.object(try cluster.key(at: row), ofTable: table.key) }
                for column in linkColumns {
                    try collectLinks(cluster, table: table, column: column, budget: budget, into: &sink)
                }
                for column in backlinkColumns {
                    try collectBacklinks(cluster, table: table, column: column, budget: budget, into: &sink)
                }
            }
        }
    }

    /// The bits of a column key below its tag.
    static let untaggedColumnKey: Int64 = (1 << 30) - 1

    private func tableName(_ key: Int64) -> String {
        group.table(withKey: key)?.name ?? "table \(key)"
    }

    private func collectLinks<Sink: LinkSink>(
        _ cluster: ClusterTree.Cluster, table: Table, column: ColumnReader, budget: TraversalBudget, into sink: inout Sink
    ) throws {
        let leafRef = try cluster.columnRef(column.column.leafIndex)
        guard leafRef != 0 else { return }
        let node = try ArrayNode(reader, ref: leafRef)
        let isLinkColumn = column.element.kind == .link && column.collection != .dictionary
        let single = column.collection == nil ? try ValueLeaf(node, type: column.element) : nil
        for row in 0 ..< cluster.count {
            let origin = try cluster.key(at: row)
            var found: [RawElement] = []
            if let single {
                found.append(try single.element(at: row))
            } else {
                let ref = try node.getRef(row)
                if ref == 0 { continue }
                if column.collection == .dictionary {
                    try dictionaryValues(ref: ref, budget: budget, into: &found)
                } else {
                    var element = column.element
                    element.linksStoredPlusOne = false
                    try rawElements(ref: ref, type: element, budget: budget, into: &found)
                }
            }
            var nested = 0
            while let raw = found.popLast() {
                var edge = LinkEdge(originTable: table.key, originColumn: column.column.columnKey & Self.untaggedColumnKey, originKey: origin, targetTable: 0, targetKey: 0)
                switch raw {
                case .link(let target, let key):
                    edge.targetTable = group.tables[target].key
                    edge.targetKey = key
                case .typedLink(let tableKey, let key):
                    guard key >= 0 else { continue }
                    edge.targetTable = tableKey
                    edge.targetKey = key
                case .nestedList(let ref):
                    nested += 1
                    guard nested <= reader.count / 8 else { continue }
                    try rawElements(ref: ref, type: ElementType(kind: .mixed, isNullable: true), budget: budget, into: &found)
                    continue
                case .nestedDictionary(let ref):
                    nested += 1
                    guard nested <= reader.count / 8, ref != 0 else { continue }
                    try dictionaryValues(ref: ref, budget: budget, into: &found)
                    continue
                case .value:
                    continue
                }
                sink.link(edge, checked: isLinkColumn, at: node.ref)
            }
        }
    }

    /// The values (mixed, as every dictionary keeps them) of the dictionary
    /// whose top array is at `ref`: its keys' tree, then its values' tree.
    private func dictionaryValues(ref: Int, budget: TraversalBudget, into found: inout [RawElement]) throws {
        let top = try ArrayNode(reader, ref: ref)
        guard top.hasRefs, top.size >= 2 else { return }
        try rawElements(ref: try top.getRef(1), type: ElementType(kind: .mixed, isNullable: true), budget: budget, into: &found)
    }

    /// The raw elements of a list or set B+tree at `ref` (0 is empty).
    private func rawElements(ref: Int, type: ElementType, budget: TraversalBudget, into found: inout [RawElement]) throws {
        guard ref != 0 else { return }
        try BPlusTree.forEachLeaf(reader, root: ref, budget: budget) { node in
            let leaf = try ValueLeaf(node, type: type)
            try budget.produce(leaf.count, at: node.ref)
            for i in 0 ..< leaf.count { found.append(try leaf.element(at: i)) }
        }
    }

    private func collectBacklinks<Sink: LinkSink>(
        _ cluster: ClusterTree.Cluster, table: Table, column: Spec.Column, budget: TraversalBudget, into sink: inout Sink
    ) throws {
        let leafIndex = column.leafIndex
        guard leafIndex < table.oppositeTableKeys.count, leafIndex < table.oppositeColumnKeys.count else {
            throw RealmFileError.corrupt(reason: "backlink column \(leafIndex) of \(quoted: table.name) has no origin", offset: table.ref)
        }
        let originTable = table.oppositeTableKeys[leafIndex]
        let originColumn = table.oppositeColumnKeys[leafIndex] & Self.untaggedColumnKey
        guard let leaf = try cluster.node.child(leafIndex + 1) else { return }
        for row in 0 ..< min(leaf.size, cluster.count) {
            let value = try leaf.get(row)
            guard value != 0 else { continue }
            let target = try cluster.key(at: row)
            func record(_ origin: Int64) {
                sink.backlink(LinkEdge(originTable: originTable, originColumn: originColumn, originKey: origin,
                                       targetTable: table.key, targetKey: target), at: leaf.ref)
            }
            if value & 1 == 1 {
                record(value >> 1)
                continue
            }
            try BPlusTree.forEachLeaf(reader, root: try leaf.getRef(row), budget: budget) { node in
                try budget.produce(node.size, at: node.ref)
                for i in 0 ..< node.size { record(try node.get(i)) }
            }
        }
    }
}
