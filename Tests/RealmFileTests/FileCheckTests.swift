import Foundation
import RealmFile
import RealmModel
import Testing

/// `RealmFile.check()`: what Realm Core's `Group::verify` finds and a
/// reader of values need not look at (backlinks, free lists). Each
/// mutation is pinned with the verdict realm-core-check (Realm Core 14.14,
/// `dump`) gave, so the tests run without it.
@Suite(.requiresFixtures)
struct FileCheckTests {
    typealias Edit = DamagedGenuineFileTests.Edit

    static func problems(_ fixture: String, _ edit: Edit? = nil) throws -> [String] {
        var bytes = try DamagedGenuineFileTests.bytes(fixture)
        if let edit { bytes = edit.apply(to: bytes) }
        return try RealmFile(bytes: bytes, name: fixture + ".realm").check().map { "\($0)" }
    }

    @Test(arguments: ["basic", "links", "emptyclasses", "alltypes", "compacted", "churn", "empty"])
    func fixturesAreWhole(_ fixture: String) throws {
        #expect(try Self.problems(fixture) == [])
    }

    @Test func legacyFilesRealmCoreReadsAreWhole() throws {
        for name in ["test_upgrade_database_20", "test_upgrade_database_1000_22", "test_upgrade_database_4_22", "test_upgrade_database_1000_23"] {
            let file = try RealmFile(path: Fixtures.folder.appendingPathComponent("legacy/\(name).realm").path)
            #expect(try file.check().isEmpty, "\(name)")
        }
    }

    /// Realm Core's own test file, written by a build with B+tree nodes of
    /// 4, fails its own check: `obj.cpp:931: Assertion failed:
    /// backlinks.verify_backlink(m_row_ndx, origin_key.value)`.
    @Test func legacyFileRealmCoreRefusesHasItsBacklinkProblem() throws {
        let path = Fixtures.folder.appendingPathComponent("legacy/test_upgrade_database_4_23.realm").path
        #expect(try RealmFile(path: path).check().map { "\($0)" } == [
            "\(quoted: path) is damaged: object 0 of 'target' lacks the backlink of the link from object 256 of 'table' (at byte 0x100)",
        ])
    }

    struct Mutation: Sendable, CustomTestStringConvertible {
        let fixture: String
        let edit: Edit
        let core: String
        let problems: [String]
        var testDescription: String { "\(fixture).realm, \(edit)" }
    }

    static let refusedByRealmCore: [Mutation] = [
        Mutation(
            fixture: "basic", edit: .flip(offset: 0x7A4, bit: 1),
            core: "array_backlink.cpp:244: Assertion failed: src_obj.get_list<ObjKey>(src_col_key).find_first(target_key) != npos",
            problems: ["'basic.realm' is damaged: object 1 of 'class_Dog' lacks the backlink of the link from object 1 of 'class_Person' (at byte 0x7C0)"]),
        Mutation(
            fixture: "basic", edit: .flip(offset: 0x591, bit: 3),
            core: "obj.cpp:931: Assertion failed: backlinks.verify_backlink(m_row_ndx, origin_key.value)",
            problems: ["'basic.realm' is damaged: object 0 of 'class_Person' lacks the backlink of the link from object 0 of 'class_Dog' (at byte 0x4E8)"]),
        Mutation(
            fixture: "links", edit: .flip(offset: 0x1C68, bit: 1),
            core: "array_backlink.cpp:214: Assertion failed: src_obj.get_dictionary_ptr(src_col_key)->find_any(target_link) != npos",
            problems: ["'links.realm' is damaged: object 0 of 'class_Landmark' has a backlink from object 0 of 'class_City', which does not link to it (at byte 0x2698)"]),
        Mutation(
            fixture: "links", edit: .flip(offset: 0x31B0, bit: 3),
            core: "array_backlink.cpp:244: Assertion failed: src_obj.get_list<ObjKey>(src_col_key).find_first(target_key) != npos",
            problems: ["'links.realm' is damaged: object 2 of 'class_Address' lacks the backlink of the link from object 5 of 'class_Person' (at byte 0x31C8)"]),
        Mutation(
            fixture: "alltypes", edit: .flip(offset: 0xD84D5, bit: 3),
            core: "array_timestamp.cpp:261: Assertion failed: m_seconds.size() == m_nanoseconds.size()",
            problems: ["'alltypes.realm' is damaged: timestamp leaf has 2 seconds for 9047296 nanoseconds (at byte 0xD84C8)"]),
        Mutation(
            fixture: "emptyclasses", edit: .flip(offset: 0x7B4, bit: 0),
            core: "reads (dump); a write reads the free list: alloc.hpp:422: Assertion failed: v % 8 == 0",
            problems: ["'emptyclasses.realm' is damaged: free list: element 3 should be a ref but holds 1913 (at byte 0x7A0)"]),
    ]

    @Test(arguments: refusedByRealmCore)
    func problemsRealmCoreFinds(_ mutation: Mutation) throws {
        #expect(try Self.problems(mutation.fixture, mutation.edit) == mutation.problems)
    }
}
