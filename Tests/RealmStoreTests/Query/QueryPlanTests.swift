import RealmModel
import RealmQuery
import SQLite
import Testing
@testable import RealmStore

/// The SQL a query compiles to, and that SQLite answers indexed equality,
/// `IN` and primary-key lookups from an index rather than a scan.
@Suite struct QueryPlanTests {
    func compile(_ text: String, _ className: String = "Person", realm: Realm) throws -> SQLFragment {
        try realm.objects(className, where: text).fragment
    }

    @Test func requiredColumnsNeedNoNullTest() throws {
        let realm = try makeZooRealm()
        #expect(try compile("id == 3", realm: realm).sql == #"SELECT t0."_key" FROM "class_Person" t0 WHERE t0."id" = ?1 ORDER BY t0."_key""#)
        #expect(try compile("nick == 'D'", realm: realm).sql.contains(#"(t0."nick" = ?1 AND t0."nick" IS NOT NULL)"#))
    }

    @Test func caseInsensitiveContainsReadsEveryByteInOneCall() throws {
        // `rl_containsc` with the folded needle as it is (no LIKE escapes), for any needle:
        // one call per value, reading past a NUL, instead of `LIKE` and a second look for a NUL.
        let realm = try makeZooRealm()
        let fragment = try compile("name CONTAINS[c] '50%'", realm: realm)
        #expect(fragment.sql.contains(#"rl_containsc(t0."name", ?2)"#))
        #expect(!fragment.sql.contains("LIKE") && !fragment.sql.contains("instr("))
        #expect(fragment.arguments.last == .text("50%"))
        #expect(try compile("name CONTAINS[c] 'Ab'", realm: realm).arguments.last == .text("ab"))
        #expect(try compile("name CONTAINS[c] 'é'", realm: realm).sql.contains("rl_containsc"))
    }

    @Test func caseInsensitiveEndsWithReadsEveryByteInOneCall() throws {
        let realm = try makeZooRealm()
        let fragment = try compile("name ENDSWITH[c] '50%'", realm: realm)
        #expect(fragment.sql.contains(#"rl_endswithc(t0."name", ?2)"#))
        #expect(!fragment.sql.contains("LIKE") && !fragment.sql.contains("instr("))
        #expect(fragment.arguments.last == .text("50%"))
    }

    @Test func caseInsensitiveEqualityFoldsTheNeedleOnce() throws {
        // A needle that is not all ASCII: folded once and compared under the collation `RL_EQUALC`, no
        // function call per value (`rl_equalc`), nor a folded copy of every value (`rl_fold`).
        let realm = try makeZooRealm()
        let equal = try compile("name ==[c] 'ÉMile'", realm: realm)
        // (`name` is indexed: the ranges its index answers come first, `foldedIndexRanges`.)
        #expect(equal.sql.contains(#"AND (t0."name" IS ?2 COLLATE RL_EQUALC))"#))
        #expect(!equal.sql.contains("rl_fold") && !equal.sql.contains("rl_equalc"))
        #expect(equal.arguments[1] == .text("émile"))
        #expect(try compile("nick ==[c] 'É'", realm: realm).sql.contains(#"WHERE (t0."nick" IS ?2 COLLATE RL_EQUALC)"#))
        #expect(try compile("name !=[c] 'é'", realm: realm).sql.contains(#"WHERE (t0."name" IS NOT ?2 COLLATE RL_EQUALC)"#))
    }

    @Test func caseInsensitiveEqualityWithAnASCIINeedleIsSQLitesNocase() throws {
        // An ASCII needle without a NUL: SQLite's own NOCASE comparison, no function call per value;
        // `IS`/`IS NOT` keep a null value's answer 0/1 (`NOT nick ==[c] 'a'` holds for null).
        let realm = try makeZooRealm()
        let equal = try compile("nick ==[c] 'Ab-1'", realm: realm)
        #expect(equal.sql.contains(#"WHERE (t0."nick" IS ?2 COLLATE NOCASE)"#))
        #expect(equal.arguments.last == .text("ab-1"))
        #expect(try compile("nick !=[c] 'a'", realm: realm).sql.contains(#"WHERE (t0."nick" IS NOT ?2 COLLATE NOCASE)"#))
        let nul = try realm.objects("Person", where: "name ==[c] $0", arguments: [.string("a\u{0}b")]).fragment
        #expect(nul.sql.contains("COLLATE RL_EQUALC") && !nul.sql.contains("NOCASE"))
    }

