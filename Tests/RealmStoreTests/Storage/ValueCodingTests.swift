import RealmModel
import Testing
@testable import RealmStore

/// Every type and collection kind round-trips exactly through a file store.
@Suite struct ValueCodingTests {
    static let edgeValues: [(PropertyType, [AnyRealmValue])] = [
        (.bool, [.bool(false), .bool(true)]),
        (.int, [.int(.min), .int(.max), .int(0), .int(-1)]),
        (.float, [.float(-0.0), .float(.nan), .float(.infinity), .float(-.infinity), .float(.greatestFiniteMagnitude),
                  .float(.leastNonzeroMagnitude), .float(123456.79), .float(0.1)]),
        (.double, [.double(-0.0), .double(.nan), .double(.infinity), .double(-.infinity), .double(.greatestFiniteMagnitude),
                   .double(.leastNonzeroMagnitude), .double(0.1), .double(1.0 / 3.0)]),
        (.string, [.string(""), .string(String(repeating: "x", count: 70_000)), .string("😀👍🏽李雷한국어𝄞"), .string("a\u{0}b\u{0}"),
                   .string("\"\\\n\t\u{7f}")]),
        (.data, [.data([]), .data([0]), .data((0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7) })]),
        (.date, [.date(Timestamp(year: 1, month: 1, day: 1)), .date(Timestamp(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59, nanosecond: 999_999_999)),
                 .date(Timestamp(seconds: 0, nanoseconds: -1)), .date(Timestamp(seconds: -1, nanoseconds: -500_000_000)), .date(Timestamp(seconds: 0, nanoseconds: 0))]),
        (.decimal128, ["0", "-0", "123.45", "1E-6176", "9.999999999999999999999999999999999E+6144", "NaN", "Inf", "-Inf", "+123456789012345678901E+0", "1.000"]
            .compactMap { Decimal128(string: $0) }.map { .decimal128($0) }),
        (.objectId, [ObjectId(bytes: Array(repeating: 0, count: 12)), ObjectId(bytes: Array(repeating: 0xff, count: 12))].compactMap { $0 }.map { .objectId($0) }),
        (.uuid, [RealmUUID(bytes: Array(repeating: 0, count: 16)), RealmUUID(bytes: Array(repeating: 0xff, count: 16))].compactMap { $0 }.map { .uuid($0) }),
    ]

    /// NaN != NaN, so compare bit patterns where it matters.
    func same(_ a: AnyRealmValue, _ b: AnyRealmValue) -> Bool {
        switch (a, b) {
        case (.float(let x), .float(let y)): return x.bitPattern == y.bitPattern
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.list(let x), .list(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.dictionary(let x), .dictionary(let y)): return x.count == y.count && x.allSatisfy { k, v in y[k].map { same(v, $0) } ?? false }
        default: return a == b
        }
    }

    @Test(arguments: edgeValues.map(\.0))
    func roundTripsEdgeValues(_ type: PropertyType) throws {
        let values = try #require(Self.edgeValues.first { $0.0 == type }?.1)
        let schema = Schema([ObjectSchema(className: "T", properties: [
            Property(name: "v", type: type),
            Property(name: "o", type: type, isOptional: true),
            Property(name: "m", type: .mixed, isOptional: true),
            Property(name: "l", type: type, collection: .list, isOptional: true),
            Property(name: "d", type: type, collection: .dictionary, isOptional: true),
        ])])
        let path = makeTemporaryPath()
        do {
            let realm = try Realm(configuration: .init(path: path, schema: schema))
            try realm.write {
                for value in values {
                    try realm.create("T", value: ["v": value, "o": .null, "m": value, "l": .list(values + [.null]), "d": .dictionary(["k": value, "n": .null])])
                }
            }
        }
        let realm = try Realm(configuration: .init(path: path, readOnly: true))
        var index = 0
        try realm.objects("T").forEach { (object: DynamicObject) throws in
            let record = try object.record()
            let value = values[index]
            #expect(same(record.values[0], value), "\(type) \(value) read back as \(record.values[0])")
            #expect(record.values[1] == .null)
            #expect(same(record.values[2], value))
            #expect(same(record.values[3], .list(values + [.null])))
            #expect(same(record.values[4], .dictionary(["k": value, "n": .null])))
            index += 1
        }
        #expect(index == values.count)
    }

    @Test func datesSortChronologically() throws {
        let dates = [Timestamp(year: 1, month: 1, day: 1), Timestamp(seconds: -1, nanoseconds: -500_000_000), Timestamp(seconds: 0, nanoseconds: -1),
                     Timestamp(seconds: 0, nanoseconds: 0), Timestamp(seconds: 0, nanoseconds: 1), Timestamp(year: 9999, month: 12, day: 31)]
        let encoded = dates.map(ValueCoding.dateBytes)
        #expect(encoded == encoded.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func nestedMixedRoundTrips() throws {
        let schema = Schema([ObjectSchema(className: "T", properties: [Property(name: "m", type: .mixed, isOptional: true)])])
        let realm = try makeInMemoryRealm(schema)
        let nested: AnyRealmValue = .list([.int(1), .list([.string("a"), .null]), .dictionary(["x": .dictionary([:]), "y": .decimal128(Decimal128(Int64(5)))])])
        let object = try realm.write { try realm.create("T", value: ["m": nested]) }
        #expect(try object.value(forKey: "m") == nested)
    }
}

/// Decimals sort (and compare, and sum) in SQL through their REAL `$sort` column.
@Suite struct DecimalSortColumnTests {
    @Test func storeOrdersDecimalsBySortColumn() throws {
        let schema = Schema([ObjectSchema(className: "D", properties: [Property(name: "d", type: .decimal128)])])
        let realm = try makeInMemoryRealm(schema)
        let texts = ["10", "-2", "1E-3", "1.5", "-Inf", "1E30"]
        try realm.write { for t in texts { try realm.create("D", value: ["d": .decimal128(try #require(Decimal128(string: t)))]) } }
        let sorted = try realm.connection.fetchAll(sql: #"SELECT "d" FROM "class_D" ORDER BY "d$sort""#).map { row -> String in
            guard case .blob(let b) = row[0] else { return "?" }
            return b.withUnsafeBytes { ValueCoding.decimal(from: $0)?.description ?? "?" }
        }
        #expect(sorted == ["-Inf", "-2", "1E-3", "1.5", "10", "1E30"])
    }
}
