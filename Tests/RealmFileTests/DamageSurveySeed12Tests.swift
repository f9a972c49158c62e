import Foundation
import RealmFile
import Testing

/// The three `export` refusals `Scripts/damage-survey.py --seed 12 --per 6
/// --more` found where realm-core-check (Realm Core 14.14, `dump`) reads the
/// file. Decided from Core's source: two are damage Core never asks about
/// and reads the right values past, so we read them too; the third Core
/// "reads" as garbage, so we keep refusing it, saying what is wrong.
extension DamagedGenuineFileTests {
    static let readLikeRealmCoreSeed12: [Mutation] = [
        // A backlink column's key typed double: Core counts public columns from
        // the spec's types (`Spec::update_internals`), so 3 names for 3 public
        // columns, and never reads the hidden one. We said "3 names for 4 columns".
        Mutation(
            fixture: "links", edit: .flip(offset: 0x260A, bit: 2),
            core: "dump identical to links.expected.json", message: nil),
        // A medium string leaf's offsets grown from 2 to 514 entries: Core reads
        // the 2 values its cluster has rows for (`ArraySmallBlobs::get`). We
        // said "fewer null flags than values".
        Mutation(
            fixture: "alltypes", edit: .flip(offset: 0xDA006, bit: 1),
            core: "dump identical to alltypes.expected.json", message: nil),
    ]

    @Test(arguments: readLikeRealmCoreSeed12)
    func readWhereRealmCoreReadsTheRightValues(_ mutation: Mutation) throws {
        let bytes = mutation.edit.apply(to: try Self.bytes(mutation.fixture))
        let file = try RealmFile(bytes: bytes, name: mutation.fixture + ".realm")
        #expect(try Fixtures.dump(file) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(mutation.fixture + ".expected.json")))))
    }

    /// A string leaf's blob ref pointed at a node of refs (`churn`, ref bit 20
    /// at 0x1654c): Core reads those refs as string bytes and prints strings
    /// that are not even UTF-8. Refused, naming the part and the node.
    @Test func aStringLeafWhoseBlobHoldsRefsIsRefusedNamingIt() throws {
        let bytes = Edit.flip(offset: 0x1654E, bit: 4).apply(to: try Self.bytes("churn"))
        #expect(Self.refusal(bytes, name: "churn.realm")
            == "'churn.realm' is damaged: medium string leaf's blob (node at 0xB2280) holds refs, not string data (at byte 0x16540)")
    }

    /// The other way round, a spec whose types call a named column a
    /// backlink: Core refuses it too (`spec.cpp:304: Assertion failed:
    /// m_names.size() == get_public_column_count()`).
    @Test func aNamedColumnTypedBacklinkInTheSpecIsStillRefused() throws {
        // links.realm's first spec: types [17, 2, 12, 14, 14, 14] at 0x25C8; column 2 (link, 12) made 14.
        let bytes = Edit.flip(offset: 0x25D0 + 2, bit: 1).apply(to: try Self.bytes("links"))
        let refusal = try #require(Self.refusal(bytes, name: "links.realm"))
        #expect(refusal.hasPrefix("'links.realm' is damaged: table spec has 3 names for "), "\(refusal)")
    }

    /// A medium string value whose null flag is missing is refused where it
    /// is read, never read past the flags; Core refuses it too
    /// (`array.hpp:722: Assertion failed: ndx < m_size`).
    @Test func aValueWithoutItsNullFlagIsRefusedWhereItIsRead() throws {
        // The same leaf's null flags cut from 2 to 1: row 1 has no flag.
        var bytes = try Self.bytes("alltypes")
        let nulls = 0xDA030
        #expect(bytes[nulls + 7] == 2, "alltypes.realm changed: its null flags are not at 0xDA030")
        bytes[nulls + 7] = 1
        let refusal = try #require(Self.refusal(bytes, name: "alltypes.realm"))
        #expect(refusal == "'alltypes.realm' is damaged: medium string leaf has 1 null flags, none for value 1 (at byte 0xDA030)")
    }
}
