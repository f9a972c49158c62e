import RealmQuery

extension SQLGenerator {
    // MARK: - Strings holding a NUL

    /// A string operator compiled to SQLite's `LIKE` or `GLOB` (`test`), made to
    /// read every byte of the subject as Realm Core does.
    ///
    /// SQLite's `LIKE` and `GLOB` read a TEXT value only up to its first NUL,
    /// so on `"a\u{0}b"` `LIKE '%b'` misses and `LIKE 'a'` holds; Realm Core
    /// reads the whole string (`text LIKE '*b'` finds it, `text LIKE 'a'`
    /// does not). A value holding a NUL — SQLite's `instr` reads every byte —
    /// is decided by `rl_strop` instead; every other value keeps the
    /// `LIKE`/`GLOB` test, which costs them one `instr` scan. Only `LIKE`
    /// comes here: `BEGINSWITH` needs none of this (a needle without a NUL
    /// that starts the string starts the part before its first NUL), and
    /// `CONTAINS` and `ENDSWITH[c]` with a constant needle are one call that
    /// reads every byte (`instr`, `rl_containsc`, `rl_endswithc`). The result
    /// is 0 or 1, never NULL.
    func readingEveryByte(_ test: String, subject l: SQLValue, _ op: StringOperator, needle r: SQLValue, fold: Bool) -> String {
        let holdsNUL = "instr(\(l.sql), char(0))"
        let exact = "\(RealmSQLFunctions.stringOperation)(\(op.stringOperationCode), \(l.sql), \(r.sql), \(fold ? 1 : 0))"
        return "CASE WHEN \(holdsNUL) THEN \(exact) ELSE coalesce(\(test), 0) END"
    }
}
