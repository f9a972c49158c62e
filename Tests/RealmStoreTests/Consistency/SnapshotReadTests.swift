import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Every read command reads one snapshot: a writer committing in the middle
/// of an export cannot change what the export sees.
@Suite struct SnapshotReadTests {
    static let schema = Schema([
        ObjectSchema(className: "Dog", properties: [
            Property(name: "name", type: .string),
            Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
        ]),
        ObjectSchema(className: "Person", properties: [Property(name: "name", type: .string)]),
    ])

    /// Runs `between` once, after the first class has been streamed (the
    /// moment an export used to end its first read transaction).
    final class InterleavingSource: CanonicalDumpSource {
        let realm: Realm
        let between: () -> Void
        var done = false
        init(_ realm: Realm, between: @escaping () -> Void) { self.realm = realm; self.between = between }
        var schema: Schema { realm.schema }
        func forEachObject(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
            try realm.forEachObject(ofClass: className, body)
            if !done { done = true; between() }
        }
        func canonicalLinkValue(className: String, key: ObjectKey) throws -> CanonicalLinkValue {
            try realm.canonicalLinkValue(className: className, key: key)
        }
        func read<T>(_ body: () throws -> T) throws -> T { try realm.read(body) }
    }

    func dump(_ source: some CanonicalDumpSource) throws -> String {
        var bytes: [UInt8] = []
        try CanonicalDumpWriter.write(source) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aWriterCommittingBetweenClassesDoesNotChangeAnExport() throws {
        let path = makeTemporaryPath()
        let setup = try Realm(configuration: .init(path: path, schema: Self.schema))
        try setup.write {
            let tim = try setup.create("Person", value: ["name": .string("Tim")])
            let ann = try setup.create("Person", value: ["name": .string("Ann")])
            try setup.create("Dog", value: ["name": .string("Rex"), "owner": .link(ObjectLink(className: "Person", key: ann.key))])
            _ = tim
        }
        let before = try dump(setup)

        let reader = try Realm(configuration: .init(path: path))
        var configuration = Realm.Configuration(path: path)
        configuration.busyTimeoutMilliseconds = 0
        let writer = try Realm(configuration: configuration)
        var writerError: Error?
        let source = InterleavingSource(reader) {
            // Deletes Tim, so Ann moves from $index 1 to 0: a mixed dump would link Rex to the wrong person.
            do {
                try writer.write { try writer.delete(try #require(try writer.objects("Person").first)) }
            } catch {
                writerError = error
            }
        }
        let exported = try dump(source)
        #expect(exported == before)
        #expect(writerError as? RealmError == .busy(waitedSeconds: 0))
        // The export imports again, as the same data.
        let copy = try Realm(configuration: .init(path: makeTemporaryPath()))
        try copy.importCanonicalDump(from: MemoryByteInput(Array(exported.utf8)))
        #expect(try dump(copy) == before)
    }

    @Test func readsInsideOneReadTransactionSeeOneMoment() throws {
        let path = makeTemporaryPath()
        let setup = try Realm(configuration: .init(path: path, schema: Self.schema))
        try setup.write { try setup.create("Person", value: ["name": .string("Tim")]) }
        let reader = try Realm(configuration: .init(path: path))
        var configuration = Realm.Configuration(path: path)
        configuration.busyTimeoutMilliseconds = 0
        let writer = try Realm(configuration: configuration)
        let counts = try reader.read {
            let first = try reader.objects("Person").count
            #expect(throws: RealmError.busy(waitedSeconds: 0)) {
                try writer.write { try writer.create("Person", value: ["name": .string("Ann")]) }
            }
            return (first, try reader.objects("Person").count)
        }
        #expect(counts == (1, 1))
        // After the read the writer commits as usual.
        try writer.write { try writer.create("Person", value: ["name": .string("Ann")]) }
        #expect(try reader.objects("Person").count == 2)
    }
}
