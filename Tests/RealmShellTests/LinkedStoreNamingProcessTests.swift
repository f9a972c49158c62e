import Foundation
import Glibc
import RealmStore
import Testing

/// Every way of naming a store reached through a symbolic link agrees:
/// `delete` never follows the link (by the link's own name, nor by one of
/// its auxiliary names: `delete x.realm.lock --yes` deleted the store
/// `x.realm` leads to, where `delete x.realm` refused), while `compact` and
/// `exec` work on the file it leads to and keep the link, and no output
/// replaces a link. A link in a folder of the path is followed as by any
/// program: the files deleted are the store's own, under the name given.
extension HostilePathProcessTests {
    /// A store in one folder and `x.realm`, a link to it, in another.
    static func storeAndLinkInAnotherFolder() throws -> (storeDir: ScratchDirectory, linkDir: ScratchDirectory, store: String, link: String) {
        let storeDir = try ScratchDirectory(), linkDir = try ScratchDirectory()
        let store = try ProcessTests.makeStore(storeDir)
        let link = linkDir.path("x.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store)
        return (storeDir, linkDir, store, link)
    }

    @Test func deleteByAnyAuxiliaryNameOfALinkedStoreIsRefusedAsTheLinkIs() throws {
        let (storeDir, linkDir, store, link) = try Self.storeAndLinkInAnotherFolder()
        let real = Self.realPath(store)
        let refusal = "error: '\(link)' is a symbolic link to '\(real)'; delete the store by its real path ('realmlens delete \(real)'), or remove just the link with rm; nothing was deleted\n"
        for suffix in [".lock", ".note", ".management", ".management/", "-journal", ".fresh", ".log", ".tmp_compaction_space"] {
            let (refused, hung) = try Self.realmlensWithin(30, ["delete", link + suffix, "--yes"])
            #expect(!hung, "\(suffix)")
            #expect(refused.status == 1, "\(suffix)")
            #expect(refused.stderr == refusal, "\(suffix)")
            #expect(refused.stdout == "", "\(suffix)")
        }
        #expect(Self.names(storeDir) == ["dogs.realm", "dump.json"])
        #expect(Self.names(linkDir) == ["x.realm"])
        #expect(try ProcessTests.realmlens(["query", store, "Dog"]).status == 0)
    }

    @Test func compactAndExecThroughALinkWorkOnTheFileItLeadsToAndKeepTheLink() throws {
        let (storeDir, linkDir, store, link) = try Self.storeAndLinkInAnotherFolder()
        let edited = try ProcessTests.realmlens(["exec", link, "-c", "delete Dog where name == 'Rex'"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let compacted = try ProcessTests.realmlens(["compact", link])
        #expect(compacted.status == 0, "\(compacted.stderr)")
        #expect(Self.kind(link) == .symbolicLink)
        #expect(Self.realPath(link) == Self.realPath(store))
        #expect(!(try ProcessTests.realmlens(["query", store, "Dog"]).stdout.contains("Rex")))
        #expect(Self.names(storeDir) == ["dogs.realm", "dump.json"])
        #expect(Self.names(linkDir) == ["x.realm"])
    }

    @Test(.enabled(if: fixturesDirectory != nil, "fixtures absent: genuine compaction through a link skipped"))
    func compactOfALinkToAGenuineFileCompactsTheFileAndKeepsTheLink() throws {
        let storeDir = try ScratchDirectory(), linkDir = try ScratchDirectory()
        let path = try genuineCopy("churn.realm", in: storeDir)
        let sizeBefore = FileSystemEntry(path: path).size
        let link = linkDir.path("g.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let compacted = try ProcessTests.realmlens(["compact", link])
        #expect(compacted.status == 0, "\(compacted.stderr)")
        #expect(Self.kind(link) == .symbolicLink)
        #expect(FileSystemEntry(path: path).size < sizeBefore)
        #expect(Self.names(storeDir) == ["churn.realm"])
        #expect(Self.names(linkDir) == ["g.realm"])
    }

    /// A link among the folders of the path is not a link to the store:
    /// `delete LINKED-FOLDER/dogs.realm` removes that store's own files, as
    /// `rm` and Realm's `deleteFiles(for:)` would, and the folder link stays.
    @Test func deleteThroughALinkedFolderDeletesOnlyTheStoresOwnFiles() throws {
        let storeDir = try ScratchDirectory(), linkDir = try ScratchDirectory()
        _ = try ProcessTests.makeStore(storeDir)
        let folderLink = linkDir.path("data")
        try FileManager.default.createSymbolicLink(atPath: folderLink, withDestinationPath: storeDir.url.path)
        let deleted = try ProcessTests.realmlens(["delete", folderLink + "/dogs.realm"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(Self.names(storeDir) == ["dump.json"])
        #expect(Self.kind(folderLink) == .symbolicLink)
    }
}
