import Foundation
import Glibc
import Testing

/// A new store's path already taken: the refusal suggested
/// `realmlens delete PATH` whatever was there, and `delete` then refused a
/// plain file or a pipe in turn. Only a store gets the suggestion now.
extension HostilePathProcessTests {
    @Test func aNewStoreOntoSomethingThatIsNoStoreSuggestsNoDeletion() throws {
        let dir = try ScratchDirectory()
        let plain = dir.path("notes.realm")
        #expect(FileManager.default.createFile(atPath: plain, contents: Data("keep\n".utf8)))
        let fifo = dir.path("pipe.realm")
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, sentence) in [(plain, "is neither a RealmLens store nor a Realm file"), (fifo, "is a named pipe, not a store")] {
            let (refused, hung) = try Self.realmlensWithin(30, ["demo", path])
            #expect(!hung)
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: '\(path)' already exists and \(sentence); choose a new path\n")
        }
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "keep\n")
        #expect(Self.kind(fifo) == .fifo)
        #expect(Self.names(dir) == ["notes.realm", "pipe.realm"])
    }

    @Test func aNewStoreOntoAStoreStillSuggestsDeletingIt() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let (refused, hung) = try Self.realmlensWithin(30, ["demo", path])
        #expect(!hung)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(path)' already exists; choose a new path or delete it first with 'realmlens delete \(path)'\n")
    }
}
