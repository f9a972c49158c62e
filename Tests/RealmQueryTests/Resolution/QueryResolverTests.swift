import RealmModel
import Testing
@testable import RealmQuery

@Suite struct QueryResolverTests {
    let arguments: [AnyRealmValue] = [.int(1), .string("x"), .list([.int(1), .int(2)])]

    func resolve(_ text: String, on className: String = "Dog", arguments: [AnyRealmValue] = []) throws -> ResolvedQuery {
        try testResolver.resolve(text, className: className, arguments: arguments)
    }

    func comparison(_ text: String, on className: String = "Dog", arguments: [AnyRealmValue] = [])
        throws -> (TypedOperand, ComparisonOperator, TypedOperand) {
        guard case .comparison(let l, let op, let r, _) = try resolve(text, on: className, arguments: arguments).condition else {
            Issue.record("not a comparison: \(text)")
            throw QueryError(.invalidQuery("test"), at: .at(0))
        }
        return (l, op, r)
    }

    // MARK: - Every documented query resolves

    @Test(arguments: ParserTests.documentationQueries)
    func resolvesDocumentationQuery(_ className: String, _ query: String, _ canonical: String) throws {
        _ = try resolve(query, on: className, arguments: arguments)
    }

    // MARK: - Paths

    @Test func resolvesToOneLinkThenToManyLinkToHops() throws {
        let (left, _, _) = try comparison("owner.dogs.age > 3")
        guard case .property(let path) = left.kind else { Issue.record("not a property"); return }
        #expect(path.hops.map(\.description) == ["owner", "dogs", "age"])
        #expect(path.hops.map { $0.objectSchema?.className } == ["Dog", "Person", "Dog"])
        #expect(path.hops.map(\.isLink) == [true, true, false])
        #expect(path.hops.map(\.isCollection) == [false, true, false])
        #expect(path.root == .object("Dog"))
        #expect(left.type == .int)
        #expect(left.isMultiple)
        #expect(left.quantifier == nil)
    }

    @Test func singleValuedPathIsNotMultiple() throws {
        let (left, _, right) = try comparison("owner.name == 'Ann'")
        #expect(!left.isMultiple)
        #expect(left.type == .string)
        #expect(right.kind == .constant(.string("Ann")))
    }

    @Test func backlinksBecomeABacklinkHop() throws {
        let (left, _, _) = try comparison("@links.Person.dogs.@count > 0")
        guard case .count(let path) = left.kind else { Issue.record("not a count"); return }
        #expect(path.hops.count == 1)
        #expect(path.hops[0].kind == .backlinks(originClass: "Person", originProperty: "dogs"))
        #expect(path.hops[0].isBacklink)
        #expect(path.endsAtBacklinks)
        #expect(!left.isMultiple)
        #expect(left.type == .int)
    }

    @Test func linkingObjectsPropertyIsABacklink() throws {
        let (left, _, _) = try comparison("owners.name == 'Ann'")
        guard case .property(let path) = left.kind else { Issue.record("not a property"); return }
        #expect(path.hops[0].isBacklink)
        #expect(left.isMultiple)
    }

    @Test func dictionaryKeyByDotAndBySubscriptAreTheSame() throws {
        let (a, _, _) = try comparison("intDict.a > 3", on: "AllTypes")
        let (b, _, _) = try comparison("intDict['a'] > 3", on: "AllTypes")
        #expect(a.kind == b.kind)
        #expect(!a.isMultiple)
        guard case .property(let path) = a.kind else { Issue.record("not a property"); return }
        #expect(path.hops.last?.kind == .element(.key("a")))
    }

    @Test func dictionaryKeysAreManyStrings() throws {
        let (left, _, _) = try comparison("intDict.@keys == 'a'", on: "AllTypes")
        #expect(left.type == .string)
        #expect(left.isMultiple)
    }

    @Test func listIndexArgumentIsSubstituted() throws {
        let (left, _, _) = try comparison("intList[$0] == 3", on: "AllTypes", arguments: [.int(2)])
        guard case .property(let path) = left.kind else { Issue.record("not a property"); return }
        #expect(path.hops.last?.kind == .element(.index(2)))
        #expect(!left.isMultiple)
    }

    @Test func subqueryVariableRootsItsPaths() throws {
        let (left, _, _) = try comparison("SUBQUERY(owners, $p, $p.name == 'Ann').@count > 0")
        guard case .subqueryCount(let sub) = left.kind else { Issue.record("not a subquery"); return }
        #expect(sub.className == "Person")
        #expect(sub.variable == "$p")
        guard case .comparison(let inner, _, _, _) = sub.condition, case .property(let path) = inner.kind else {
            Issue.record("inner condition"); return
        }
        #expect(path.root == .variable("$p", className: "Person"))
        #expect(path.hops.map(\.description) == ["name"])
    }

    @Test func embeddedObjectIsAnObjectHop() throws {
        let (left, _, _) = try comparison("owner.address.city == 'Oslo'")
        guard case .property(let path) = left.kind else { Issue.record("not a property"); return }
        #expect(path.hops[1].isLink)
        #expect(path.hops[1].objectSchema?.className == "Person")
        #expect(path.hops[2].objectSchema?.className == "Address")
    }

    // MARK: - Constants and arguments

