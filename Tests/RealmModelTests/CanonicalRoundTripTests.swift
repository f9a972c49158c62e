import Foundation
import RealmModel
import Testing

@Suite struct CanonicalRoundTripTests {
    @Test("every fixture's expected dump reads and writes back byte for byte", arguments: expectedDumpNames)
    func fixtureDumpRoundTrips(name: String) throws {
        let url = try #require(fixturesDirectory).appendingPathComponent("\(name).expected.json")
        let bytes = Array(try Data(contentsOf: url))
        let source = try MemoryDumpSource(dump: bytes)
        let written = try dumpText(source)
        if written != bytes {
            let i = zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, bytes.count)
            let context = { (b: [UInt8]) in String(decoding: b[max(0, i - 80)..<min(b.count, i + 80)], as: UTF8.self) }
            Issue.record("\(name): first difference at byte \(i)\nexpected: \(context(bytes))\nwritten:  \(context(written))")
        }
    }

    @Test func fixturesArePresent() {
        if fixturesDirectory == nil {
            print("note: ../shared/fixtures/realm is absent; fixture round trips are skipped")
        } else {
            #expect(expectedDumpNames.count >= 8)
        }
    }

    @Test func emptyStoreDump() throws {
        let source = try MemoryDumpSource(dump: Array("{\"schema\":[],\"objects\":{}}\n".utf8))
        #expect(String(decoding: try dumpText(source), as: UTF8.self) == "{\"schema\":[],\"objects\":{}}\n")
    }
}