    @Test func caseInsensitiveEqualityFindsAnIndexedPropertyThroughItsIndex() throws {
        // The needle's cases as an `IN` list (up to six letters) or as two ranges (its first letter in either
        // case, then the rest from upper to lower case), beside the NOCASE test that decides.
        let realm = try makeZooRealm()
        func plan(_ query: String) throws -> [String] {
            let fragment = try compile(query, realm: realm)
            return try realm.connection.fetchAll(sql: "EXPLAIN QUERY PLAN " + fragment.sql, arguments: fragment.arguments)
                .map { "\($0.values.last ?? .null)" }
        }
        let short = try compile("name ==[c] 'Ab-1'", realm: realm)
        #expect(short.sql.contains(#"t0."name" IN (?2, ?3, ?4, ?5)"#))
        #expect(Array(short.arguments[1...4]) == [.text("ab-1"), .text("Ab-1"), .text("aB-1"), .text("AB-1")])
        #expect(try plan("name ==[c] 'Ab-1'").contains { $0.contains("INDEX index:class_Person.name (name=?)") })
        let long = try compile("name ==[c] 'abcdefg'", realm: realm)
        #expect(long.sql.contains(#"(t0."name" BETWEEN ?2 AND ?3 OR t0."name" BETWEEN ?4 AND ?5)"#))
        #expect(Array(long.arguments[1...4]) == [.text("aBCDEFG"), .text("abcdefg"), .text("ABCDEFG"), .text("Abcdefg")])
        #expect(long.arguments.count == 1 + 4 + 1)
        let rangePlan = try plan("name ==[c] 'abcdefg'")
        #expect(rangePlan.contains { $0.contains("INDEX index:class_Person.name (name>? AND name<?)") }, "\(rangePlan)")
        // Not for `!=[c]` (an index cannot serve it), nor for a property without an index.
        #expect(!(try compile("name !=[c] 'ab'", realm: realm).sql.contains(" IN (")))
        #expect(!(try compile("nick ==[c] 'ab'", realm: realm).sql.contains(" IN (")))
        #expect(!(try compile("name ==[cd] 'ab'", realm: realm).sql.contains(" IN (")))
    }

    @Test func beginsWithIsARangeAnIndexServes() throws {
        // `name >= 'ab' AND name < 'ac'` (the bound bound as a blob, cast to text): no function call per
        // value, and SQLite answers it from the index on `name`.
        let realm = try makeZooRealm()
        let fragment = try compile("name BEGINSWITH 'ab'", realm: realm)
        #expect(fragment.sql.contains(#"(t0."name" >= ?2 AND t0."name" < CAST(?3 AS TEXT))"#))
        #expect(Array(fragment.arguments.suffix(2)) == [.text("ab"), .blob(Array("ac".utf8))])
        let plan = try realm.connection.fetchAll(sql: "EXPLAIN QUERY PLAN " + fragment.sql, arguments: fragment.arguments)
            .map { "\($0.values.last ?? .null)" }
        #expect(plan.contains { $0.contains("INDEX index:class_Person.name (name>? AND name<?)") }, "\(plan)")
        #expect(try compile("nick BEGINSWITH 'é'", realm: realm).arguments.last == .blob([0xC3, 0xAA]))
        #expect(try compile("name BEGINSWITH ''", realm: realm).sql.contains(#"rl_beginswith(t0."name", ?2)"#))
    }

    @Test func likeReadsEveryByteInOneCall() throws {
        // `rl_like`/`rl_likec` with Realm's own pattern (folded for `[c]`, a trailing `**` written `?*`):
        // one call per value, reading past a NUL, instead of `LIKE`/`GLOB` and a second look for a NUL.
        let realm = try makeZooRealm()
        let folded = try compile("name LIKE[c] '*50%É'", realm: realm)
        #expect(folded.sql.contains(#"rl_likec(t0."name", ?2)"#))
        #expect(!folded.sql.contains("LIKE") && !folded.sql.contains("GLOB") && !folded.sql.contains("instr("))
        #expect(folded.arguments.last == .text("*50%é"))
        let exact = try compile("name LIKE 'A[b]?**'", realm: realm)
        #expect(exact.sql.contains(#"rl_like(t0."name", ?2)"#))
        #expect(!exact.sql.contains("LIKE") && !exact.sql.contains("GLOB") && !exact.sql.contains("instr("))
        #expect(exact.arguments.last == .text("A[b]??*"))
        #expect(try compile("name ENDSWITH 'A*'", realm: realm).sql.contains(#"rl_endswith(t0."name", ?2)"#))
    }

