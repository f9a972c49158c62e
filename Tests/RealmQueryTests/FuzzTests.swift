import RealmModel
import Testing
@testable import RealmQuery
import TestRandomness

/// Generates random queries (from a grammar-shaped generator and from the
/// pinned query tables), mutates them, and checks that parsing and
/// resolving only ever return or throw `QueryError` — no crash, no hang.
@Suite struct FuzzTests {
    static let fragments = [
        "age", "name", "owner", "dogs", "owner.dogs", "owners", "@links.Person.dogs", "@links", "intList", "intDict", "mixedCol",
        "stringCol", "decimalCol", "dateCol", "objectList", "$0", "$1", "$2", "$9", "1", "-2", "3.5", "1e3", "'x'", "\"y\"", "nil",
        "true", "inf", "-inf", "nan", "0x1F", "T1:2", "2024-01-31@12:30:00", "oid(507f1f77bcf86cd799439011)",
        "uuid(123e4567-e89b-12d3-a456-426614174000)", "B64\"aGk=\"", "bin('a')", "obj('Dog', 'Rex')", "{1, 2}", "{}",
        "==", "=", "!=", "<>", "<", "<=", ">", ">=", "=<", "=>", "[c]", "[d]", "[cd]", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE",
        "TEXT", "IN", "BETWEEN", "GEOWITHIN", "geoCircle([1, 2], 3)", "geoBox([1, 2], [3, 4])", "AND", "OR", "NOT", "&&", "||", "!",
        "ANY", "ALL", "NONE", "SOME", "(", ")", "[", "]", "{", "}", ",", ".", "+", "-", "*", "/", "@count", "@size", "@sum", "@avg",
        "@min", "@max", "@keys", "@values", "@type", "[FIRST]", "[LAST]", "[SIZE]", "[*]", "[0]", "['k']", "SUBQUERY(owners, $p, $p.name == 'a').@count",
        "TRUEPREDICATE", "FALSEPREDICATE", "SORT(name ASC)", "DISTINCT(age)", "LIMIT(3)", "'", "\"", "\\", "#", "é", "\u{0}",
    ]

    static let classes = ["Dog", "Person", "AllTypes", "Address", "Holder"]

    func check(_ text: String, _ rng: inout SplitMix64) {
        let className = FuzzTests.classes[Int(rng.next() % UInt64(FuzzTests.classes.count))]
        do {
            let query = try QueryParser.parse(text)
            _ = query.description
            _ = try testResolver.resolve(query, className: className, arguments: [.int(1), .string("x"), .list([.int(1), .null])])
        } catch let error as QueryError {
            let rendered = rendered(error, in: text)
            #expect(rendered.hasPrefix("error: ") && !error.message.isEmpty, "bad rendering for \(text)")
        } catch {
            Issue.record("non-QueryError \(error) for \(text)")
        }
    }

    func randomQuery(_ rng: inout SplitMix64) -> String {
        let count = 1 + Int(rng.next() % 12)
        var parts: [String] = []
        for _ in 0..<count {
            parts.append(FuzzTests.fragments[Int(rng.next() % UInt64(FuzzTests.fragments.count))])
        }
        return parts.joined(separator: rng.next() % 4 == 0 ? "" : " ")
    }

    func mutate(_ text: String, _ rng: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        switch rng.next() % 5 {
        case 0 where !bytes.isEmpty:  // truncate
            bytes = Array(bytes[0..<Int(rng.next() % UInt64(bytes.count))])
        case 1 where !bytes.isEmpty:  // flip a byte
            let i = Int(rng.next() % UInt64(bytes.count))
            bytes[i] ^= UInt8(truncatingIfNeeded: 1 << (rng.next() % 8))
        case 2 where !bytes.isEmpty:  // insert a random byte
            let i = Int(rng.next() % UInt64(bytes.count + 1))
            bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: i)
        case 3:  // shuffle words
            var words = text.split(separator: " ").map(String.init)
            words.shuffle(using: &rng)
            return words.joined(separator: " ")
        default:  // duplicate a slice
            guard bytes.count > 1 else { break }
            let a = Int(rng.next() % UInt64(bytes.count)), b = Int(rng.next() % UInt64(bytes.count))
            bytes.insert(contentsOf: bytes[min(a, b)..<max(a, b)], at: max(a, b))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomQueriesNeverCrash(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<1500 {
            let text = randomQuery(&rng)
            check(text, &rng)
            check(mutate(text, &rng), &rng)
        }
    }

    @Test(arguments: [11, 12] as [UInt64])
    func mutatedKnownQueriesNeverCrash(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let corpus = ParserTests.realmCoreValidQueries.map(\.0) + ParserTests.documentationQueries.map(\.1)
            + QueryErrorTests.syntaxErrors.map(\.0) + QueryErrorTests.resolutionErrors.map(\.1)
        for query in corpus {
            var text = query
            for _ in 0..<8 {
                text = mutate(text, &rng)
                check(text, &rng)
            }
        }
    }

    @Test func invalidUTF8RendersWithoutCrashing() {
        let text = String(decoding: [0x61, 0x20, 0xFF, 0xFE, 0x20, 0x3D, 0x3D, 0x20, 0x31], as: UTF8.self)
        var rng = SplitMix64(seed: 0)
        check(text, &rng)
    }
}
