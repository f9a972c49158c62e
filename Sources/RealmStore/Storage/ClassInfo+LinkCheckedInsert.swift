import RealmModel
import SQLite

extension ClassInfo {
    /// The SQL function the link-checked INSERT calls on a link naming no
    /// object: it fails the statement, so no row is inserted.
    static let missingLinkFunction = "rl_nolink"

    /// The prepared INSERT whose value for each to-one link to a non-embedded
    /// class is `CASE WHEN ?k IS NULL OR EXISTS (SELECT 1 FROM target WHERE
    /// _key = ?k) THEN ?k ELSE rl_nolink(?k) END`: the statement checks that
    /// the link names an object, instead of a `SELECT` per link before the
    /// `INSERT` (a second statement to step and reset for every object). A
    /// single-row `VALUES` is coded inline, so a link to the class itself costs
    /// no temporary table (`INSERT … SELECT … WHERE EXISTS` does: it reads
    /// the table it writes).
    ///
    /// `singleLinkChecked[position]` says which single-valued properties it
    /// checks. Nil for a class without such links, or where the function
    /// cannot be registered now (SQLite refuses while a statement runs): the
    /// plain INSERT serves. A step that fails had a link naming no object or
    /// another error; the caller tells them apart. Callers bind every
    /// parameter, so old bindings are not cleared.
    func linkCheckedInsertStatement(_ connection: Connection) throws -> Statement? {
        if let s = cachedLinkCheckedInsert { s.prepareForReuse(); return s }
        if !singleLinkChecked.isEmpty { return nil }  // built before: no link to check
        var checked: [Bool] = []
        var values: [String] = []
        var parameter = 1
        let keyColumn = TableLayout.quote(TableLayout.keyColumn)
        for (position, index) in singleIndexes.enumerated() {
            let type = singleTypes[position]
            let width = TableLayout.valueColumns(base: persisted[index].name, type: type).count
            if type == .object, position < singleTargets.count, let target = singleTargets[position],
               position < singleIsEmbeddedLink.count, !singleIsEmbeddedLink[position], width == 1 {
                let p = "?\(parameter)"
                values.append("CASE WHEN \(p) IS NULL OR EXISTS (SELECT 1 FROM \(target.table) WHERE \(keyColumn) = \(p)) "
                              + "THEN \(p) ELSE \(Self.missingLinkFunction)(\(p)) END")
                checked.append(true)
            } else {
                values += (parameter..<parameter + width).map { "?\($0)" }
                checked.append(false)
            }
            parameter += width
        }
        singleLinkChecked = checked
        guard checked.contains(true) else { return nil }
        if (try? connection.makeStatement(sql: "SELECT \(Self.missingLinkFunction)(NULL)")) == nil {
            do {
                try connection.createFunction(Self.missingLinkFunction, argumentCount: 1, deterministic: false) { _ in
                    .error("a link names no object")
                }
            } catch {
                singleLinkChecked = []  // try again on a later insert
                return nil
            }
        }
        let columns = singleIndexes.flatMap { TableLayout.valueColumns(base: persisted[$0].name, type: persisted[$0].type) }
        let sql = "INSERT INTO \(table)(\(columns.map(TableLayout.quote).joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
        let s = try connection.makeUncachedStatement(sql: sql)
        cachedLinkCheckedInsert = s
        return s
    }
}
