import Foundation
import RealmFile
import Testing

/// What `Scripts/damage-survey.py --seed 13` and `--seed 15` (`--per 3
/// --more`) found Realm Core refusing (realm-core-check 14.14, `dump`)
/// while we read the file and `check` called it whole. Each is decided by
/// what a user needs: where every value still reads right, `check` says the
/// file is damaged (so nothing is written from it); where we printed wrong
/// values or a wrong schema silently, the file is refused where it is read.
extension DamagedGenuineFileTests {
    /// The history slots of the top array, which no value depends on: Core
    /// refuses to open the file, so `check` reports them; `export` still reads.
    static let historyDamage: [(fixture: String, edit: Edit, problem: String)] = [
        // slot 7: history type 2 (local) became 6. Core: "has history type 'Unknown'".
        ("basic", .flip(offset: 0x90C, bit: 3), "history type 6 in the top array is not one Realm Core knows (at byte 0x8E8)"),
        // slot 9: history schema version 1 became 65537. Core: "Unexpected future history schema version".
        ("emptyclasses", .flip(offset: 0x7CE, bit: 1),
         "history schema version 65537 in the top array is not one Realm Core reads for this history (0 to 1) (at byte 0x7A0)"),
        // slot 8: the history ref led to a leaf. Core: `array.hpp:755: Assertion failed: m_has_refs`.
        ("emptyclasses", .flip(offset: 0x7C9, bit: 3), "history ref 0xf68 in the top array does not lead to a history (at byte 0x7A0)"),
    ]

    @Test(arguments: 0 ..< 3)
    func aDamagedHistoryIsReportedByCheckAndValuesStillRead(_ index: Int) throws {
        let (fixture, edit, problem) = Self.historyDamage[index]
        let bytes = edit.apply(to: try Self.bytes(fixture))
        let file = try RealmFile(bytes: bytes, name: fixture + ".realm")
        #expect(try file.check().map { "\($0)" } == ["'\(fixture).realm' is damaged: \(problem)"])
        #expect(try Fixtures.dump(file) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture + ".expected.json")))))
    }

    /// Damage that made us print a wrong schema or wrong values without a
    /// word (Core refuses each): refused where the file is opened.
    static let wrongReads: [(fixture: String, edit: Edit, refusal: String)] = [
        // The metadata table's column name "version" became "6ersion": the
        // schema version read as none (shown 0, written 0 by convert). Core: "Invalid column key".
        ("basic", .flip(offset: 0x64, bit: 6),
         "the metadata table has no int column 'version' (Realm Core reads the schema version there) (at byte 0xD0)"),
        // The column keys of GeoPoint read 4 bits wide: lat, lon and the backlinks
        // all on leaves 1 and 0, the doubles dumped as ints of value 0. Core:
        // `table.hpp:1198: Assertion failed: spec_ndx < get_column_count()`.
        ("links", .flip(offset: 0x8A4, bit: 2), "column 2 has the leaf of another column (index 0) (at byte 0x8A0)"),
        // The attributes read 32 bits wide: the int primary key `id` got the
        // full-text flag. Core: "an object is not found by its primary key".
        ("churn", .flip(offset: 0x23C, bit: 1), "column 0 ('id') has a full-text index but is not a string column (at byte 0x238)"),
        // The name "class_Person" became "cl!ss_Person": Dog's link led to a
        // table that is no class. Core: "map::at"; we said "no such class 'cl!ss_Person'"
        // when the link was read, with no byte and not as damage.
        ("basic", .flip(offset: 0x42, bit: 6),
         "property 'owner' of 'class_Dog' links to table 'cl!ss_Person', which is not a class (its name lacks 'class_') (at byte 0x7E8)"),
    ]

    @Test(arguments: 0 ..< 4)
    func damageThatReadWrongIsRefusedWhereItIsRead(_ index: Int) throws {
        let (fixture, edit, refusal) = Self.wrongReads[index]
        let bytes = edit.apply(to: try Self.bytes(fixture))
        #expect(Self.refusal(bytes, name: fixture + ".realm") == "'\(fixture).realm' is damaged: \(refusal)")
    }

    /// By hand, a ref cycle: the metadata table's search-index slot (top
    /// position 4) pointed back at the table's own top array. We called the
    /// table's columns indexed and `convert` wrote a new file from it; Core
    /// stops (`index_string.hpp:293: Assertion failed: get_context_flag`).
    @Test func aSearchIndexRefLeadingToNoIndexIsRefused() throws {
        var bytes = try Self.bytes("links")
        // links.realm: table 0 ('metadata') at 0x208, 16-bit refs, slot 4 (at 0x218) holds 0x1E0.
        #expect(bytes[0x218] == 0xE0 && bytes[0x219] == 0x01, "links.realm changed: table 0's search index slot is not at 0x218")
        bytes[0x218] = 0x08
        bytes[0x219] = 0x02
        // Its one column's "index" is then the table's spec (0x1A8).
        #expect(Self.refusal(bytes, name: "links.realm")
            == "'links.realm' is damaged: the search index ref 0x1a8 of table 'metadata' leads to no search index (at byte 0x208)")
    }

    /// A full-text flag on a column without a search index, which Realm Core
    /// never asks about (seeds 13 and 16: `parts`, a list, and `dateOpt`):
    /// read as Core reads them. A first version of the check refused them.
    @Test(arguments: [("emptyclasses", Edit.flip(offset: 0x164, bit: 0)), ("alltypes", Edit.flip(offset: 0xECC, bit: 1))])
    func aFullTextFlagWithoutAnIndexReadsAsRealmCoreReadsIt(_ fixture: String, _ edit: Edit) throws {
        let file = try RealmFile(bytes: edit.apply(to: try Self.bytes(fixture)), name: fixture + ".realm")
        #expect(try file.check().isEmpty)
        #expect(try Fixtures.dump(file) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture + ".expected.json")))))
    }

    /// A flipped bit in a link leaf: object 0 of Person linked to Dog 3
    /// instead of Dog 1, and the dump said so. The link is recorded twice
    /// (the backlink), so `verifyLinks`, which `export` runs first, refuses.
    /// Core: `array_key.cpp:62: Assertion failed`.
    @Test func aLinkWithoutItsBacklinkIsRefusedBeforeADump() throws {
        let bytes = Edit.flip(offset: 0x798, bit: 7).apply(to: try Self.bytes("basic"))
        let file = try RealmFile(bytes: bytes, name: "basic.realm")
        #expect(throws: RealmFileError.self) { try file.verifyLinks() }
        do {
            try file.verifyLinks()
        } catch {
            #expect("\(error)" == "'basic.realm' is damaged: object 3 of 'class_Dog' lacks the backlink of the link from object 0 of 'class_Person' (at byte 0x7C0)")
        }
        try RealmFile(bytes: try Self.bytes("basic"), name: "basic.realm").verifyLinks()
    }
}
