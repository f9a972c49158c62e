import RealmModel
import RealmQuery
import SQLite
import Testing
@testable import RealmStore

/// To-one link paths compared with values compile to semi-joins that SQLite
/// drives from the target class (`SQLGenerator+SemiJoin.swift`), with
/// exactly the answers of the LEFT JOIN form: null links, dangling links,
/// null values, negation, quantifiers, embedded objects and chains.
@Suite struct SemiJoinTests {
    /// The keys `text` selects, compiled with or without semi-joins.
    func keys(_ realm: Realm, _ className: String, _ text: String, semiJoin: Bool) throws -> (keys: [ObjectKey], sql: String) {
        let resolved = try QueryResolver(schema: realm.schema).resolve(text, className: className, arguments: [])
        _ = try realm.compile(resolved)  // registers the SQL functions
        let generator = SQLGenerator(schema: realm.schema)
        generator.drivesLinkPathsFromTarget = semiJoin
        let fragment = try generator.generate(resolved)
        var keys: [ObjectKey] = []
        try realm.forEachKey(fragment) { keys.append($0); return true }
        return (keys, fragment.sql)
    }

    /// Every comparison the zoo's link paths allow, plain, negated, in an OR and inside SUBQUERY.
    static let linkQueries: [(String, String)] = {
        let strings = ["'Alice'", "'carol'", "'Zed'", "''", "'A'"]
        let stringOps = ["==", "!=", "<", "<=", ">", ">=", "==[c]", "!=[c]", "==[d]", "BEGINSWITH", "BEGINSWITH[c]",
                         "CONTAINS[c]", "CONTAINS[cd]", "ENDSWITH", "LIKE", "LIKE[c]"]
        let numberOps = ["==", "!=", "<", "<=", ">", ">="]
        var atoms: [(String, String)] = []
        for path in ["owner.name", "owner.nick", "owner.address.city", "owner.best.name", "owner.best.owner.nick"] {
            for op in stringOps { for s in strings { atoms.append(("Dog", "\(path) \(op) \(s)")) } }
            atoms.append(("Dog", "\(path) IN {'Alice', 'Ali', 'Paris', 'rex'}"))
            atoms.append(("Dog", "\(path) BETWEEN {'B', 'P'}"))
            atoms.append(("Dog", "\(path) == nil"))
            atoms.append(("Dog", "\(path) LIKE '*'"))
        }
        for path in ["owner.age", "owner.height", "owner.address.zip", "owner.best.age", "owner.best.weight", "owner.score", "owner.value"] {
            for op in numberOps { for n in ["25", "1.7", "0", "100"] { atoms.append(("Dog", "\(path) \(op) \(n)")) } }
            atoms.append(("Dog", "\(path) IN {25, 1.65, 100, 3}"))
            atoms.append(("Dog", "\(path) BETWEEN {1, 30}"))
            atoms.append(("Dog", "\(path) != nil"))
        }
        for op in ["==", "!=", "<", ">="] { atoms.append(("Dog", "owner.born \(op) 1990-01-01@00:00:00")) }
        for op in ["==", "!="] {
            atoms.append(("Dog", "owner.flag \(op) true"))
            atoms.append(("Dog", "owner.flag \(op) false"))
            atoms.append(("Dog", "owner.oid \(op) oid(507f1f77bcf86cd799439011)"))
            atoms.append(("Dog", "owner.uid \(op) uuid(3b241101-e2bb-4255-8caf-4136c566a962)"))
            atoms.append(("Dog", "owner.best \(op) nil"))
        }
        for text in ["best.owner.name == 'Alice'", "best.age > 2", "best.name BEGINSWITH 'r'", "address.city == 'Paris'",
                     "address.zip < 1000", "best.owner.address.city == 'Berlin'", "ANY dogs.owner.name == 'Alice'",
                     "ALL dogs.owner.name == 'Alice'", "NONE dogs.owner.age > 26", "SUBQUERY(dogs, $d, $d.owner.name == 'Alice').@count > 0",
                     "SUBQUERY(dogs, $d, NOT $d.owner.age >= 30).@count == 1", "ANY favorites.owner.nick == 'Ali'"] {
            atoms.append(("Person", text))
        }
        var queries: [(String, String)] = []
        for (className, atom) in atoms {
            queries.append((className, atom))
            queries.append((className, "NOT (\(atom))"))
            queries.append((className, "(\(atom)) OR name == 'Buddy' OR name == 'Éve'"))
        }
        return queries
    }()

