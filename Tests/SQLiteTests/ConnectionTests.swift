import Testing
@testable import SQLite

@Suite struct ConnectionTests {
    func makeMemory() throws -> Connection { try Connection(path: ":memory:") }

    @Test func roundTripsEveryStorageClass() throws {
        let db = try makeMemory()
        try db.execute(sql: "CREATE TABLE t(v)")
        let values: [SQLiteValue] = [
            .null, .integer(.min), .integer(.max), .real(-0.0), .real(.infinity), .text(""), .text("a\u{0}b😀李"),
            .blob([]), .blob([0, 1, 2]),
        ]
        for value in values { try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [value]) }
        let read = try db.fetchAll(sql: "SELECT v FROM t ORDER BY rowid").map { $0[0] }
        #expect(read == values)
        let negativeZero = try db.fetchValue(sql: "SELECT v FROM t WHERE rowid = 4")
        if case .real(let d) = negativeZero { #expect(d.sign == .minus) } else { Issue.record("not real") }
    }

    @Test func reportsErrorsWithSQL() throws {
        let db = try makeMemory()
        try db.execute(sql: "CREATE TABLE t(a NOT NULL)")
        do {
            try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [.null])
            Issue.record("expected an error")
        } catch let error as SQLiteError {
            #expect(error.resultCode == .SQLITE_CONSTRAINT_NOTNULL)
            #expect(ResultCode.SQLITE_CONSTRAINT ~= error.resultCode)
            #expect(error.description == "SQLite error 1299: NOT NULL constraint failed: t.a - while executing `INSERT INTO t VALUES (?)`")
        }
    }

    @Test func transactionsAndSavepoints() throws {
        let db = try makeMemory()
        try db.execute(sql: "CREATE TABLE t(a)")
        try db.inTransaction(.immediate) {
            try db.execute(sql: "INSERT INTO t VALUES (1)")
            _ = try? db.inSavepoint {
                try db.execute(sql: "INSERT INTO t VALUES (2)")
                throw SQLiteError(resultCode: .SQLITE_ERROR)
            }
        }
        #expect(try db.fetchValue(sql: "SELECT group_concat(a) FROM t") == .text("1"))
        #expect(throws: SQLiteError.self) {
            try db.inTransaction { try db.execute(sql: "INSERT INTO t VALUES (3)"); throw SQLiteError(resultCode: .SQLITE_ERROR) }
        }
        #expect(try db.fetchValue(sql: "SELECT count(*) FROM t") == .integer(1))
        #expect(!db.isInsideTransaction)
    }

    @Test func sharedCacheMemoryDatabasesAreShared() throws {
        let a = try Connection(path: "file:shared-test?mode=memory&cache=shared")
        let b = try Connection(path: "file:shared-test?mode=memory&cache=shared")
        try a.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (42)")
        #expect(try b.fetchValue(sql: "SELECT a FROM t") == .integer(42))
    }

    @Test func statementCacheReusesStatements() throws {
        let db = try makeMemory()
        let s1 = try db.makeStatement(sql: "SELECT 1")
        let s2 = try db.makeStatement(sql: "SELECT 1")
        #expect(s1 === s2)
        #expect(db.lastInsertedRowID == 0)
    }
}

@Suite struct ConnectionFunctionTests {
    @Test func customCollationAndFunction() throws {
        let db = try Connection(path: ":memory:")
        try db.registerCollation(named: "reverse") { a, b in
            b.lexicographicallyPrecedes(a) ? -1 : (a.elementsEqual(b) ? 0 : 1)
        }
        try db.createFunction("twice", argumentCount: 1) { args in
            args.type(at: 0) == .integer ? .value(.integer(args.int64(at: 0) * 2)) : .error("twice needs an integer")
        }
        try db.execute(sql: "CREATE TABLE t(s TEXT); INSERT INTO t VALUES ('a'), ('c'), ('b')")
        #expect(try db.fetchAll(sql: "SELECT s FROM t ORDER BY s COLLATE reverse").map { $0[0] } == ["c", "b", "a"])
        #expect(try db.fetchValue(sql: "SELECT twice(21)") == .integer(42))
        #expect(throws: SQLiteError.self) { try db.fetchValue(sql: "SELECT twice('x')") }
        #expect(try db.tableNames() == ["t"])
        #expect(try db.columns(in: "t") == ["s"])
    }
}

/// `validString(at:)` gives text exactly when its bytes are valid UTF-8.
@Suite struct ValidStringTests {
    @Test(arguments: [
        ("'plain ascii'", "plain ascii" as String?),
        ("'Ana María ✓ 🐕'", "Ana María ✓ 🐕"),
        ("''", ""),
        ("CAST(x'ff41' AS TEXT)", nil),
        // A 4-byte sequence cut after 3 bytes: repaired to one U+FFFD, which is 3 bytes long too.
        ("CAST(x'f09f98' AS TEXT)", nil),
        ("CAST(x'41f09f9841' AS TEXT)", nil),
        ("CAST(x'c0af' AS TEXT)", nil),
    ])
    func validStringRefusesWhatIsNotUTF8(sql: String, expected: String?) throws {
        let connection = try Connection(path: ":memory:")
        let statement = try connection.makeStatement(sql: "SELECT \(sql)")
        #expect(try statement.step())
        #expect(statement.validString(at: 0) == expected)
    }
}
