import Foundation
import RealmFile
import RealmModel
import Testing

/// genuine file → writer → OUT: Realm Core opens OUT, checks every node,
/// writes to it, and dumps exactly the source's canonical dump.
@Suite(realmCoreCheckAvailable)
struct GenuineRoundTripTests {
    static let supported = ["empty", "basic", "large", "emptyclasses", "alltypes", "links", "churn", "compacted"]

    @Test(arguments: supported)
    func realmCoreReadsTheCopy(_ name: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Fixtures.open(name)
        let out = folder.appendingPathComponent(name + ".realm").path
        try RealmFileWriter.write(source, toPath: out)
        let result = try RealmCoreCheck.dumpAfterWrite(out)
        #expect(result.status == 0, "realm-core-check refused \(name): \(result.stderr)")
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
        if let difference = dumpDifference(result.stdout, expected) { Issue.record("\(name): \(difference)") }
        // our own reader reads the copy back to the same dump
        let copy = try RealmFile(path: out)
        if let difference = dumpDifference(try Fixtures.dump(copy), expected) { Issue.record("\(name) (our reader): \(difference)") }
    }
}