    @Test(arguments: [
        ("decimalCol == 123.456", AnyRealmValue.decimal128(Decimal128(string: "123.456")!)),
        ("decimalCol == 99999999999999999999999999", .decimal128(Decimal128(string: "99999999999999999999999999")!)),
        ("decimalCol > 3", .decimal128(Decimal128(Int64(3)))),
        ("floatCol < 1.5", .float(1.5)),
        // An int stays an int against a double (Realm Core converts ints only to decimals).
        ("doubleCol > 2", .int(2)),
        ("doubleCol > '2'", .double(2)),
        ("intCol == 2.0", .int(2)),
        ("intCol == 2.5", .double(2.5)),
        ("intCol == '42'", .int(42)),
        ("doubleCol == '4.5'", .double(4.5)),
        ("dataCol == B64\"YWJj\"", .data(Array("abc".utf8))),
        ("stringCol == B64\"YWJj\"", .string("abc")),
        ("intCol == 0x1F", .int(31)),
        ("intCol == -9223372036854775808", .int(Int64.min)),
        ("doubleCol > -inf", .double(-.infinity)),
        ("stringCol == B64\"aGVsbG8=\"", .string("hello")),
        ("dataCol == bin(B64\"aGVsbG8=\")", .data(Array("hello".utf8))),
        ("dateCol == T1700000000:123", .date(Timestamp(seconds: 1_700_000_000, nanoseconds: 123))),
        ("dateCol == 2024-01-31@12:30:00", .date(Timestamp(year: 2024, month: 1, day: 31, hour: 12, minute: 30))),
        ("dateCol == 2024-01-31T12:30:00:500", .date(Timestamp(year: 2024, month: 1, day: 31, hour: 12, minute: 30, nanosecond: 500))),
        ("objectIdCol == oid(507f1f77bcf86cd799439011)", .objectId(ObjectId(string: "507f1f77bcf86cd799439011")!)),
        ("objectCol == obj('Dog', 'Rex')", .link(ObjectLink(className: "Dog", primaryKey: .string("Rex")))),
        ("mixedCol.@type == 'Integer'", .string("int")),
        ("mixedCol.@type == 'date'", .string("date")),
        ("optStringCol == nil", .null),
    ])
    func convertsConstantToTheOtherSidesType(_ text: String, _ expected: AnyRealmValue) throws {
        let (_, _, right) = try comparison(text, on: "AllTypes")
        #expect(right.kind == .constant(expected))
    }

    @Test func scalarArgumentBecomesAConstant() throws {
        let (_, _, right) = try comparison("age > $0", arguments: [.int(3)])
        #expect(right.kind == .constant(.int(3)))
        #expect(right.type == .int)
    }

    @Test func listArgumentBecomesAList() throws {
        guard case .in(_, let list, _) = try resolve("weight IN $0", arguments: [.list([.int(1), .double(2.5)])]).condition else {
            Issue.record("not IN"); return
        }
        // Realm Core's Query::in on a double property keeps only the doubles of the list.
        #expect(list.kind == .list([.double(2.5)]))
        #expect(list.isMultiple)
    }

    @Test func constantOnTheLeftTakesTheRightSidesType() throws {
        let (left, _, right) = try comparison("'3' < weight")
        #expect(left.kind == .constant(.double(3)))
        #expect(right.type == .double)
    }

    // MARK: - Operand types

    @Test(arguments: [
        ("owner.dogs.@count > 1", ValueType.int, false),
        ("owner.dogs.@avg.age > 1", .double, false),
        ("owner.dogs.@sum.age > 1", .int, false),
        ("owner.dogs.@max.weight > 1", .double, false),
        ("owner.friends.dogs.@count > 1", .int, true),
        ("age + 1 > 3", .int, false),
        ("age + weight > 3", .double, false),
        ("name.@count > 3", .int, false),
    ])
    func typesOperand(_ text: String, _ type: ValueType, _ isMultiple: Bool) throws {
        let (left, _, _) = try comparison(text)
        #expect(left.type == type)
        #expect(left.isMultiple == isMultiple)
    }

    @Test func quantifierIsKept() throws {
        let (left, _, _) = try comparison("ALL owner.dogs.age > 3")
        #expect(left.quantifier == .all)
    }

    @Test func orderingIsResolvedInWrittenOrder() throws {
        let resolved = try resolve("age > 1 LIMIT(5) SORT(owner.name DESC) DISTINCT(name)")
        #expect(resolved.ordering.count == 3)
        #expect(resolved.ordering[0] == .limit(5))
        guard case .sort(let keys) = resolved.ordering[1] else { Issue.record("not sort"); return }
        #expect(keys.map(\.path.description) == ["owner.name"])
        #expect(keys.map(\.ascending) == [false])
    }

    @Test func unknownClassSuggestsTheClosest() {
        #expect(resolveOrRender("age > 1", on: "Dgo") == """
            error: no such class 'Dgo'
              age > 1
              ^~~~~~~
            Did you mean 'Dog'?
            """)
    }
}

extension QueryResolverTests {
    @Test func constantArithmeticTakesTheOtherSidesType() throws {
        let (_, _, right) = try comparison("decimalCol > 1.1 + 2", on: "AllTypes")
        guard case .arithmetic(.add, let l, let r) = right.kind else { Issue.record("not arithmetic"); return }
        #expect(l.kind == .constant(.decimal128(Decimal128(string: "1.1")!)))
        #expect(r.kind == .constant(.decimal128(Decimal128(Int64(2)))))
        #expect(right.type == .decimal128)
    }
}
