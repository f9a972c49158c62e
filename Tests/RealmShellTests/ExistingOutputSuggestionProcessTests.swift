import Foundation
import Glibc
import Testing

/// A new store's path already taken: the refusal suggested
/// `realmlens delete PATH` whatever was there, and `delete` then refused a
/// plain file, a pipe or a link in turn. Only a store gets the suggestion now.
extension HostilePathProcessTests {
    @Test func aNewStoreOntoSomethingThatIsNoStoreSuggestsNoDeletion() throws {
        let dir = try ScratchDirectory()
        let plain = dir.path("notes.realm")
        #expect(FileManager.default.createFile(atPath: plain, contents: Data("keep\n".utf8)))
        let fifo = dir.path("pipe.realm")
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = dir.path("link.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try ProcessTests.makeStore(dir))
        for (path, sentence) in [(plain, "and is neither a RealmLens store nor a Realm file"), (fifo, "(a named pipe)"), (link, "(a symbolic link)")] {
            let (refused, hung) = try Self.realmlensWithin(30, ["demo", path])
            #expect(!hung)
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: '\(path)' already exists \(sentence); choose a new path\n")
        }
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "keep\n")
        #expect(Self.kind(fifo) == .fifo)
        #expect(Self.names(dir) == ["dogs.realm", "dump.json", "link.realm", "notes.realm", "pipe.realm"])
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
