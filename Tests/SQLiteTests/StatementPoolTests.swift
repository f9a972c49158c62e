import Testing
@testable import SQLite

/// Checked-out statements belong to one caller at a time and are reused
/// after `recycle`, rewound and with their bindings cleared.
@Suite struct StatementPoolTests {
    func makeConnection() throws -> Connection {
        let db = try Connection(path: ":memory:")
        try db.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1), (2), (3)")
        return db
    }

    @Test func nestedCallersOfOneTextGetTheirOwnStatements() throws {
        let db = try makeConnection()
        let sql = "SELECT a FROM t WHERE a >= ? ORDER BY a"
        let outer = try db.checkOutStatement(sql: sql)
        try outer.bind([.integer(1)])
        var pairs: [(Int64, Int64)] = []
        while try outer.step() {
            let inner = try db.checkOutStatement(sql: sql)
            #expect(inner !== outer)
            try inner.bind([.integer(3)])
            while try inner.step() { pairs.append((outer.int64(at: 0), inner.int64(at: 0))) }
            db.recycle(inner)
        }
        db.recycle(outer)
        #expect(pairs.map(\.0) == [1, 2, 3])
        #expect(pairs.map(\.1) == [3, 3, 3])
    }

    @Test func aRecycledStatementIsReusedRewoundAndUnbound() throws {
        let db = try makeConnection()
        let sql = "SELECT count(*) FROM t WHERE a = ?"
        let first = try db.checkOutStatement(sql: sql)
        try first.bind([.integer(2)])
        #expect(try first.step())
        db.recycle(first)
        let again = try db.checkOutStatement(sql: sql)
        #expect(again === first)
        #expect(try again.step())
        #expect(again.int64(at: 0) == 0)  // the parameter is NULL again
        db.recycle(again)
    }

    @Test func thePoolIsBounded() throws {
        let db = try makeConnection()
        for i in 0...Connection.statementPoolLimit {
            db.recycle(try db.checkOutStatement(sql: "SELECT \(i)"))
        }
        #expect(db.statementPoolCount <= Connection.statementPoolLimit)
        db.clearStatementCache()
        #expect(db.statementPoolCount == 0)
    }
}
