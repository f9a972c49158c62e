import RealmModel

/// Fills the `studio` template: tags first, then a mix of authors, books,
/// notes and `AllTypes` objects, each linking only to objects made before.
struct StudioFiller {
    /// The share of values replaced by an edge value.
    static let edgeRate = 0.03

    private var authorKeys: [ObjectKey] = []
    private var bookKeys: [ObjectKey] = []
    private var allTypesCount: Int64 = 0
    private var tagNames: [String] = []

    mutating func fill(_ g: inout DemoGeneration) throws {
        for word in WordLists.words.prefix(min(12, g.target)) {
            try g.create("Tag", [.string(word), g.orNull(0.2, .string(g.random.pick(WordLists.colors)))])
            tagNames.append(word)
        }
        while !g.isDone {
            let roll = g.random.unit()
            if authorKeys.isEmpty || roll < 0.10 {
                try makeAuthor(&g)
            } else if roll < 0.40 {
                try makeBook(&g)
            } else if roll < 0.65 {
                try makeAllTypes(&g)
            } else {
                try makeNote(&g)
            }
        }
    }

    // MARK: - Catalogue

    private mutating func makeAuthor(_ g: inout DemoGeneration) throws {
        let name = g.random.personName()
        let born = g.random.date(fromYear: 1850, toYear: 2000)
        let email = name.lowercased().filter { $0.isLetter && $0.isASCII } + "@example.com"
        let address: AnyRealmValue = g.random.chance(0.3) ? .null : .embedded(EmbeddedObject(className: "Address", values: [
            .string("\(g.random.int(in: 1...250)) \(g.random.phrase(maxWords: 2)) Street"),
            .string(g.random.pick(WordLists.cities)),
            g.orNull(0.2, .string(String(g.random.int(in: 10000...99999)))),
        ]))
        authorKeys.append(try g.create("Author", [
            .objectId(g.random.objectId(at: born)), .string(name), g.orNull(0.15, .string(email)), g.orNull(0.1, .date(born)), address,
        ]))
    }

    private mutating func makeBook(_ g: inout DemoGeneration) throws {
        var authors: [AnyRealmValue] = []
        for _ in 0..<g.random.pick([1, 1, 1, 2, 3]) {
            authors.append(.link(ObjectLink(className: "Author", key: g.random.pick(authorKeys))))
        }
        var tags = Set<String>()
        for _ in 0..<g.random.int(in: 0...3) { tags.insert(g.random.pick(tagNames)) }
        var editions: [AnyRealmValue] = []
        for _ in 0..<g.random.int(in: 0...2) {
            editions.append(.embedded(EmbeddedObject(className: "Edition", values: [
                .string(g.random.pick(["hardcover", "paperback", "ebook", "audiobook"])), .int(Int64(g.random.int(in: 1950...2025))),
                g.orNull(0.2, .double(g.random.price(upTo: 60))),
            ])))
        }
        var metadata: [String: AnyRealmValue] = [:]
        for _ in 0..<g.random.int(in: 0...2) {
            metadata[g.random.pick(["language", "translator", "series", "edition", "shelf"])] = g.orNull(0.2, .string(g.random.phrase(maxWords: 2)))
        }
        let sequelTo: AnyRealmValue = !bookKeys.isEmpty && g.random.chance(0.1)
            ? .link(ObjectLink(className: "Book", key: g.random.pick(bookKeys))) : .null
        let cents = Int64(g.random.price(upTo: 80) * 100)
        bookKeys.append(try g.create("Book", [
            .uuid(g.random.uuid()),
            .string(g.orEdge(Self.edgeRate, EdgeValues.strings, g.random.phrase(maxWords: 5))),
            g.orNull(0.2, .string("978-\(g.random.int(in: 0...9))-\(g.random.int(in: 10000...99999))-\(g.random.int(in: 100...999))-\(g.random.int(in: 0...9))")),
            .int(g.orEdge(Self.edgeRate, EdgeValues.ints, Int64(g.random.int(in: 48...1200)))),
            g.orNull(0.3, .float(g.orEdge(Self.edgeRate, EdgeValues.floats, Float(g.random.int(in: 10...50)) / 10))),
            .decimal128(g.orEdge(Self.edgeRate, EdgeValues.decimals, Decimal128(coefficient: UInt128(cents), exponent: -2, isNegative: false))),
            .date(g.orEdge(Self.edgeRate, EdgeValues.dates, g.random.date(fromYear: 1900, toYear: 2026))),
            .bool(g.random.chance(0.7)),
            g.random.chance(0.9) ? .null : .data(g.orEdge(Self.edgeRate * 3, EdgeValues.data, g.random.bytes(g.random.int(in: 8...64)))),
            .list(authors),
            .list(tags.sorted().map { .link(ObjectLink(className: "Tag", primaryKey: .string($0))) }),
            .list(editions),
            .dictionary(metadata),
            mixed(&g),
            sequelTo,
        ]))
    }

