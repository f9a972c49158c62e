import Foundation
import Glibc
import RealmFile
import RealmLifecycle
import RealmStore
import Testing

/// Opening a store through the life cycle's own seam: `StoreOpener.Options`
/// instead of a command's context, with notes handed to a closure.
@Suite struct StoreOpenerTests {
    /// Collects the notes an open gives.
    final class Notes {
        var lines: [String] = []
        func options(keyText: String? = nil) -> StoreOpener.Options {
            StoreOpener.Options(keyText: keyText, note: { self.lines.append($0) })
        }
    }

    @Test func formatsAreToldApartByTheirFirstBytes() throws {
        let dir = try ScratchDirectory()
        try StoreBuilder.build(at: dir.path("store.realm"), purpose: "create")
        #expect(try StoreFormat.detect(path: dir.path("store.realm")) == .realmLens)
        _ = FileManager.default.createFile(atPath: dir.path("empty"), contents: Data())
        #expect(try StoreFormat.detect(path: dir.path("empty")) == .empty)
        _ = FileManager.default.createFile(atPath: dir.path("notes.txt"), contents: Data("hello, world: not a store at all".utf8))
        #expect(try StoreFormat.detect(path: dir.path("notes.txt")) == .unknown)
        #expect(mkfifo(dir.path("pipe"), 0o600) == 0)
        #expect(throws: StoreOpenError.notAFile(path: dir.path("pipe"), found: "a named pipe")) {
            _ = try StoreFormat.detect(path: dir.path("pipe"))
        }
    }

    @Test(fixturesAvailable)
    func aGenuineFileOpensReadOnlyWithNothingBesideIt() throws {
        let notes = Notes()
        let store = try StoreOpener.open(Fixtures.path("basic.realm"), options: notes.options())
        #expect(store is RealmFile)
        #expect(store.isReadOnly)
        #expect(try StoreFormat.detect(path: Fixtures.path("basic.realm")) == .realmCore)
        #expect(notes.lines.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Fixtures.path("basic.realm.lock")))
    }

    @Test func anAuxiliaryFileOpensItsStoreWithANote() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("dogs.realm")
        try StoreBuilder.build(at: path, purpose: "create")
        _ = try StoreOpener.open(path, options: Notes().options())  // leaves the lock file beside it
        let notes = Notes()
        let store = try StoreOpener.open(path + ".lock", options: notes.options())
        #expect(store.path == path)
        #expect(notes.lines.count == 1)
        #expect(notes.lines.first?.hasSuffix("; using '\(path)'") == true, "\(notes.lines)")
    }

    @Test func aKeyForAStoreInPlainTextIsRefused() throws {
        let dir = try ScratchDirectory()
        let path = dir.path("dogs.realm")
        try StoreBuilder.build(at: path, purpose: "create")
        #expect(throws: StoreOpenError.notEncrypted(path: path, format: "a RealmLens store")) {
            _ = try StoreOpener.open(path, options: Notes().options(keyText: String(repeating: "ab", count: 64)))
        }
    }
}
