import RealmModel
import RealmQuery

// MARK: - Objects that read what the previous object left in Realm Core's buffer (`LeftoverBuffer`)

extension SQLGenerator {
    /// A lone `leftover` condition, on the object `rootAlias` (one row per object):
    /// an object whose operand Core evaluates answers as the plain condition; one
    /// whose operand it leaves unevaluated matches only where the initial buffer
    /// does, and only when no object was evaluated (in key order) since its
    /// cluster began or since the last one that matched. The clusters are the
    /// recorded starts (`clusterStartsRecorded`), else runs of 256 objects in key order.
    /// Where the initial buffer does not match, the unevaluated objects simply
    /// fail (no window over the class).
    func compileLeftoverBuffer(_ leftover: LeftoverBuffer, _ condition: ResolvedCondition, className: String) throws -> String {
        if case .afterLink(let afterLink) = leftover.evaluation { return try compileLeftoverBufferAfterLink(afterLink, className: className) }
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        guard leftover.initialBufferMatches else {
            let plain = try objectCondition(condition, className: className)
            let state = try leftoverState(leftover, className: className, object: rootAlias)
            return "(\(plain)) AND \(state) <> 0"
        }
        // Every object of the class, in a scope of its own, with its state `s`, its plain answer `h`
        // (0 or 1), its number `r` in key order and its cluster `c`.
        let inner = objectScope(className)
        let plain = try objectCondition(condition, className: className)
        let number = "row_number() OVER (ORDER BY \(key))"
        let cluster = leftoverCluster(className: className)
        let state = try leftoverState(leftover, className: className, object: rootAlias)
        return leftoverWindow(rows: "SELECT \(key), \(state), \(plain), \(number), \(cluster) \(inner.fromClause())")
    }

    /// The keys of the objects that match, from `rows`, a `SELECT` of every object of the class as
    /// (key, state `s`, plain answer `h`, number `r` in key order, cluster `c`): an object in state 0
    /// matches where no object before it in its cluster was evaluated since the cluster began or
    /// since the last match; any other object answers `h` (see `leftoverState`).
    func leftoverWindow(rows: String) -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        // `l`: the last object before `k` in its cluster whose operand Core evaluated, as `r * 2 + h`, or an
        // empty list that matched (`NONE il[1] == 5`: its search returned, the next starts with the null buffer).
        return """
            \(key) IN (WITH "rl$row"(k, s, h, r, c) AS (\(rows)), \
            "rl$last"(k, s, h, l) AS (SELECT k, s, h, max(CASE WHEN s = 1 OR (s = 2 AND h = 1) THEN r * 2 + h END) OVER (PARTITION BY c ORDER BY k) FROM "rl$row") \
            SELECT k FROM "rl$last" WHERE CASE WHEN s = 0 THEN l IS NULL OR l % 2 = 1 ELSE h END)
            """
    }

    /// A scope over every object of `className` (as `rootAlias`), one row each.
    func objectScope(_ className: String) -> SQLScope {
        let scope = SQLScope()
        scope.items.append("\(TableLayout.quote(TableLayout.classTable(className))) \(rootAlias)")
        return scope
    }

    /// `condition` on the object `rootAlias` as one expression: joins or filters the condition
    /// needs stay in a subquery, so every object keeps its row in the scope it is used in.
    func objectCondition(_ condition: ResolvedCondition, className: String) throws -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        let inner = objectScope(className)
        let plain = try compileCondition(condition, in: inner)
        guard inner.items.count > 1 || !inner.conditions.isEmpty else { return plain }
        return "\(key) IN (SELECT \(key) \(inner.fromClause(extra: plain)))"
    }

    /// The cluster of the object `rootAlias` (in a scope over its class): the recorded starts
    /// (`clusterStartsRecorded`), else runs of 256 objects in key order.
    func leftoverCluster(className: String) -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        if clusterStartsRecorded {
            let starts = TableLayout.quote(TableLayout.clusterStartsTable)
            return "(SELECT max(first_key) FROM \(starts) WHERE class = \(TableLayout.quoteText(className)) AND first_key <= \(key))"
        }
        // What a genuine file written from this store holds (ours, or Realm Core's from its dump): clusters of 256 objects in key order.
        return "((row_number() OVER (ORDER BY \(key)) - 1) / \(ClusterTreeReplay.nodeSize))"
    }

    /// Per object (`object` is its alias): 0 where Core leaves the buffer unevaluated, 1 where it
    /// evaluates a value, 2 where it reads none and leaves the value slot as it was (an empty list).
    func leftoverState(_ leftover: LeftoverBuffer, className: String, object: String) throws -> String {
        switch leftover.evaluation {
        case .afterLink(let afterLink):
            return "(\(try afterLinkState(afterLink, className: className)) / 2)"
        case .sizeOfMixed(let p):
            let sizeless: [ValueCoding.MixedTag] = [.bool, .int, .float, .double, .date, .decimal, .objectId, .uuid, .link]
            let tag = "\(object).\(TableLayout.quote(TableLayout.typeColumn(p.name)))"
            return "(CASE WHEN \(tag) IN (\(sizeless.map { String($0.rawValue) }.joined(separator: ", "))) THEN 0 ELSE 1 END)"
        case .pastListEnd(let p, let index):
            let list = TableLayout.quote(TableLayout.collectionTable(className, p.name))
            let count = "SELECT count(*) AS n FROM \(list) WHERE \(TableLayout.quotedOwnerColumn) = \(object).\(TableLayout.quotedKeyColumn)"
            return "(SELECT CASE WHEN n = 0 THEN 2 WHEN n > \(index) THEN 1 ELSE 0 END FROM (\(count)))"
        case .keysOfDictionary(let p):
            let key = "\(object).\(TableLayout.quotedKeyColumn)"
            let dictionary = TableLayout.quote(TableLayout.collectionTable(className, p.name))
            var never = "NOT EXISTS (SELECT 1 FROM \(dictionary) WHERE \(TableLayout.quotedOwnerColumn) = \(key))"
            if emptiedDictionariesRecorded {
                let emptied = TableLayout.quote(TableLayout.emptiedDictionariesTable)
                never += " AND NOT EXISTS (SELECT 1 FROM \(emptied) WHERE class = \(TableLayout.quoteText(className)) AND property = \(TableLayout.quoteText(p.name)) AND key = \(key))"
            }
            return "(CASE WHEN \(never) THEN 0 ELSE 1 END)"
        }
    }
}