    @Test func comparisonCompilesToIndexFriendlySQL() throws {
        let realm = try makeZooRealm()
        let fragment = try compile("age > 3", realm: realm)
        #expect(fragment.sql == #"SELECT t0."_key" FROM "class_Person" t0 WHERE t0."age" > ?1 ORDER BY t0."_key""#)
        #expect(fragment.arguments == [.integer(3)])
    }

    @Test func equalityIsTwoValuedSoNotKeepsNulls() throws {
        let realm = try makeZooRealm()
        let fragment = try compile("NOT nick == 'Ali'", realm: realm)
        #expect(fragment.sql == #"SELECT t0."_key" FROM "class_Person" t0 WHERE NOT (t0."nick" = ?1 AND t0."nick" IS NOT NULL) ORDER BY t0."_key""#)
    }

    @Test func toManyBecomesExistsAndToOneAJoin() throws {
        let realm = try makeZooRealm()
        #expect(try compile("ANY dogs.age > 5", realm: realm).sql == """
            SELECT t0."_key" FROM "class_Person" t0 WHERE EXISTS (SELECT 1 FROM "class_Person.dogs" s1 \
            JOIN "class_Dog" l2 ON l2."_key" = s1."value" AND s1."value" = +l2."_key" WHERE s1."owner" = t0."_key" AND (l2."age" > ?1 AND l2."age" IS NOT NULL)) \
            ORDER BY t0."_key"
            """)
        // (`owner.name == 'Alice'`, false for a null link, is a semi-join: SemiJoinTests.)
        #expect(try compile("owner.name != 'Alice'", "Dog", realm: realm).sql == """
            SELECT t0."_key" FROM "class_Dog" t0 LEFT JOIN "class_Person" l1 ON l1."_key" = t0."owner" AND t0."owner" = +l1."_key" \
            WHERE l1."name" IS NOT ?1 ORDER BY t0."_key"
            """)
    }

    @Test func argumentsAreBoundNeverSpliced() throws {
        let realm = try makeZooRealm()
        let fragment = try realm.objects("Person", where: "name == $0", arguments: ["Bob"]).fragment
        let hostile = try realm.objects("Person", where: "name == $0", arguments: ["x' OR 1=1 --"]).fragment
        #expect(fragment.sql == hostile.sql)
        #expect(hostile.arguments == [.text("x' OR 1=1 --")])
    }

    @Test(arguments: [
        ("Person", "name == 'Alice'"),
        ("Person", "id == 3"),
        ("Person", "name IN {'Bob', 'Dave'}"),
        ("Person", "id IN {1, 5}"),
        ("Dog", "name == 'Rex' AND age > 1"),
        ("Person", "name == $0"),
    ])
    func indexedLookupsUseTheIndex(_ className: String, _ text: String) throws {
        let realm = try makeZooRealm()
        let results = try realm.objects(className, where: text, arguments: ["Bob"])
        let plan = try realm.explainQueryPlan(results.fragment)
        #expect(plan.contains { $0.contains("USING INDEX") || $0.contains("USING COVERING INDEX") }, "plan: \(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN t0") }, "plan: \(plan)")
    }

    @Test func unindexedRangeScans() throws {
        let realm = try makeZooRealm()
        let plan = try realm.explainQueryPlan(try compile("age > 3", realm: realm))
        #expect(plan.contains { $0.hasPrefix("SCAN t0") }, "plan: \(plan)")
    }

    @Test func sortWithLimitIsOneFlatStatement() throws {
        let realm = try makeZooRealm()
        let fragment = try compile("age > 3 SORT(name DESC) LIMIT(20)", realm: realm)
        #expect(fragment.sql.hasSuffix(#"ORDER BY t0."name" DESC, t0."_key" LIMIT ?2"#))
        #expect(fragment.arguments == [.integer(3), .integer(20)])
    }
}
