import RealmModel
import Testing
@testable import RealmStore

/// `Results` of a query, as the REPL and commands use them.
@Suite struct QueryResultsTests {
    @Test func countFirstAndIteration() throws {
        let realm = try makeZooRealm()
        let results = try realm.objects("Person", where: "age == 25")
        #expect(try results.count == 2)
        #expect(try results.first?.value(forKey: "name") == "Bob")
        #expect(try names(results) == ["Bob", "Dave"])
        #expect(try realm.objects("Person", where: "age > 100").first == nil)
    }

    @Test func sortedDistinctAndFilterChain() throws {
        let realm = try makeZooRealm()
        let all = try realm.objects("Person").filter("age < 40")
        #expect(try names(all.sorted(byKeyPath: "name", ascending: false)) == ["Éve", "Dave", "Bob", "Alice"])
        // A later sort takes precedence; the earlier order breaks ties (Realm's stacking).
        #expect(try names(all.sorted(byKeyPath: "name").sorted(byKeyPath: "age")) == ["Bob", "Dave", "Alice", "Éve"])
        #expect(try names(all.distinct(by: ["age"])) == ["Alice", "Bob", "Éve"])
        #expect(try names(all.filter("flag == true")) == ["Alice", "Dave"])
        #expect(try all.filter("flag == true").count == 2)
    }

    @Test func aggregates() throws {
        let realm = try makeZooRealm()
        let people = try realm.objects("Person", where: "TRUEPREDICATE")
        #expect(try people.min(ofProperty: "age") == .int(25))
        #expect(try people.max(ofProperty: "age") == .int(40))
        #expect(try people.sum(ofProperty: "age") == .int(155))
        #expect(try people.average(ofProperty: "age") == .double(31))
        #expect(try people.filter("age > 100").sum(ofProperty: "age") == .int(0))
        #expect(try people.filter("age > 100").average(ofProperty: "age") == .null)
        #expect(try people.max(ofProperty: "born") == .date(Timestamp(year: 2000, month: 6, day: 15)))
        #expect(throws: RealmError.self) { try people.sum(ofProperty: "name") }
    }

    @Test func recordsStreamAndStopEarly() throws {
        let realm = try makeZooRealm()
        var seen: [ObjectKey] = []
        try realm.objects("Dog", where: "TRUEPREDICATE").forEachRecord { record in
            seen.append(record.key)
            return seen.count < 2
        }
        #expect(seen.count == 2)
    }

    @Test func resultsAreLiveQueriesNotSnapshots() throws {
        let realm = try makeZooRealm()
        let young = try realm.objects("Dog", where: "age < 5")
        #expect(try young.count == 2)
        try realm.write { try realm.create("Dog", value: ["id": .int(9), "name": "Pup", "age": .int(0)]) }
        #expect(try names(young) == ["Rex", "rex", "Pup"])
    }
}

/// Every object of a class and a query's matches are one `Results`, with one API.
@Suite struct OneResultsTests {
    @Test func everyObjectSortsFiltersAggregatesAndStreamsRecords() throws {
        let realm = try makeZooRealm()
        let everyone = try realm.objects("Person")
        #expect(everyone.query == nil)
        #expect(try names(everyone.sorted(byKeyPath: "name")) == (try names(realm.objects("Person", where: "TRUEPREDICATE SORT(name ASC)"))))
        #expect(try names(everyone.distinct(by: ["age"])) == (try names(realm.objects("Person", where: "TRUEPREDICATE DISTINCT(age)"))))
        #expect(try everyone.max(ofProperty: "age") == .int(40))
        var keys: [ObjectKey] = []
        try everyone.forEachRecord { record in
            keys.append(record.key)
            let stored = try everyone.realm.record(ofType: "Person", key: record.key)
            #expect(record == stored)
            return true
        }
        var iterated: [ObjectKey] = []
        try everyone.forEach { iterated.append($0.key) }
        #expect(keys == iterated)
        #expect(keys == keys.sorted())
        var firstTwo: [ObjectKey] = []
        try everyone.forEachRecord { record in
            firstTwo.append(record.key)
            return firstTwo.count < 2
        }
        #expect(firstTwo == Array(keys.prefix(2)))
    }

    @Test func aQueryPagesInItsOwnOrder() throws {
        let realm = try makeZooRealm()
        let byName = try realm.objects("Person", where: "TRUEPREDICATE SORT(name DESC)")
        var all: [ObjectKey] = []
        try byName.forEachKey { all.append($0); return true }
        #expect(try byName.page(offset: 1, limit: 2).map(\.key) == Array(all[1..<3]))
        #expect(try byName.page(offset: all.count, limit: 2).isEmpty)
        #expect(try byName.first?.key == all.first)
        #expect(try !byName.isEmpty)
        #expect(try byName.filter("age > 100").isEmpty)
    }
}

/// Streaming reuses one row buffer; a record the caller keeps must not change under it.
@Suite struct KeptRecordTests {
    @Test func recordsKeptWhileStreamingStayAsRead() throws {
        let realm = try makeZooRealm()
        var kept: [ObjectRecord] = []
        try realm.objects("Person").forEachRecord { kept.append($0); return true }
        var dumped: [ObjectRecord] = []
        try realm.forEachObject(ofClass: "Person") { dumped.append($0) }
        #expect(kept.count > 2)
        for record in kept { #expect(try realm.record(ofType: "Person", key: record.key) == record) }
        #expect(Set(dumped) == Set(kept))
    }
}
