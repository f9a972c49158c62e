extension Connection {
    /// The names of the database's tables (`sqlite_schema`), sorted.
    ///
    /// ```swift
    /// try db.tableNames()  // ["__classes", "class_Dog", …]
    /// ```
    public func tableNames() throws -> [String] {
        try fetchAll(sql: "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").compactMap {
            if case .text(let name) = $0[0] { return name }
            return nil
        }
    }

    /// The column names of `table`, in order (`PRAGMA table_info`).
    public func columns(in table: String) throws -> [String] {
        let quoted = "\"" + table.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
        return try fetchAll(sql: "PRAGMA table_info(\(quoted))").compactMap {
            if case .text(let name) = $0[1] { return name }
            return nil
        }
    }
}
