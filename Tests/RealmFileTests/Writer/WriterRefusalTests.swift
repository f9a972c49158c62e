import Foundation
import RealmFile
import RealmModel
import Testing

/// A source in memory: objects per class, given in the order they are listed.
struct ListedSource: KeyOrderedObjectSource {
    var schema: Schema
    var persistedSchemaVersion: Int64? = 1
    var objects: [String: [ObjectRecord]]

    func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        for record in objects[className] ?? [] { try body(record) }
    }
}

/// Sources that break Realm's rules are refused with one sentence, and
/// nothing is left behind: no output, no temporary file.
struct WriterRefusalTests {
    static let schema = Schema([
        ObjectSchema(className: "Dog", properties: [
            Property(name: "name", type: .string),
            Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
        ]),
        ObjectSchema(className: "Person", properties: [Property(name: "age", type: .int)]),
    ])

    static let broken: [(String, [String: [ObjectRecord]])] = [
        ("a value of the wrong type", ["Dog": [ObjectRecord(key: 0, values: [.int(3), .null])]]),
        ("too few values", ["Dog": [ObjectRecord(key: 0, values: [.string("Rex")])]]),
        ("keys out of order", ["Person": [ObjectRecord(key: 5, values: [.int(1)]), ObjectRecord(key: 2, values: [.int(2)])]]),
        ("a link to a missing object", ["Dog": [ObjectRecord(key: 0, values: [.string("Rex"), .link(ObjectLink(className: "Person", key: 9))])]]),
        ("a link to the wrong class", ["Dog": [ObjectRecord(key: 0, values: [.string("Rex"), .link(ObjectLink(className: "Dog", key: 0))])]]),
        ("a required null", ["Person": [ObjectRecord(key: 0, values: [.null])]]),
        ("a negative key", ["Person": [ObjectRecord(key: -4, values: [.int(1)])]]),
        ("the largest key", ["Person": [ObjectRecord(key: .max, values: [.int(1)])]]),
    ]

    @Test(arguments: broken)
    func aBrokenSourceIsRefusedAndLeavesNothing(_ what: String, _ objects: [String: [ObjectRecord]]) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.realm").path
        let error = #expect(throws: RealmFileWriterError.self, "\(what)") {
            try RealmFileWriter.write(ListedSource(schema: WriterRefusalTests.schema, objects: objects), toPath: out)
        }
        #expect(error?.description.isEmpty == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "\(what): nothing is left behind")
    }

    @Test func embeddedCyclesAreRefusedAsRealmRefusesThem() throws {
        let schema = Schema([
            ObjectSchema(className: "A", properties: [Property(name: "e", type: .object, isOptional: true, objectClassName: "E")]),
            ObjectSchema(className: "E", isEmbedded: true, properties: [
                Property(name: "child", type: .object, isOptional: true, objectClassName: "E"),
            ]),
        ])
        let error = #expect(throws: RealmFileWriterError.self) { _ = try RealmFileWriter.bytes(of: ListedSource(schema: schema, objects: [:])) }
        #expect(error?.description.contains("'E.child'") == true)
    }

    @Test(arguments: [
        Property(name: "x", type: .double, isIndexed: true),
        Property(name: "x", type: .int, collection: .list, isIndexed: true),
        Property(name: "x", type: .int, isFullTextIndexed: true),
    ])
    func anIndexRealmCannotHoldIsRefused(_ property: Property) throws {
        let schema = Schema([ObjectSchema(className: "A", properties: [property])])
        #expect(throws: RealmFileWriterError.self) { _ = try RealmFileWriter.bytes(of: ListedSource(schema: schema, objects: [:])) }
    }

    @Test func aPrimaryKeyRealmCannotHoldIsRefused() throws {
        let schema = Schema([ObjectSchema(className: "A", primaryKey: "x", properties: [Property(name: "x", type: .double)])])
        #expect(throws: RealmFileWriterError.self) { _ = try RealmFileWriter.bytes(of: ListedSource(schema: schema, objects: [:])) }
    }

    @Test func anExistingFileIsNeverReplaced() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.realm")
        try Data("keep me".utf8).write(to: out)
        #expect(throws: RealmFileWriterError.self) {
            try RealmFileWriter.write(ListedSource(schema: WriterRefusalTests.schema, objects: [:]), toPath: out.path)
        }
        #expect(try Data(contentsOf: out) == Data("keep me".utf8))
    }

    @Test func aKilledWritersTemporaryFileIsCleanedUpByTheNextWrite() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.realm").path
        // pid 2^22 + 1 is above Linux's pid_max: no such process
        let abandoned = out + ".writing-4194305"
        let alive = out + ".writing-\(getpid())"
        #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("half".utf8)))
        let other = folder.appendingPathComponent("other.realm.writing-4194305").path
        #expect(FileManager.default.createFile(atPath: other, contents: Data()))
        try RealmFileWriter.write(ListedSource(schema: WriterRefusalTests.schema, objects: [:]), toPath: out)
        #expect(!FileManager.default.fileExists(atPath: abandoned), "the abandoned temporary file is removed")
        #expect(!FileManager.default.fileExists(atPath: alive), "our own temporary file is gone after the write")
        #expect(FileManager.default.fileExists(atPath: other), "another output's files are left alone")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritableFolderIsOneSentence() throws {
        let error = #expect(throws: RealmFileWriterError.self) {
            try RealmFileWriter.write(ListedSource(schema: WriterRefusalTests.schema, objects: [:]), toPath: "/nonexistent-folder/out.realm")
        }
        #expect(error?.description.hasPrefix("cannot write '/nonexistent-folder/out.realm'") == true)
    }

    @Test func theSchemaVersionCanBeGiven() throws {
        let source = ListedSource(schema: WriterRefusalTests.schema, persistedSchemaVersion: 4,
                                  objects: ["Person": [ObjectRecord(key: 7, values: [.int(40)])]])
        let file = try RealmFile(bytes: try RealmFileWriter.bytes(of: source, options: .init(schemaVersion: 9)))
        #expect(file.persistedSchemaVersion == 9)
        var keys: [ObjectKey] = []
        try file.forEachObjectInKeyOrder(ofClass: "Person") { keys.append($0.key) }
        #expect(keys == [7], "object keys are kept")
    }
}
