import Foundation
import RealmModel
import SQLite
import Testing
@testable import RealmStore

/// A read that fails half-way is an error, never a short result that looks complete.
@Suite struct ReadErrorTests {
    static let schema = Schema([ObjectSchema(className: "T", properties: [Property(name: "n", type: .int)])])

    /// A store of `count` objects of `T` (n = 0, 1, …).
    static func makeStore(count: Int) throws -> String {
        let path = makeTemporaryPath()
        let realm = try Realm(configuration: .init(path: path, schema: schema))
        try realm.write { for i in 0..<count { try realm.create("T", value: ["n": .int(Int64(i))]) } }
        return path
    }

    @Test func resultsThatCannotReadTheirNextPageThrow() throws {
        let path = try Self.makeStore(count: 2_500)
        var configuration = Realm.Configuration(path: path)
        configuration.busyTimeoutMilliseconds = 0
        let realm = try Realm(configuration: configuration)
        var cursor = try realm.objects("T").makeIterator()
        var seen = 0
        _ = try cursor.next()
        seen += 1
        // Another connection locks the store out between two pages of keys.
        let blocker = try Connection(path: path)
        try blocker.execute(sql: "BEGIN EXCLUSIVE")
        defer { blocker.rollback() }
        #expect(throws: RealmError.busy(waitedSeconds: 0)) {
            while try cursor.next() != nil { seen += 1 }
        }
        #expect(seen == 1_000)
    }

    @Test func queryResultsInterruptedMidwayThrow() throws {
        let path = try Self.makeStore(count: 2_500)
        let realm = try Realm(configuration: .init(path: path))
        var cursor = try realm.objects("T", where: "n >= 0").makeIterator()
        var seen = 0
        #expect(throws: RealmError.interrupted) {
            while try cursor.next() != nil {
                seen += 1
                if seen == 10 { realm.connection.interrupt() }
            }
        }
        #expect(seen == 10)
    }

    @Test func forEachRecordInterruptedMidwayThrows() throws {
        let path = try Self.makeStore(count: 2_500)
        let realm = try Realm(configuration: .init(path: path))
        var seen = 0
        #expect(throws: RealmError.interrupted) {
            try realm.objects("T", where: "n >= 0").forEach { _ in
                seen += 1
                if seen == 10 { realm.connection.interrupt() }
            }
        }
        #expect(seen == 10)
    }
}
