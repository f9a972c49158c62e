import Glibc
import RealmModel
import RealmStore
import SQLite

/// `realmlens-bench query [N] [CASE]`: RQL queries against equivalent hand-written
/// SQL on the same store file, in the same run.
///
/// The store (N people, default 1,000,000, each with a to-one link to one of
/// 1,000 cities (name indexed, label not) and a list of 0–3 tags) is built once and kept in /tmp.
/// Two ratios are printed per query: `sql` compares the SQL a query compiles
/// to with the hand-written SQL (both prepared and stepped the same way: the
/// quality of the generated SQL), `total` adds parsing, resolving and
/// compiling the query text each time (what a user of `realmlens query` pays).
/// Hand-written SQL returns the same rows in the same (object-key) order.
enum QueryBenchmark {
    struct Case {
        var name: String
        var rql: (Int) -> String
        var handSQL: String
        var handArguments: (Int) -> [SQLiteValue]
        /// Repetitions (point lookups repeat many times with different values).
        var repetitions: Int
    }

    static func run(_ arguments: [String]) throws {
        let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
        let path = "/tmp/realmlens-bench-query-v2-\(count).realm"
        let realm = try openOrBuild(path: path, count: count)
        let cases: [Case] = [
            Case(name: "indexed equality", rql: { "name == 'name-\(($0 * 7919) % count)'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE name = ? ORDER BY _key"#,
                 handArguments: { [.text("name-\(($0 * 7919) % count)")] }, repetitions: 5000),
            Case(name: "primary-key lookup", rql: { "id == \(($0 * 7919) % count)" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE id = ?"#,
                 handArguments: { [.integer(Int64(($0 * 7919) % count))] }, repetitions: 5000),
            Case(name: "range, unindexed int", rql: { _ in "age > 90" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE age > ? ORDER BY _key"#,
                 handArguments: { _ in [.integer(90)] }, repetitions: 5),
            Case(name: "CONTAINS[c] on a string", rql: { _ in "note CONTAINS[c] 'QUICK7'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note LIKE ? ORDER BY _key"#,
                 handArguments: { _ in [.text("%quick7%")] }, repetitions: 5),
            // Operators that read every byte, a NUL included (`rl_endswithc`, `rl_likec`, `rl_like`, `instr`, `rl_strop`).
            Case(name: "ENDSWITH[c] on a string", rql: { _ in "note ENDSWITH[c] 'QUICK7'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note LIKE ? ORDER BY _key"#,
                 handArguments: { _ in [.text("%quick7")] }, repetitions: 5),
            Case(name: "LIKE[c] on a string", rql: { _ in "note LIKE[c] '*QUICK7 ?OX*'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note LIKE ? ORDER BY _key"#,
                 handArguments: { _ in [.text("%quick7 _ox%")] }, repetitions: 5),
            Case(name: "LIKE on a string", rql: { _ in "note LIKE '*quick7 ?lpha*'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note GLOB ? ORDER BY _key"#,
                 handArguments: { _ in [.text("*quick7 ?lpha*")] }, repetitions: 5),
            Case(name: "CONTAINS on a string", rql: { _ in "note CONTAINS 'quick7'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note GLOB ? ORDER BY _key"#,
                 handArguments: { _ in [.text("*quick7*")] }, repetitions: 5),
            Case(name: "BEGINSWITH on a string", rql: { _ in "note BEGINSWITH 'quick7'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note GLOB ? ORDER BY _key"#,
                 handArguments: { _ in [.text("quick7*")] }, repetitions: 5),
            Case(name: "ENDSWITH on a string", rql: { _ in "note ENDSWITH 'quick7'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note GLOB ? ORDER BY _key"#,
                 handArguments: { _ in [.text("*quick7")] }, repetitions: 5),
            Case(name: "==[c] on a string", rql: { _ in "note ==[c] 'QUICK7 FOX'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note = ? COLLATE NOCASE ORDER BY _key"#,
                 handArguments: { _ in [.text("quick7 fox")] }, repetitions: 5),
            // A Latin-1 needle is compared under the collation `RL_EQUALC` (NOCASE folds ASCII only); as long
            // as many notes, so the collation compares most values' bytes instead of stopping at their length.
            Case(name: "==[c] Latin-1 on a string", rql: { _ in "note ==[c] 'QUICK7 FOX5 DOG1 ÄLPHA2'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE note = ? COLLATE NOCASE ORDER BY _key"#,
                 handArguments: { _ in [.text("quick7 fox5 dog1 älpha2")] }, repetitions: 5),
            // Through the index on `name`: the needle's 16 ways of writing "name" as an `IN` list, against the
            // one exact look-up that finds the same object.
            Case(name: "==[c] on an indexed string", rql: { "name ==[c] 'NAME-\(($0 * 7919) % count)'" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE name = ? ORDER BY _key"#,
                 handArguments: { [.text("name-\(($0 * 7919) % count)")] }, repetitions: 1000),
            Case(name: "link path", rql: { "city.name == 'city-\($0 % 1000)'" },
                 // The plain `ON c._key = p.city` makes SQLite scan every person (the link column has no
                 // affinity, so its index cannot serve `= c._key`); the extra term is the fast hand-written form.
                 handSQL: #"SELECT p._key FROM "class_Person" p JOIN "class_City" c ON c._key = p.city AND p.city = +c._key WHERE c.name = ? ORDER BY p._key"#,
                 handArguments: { [.text("city-\($0 % 1000)")] }, repetitions: 1000),
            Case(name: "link path, unindexed", rql: { "city.label == 'label-\($0 % 1000)'" },
                 // From the target class (a scan of 1,000 cities) through the index on the link column.
                 handSQL: #"SELECT p._key FROM "class_City" c CROSS JOIN "class_Person" p ON p.city = +c._key WHERE c.label = ? ORDER BY p._key"#,
                 handArguments: { [.text("label-\($0 % 1000)")] }, repetitions: 200),
            Case(name: "@count", rql: { _ in "tags.@count > 2" },
                 handSQL: #"SELECT p._key FROM "class_Person" p WHERE (SELECT count(*) FROM "class_Person.tags" t WHERE t.owner = p._key) > ? ORDER BY p._key"#,
                 handArguments: { _ in [.integer(2)] }, repetitions: 2),
            Case(name: "SORT … LIMIT 20", rql: { _ in "age > 50 SORT(name ASC) LIMIT(20)" },
                 handSQL: #"SELECT _key FROM "class_Person" WHERE age > ? ORDER BY name LIMIT 20"#,
                 handArguments: { _ in [.integer(50)] }, repetitions: 2000),
        ]
        print("query benchmark: \(count) people, \(path)")
        print("query                      rows    hand-written   generated SQL   ratio   total (parse+run)   ratio")
        // An optional second argument picks the cases whose name contains it.
        let filter = arguments.count > 1 ? arguments[1] : ""
        for c in cases where filter.isEmpty || c.name.contains(filter) {
            try measure(c, realm: realm)
        }
    }

    static func measure(_ c: Case, realm: Realm) throws {
        // Warm the page cache and check both sides agree.
        let compiled0 = try realm.objects("Person", where: c.rql(0)).fragment
        let expected = try realm.countRows(sql: c.handSQL, arguments: c.handArguments(0))
        let got = try realm.countRows(sql: compiled0.sql, arguments: compiled0.arguments)
        guard expected == got else {
            print("\(c.name): MISMATCH hand-written \(expected) rows, generated \(got) rows")
            return
        }
        var handBest = Double.infinity, sqlBest = Double.infinity, totalBest = Double.infinity
        var fragments: [SQLFragment] = []
        for i in 0..<c.repetitions { fragments.append(try realm.objects("Person", where: c.rql(i)).fragment) }
        // Best of five interleaved rounds: the machine is shared, so single timings are noisy.
        for _ in 0..<5 {
            handBest = min(handBest, try time {
                for i in 0..<c.repetitions { _ = try realm.countRows(sql: c.handSQL, arguments: c.handArguments(i)) }
            })
            sqlBest = min(sqlBest, try time {
                for f in fragments { _ = try realm.countRows(sql: f.sql, arguments: f.arguments) }
            })
            totalBest = min(totalBest, try time {
                for i in 0..<c.repetitions {
                    var n = 0
                    try realm.objects("Person", where: c.rql(i)).forEachKey { _ in n += 1; return true }
                }
            })
        }
        let per = Double(c.repetitions)
        print(pad(c.name, 24), pad(String(expected), 8), pad(format(handBest / per), 14), pad(format(sqlBest / per), 15),
              pad(String(format2(sqlBest / handBest)), 7), pad(format(totalBest / per), 19), format2(totalBest / handBest))
    }

    // MARK: - The store

    static let schema = Schema([
        ObjectSchema(className: "City", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .string, isIndexed: true),
            Property(name: "label", type: .string),
        ]),
        ObjectSchema(className: "Person", primaryKey: "id", properties: [
            Property(name: "id", type: .int, isIndexed: true),
            Property(name: "name", type: .string, isIndexed: true),
            Property(name: "age", type: .int),
            Property(name: "note", type: .string),
            Property(name: "city", type: .object, isOptional: true, objectClassName: "City"),
            Property(name: "tags", type: .int, collection: .list),
        ]),
    ])

    static func openOrBuild(path: String, count: Int) throws -> Realm {
        if access(path, F_OK) == 0 {
            let realm = try Realm(configuration: Realm.Configuration(path: path))
            if try realm.objects("Person").count == count { return realm }
            print("rebuilding \(path)")
        }
        unlink(path)
        let start = now()
        let realm = try Realm(configuration: Realm.Configuration(path: path, schema: schema))
        var rng = SplitMix(state: 42)
        let words = ["alpha", "quick", "brown", "Fox", "lazy", "DOG", "jumps", "over", "Realm", "query"]
        try realm.write {
            for i in 0..<1000 {
                try realm.create("City", values: [.int(Int64(i)), .string("city-\(i)"), .string("label-\(i)")])
            }
        }
        var done = 0
        while done < count {
            let batch = min(50_000, count - done)
            try realm.write {
                for i in done..<done + batch {
                    let note = (0..<4).map { _ in words[Int(rng.next() % 10)] + String(rng.next() % 10) }.joined(separator: " ")
                    let tags = (0..<Int(rng.next() % 4)).map { _ in AnyRealmValue.int(Int64(rng.next() % 100)) }
                    try realm.create("Person", values: [
                        .int(Int64(i)), .string("name-\(i)"), .int(Int64(rng.next() % 100)), .string(note),
                        .link(ObjectLink(className: "City", key: Int64(rng.next() % 1000) + 1)), .list(tags),
                    ])
                }
            }
            done += batch
        }
        print("built \(count) people in \(format(now() - start))")
        return realm
    }

    // MARK: - Helpers

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    static func format(_ seconds: Double) -> String {
        if seconds < 1e-3 { return "\(format2(seconds * 1e6)) µs" }
        if seconds < 1 { return "\(format2(seconds * 1e3)) ms" }
        return "\(format2(seconds)) s"
    }

    static func format2(_ x: Double) -> String {
        let scaled = (x * 100).rounded() / 100
        var text = String(scaled)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
        }
        return text
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
