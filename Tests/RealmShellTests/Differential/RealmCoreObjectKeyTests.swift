import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Links compared with constants as Realm Core 14.14 answers (`EqualityNode::visit`): an object key
/// written `O<n>` (Core's parser tests: `link == O1`, `items = O0`) names the object with that key in
/// the class the link points to (RealmLens refused it as an unknown property); `==[c]`/`!=[c]` of a link
/// of the object itself against one constant link is Core's `links_to` search, where `[c]` changes
/// nothing (RealmLens refused it), while through another link, under `ALL`/`NONE` or with the constant
/// on the left Core refuses it; and a list holding a link and an item of another type against a link
/// is refused ("Unsupported comparison between 'l' and type 'string'"), where RealmLens answered.
@Suite struct RealmCoreObjectKeyTests {
    /// `l` links to the object at that position, `ls` lists them (positions are Core's object keys).
    static let rows: [(l: String, ls: String)] = [("2", "[1,2]"), ("null", "[]"), ("2", "[0]"), ("1", "[2,2]")]

    static var dump: String {
        let link = { (p: String) in Int(p).map(DumpValue.index) ?? .null }
        let objects = rows.enumerated().map { row -> [String: DumpValue] in
            let list = row.element.ls.dropFirst().dropLast().split(separator: ",").map { link(String($0)) }
            return ["n": .int(Int64(row.offset)), "l": link(row.element.l), "ls": .list(list)]
        }
        return CanonicalDump([
            DumpClass("T", properties: [DumpProperty("n", .int), .link("l", to: "T"), .link("ls", to: "T", .list)], objects: objects),
        ]).json
    }

    /// Realm Core's answers on the file `from-canonical` writes of `dump` (`n` = position).
    static let answers: [(query: String, expected: [Int64])] = [
        ("l == O2", [0, 2]),
        ("l != O2", [1, 3]),
        ("O2 == l", [0, 2]),
        ("l IN {O1, O2}", [0, 2, 3]),
        ("l == O99", []),
        ("l.l == O2", [0, 2]),
        ("ANY ls == O2", [0, 3]),
        ("ALL ls == O2", [1, 3]),
        ("NONE ls == O2", [1, 2]),
        ("ls != O2", [0, 2]),
        ("l ==[c] O2", [0, 2]),
        ("ls !=[c] O2", [0, 2]),
        ("SUBQUERY(ls, $x, $x.l ==[c] O2).@count > 0", [0, 2, 3]),
    ]

    /// Refused by Realm Core, and so by RealmLens.
    static let refusals = ["ALL ls ==[c] O2", "l.l ==[c] O2", "O2 ==[c] l", "l > O1", "n == O1", "O1 == O1",
                           "l IN {O1, 'a'}", "{O1, 3} == ls", "ls == {O2, 'x'}"]

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test func storeRefusesWhatRealmCoreRefuses() throws {
        let realm = try Realm(configuration: .init(inMemoryIdentifier: UUID().uuidString))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(Self.dump.utf8)))
        for query in Self.refusals {
            #expect(throws: (any Error).self, "\(query)") { try realm.objects("T", where: query).forEach { _ in } }
        }
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        try oracle.expectSameAnswers(dump: Self.dump, fileName: "object-keys.realm", queries: (Self.answers.map(\.query) + Self.refusals).map { ("T", $0) })
    }
}
