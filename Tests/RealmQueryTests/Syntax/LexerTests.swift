import RealmModel
import Testing
@testable import RealmQuery

@Suite struct LexerTests {
    func kinds(_ text: String) throws -> [TokenKind] {
        try Lexer.tokenize(text).map(\.kind).dropLast()
    }

    @Test(arguments: [
        ("age", [TokenKind.identifier("age")]),
        ("你好", [.identifier("你好")]),
        ("a-b$c_9", [.identifier("a-b$c_9")]),
        ("$0 $19", [.argument(0), .argument(19)]),
        ("$a", [.identifier("$a")]),
        ("AND and && OR or ||", [.keyword(.and), .keyword(.and), .symbol(.doubleAmpersand), .keyword(.or), .keyword(.or), .symbol(.doublePipe)]),
        ("NOT not !", [.keyword(.not), .keyword(.not), .symbol(.bang)]),
        ("BeginsWith ENDSWITH contains LIKE text", [.keyword(.beginsWith), .keyword(.endsWith), .keyword(.contains), .keyword(.like), .keyword(.text)]),
        ("between IN geoWithin", [.keyword(.between), .keyword(.in), .keyword(.geoWithin)]),
        ("any SOME all NONE", [.keyword(.any), .keyword(.some), .keyword(.all), .keyword(.none)]),
        ("TRUEPREDICATE falsepredicate", [.keyword(.truePredicate), .keyword(.falsePredicate)]),
        ("SORT Distinct limit ASC descending", [.keyword(.sort), .keyword(.distinct), .keyword(.limit), .keyword(.asc), .keyword(.descending)]),
        ("subquery geoBox geoCircle geoPolygon", [.keyword(.subquery), .keyword(.geoBox), .keyword(.geoCircle), .keyword(.geoPolygon)]),
        ("== = != <> < <= =< > >= =>", [.symbol(.equal), .symbol(.equal), .symbol(.notEqual), .symbol(.notEqual), .symbol(.less),
                                         .symbol(.lessOrEqual), .symbol(.lessOrEqual), .symbol(.greater), .symbol(.greaterOrEqual), .symbol(.greaterOrEqual)]),
        ("+ - * / ( ) [ ] { } , .", [.symbol(.plus), .symbol(.minus), .symbol(.star), .symbol(.slash), .symbol(.leftParen), .symbol(.rightParen),
                                     .symbol(.leftBracket), .symbol(.rightBracket), .symbol(.leftBrace), .symbol(.rightBrace), .symbol(.comma), .symbol(.dot)]),
        ("[c] [d] [cd]", [.stringOptions(.caseInsensitive), .stringOptions(.diacriticInsensitive),
                          .stringOptions([.caseInsensitive, .diacriticInsensitive])]),
        // `[C]` is a subscript in Realm Core (and then an error), not `[c]`.
        ("[C]", [.symbol(.leftBracket), .identifier("C"), .symbol(.rightBracket)]),
        ("@count @size @sum @avg @min @max @keys @values @type @links", [.atKeyword(.count), .atKeyword(.size), .atKeyword(.sum), .atKeyword(.avg),
                                                                        .atKeyword(.min), .atKeyword(.max), .atKeyword(.keys), .atKeyword(.values),
                                                                        .atKeyword(.type), .atKeyword(.links)]),
        ("nil NULL true FALSE", [.keyword(.nil), .keyword(.null), .keyword(.true), .keyword(.false)]),
        ("0 42 0x1F 0XfF", [.integer(0), .integer(42), .integer(31), .integer(255)]),
        ("1.5 .5 10. 1e10 2.5E-3 1.5f", [.number(1.5, isFloat: false), .number(0.5, isFloat: false), .number(10, isFloat: false),
                                        .number(1e10, isFloat: false), .number(0.0025, isFloat: false), .number(1.5, isFloat: true)]),
        ("99999999999999999999", [.number(1e20, isFloat: false)]),
        ("inf Infinity NaN", [.keyword(.inf), .keyword(.infinity), .keyword(.nan)]),
        ("'a\\'b' \"c\\\"d\"", [.string("a'b"), .string("c\"d")]),
        ("'\\n\\t\\\\\\/'", [.string("\n\t\\/")]),
        ("'\\u00e9\\u0041'", [.string("éA")]),
        ("B64\"aGk=\"", [.base64("aGk=")]),
        ("T1700000000:123 T-5:-1", [.timestamp(Timestamp(seconds: 1_700_000_000, nanoseconds: 123)), .timestamp(Timestamp(seconds: -5, nanoseconds: -1))]),
        ("2024-01-31@12:30:00", [.timestamp(Timestamp(year: 2024, month: 1, day: 31, hour: 12, minute: 30))]),
        ("2024-01-31T12:30:00:500", [.timestamp(Timestamp(year: 2024, month: 1, day: 31, hour: 12, minute: 30, nanosecond: 500))]),
        ("oid(507f1f77bcf86cd799439011)", [.objectId(ObjectId(string: "507f1f77bcf86cd799439011")!)]),
        ("uuid(123e4567-e89b-12d3-a456-426614174000)", [.uuid(RealmUUID(string: "123e4567-e89b-12d3-a456-426614174000")!)]),
        ("a.b[0]", [.identifier("a"), .symbol(.dot), .identifier("b"), .symbol(.leftBracket), .integer(0), .symbol(.rightBracket)]),
        ("1AND", [.integer(1), .keyword(.and)]),
        ("T1", [.identifier("T1")]),
        // Realm Core's lexer: these keywords only all lower or all upper case; other spellings are names.
        ("False True Nil Any Not In All None Some First Last Size", [.identifier("False"), .identifier("True"), .keyword(.nil),
            .identifier("Any"), .identifier("Not"), .identifier("In"), .identifier("All"), .identifier("None"), .identifier("Some"),
            .identifier("First"), .identifier("Last"), .identifier("Size")]),
        ("nIL NuLL InFinity nAn", [.keyword(.nil), .keyword(.null), .keyword(.infinity), .keyword(.nan)]),
        ("OID( UUID(", [.identifier("OID"), .symbol(.leftParen), .identifier("UUID"), .symbol(.leftParen)]),
        ("b64\"aGk=\"", [.identifier("b64"), .string("aGk=")]),
        // Realm Core's ID rule takes `\ `, `\n`, `\r`, `\t` inside a name (`check_escapes`): test_parser.cpp's
        // `@links.Person.fav\ item`. Anything else after a backslash ends the name.
        ("fav\\ item == 1", [.identifier("fav item"), .symbol(.equal), .integer(1)]),
        ("a\\nb\\tc\\rd", [.identifier("a\nb\tc\rd")]),
        ("$fav\\ item", [.identifier("$fav item")]),
        ("x\\ ", [.identifier("x ")]),
    ])
    func scansTokens(_ text: String, _ expected: [TokenKind]) throws {
        #expect(try kinds(text) == expected)
    }

