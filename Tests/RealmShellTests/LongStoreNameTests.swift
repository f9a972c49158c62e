import Foundation
@testable import RealmShell
import Testing

/// A new store whose name fits the file system but whose side files do not
/// (found by hand: `demo` of a 249-character name): it said "cannot open
/// lock file 'NAME.realm.lock': its name is too long for the file system",
/// of a file the user never named. Every command that makes a new store
/// goes through `StoreOpener.requireNewStorePath`.
struct LongStoreNameTests {
    @Test(arguments: [["demo", "--template", "dogs", "--objects", "3"], ["demo", "--to", "store", "--template", "dogs", "--objects", "3"]])
    func aNameTooLongForItsSideFilesIsRefusedBeforeAnythingIsWritten(_ command: [String]) throws {
        let scratch = try ScratchDirectory()
        let name = String(repeating: "c", count: 249) + ".realm"  // 255 bytes: the most a name may have on most file systems
        let path = scratch.path(name)
        let outcome = run([command[0], path] + command.dropFirst())
        #expect(outcome.exitCode == .failure)
        #expect(outcome.stderr == "error: cannot create '\(path)': its name is too long for the files made beside it (255 bytes; at most 200 here)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
    }

    @Test func aNameThatLeavesRoomIsCreated() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path(String(repeating: "c", count: 194) + ".realm")  // 200 bytes
        #expect(run(["demo", path, "--template", "dogs", "--objects", "3"]).exitCode == .success)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
