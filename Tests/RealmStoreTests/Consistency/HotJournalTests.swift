import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A writer that died mid-transaction leaves a hot journal; readers roll it
/// back on their own and see the store as it was before that transaction.
@Suite struct HotJournalTests {
    static let schema = Schema([ObjectSchema(className: "T", properties: [Property(name: "s", type: .string)])])

    /// A store of 3 objects plus the hot journal of a writer killed after
    /// its changes reached the main file: the pair of files as a crash
    /// leaves them (copied while the transaction is open, SQLite's own crash
    /// test technique), in a folder of their own.
    static func makeCrashedStore() throws -> String {
        let path = makeTemporaryPath()
        let realm = try Realm(configuration: .init(path: path, schema: schema))
        try realm.write { for _ in 0..<3 { try realm.create("T", value: ["s": .string("kept")]) } }
        // A tiny page cache makes the transaction spill changed pages into the main file.
        try realm.connection.execute(sql: "PRAGMA cache_size = 2")
        try realm.beginWrite()
        let big = String(repeating: "x", count: 4_000)
        for _ in 0..<300 { try realm.create("T", value: ["s": .string(big)]) }
        try realm.deleteAll("T")
        let crashed = makeTemporaryPath("crashed.realm")
        try FileManager.default.copyItem(atPath: path, toPath: crashed)
        try FileManager.default.copyItem(atPath: path + "-journal", toPath: crashed + "-journal")
        realm.cancelWrite()
        return crashed
    }

    @Test func aReadOnlyOpenRollsBackTheJournalOfADeadWriter() throws {
        let path = try Self.makeCrashedStore()
        #expect(FileManager.default.fileExists(atPath: path + "-journal"))
        let realm = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(try realm.objects("T").count == 3)
        try realm.objects("T").forEach { (object: DynamicObject) throws in #expect(try object.value(forKey: "s") == .string("kept")) }
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }

    @Test(.enabled(if: getuid() != 0, "root may write any file"))
    func aStoreThatMayNotBeWrittenSaysWhatToDo() throws {
        let path = try Self.makeCrashedStore()
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        #expect(throws: RealmError.self) { try Realm(configuration: .init(path: path, readOnly: true)) }
        do {
            _ = try Realm(configuration: .init(path: path, readOnly: true))
        } catch {
            #expect("\(error)".contains("a writer died in the middle of a transaction"), "\(error)")
        }
    }
}

extension HotJournalTests {
    /// A writer that dies while a read-only store is already open: the next
    /// read transaction rolls its journal back and reads the old state.
    @Test func anOpenReadOnlyStoreRecoversWhenAWriterDiesLater() throws {
        let crashed = try Self.makeCrashedStore()
        let path = makeTemporaryPath()
        _ = try Realm(configuration: .init(path: path, schema: Self.schema))
        let reader = try Realm(configuration: .init(path: path, readOnly: true))
        #expect(try reader.read { try reader.objects("T").count } == 0)
        // The files as the dead writer left them, written in place (the reader keeps its descriptor).
        let main = try #require(FileHandle(forWritingAtPath: path))
        try main.truncate(atOffset: 0)
        try main.write(contentsOf: Data(contentsOf: URL(fileURLWithPath: crashed)))
        try main.close()
        try FileManager.default.copyItem(atPath: crashed + "-journal", toPath: path + "-journal")
        #expect(try reader.read { try reader.objects("T").count } == 3)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }
}