    @Test func rangesAreUTF8Offsets() throws {
        let tokens = try Lexer.tokenize("é == 'ü'")
        #expect(tokens.map(\.range) == [SourceRange(0..<2), SourceRange(3..<5), SourceRange(6..<10), .at(10)])
    }

    @Test(arguments: [
        ("'abc", QueryError.Kind.unterminatedString, SourceRange(0..<4)),
        ("'\\q'", .invalidEscape("\\q"), SourceRange(1..<3)),
        ("'\\u12'", .invalidEscape("\\u12"), SourceRange(1..<5)),
        ("#", .invalidCharacter("#"), SourceRange(0..<1)),
        ("0x", .invalidNumber("0x"), SourceRange(0..<2)),
        ("@foo", .unknownCollectionOperator("@foo"), SourceRange(0..<4)),
        ("@COUNT", .unknownCollectionOperator("@COUNT"), SourceRange(0..<6)),
        ("oid(123)", .invalidObjectId("oid(123)"), SourceRange(0..<8)),
        ("uuid(xyz)", .invalidUUID("uuid(xyz)"), SourceRange(0..<9)),
        // A month or hour out of range carries over (Realm Core's timegm); nanoseconds past a second do not.
        ("2024-01-01@00:00:00:1000000000", .invalidDate("2024-01-01@00:00:00:1000000000"), SourceRange(0..<30)),
        ("T5:-1", .invalidDate("T5:-1"), SourceRange(0..<5)),
        ("\\ a", .invalidCharacter("\\"), SourceRange(0..<1)),
        ("a\\q", .invalidCharacter("\\"), SourceRange(1..<2)),
    ])
    func reportsLexicalErrors(_ text: String, _ kind: QueryError.Kind, _ range: SourceRange) {
        #expect(throws: QueryError(kind, at: range)) { try Lexer.tokenize(text) }
    }
}
