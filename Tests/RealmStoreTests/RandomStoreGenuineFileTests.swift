import Foundation
import TestChildProcesses
import RealmFile
import RealmModel
@testable import RealmStore
import Testing
import TestRandomness

/// Seeded random stores (random schemas over every type and collection kind,
/// edge values, random link graphs, embedded objects, deletes) written as
/// genuine files: Realm Core checks every node and backlink, writes to the
/// file, and dumps exactly the store's canonical dump.
@Suite(.requiresRealmCoreCheck)
struct RandomStoreGenuineFileTests {
    /// Seeds 1…12, or 1…N with `REALMLENS_RANDOM_SEEDS=N` (`Scripts/writer-random-seeds.sh`).
    static let seeds: [UInt64] = {
        let count = ProcessInfo.processInfo.environment["REALMLENS_RANDOM_SEEDS"].flatMap(UInt64.init) ?? 12
        return Array(1 ... max(1, count))
    }()

    @Test(arguments: seeds)
    func aRandomStoreBecomesAGenuineFile(_ seed: UInt64) throws {
        var random = SplitMix64(scrambledSeed: seed)
        let schema = RandomSchema.make(&random, withIndexes: true)
        let realm = try makeInMemoryRealm(schema, version: seed)
        try RandomObjects.fill(realm, schema: schema, random: &random)

        var expected: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { expected += $0 }
        let out = makeTemporaryPath("random-\(seed).realm")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: out).deletingLastPathComponent().path) }
        try RealmFileWriter.write(realm, toPath: out)

        let (status, dump, message) = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(status == 0, "seed \(seed): realm-core-check refused the file: \(message)")
        if status != 0, let keep = ProcessInfo.processInfo.environment["REALMLENS_KEEP_FAILED"] {
            try? FileManager.default.copyItem(atPath: out, toPath: keep + "/random-\(seed).realm")
            try? Data(expected).write(to: URL(fileURLWithPath: keep + "/random-\(seed).json"))
        }
        if dump != expected {
            let first = (0 ..< min(dump.count, expected.count)).first { dump[$0] != expected[$0] } ?? min(dump.count, expected.count)
            let from = max(0, first - 150)
            Issue.record("""
                seed \(seed): dump differs at byte \(first)
                  realm: \(String(decoding: dump[from ..< min(dump.count, first + 150)], as: UTF8.self))
                  store: \(String(decoding: expected[from ..< min(expected.count, first + 150)], as: UTF8.self))
                """)
        }
        let file = try RealmFile(path: out)
        #expect(file.persistedSchemaVersion == Int64(seed))
    }
}

enum RandomSchema {
    static let scalarTypes: [PropertyType] = [.bool, .int, .float, .double, .string, .data, .date, .decimal128, .objectId, .uuid, .mixed]

    static func make(_ random: inout SplitMix64, withIndexes: Bool) -> Schema {
        let classCount = Int.random(in: 1 ... 3, using: &random)
        let names = (0 ..< classCount).map { "C\($0)" }
        var schemas: [ObjectSchema] = []
        schemas.append(ObjectSchema(className: "E", isEmbedded: true, properties: [
            Property(name: "label", type: .string, isOptional: true),
            Property(name: "n", type: .int),
            Property(name: "to", type: .object, isOptional: true, objectClassName: names[0]),
        ]))
        for name in names {
            var properties: [Property] = []
            var primaryKey: String?
            if withIndexes && Bool.random(using: &random) {
                let type: PropertyType = [.int, .string, .objectId, .uuid].randomElement(using: &random)!
                properties.append(Property(name: "pk", type: type, isOptional: Bool.random(using: &random), isIndexed: true))
                primaryKey = "pk"
            }
            for index in 0 ..< Int.random(in: 3 ... 12, using: &random) {
                let type = scalarTypes.randomElement(using: &random)!
                let collection: CollectionKind? = [nil, nil, .list, .set, .dictionary].randomElement(using: &random)!
                let optional = type == .mixed || Bool.random(using: &random)
                let indexed = withIndexes && collection == nil && type.canBeIndexed && type != .mixed && Int.random(in: 0 ..< 4, using: &random) == 0
                properties.append(Property(name: "p\(index)", type: type, collection: collection, isOptional: optional, isIndexed: indexed))
            }
            let target = names.randomElement(using: &random)!
            properties.append(Property(name: "link", type: .object, isOptional: true, objectClassName: target))
            properties.append(Property(name: "links", type: .object, collection: .list, objectClassName: names.randomElement(using: &random)!))
            properties.append(Property(name: "linkSet", type: .object, collection: .set, objectClassName: names.randomElement(using: &random)!))
            properties.append(Property(name: "linkMap", type: .object, collection: .dictionary, isOptional: true, objectClassName: target))
            properties.append(Property(name: "part", type: .object, isOptional: true, objectClassName: "E"))
            properties.append(Property(name: "parts", type: .object, collection: .list, objectClassName: "E"))
            properties.append(Property(name: "partMap", type: .object, collection: .dictionary, isOptional: true, objectClassName: "E"))
            schemas.append(ObjectSchema(className: name, primaryKey: primaryKey, properties: properties))
        }
        return Schema(schemas)
    }
}

