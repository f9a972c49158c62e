import Foundation
import RealmFile
import RealmModel
import Testing

@Suite(.requiresFixtures)
struct FixtureDumpTests {
    @Test(arguments: Fixtures.names)
    func dumpEqualsExpectedJSON(_ name: String) throws {
        let file = try Fixtures.open(name)
        let actual = try Fixtures.dump(file)
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path(name + ".expected.json"))))
        if actual != expected {
            let firstDifference = (0 ..< min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
            let from = max(0, firstDifference - 120)
            let mine = String(decoding: actual[from ..< min(actual.count, firstDifference + 120)], as: UTF8.self)
            let theirs = String(decoding: expected[from ..< min(expected.count, firstDifference + 120)], as: UTF8.self)
            Issue.record("\(name): dump differs at byte \(firstDifference) (of \(actual.count) vs \(expected.count))\n  ours:     \(mine)\n  expected: \(theirs)")
        }
    }
}
