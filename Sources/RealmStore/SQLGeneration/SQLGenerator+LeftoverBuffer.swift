import RealmModel
import RealmQuery

// MARK: - Objects that read what the previous object left in Realm Core's buffer (`LeftoverBuffer`)

extension SQLGenerator {
    /// The condition of a lone `leftover` query, on the root object `main` selects:
    /// an object whose operand Core evaluates answers as the plain condition; one
    /// whose operand it leaves unevaluated matches only where the initial buffer
    /// does, and only when no object evaluated since its cluster began (in key
    /// order) or since the last one that did match. The clusters are the
    /// recorded starts (`clusterStartsRecorded`), else runs of 256 objects in key order.
    /// Where the initial buffer does not match, the unevaluated objects simply
    /// fail (no scan of the class).
    func compileLeftoverBuffer(_ leftover: LeftoverBuffer, _ query: ResolvedQuery, in main: SQLScope) throws -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        guard leftover.initialBufferMatches else {
            let plain = try compileCondition(query.condition, in: main)
            return "(\(plain)) AND \(leftoverState(leftover, className: query.className, object: rootAlias)) <> 0"
        }
        // The plain matches in a scope of their own: joins the condition needs stay inside.
        let table = TableLayout.quote(TableLayout.classTable(query.className))
        let inner = SQLScope()
        inner.items.append("\(table) \(rootAlias)")
        let plain = try compileCondition(query.condition, in: inner)
        let cluster: String
        if clusterStartsRecorded {
            let starts = TableLayout.quote(TableLayout.clusterStartsTable)
            cluster = "(SELECT max(first_key) FROM \(starts) WHERE class = \(TableLayout.quoteText(query.className)) AND first_key <= \"r$\".\(TableLayout.quotedKeyColumn))"
        } else {
            // What a genuine file written from this store holds (ours, or Realm Core's from its dump): clusters of 256 objects in key order.
            cluster = "(row_number() OVER (ORDER BY \"r$\".\(TableLayout.quotedKeyColumn)) - 1) / \(Realm.clusterSize)"
        }
        let state = leftoverState(leftover, className: query.className, object: "\"r$\"")
        // `p`: the last object before `k` in its cluster whose operand Core evaluated.
        return """
            \(key) IN (WITH "rl$hit"(k) AS (SELECT \(key) \(inner.fromClause(extra: plain))), \
            "rl$state"(k, c, s) AS (SELECT "r$".\(TableLayout.quotedKeyColumn), \(cluster), \(state) FROM \(table) "r$"), \
            "rl$prev"(k, s, p) AS (SELECT k, s, max(CASE WHEN s = 1 THEN k END) OVER (PARTITION BY c ORDER BY k) FROM "rl$state") \
            SELECT k FROM "rl$prev" WHERE CASE WHEN s = 0 THEN p IS NULL OR p IN (SELECT k FROM "rl$hit") \
            ELSE k IN (SELECT k FROM "rl$hit") END)
            """
    }

    /// Per object (`object` is its alias): 0 where Core leaves the buffer unevaluated, 1 where it
    /// evaluates a value, 2 where it reads none and leaves the value slot as it was (an empty list).
    private func leftoverState(_ leftover: LeftoverBuffer, className: String, object: String) -> String {
        switch leftover.evaluation {
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