enum RandomObjects {
    /// Creates a first round of objects, deletes some of them (links to them
    /// are nullified or removed, as Realm does), then creates more objects
    /// linking (also from mixed values) only to live ones.
    static func fill(_ realm: Realm, schema: Schema, random: inout SplitMix64) throws {
        var made: [String: [ObjectKey]] = [:]
        let topLevel = schema.objectSchemas.filter { !$0.isEmbedded }
        try realm.write {
            for round in 0 ..< 2 {
                if round == 1 {
                    for objectSchema in topLevel {
                        var kept: [ObjectKey] = []
                        for key in made[objectSchema.className] ?? [] {
                            if Int.random(in: 0 ..< 4, using: &random) == 0 {
                                try realm.delete(DynamicObject(realm: realm, className: objectSchema.className, key: key))
                            } else {
                                kept.append(key)
                            }
                        }
                        made[objectSchema.className] = kept
                    }
                }
                for objectSchema in topLevel {
                    let count = round == 0 ? Int.random(in: 0 ... 30, using: &random) : Int.random(in: 0 ... 260, using: &random)
                    var usedKeys = Set<AnyRealmValue>()
                    for _ in 0 ..< count {
                        var value: [String: AnyRealmValue] = [:]
                        for property in objectSchema.persistedProperties {
                            if property.name == objectSchema.primaryKey {
                                let pk = primaryKey(property, &random)
                                guard usedKeys.insert(pk).inserted, try realm.object(ofType: objectSchema.className, forPrimaryKey: pk) == nil else { continue }
                                value[property.name] = pk
                            } else {
                                value[property.name] = RandomValues.value(for: property, made: made, random: &random,
                                                                          mixedLinks: round == 1, long: round == 0)
                            }
                        }
                        if let pk = objectSchema.primaryKey, value[pk] == nil { continue }
                        let object = try realm.create(objectSchema.className, value: value)
                        made[objectSchema.className, default: []].append(object.key)
                    }
                }
            }
        }
    }

    static func primaryKey(_ property: Property, _ random: inout SplitMix64) -> AnyRealmValue {
        if property.isOptional && Int.random(in: 0 ..< 50, using: &random) == 0 { return .null }
        switch property.type {
        case .int: return .int([Int64.min, Int64.max, 0, -1].randomElement(using: &random).map { Bool.random(using: &random) ? $0 : Int64.random(in: -1000 ... 1000, using: &random) }!)
        case .string: return .string(RandomValues.string(&random))
        case .objectId: return .objectId(ObjectId(bytes: (0 ..< 12).map { _ in UInt8.random(in: 0 ... 255, using: &random) })!)
        default: return .uuid(RealmUUID(bytes: (0 ..< 16).map { _ in UInt8.random(in: 0 ... 255, using: &random) })!)
        }
    }
}

