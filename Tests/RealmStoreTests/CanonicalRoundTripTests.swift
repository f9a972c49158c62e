import Foundation
import RealmModel
import Testing
@testable import RealmStore

@Suite struct CanonicalRoundTripTests {
    static var fixtureNames: [String] {
        guard let dir = fixturesDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".expected.json") }.sorted()
    }

    /// Import then dump gives the same bytes, for every fixture's expected dump.
    @Test(arguments: fixtureNames)
    func importThenDumpIsIdentical(_ name: String) throws {
        guard let dir = fixturesDirectory else {
            print("skipped: ../shared/fixtures/realm is absent")
            return
        }
        let expected = try [UInt8](Data(contentsOf: dir.appendingPathComponent(name)))
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(expected))
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        if output != expected {
            let firstDifference = zip(output, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(output.count, expected.count)
            let from = max(0, firstDifference - 80)
            Issue.record("""
                \(name): dump differs at byte \(firstDifference)
                got:      \(String(decoding: output[from..<min(output.count, firstDifference + 80)], as: UTF8.self))
                expected: \(String(decoding: expected[from..<min(expected.count, firstDifference + 80)], as: UTF8.self))
                """)
        }
    }

    @Test func fixturesArePresentOrSkippedLoudly() {
        if fixturesDirectory == nil { print("note: ../shared/fixtures/realm is absent; canonical round-trip tests are skipped") }
    }

    @Test func importIsAllOrNothing() throws {
        let realm = try makeInMemoryRealm()
        let broken = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"b","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"B"}]},{"name":"B","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null}]}],"objects":{"A":[{"b":7}],"B":[{"id":1}]}}"# + "\n"
        #expect(throws: RealmError.self) { try realm.importCanonicalDump(from: MemoryByteInput(broken)) }
        #expect(realm.schema.objectSchemas.isEmpty)
        let fixed = broken.replacingOccurrences(of: #"{"b":7}"#, with: #"{"b":1}"#)
        try realm.importCanonicalDump(from: MemoryByteInput(fixed))
        var output: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { output += $0 }
        #expect(String(decoding: output, as: UTF8.self) == fixed)
    }
}
