import Foundation
import RealmFile
import Testing

/// What `Scripts/damage-survey.py --seed 14` to `--seed 16` (`--per 3
/// --more`, fixtures basic, links, emptyclasses, alltypes, compacted,
/// churn) found Realm Core refusing (realm-core-check 14.14, `dump`) while
/// `check` called the file whole. Every value still reads right in each,
/// so `export` reads them as before; `check` reports them, so nothing is
/// written from them (`convert`, `copy`, `bundle`, `compact`, edits).
extension FileCheckTests {
    /// A search index of primary keys that no longer leads to an object:
    /// an app's `object(ofType:forPrimaryKey:)` (and an upsert) finds
    /// nothing, and `realm-core-check` finds no object by its primary key.
    static let primaryKeyIndexDamage: [Mutation] = [
        // seed 14, node-size: the size of a search index node's keys (2 → 3)
        Mutation(
            fixture: "alltypes", edit: .flip(offset: 0xED395, bit: 0),
            core: "class AllTypes: an object is not found by its primary key",
            problems: ["'alltypes.realm' is damaged: object 1 of 'class_AllTypes' is not found through the search index of its "
                + "primary key 'id', as Realm Core looks it up (at byte 0xED3A0)"]),
        // seed 16, payload: a key of that node
        Mutation(
            fixture: "alltypes", edit: .flip(offset: 0xED377, bit: 3),
            core: "class AllTypes: an object is not found by its primary key",
            problems: ["'alltypes.realm' is damaged: object 0 of 'class_AllTypes' is not found through the search index of its "
                + "primary key 'id', as Realm Core looks it up (at byte 0xED378)"]),
        // seed 15, anywhere: a slot's object key (2735 became 68271)
        Mutation(
            fixture: "churn", edit: .flip(offset: 0x996DA, bit: 1),
            core: "Realm Core: No object with key '68271' in 'class_Record'",
            problems: ["'churn.realm' is damaged: object 2735 of 'class_Record' is not found through the search index of its "
                + "primary key 'id', as Realm Core looks it up (at byte 0x99008)"]),
    ]

    /// Damage Realm Core's `Group::verify` stops on while every value still
    /// reads: a dictionary with more keys than values, a link's other end
    /// naming no column, a changeset of the history leading elsewhere.
    static let verifiedOnly: [Mutation] = [
        // seed 14, node-size: a dictionary's keys leaf (2 → 514 strings)
        Mutation(
            fixture: "alltypes", edit: .flip(offset: 0xEAD6E, bit: 1),
            core: "dictionary.cpp:1066: Assertion failed: m_keys->size() == m_values->size()",
            problems: ["'alltypes.realm' is damaged: the dictionary 'decimalDict' of object 8 of 'class_AllTypes' has 514 keys for 2 values (at byte 0xEADD0)"]),
        // seed 15, payload: the index in a link column's opposite key (0 → 4096)
        Mutation(
            fixture: "links", edit: .flip(offset: 0x359, bit: 4),
            core: "array.hpp:722: Assertion failed: ndx < m_size with (ndx, m_size) = [4097, 5]",
            problems: ["'links.realm' is damaged: column 3 of table 'class_Address' names column key 0x1000e1000 of table 'class_GeoPoint' "
                + "as its other end, which has no such column (at byte 0x1918)"]),
        // seed 16, ref: a changeset's blob ref led to a node with refs
        Mutation(
            fixture: "emptyclasses", edit: .flip(offset: 0x770, bit: 7),
            core: "array_blob.cpp:190: Assertion failed: !has_refs()",
            problems: ["'emptyclasses.realm' is damaged: the history's changesets are damaged: a blob ref 0x678 leads to a node with refs (at byte 0x768)"]),
        // seed 15, ref: … or outside the file
        Mutation(
            fixture: "emptyclasses", edit: .flip(offset: 0x771, bit: 5),
            core: "Realm Core stopped on a failed check (signal 11)",
            problems: ["'emptyclasses.realm' is damaged: the history's changesets are damaged: a blob ref 0x26f8 leads outside the file (at byte 0x768)"]),
    ]

    @Test(arguments: primaryKeyIndexDamage + verifiedOnly)
    func damageOnlyRealmCoresCheckSeesIsReported(_ mutation: Mutation) throws {
        #expect(try Self.problems(mutation.fixture, mutation.edit) == mutation.problems)
        // every value still reads, so reading goes on
        let bytes = mutation.edit.apply(to: try DamagedGenuineFileTests.bytes(mutation.fixture))
        #expect(DamagedGenuineFileTests.refusal(bytes, name: mutation.fixture + ".realm") == nil)
    }

    /// seed 14, anywhere: the ref of a table's search index list (top
    /// position 4) led to an empty leaf: every column read as unindexed
    /// (`export` printed the schema without its indexes). Core:
    /// `array.hpp:755: Assertion failed: m_has_refs`.
    @Test func aSearchIndexListWithoutRefsIsRefusedWhereItIsRead() throws {
        let bytes = Edit.flip(offset: 0x2199, bit: 2).apply(to: try DamagedGenuineFileTests.bytes("links"))
        #expect(DamagedGenuineFileTests.refusal(bytes, name: "links.realm")
            == "'links.realm' is damaged: the search index list of table 'class_City' has 0 elements and no refs for 8 columns (at byte 0x2170)")
    }
}