enum RandomValues {
    static func value(for property: Property, made: [String: [ObjectKey]], random: inout SplitMix64,
                      mixedLinks: Bool, long: Bool) -> AnyRealmValue {
        let made = property.type == .mixed && !mixedLinks ? [:] : made
        switch property.collection {
        case .list, .set:
            let longest = long && Int.random(in: 0 ..< 10, using: &random) == 0 ? 1200 : [3, 8].randomElement(using: &random)!
            let count = Int.random(in: 0 ... longest, using: &random)
            let elements = (0 ..< count).compactMap { _ in element(property, made: made, random: &random, inCollection: true) }
            // Realm's sets hold no collections
            return .list(property.collection == .set ? elements.filter { $0.propertyType != nil || $0.isNull } : elements)
        case .dictionary:
            var entries: [String: AnyRealmValue] = [:]
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &random) {
                entries[string(&random)] = element(property, made: made, random: &random, inCollection: true) ?? .null
            }
            return .dictionary(entries)
        case nil:
            return element(property, made: made, random: &random, inCollection: false) ?? .null
        }
    }

    static func element(_ property: Property, made: [String: [ObjectKey]], random: inout SplitMix64, inCollection: Bool) -> AnyRealmValue? {
        if property.type == .object {
            if property.objectClassName == "E" {
                if (!inCollection || property.collection == .dictionary) && Bool.random(using: &random) { return .null }
                return .embedded(EmbeddedObject(className: "E", values: [
                    Bool.random(using: &random) ? .null : .string(string(&random)),
                    .int(Int64.random(in: -5 ... 5, using: &random)),
                    link(to: "C0", made: made, random: &random) ?? .null,
                ]))
            }
            guard let className = property.objectClassName else { return nil }
            return link(to: className, made: made, random: &random)
        }
        if property.isOptional && Int.random(in: 0 ..< 6, using: &random) == 0 { return .null }
        // Realm Core's verifier looks for a mixed link's backlink only at the
        // top of a collection column, and one level down in a single mixed
        // value; files Realm Core writes itself with deeper links fail it too.
        return scalar(property.type, made: made, random: &random, depth: 0, linkDepth: inCollection ? 0 : 1)
    }

    static func link(to className: String, made: [String: [ObjectKey]], random: inout SplitMix64) -> AnyRealmValue? {
        guard let key = made[className]?.randomElement(using: &random) else { return nil }
        return .link(ObjectLink(className: className, key: key))
    }

    static func scalar(_ type: PropertyType, made: [String: [ObjectKey]], random: inout SplitMix64, depth: Int, linkDepth: Int = 0) -> AnyRealmValue {
        switch type {
        case .bool: return .bool(Bool.random(using: &random))
        case .int: return .int([0, 1, -1, 15, 16, 127, 128, -129, 32768, Int64(Int32.max) + 1, Int64.min, Int64.max,
                                Int64.random(in: -100_000 ... 100_000, using: &random)].randomElement(using: &random)!)
        case .float: return .float([0, -0.0, 1.5, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 123456.79,
                                    Float.random(in: -1000 ... 1000, using: &random)].randomElement(using: &random)!)
        case .double: return .double([0, -0.0, 0.1, 1e21, -.infinity, .leastNonzeroMagnitude, .pi, Double.random(in: -1e9 ... 1e9, using: &random)]
            .randomElement(using: &random)!)
        case .string: return .string(string(&random))
        case .data: return .data((0 ..< [0, 1, 5, 64, 65, 300].randomElement(using: &random)!).map { _ in UInt8.random(in: 0 ... 255, using: &random) })
        case .date: return .date(Timestamp(seconds: [0, -1, 1_700_000_000, -62_135_596_800, 253_402_300_799].randomElement(using: &random)!,
                                           nanoseconds: 0))
        case .decimal128: return .decimal128(Decimal128(string: ["0", "-0", "1.5", "123.45", "1E-6176", "-1.5E-10", "1234567890123456789012345",
                                                                  "NaN", "Inf"].randomElement(using: &random)!)!)
        case .objectId: return .objectId(ObjectId(bytes: (0 ..< 12).map { _ in UInt8.random(in: 0 ... 3, using: &random) })!)
        case .uuid: return .uuid(RealmUUID(bytes: (0 ..< 16).map { _ in UInt8.random(in: 0 ... 3, using: &random) })!)
        case .mixed:
            switch Int.random(in: 0 ..< (depth < 2 ? 14 : 12), using: &random) {
            case 0: return .null
            case 1:
                guard depth <= linkDepth else { return .null }
                return made.keys.sorted().randomElement(using: &random).flatMap { link(to: $0, made: made, random: &random) } ?? .null
            case 12:
                return .list((0 ..< Int.random(in: 0 ... 4, using: &random)).map { _ in scalar(.mixed, made: made, random: &random, depth: depth + 1, linkDepth: linkDepth) })
            case 13:
                var entries: [String: AnyRealmValue] = [:]
                for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) { entries[string(&random)] = scalar(.mixed, made: made, random: &random, depth: depth + 1, linkDepth: linkDepth) }
                return .dictionary(entries)
            default:
                return scalar(scalarTypes.randomElement(using: &random)!, made: made, random: &random, depth: depth)
            }
        case .object, .linkingObjects: return .null
        }
    }

    static let scalarTypes: [PropertyType] = [.bool, .int, .float, .double, .string, .data, .date, .decimal128, .objectId, .uuid]

    static func string(_ random: inout SplitMix64) -> String {
        let pieces = ["", "a", "é", "李", "🎉", "\u{0}", "\t", "\"", "\\", "abcdefghijklmnop", "x"]
        let length = [0, 1, 3, 15, 16, 63, 64, 200].randomElement(using: &random)!
        var text = ""
        while text.utf8.count < length { text += pieces.randomElement(using: &random)! }
        return text
    }
}
