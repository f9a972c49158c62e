import RealmModel
import RealmQuery
import Testing

/// `QueryParser.parseLiteral`: one RQL literal, the text of a query argument.
@Suite struct LiteralParserTests {
    @Test(arguments: [
        ("42", AnyRealmValue.int(42)),
        ("-7", .int(-7)),
        ("'Rex'", .string("Rex")),
        ("\"it's\"", .string("it's")),
        ("'a\\'b'", .string("a'b")),
        ("true", .bool(true)),
        ("null", .null),
        ("{1, 'two'}", .list([.int(1), .string("two")])),
    ])
    func parsesOneLiteral(text: String, value: AnyRealmValue) throws {
        #expect(try QueryParser.parseLiteral(text) == value)
    }

    @Test func parsesTypedLiterals() throws {
        guard case .objectId = try QueryParser.parseLiteral("oid(507f1f77bcf86cd799439011)") else { Issue.record("not an ObjectId"); return }
        guard case .date = try QueryParser.parseLiteral("2024-01-31@12:30:00") else { Issue.record("not a date"); return }
    }

    /// Anything but one whole literal is an error that points at the problem.
    @Test(arguments: [
        ("'Rex", "unterminated string literal"),
        ("42 43", "unexpected '43', expected the end of the literal"),
        ("age", "unexpected 'age', expected a literal (a number, 'text', true, null, oid(…), a date, {…})"),
        ("$0", "unexpected '$0', expected a literal value"),
        ("", "unexpected end of query, expected a literal (a number, 'text', true, null, oid(…), a date, {…})"),
    ])
    func refusesWhatIsNotOneLiteral(text: String, message: String) {
        #expect(throws: QueryError.self) { try QueryParser.parseLiteral(text) }
        do {
            _ = try QueryParser.parseLiteral(text)
        } catch let error as QueryError {
            #expect("\(error.kind)" == message)
        } catch {
            Issue.record("\(error)")
        }
    }
}