    private mutating func makeNote(_ g: inout DemoGeneration) throws {
        var roles: [String: AnyRealmValue] = [:]
        if g.random.chance(0.3) {
            for role in ["primary", "secondary"] where g.random.chance(0.6) {
                roles[role] = g.random.chance(0.1) ? .null : .link(ObjectLink(className: "Tag", primaryKey: .string(g.random.pick(tagNames))))
            }
        }
        try g.create("Note", [
            .string(g.orEdge(Self.edgeRate, EdgeValues.strings, g.random.note())),
            .date(g.random.date(fromYear: 2015, toYear: 2026)),
            g.random.chance(0.5) ? .link(ObjectLink(className: "Author", key: g.random.pick(authorKeys))) : .null,
            !bookKeys.isEmpty && g.random.chance(0.5) ? .link(ObjectLink(className: "Book", key: g.random.pick(bookKeys))) : .null,
            mixed(&g),
            .dictionary(roles),
        ])
    }

    // MARK: - AllTypes

    private mutating func makeAllTypes(_ g: inout DemoGeneration) throws {
        allTypesCount += 1
        var values: [AnyRealmValue] = [.int(allTypesCount)]
        for type in StudioTemplate.scalarTypes {
            values.append(scalar(type, &g))
            values.append(g.orNull(0.25, scalar(type, &g)))
            values.append(.list(g.random.chance(0.2) ? [] : (0..<g.random.int(in: 1...4)).map { _ in scalar(type, &g) }))
            var set: [AnyRealmValue] = []
            for _ in 0..<g.random.int(in: 0...4) {
                let element = setElement(type, &g)
                if !set.contains(element) { set.append(element) }
            }
            values.append(.list(set))
            var map: [String: AnyRealmValue] = [:]
            for _ in 0..<g.random.int(in: 0...3) { map[g.random.pick(WordLists.words)] = g.orNull(0.15, scalar(type, &g)) }
            values.append(.dictionary(map))
        }
        values.append(mixed(&g))
        values.append(.list((0..<g.random.int(in: 0...3)).map { _ in mixed(&g) }))
        var mixedMap: [String: AnyRealmValue] = [:]
        for _ in 0..<g.random.int(in: 0...2) { mixedMap[g.random.pick(WordLists.colors)] = mixed(&g) }
        values.append(.dictionary(mixedMap))
        values.append(allTypesCount > 1 && g.random.chance(0.4)
            ? .link(ObjectLink(className: "AllTypes", primaryKey: .int(Int64(g.random.int(in: 1...Int(allTypesCount - 1)))))) : .null)
        try g.create("AllTypes", values)
    }

    /// A value of `type`, an edge value at the edge rate.
    private func scalar(_ type: PropertyType, _ g: inout DemoGeneration) -> AnyRealmValue {
        let edge = StudioFiller.edgeRate
        switch type {
        case .bool: return .bool(g.random.chance(0.5))
        case .int: return .int(g.orEdge(edge, EdgeValues.ints, Int64(g.random.int(in: -1000...100_000))))
        case .float: return .float(g.orEdge(edge, EdgeValues.floats, Float(g.random.int(in: -10000...10000)) / 8))
        case .double: return .double(g.orEdge(edge, EdgeValues.doubles, g.random.price(upTo: 500)))
        case .string: return .string(g.orEdge(edge, EdgeValues.strings, g.random.phrase()))
        case .data: return .data(g.orEdge(edge, EdgeValues.data, g.random.bytes(g.random.int(in: 1...24))))
        case .date: return .date(g.orEdge(edge, EdgeValues.dates, g.random.date(fromYear: 1970, toYear: 2030)))
        case .decimal128:
            return .decimal128(g.orEdge(edge, EdgeValues.decimals,
                Decimal128(coefficient: UInt128(g.random.int(in: 0...9_999_999)), exponent: -g.random.int(in: 0...4), isNegative: g.random.chance(0.2))))
        case .objectId: return .objectId(g.random.objectId(at: g.random.date(fromYear: 2012, toYear: 2026)))
        case .uuid: return .uuid(g.random.uuid())
        case .mixed, .object, .linkingObjects: preconditionFailure("scalar(\(type)) asked for a non-scalar type")
        }
    }

    /// A set element: no NaNs and no signed zeros, whose equality Realm and
    /// Swift disagree about.
    private func setElement(_ type: PropertyType, _ g: inout DemoGeneration) -> AnyRealmValue {
        switch type {
        case .float: return .float(Float(g.random.int(in: -100...100)) / 4)
        case .double: return .double(g.orEdge(StudioFiller.edgeRate, EdgeValues.setDoubles, g.random.price(upTo: 50)))
        case .decimal128: return .decimal128(Decimal128(Int64(g.random.int(in: 0...500))))
        default: return scalar(type, &g)
        }
    }

    /// A mixed value of a random type: scalars, null, or a link to a tag.
    private func mixed(_ g: inout DemoGeneration) -> AnyRealmValue {
        switch g.random.int(in: 0...9) {
        case 0: return .null
        case 1: return .int(g.orEdge(StudioFiller.edgeRate, EdgeValues.ints, Int64(g.random.int(in: 0...1000))))
        case 2: return .string(g.random.phrase(maxWords: 3))
        case 3: return .double(g.random.price(upTo: 100))
        case 4: return .bool(g.random.chance(0.5))
        case 5: return .date(g.random.date(fromYear: 2000, toYear: 2026))
        case 6: return .uuid(g.random.uuid())
        case 7: return .decimal128(Decimal128(Int64(g.random.int(in: 0...10_000))))
        case 8: return .link(ObjectLink(className: "Tag", primaryKey: .string(g.random.pick(tagNames))))
        default: return .objectId(g.random.objectId(at: g.random.date(fromYear: 2012, toYear: 2026)))
        }
    }
}
