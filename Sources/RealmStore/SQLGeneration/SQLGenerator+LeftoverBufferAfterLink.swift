import RealmModel
import RealmQuery

// MARK: - An index past the end of a list after a link, read as Realm Core reads it (`LeftoverBufferAfterLink`)

extension SQLGenerator {
    /// The lone condition `afterLink` on the object `rootAlias`: each object gets the state the
    /// leftover window reads (`leftoverWindow`), as `s * 2 + h`: 3 where a linked object whose list
    /// reaches the index matches (A), 0 where a linked object past the end comes before any that
    /// writes (B: it reads the buffer), 2 where one writes (W: a value that did not match), 4 where
    /// no linked object reads or writes anything.
    func compileLeftoverBufferAfterLink(_ afterLink: LeftoverBufferAfterLink, className: String) throws -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        let state = try afterLinkState(afterLink, className: className)
        let number = "row_number() OVER (ORDER BY \(key))"
        let cluster = leftoverCluster(className: className)
        let objects = "\(TableLayout.quote(TableLayout.classTable(className))) \(rootAlias)"
        return leftoverWindow(rows: "SELECT k, x / 2, x % 2, r, c FROM (SELECT \(key) AS k, \(state) AS x, \(number) AS r, \(cluster) AS c FROM \(objects))")
    }

    /// The state of the object `rootAlias` for `afterLink` as `s * 2 + h` (see `compileLeftoverBufferAfterLink`).
    /// An empty list, or no linked object at all, matches at once (3) where `vacuousMatches` says.
    func afterLinkState(_ afterLink: LeftoverBufferAfterLink, className: String) throws -> String {
        let linked = context.makeAlias("pl")
        let links = linkedObjects(afterLink.link, className: className)
        // The comparison on the linked object itself, where its list reaches the index.
        let outer = rootAlias
        let element: String
        do {
            rootAlias = linked
            defer { rootAlias = outer }
            element = try objectCondition(afterLink.elementCondition, className: afterLink.linkedClass)
        }
        let list = TableLayout.quote(TableLayout.collectionTable(afterLink.linkedClass, afterLink.list.name))
        let count = "(SELECT count(*) FROM \(list) WHERE \(TableLayout.quotedOwnerColumn) = \(linked).\(TableLayout.quotedKeyColumn))"
        let index = afterLink.index
        let perLink = """
            SELECT lk.p AS p, \(count) AS n, \(element) AS e FROM (\(links)) lk \
            JOIN \(TableLayout.quote(TableLayout.classTable(afterLink.linkedClass))) \(linked) ON \(linked).\(TableLayout.quotedKeyColumn) = lk.l
            """
        let vacuous = afterLink.vacuousMatches ? "WHEN count(*) = 0 OR min(n) = 0 THEN 3 " : ""
        return """
            (SELECT CASE \(vacuous)WHEN max(n > \(index) AND e) THEN 3 \
            WHEN min(CASE WHEN n BETWEEN 1 AND \(index) THEN p END) < coalesce(min(CASE WHEN n > \(index) THEN p END), \(Int64.max)) THEN 0 \
            WHEN max(n > \(index)) THEN 2 ELSE 4 END FROM (\(perLink)))
            """
    }

    /// The objects the object `rootAlias` links to through `link`, as rows (`p`: their order in Core, `l`: their key).
    private func linkedObjects(_ link: LeftoverBufferAfterLink.Link, className: String) -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        let owner = TableLayout.quotedOwnerColumn, value = TableLayout.quotedValueColumn
        switch link {
        case .list(let p):
            let table = TableLayout.quote(TableLayout.collectionTable(className, p.name))
            // A set of links holds its objects in key order.
            let order = p.collection == .set ? value : TableLayout.quotedPositionColumn
            return "SELECT \(order) AS p, \(value) AS l FROM \(table) WHERE \(owner) = \(key) AND \(value) IS NOT NULL"
        case .toOne(let chain):
            var column = "\(rootAlias).\(TableLayout.quotedColumn(chain[0].name))"
            for (link, next) in zip(chain, chain.dropFirst()) {
                let table = TableLayout.quote(TableLayout.classTable(link.objectClassName ?? ""))
                column = "(SELECT \(TableLayout.quotedColumn(next.name)) FROM \(table) WHERE \(TableLayout.quotedKeyColumn) = \(column))"
            }
            return "SELECT 0 AS p, \(column) AS l WHERE \(column) IS NOT NULL"
        case .backlinks(let originClass, let originProperty):
            if schema[originClass]?[originProperty]?.isCollection == true {
                let table = TableLayout.quote(TableLayout.collectionTable(originClass, originProperty))
                return "SELECT \(owner) AS p, \(owner) AS l FROM \(table) WHERE \(value) = \(key)"
            }
            let origin = TableLayout.quote(TableLayout.classTable(originClass))
            let originKey = TableLayout.quotedKeyColumn
            return "SELECT \(originKey) AS p, \(originKey) AS l FROM \(origin) WHERE \(TableLayout.quotedColumn(originProperty)) = \(key)"
        }
    }
}
