import RealmModel
import Testing
@testable import RealmStore

/// Decimal aggregates are exact, as Realm's Decimal128 arithmetic is: money adds up.
@Suite struct DecimalQueryTests {
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(Schema([
            ObjectSchema(className: "Wallet", properties: [
                Property(name: "name", type: .string),
                Property(name: "balance", type: .decimal128),
                Property(name: "amounts", type: .decimal128, collection: .list),
            ]),
        ]))
        func d(_ text: String) -> AnyRealmValue { .decimal128(Decimal128(string: text) ?? Decimal128(Int64(0))) }
        try realm.write {
            try realm.create("Wallet", value: ["name": "a", "balance": d("0.1"), "amounts": .list([d("0.1"), d("0.2")])])
            try realm.create("Wallet", value: ["name": "b", "balance": d("0.2"), "amounts": .list([d("10.50"), d("-0.5")])])
            try realm.create("Wallet", value: ["name": "c", "balance": d("-3"), "amounts": .list([])])
            try realm.create("Wallet", value: ["name": "d", "balance": d("1E-30"), "amounts": .list([d("1E-30"), d("1E30")])])
        }
        return realm
    }

    static let cases: [QueryCase] = [
        Q("Wallet", "amounts.@sum == 0.3", "a"),
        Q("Wallet", "amounts.@sum == 10", "b"),
        Q("Wallet", "amounts.@sum == 0", "c"),
        Q("Wallet", "amounts.@sum > 1E29", "d"),
        Q("Wallet", "amounts.@min == 0.1", "a"),
        Q("Wallet", "amounts.@min == -0.5", "b"),
        Q("Wallet", "amounts.@max == 10.5", "b"),
        Q("Wallet", "amounts.@max == nil", "c"),
        Q("Wallet", "amounts.@avg == 0.15", "a"),
        Q("Wallet", "amounts.@avg == 5", "b"),
        Q("Wallet", "amounts.@avg == nil", "c"),
        Q("Wallet", "amounts.@sum == balance + 0.2", "a"),
        Q("Wallet", "balance BETWEEN {0.1, 0.2}", "a", "b"),
        Q("Wallet", "TRUEPREDICATE SORT(balance ASC)", "c", "d", "a", "b"),
    ]

    @Test func exactDecimalAggregates() throws {
        check(Self.cases, on: try Self.makeRealm())
    }

    @Test func resultsAggregatesAreExactToo() throws {
        let realm = try Self.makeRealm()
        let wallets = try realm.objects("Wallet", where: "name IN {'a', 'b'}")
        let sum = try wallets.sum(ofProperty: "balance")
        guard case .decimal128(let d) = sum else { Issue.record("sum is \(sum)"); return }
        #expect(Decimal128.compare(d, Decimal128(string: "0.3")!) == 0)
        #expect(try wallets.min(ofProperty: "balance") == .decimal128(Decimal128(string: "0.1")!))
        #expect(try realm.objects("Wallet", where: "FALSEPREDICATE").sum(ofProperty: "balance") == .decimal128(Decimal128(Int64(0))))
    }
}
