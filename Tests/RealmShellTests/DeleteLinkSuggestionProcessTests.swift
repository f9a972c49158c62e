import Foundation
import Glibc
import RealmStore
import Testing

/// `delete` through a symbolic link is refused, and the refusal suggested
/// deleting the link's target whatever it was: `ln -s /etc/passwd x.realm;
/// realmlens delete x.realm` said to run `realmlens delete /etc/passwd`.
/// Only a target that is a store is suggested now.
extension HostilePathProcessTests {
    /// The canonical path `realpath` gives, as the refusal names it.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static let passwdLine = "root:x:0:0:root:/root:/bin/sh\n"

    /// A folder holding `passwd` (a plain file, not a store) and `x.realm`, a link to it.
    static func linkToAPlainFile() throws -> (dir: ScratchDirectory, target: String, link: String) {
        let dir = try ScratchDirectory()
        let target = dir.path("passwd")
        #expect(FileManager.default.createFile(atPath: target, contents: Data(passwdLine.utf8)))
        let link = dir.path("x.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        return (dir, target, link)
    }

    @Test func deleteThroughALinkToAPlainFileSuggestsNoDeletionOfIt() throws {
        let (dir, target, link) = try Self.linkToAPlainFile()
        let (refused, hung) = try Self.realmlensWithin(30, ["delete", link])
        #expect(!hung)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(link)' is a symbolic link to '\(Self.realPath(target))', which is not a store; remove just the link with rm; nothing was deleted\n")
        #expect(Self.names(dir) == ["passwd", "x.realm"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.passwdLine)
    }

    @Test func deleteThroughALinkToADeviceOrAPipeSuggestsNoDeletionOfIt() throws {
        let dir = try ScratchDirectory()
        let fifo = dir.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        for (target, found) in [(fifo, "a named pipe"), ("/dev/null", "a character device")] {
            let link = dir.path("x.realm")
            unlink(link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            // Nothing may open the pipe: a read of it would wait for a writer forever.
            let (refused, hung) = try Self.realmlensWithin(30, ["delete", link])
            #expect(!hung)
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: '\(link)' is a symbolic link to '\(Self.realPath(target))', which is \(found), not a store; remove just the link with rm; nothing was deleted\n")
            #expect(Self.kind(link) == .symbolicLink)
        }
        #expect(Self.kind(fifo) == .fifo)
    }

    @Test func deleteThroughALinkToAStoreStillSuggestsTheStoresRealPath() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let link = dir.path("link.realm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let real = Self.realPath(path)
        let (refused, hung) = try Self.realmlensWithin(30, ["delete", link])
        #expect(!hung)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: '\(link)' is a symbolic link to '\(real)'; delete the store by its real path ('realmlens delete \(real)'), or remove just the link with rm; nothing was deleted\n")
        #expect(Self.kind(path) == .regular)
    }

    /// An auxiliary file's name through a link (`x.realm.lock` beside a link
    /// `x.realm` to a plain file) said "deleting it means deleting every
    /// file of '/…/passwd'" before refusing.
    @Test func deleteOfAnAuxiliaryNameOfALinkedPlainFileNeverOffersToDeleteIt() throws {
        let (dir, target, link) = try Self.linkToAPlainFile()
        let (refused, hung) = try Self.realmlensWithin(30, ["delete", link + ".lock", "--yes"])
        #expect(!hung)
        #expect(refused.status == 1)
        // Refused as the link itself is: the auxiliary name leads through the same link.
        #expect(refused.stderr == "error: '\(link)' is a symbolic link to '\(Self.realPath(target))', which is not a store; remove just the link with rm; nothing was deleted\n")
        #expect(Self.names(dir) == ["passwd", "x.realm"])
    }
}
