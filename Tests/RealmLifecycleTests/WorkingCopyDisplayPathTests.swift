import Foundation
import Glibc
import RealmLifecycle
import RealmStore
import Testing

/// A genuine file's edits run on a working copy beside it
/// (`.NAME.edit-store-PID.tmp`). Only a full disk's message named the
/// user's file; damage to the copy (or any other storage error in it) named
/// the copy, a file the user never asked for.
@Suite(fixturesAvailable) struct WorkingCopyDisplayPathTests {
    @Test func damageInTheWorkingCopyNamesTheUsersFile() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("basic.realm")
        try FileManager.default.copyItem(atPath: Fixtures.path("basic.realm"), toPath: path)
        #expect(chmod(path, 0o644) == 0)  // the fixtures are read-only
        let store = try StoreOpener.open(path, options: StoreOpener.Options(), readOnly: false)
        let editable = try #require(store as? EditableRealmFile)
        defer { editable.close() }
        let realm = try editable.requireWritable()
        #expect(try realm.objects("Dog").count > 0)
        #expect(realm.path == path)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
        let copy = dir.path(try #require(names.first { $0.contains("edit-store") && $0.hasSuffix(".tmp") }, "no working copy beside the file: \(names)"))

        // Everything after SQLite's 100-byte header turns to noise, and the
        // header's change counter moves, so the next read finds the damage.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: copy))
        for i in 100..<bytes.count { bytes[i] = 0xA5 }
        bytes[27] &+= 1
        let fd = open(copy, O_WRONLY)
        #expect(fd >= 0)
        _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        close(fd)

        let error = try #require(throws: RealmError.self) { _ = try realm.objects("Dog").count }
        let message = String(describing: error)
        #expect(message.contains("'\(path)'"), "\(message)")
        #expect(!message.contains("edit-store"), "\(message)")
    }

    @Test func anOrdinaryStoreIsShownByItsOwnPath() {
        var configuration = Realm.Configuration(path: "dogs.realm")
        #expect(configuration.displayPath == "dogs.realm")
        #expect(Realm.Configuration(inMemoryIdentifier: "scratch").displayPath == "memory:scratch")
        configuration.displayPath = "g.realm"
        #expect(configuration.displayPath == "g.realm")
        #expect(configuration.path == "dogs.realm")
    }
}