    @Test func semiJoinsAnswerAsLeftJoins() throws {
        let realm = try makeZooRealm()
        // A dangling link: Buddy's owner names an object that was deleted.
        try realm.write {
            try realm.create("Person", value: ["id": .int(9), "name": "Gone", "age": .int(50)])
            try realm.create("Dog", value: ["id": .int(9), "name": "Stray", "owner": .link(ObjectLink(className: "Person", primaryKey: .int(9)))])
        }
        try realm.connection.execute(sql: #"DELETE FROM "class_Person" WHERE "id" = 9"#)
        var rewritten = 0
        for (className, text) in Self.linkQueries {
            let plain = try keys(realm, className, text, semiJoin: false)
            let semi = try keys(realm, className, text, semiJoin: true)
            #expect(plain.keys == semi.keys, "\(className): \(text)\n\(semi.sql)")
            if semi.sql.contains("IN (SELECT") { rewritten += 1 }
        }
        #expect(rewritten > Self.linkQueries.count / 3, "only \(rewritten) of \(Self.linkQueries.count) queries became semi-joins")
    }

    @Test func selectiveLinkPathIsASemiJoin() throws {
        let realm = try makeZooRealm()
        #expect(try realm.objects("Dog", where: "owner.name == 'Alice'").fragment.sql == """
            SELECT t0."_key" FROM "class_Dog" t0 WHERE (t0."owner" IN (SELECT +l1."_key" FROM "class_Person" l1 WHERE l1."name" = ?1) \
            AND t0."owner" IS NOT NULL) ORDER BY t0."_key"
            """)
        #expect(try realm.objects("Dog", where: "owner.best.age > 2").fragment.sql == """
            SELECT t0."_key" FROM "class_Dog" t0 WHERE (t0."owner" IN (SELECT +l1."_key" FROM "class_Person" l1 WHERE \
            (l1."best" IN (SELECT +l2."_key" FROM "class_Dog" l2 WHERE (l2."age" > ?1 AND l2."age" IS NOT NULL)) AND l1."best" IS NOT NULL)) \
            AND t0."owner" IS NOT NULL) ORDER BY t0."_key"
            """)
        // `!=` holds for a null link, so it keeps the LEFT JOIN.
        #expect(try realm.objects("Dog", where: "owner.name != 'Alice'").fragment.sql.contains("LEFT JOIN"))
    }

    @Test func semiJoinIsDrivenFromTheTargetThroughTheLinkIndex() throws {
        let realm = try makeZooRealm()
        let plan = try realm.explainQueryPlan(try realm.objects("Dog", where: "owner.name == 'Alice'").fragment)
        #expect(plan.contains { $0.hasPrefix("SEARCH t0 USING") && $0.contains("(owner=?)") }, "plan: \(plan)")
        #expect(plan.contains { $0.hasPrefix("SEARCH l1 USING") && $0.contains("(name=?)") }, "plan: \(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN t0") }, "plan: \(plan)")
        // An unindexed target property: a scan of the target, then the link column's index.
        let unindexed = try realm.explainQueryPlan(try realm.objects("Dog", where: "owner.age == 30").fragment)
        #expect(unindexed.contains { $0.hasPrefix("SEARCH t0 USING") && $0.contains("(owner=?)") }, "plan: \(unindexed)")
        #expect(!unindexed.contains { $0.hasPrefix("SCAN t0") }, "plan: \(unindexed)")
    }
}
