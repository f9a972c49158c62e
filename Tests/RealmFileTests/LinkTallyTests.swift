import Foundation
import Testing
@testable import RealmFile

/// The link check's first pass (`RealmFile.linksBalance`): two hashed sums of
/// every link minus every backlink, in constant memory, so that `export` and
/// `check` of a whole file do not hold all its links (a 1,000,000-object file
/// links millions of times). A balanced file is whole as far as links go; any
/// other is walked again to name the first problem (`FileCheckTests` pin those
/// sentences, which now come from that second walk).
@Suite(.requiresFixtures)
struct LinkTallyTests {
    typealias Edit = DamagedGenuineFileTests.Edit

    static func balances(_ fixture: String, _ edit: Edit? = nil) throws -> Bool {
        var bytes = try DamagedGenuineFileTests.bytes(fixture)
        if let edit { bytes = edit.apply(to: bytes) }
        return try RealmFile(bytes: bytes, name: fixture + ".realm").linksBalance()
    }

    /// Every link of Realm Core's own files has its backlink as often as it
    /// occurs (`basic.realm`'s Tim lists Fido twice; `links.realm` holds links in
    /// lists, sets, dictionaries and mixed values, embedded objects and nulls).
    @Test(arguments: ["basic", "links", "alltypes", "churn", "compacted", "emptyclasses", "empty"])
    func wholeFilesBalance(_ fixture: String) throws {
        #expect(try Self.balances(fixture))
    }

    /// The damaged links of `FileCheckTests`: a link leaf or backlink leaf
    /// with a flipped bit, a dictionary's link, a list's link.
    @Test(arguments: [("basic", Edit.flip(offset: 0x798, bit: 7)), ("basic", .flip(offset: 0x7A4, bit: 1)),
                      ("basic", .flip(offset: 0x591, bit: 3)), ("links", .flip(offset: 0x1C68, bit: 1)),
                      ("links", .flip(offset: 0x31B0, bit: 3))])
    func aDamagedLinkUnbalances(_ fixture: String, _ edit: Edit) throws {
        #expect(try !Self.balances(fixture, edit))
    }

    /// Damage survey seed 14: `basic.realm` 0x29d bit 5 flips a tag bit (bits
    /// from 30 up) of a link column's key on one side of a link, which the
    /// other side records untouched. Realm Core reads and writes the file; the link
    /// check compared whole keys and `export` refused it. Now it reads as Core does.
    @Test func aColumnKeysTagAloneIsNoLinkDamage() throws {
        let bytes = Edit.flip(offset: 0x29D, bit: 5).apply(to: try DamagedGenuineFileTests.bytes("basic"))
        let file = try RealmFile(bytes: bytes, name: "basic.realm")
        #expect(try file.linksBalance())
        try file.verifyLinks()
        #expect(try Fixtures.dump(file) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("basic.expected.json")))))
    }
}
