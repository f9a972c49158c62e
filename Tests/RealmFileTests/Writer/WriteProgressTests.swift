import Foundation
import RealmFile
import RealmModel
import Testing

/// The writer's progress reports (`RealmFileWriter.Options.progress`): what
/// a progress bar on a long write is drawn from.
@Suite
struct WriteProgressTests {
    /// A dump of `a` objects of class A and `b` of class B (two top-level classes, one embedded).
    private func dump(a: Int, b: Int) -> String {
        let schema = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":true,"collection":null},{"name":"e","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"E"}]},{"name":"B","embedded":false,"primaryKey":null,"properties":[{"name":"s","type":"string","optional":false,"indexed":false,"collection":null}]},{"name":"E","embedded":true,"primaryKey":null,"properties":[{"name":"x","type":"int","optional":false,"indexed":false,"collection":null}]}],"objects":{"A":["#
        let aObjects = (0 ..< a).map { #"{"n":\#($0),"e":{"x":\#($0)}}"# }.joined(separator: ",")
        let bObjects = (0 ..< b).map { #"{"s":"b\#($0)"}"# }.joined(separator: ",")
        return schema + aObjects + #"],"B":["# + bObjects + "]}}\n"
    }

    @Test func reportsGrowMonotonicallyToTheTotal() throws {
        let source = try CanonicalDumpObjectSource { [text = dump(a: 7_000, b: 3_500)] in MemoryByteInput(text) }
        var reports: [(done: Int, total: Int)] = []
        let progress = WriteProgress(total: 10_500, interval: 1_000) { reports.append(($0, $1)) }
        _ = try RealmFileWriter.bytes(of: source, options: .init(progress: progress))
        #expect(reports.first?.done == 0)
        #expect(reports.last?.done == 10_500)
        #expect(reports.allSatisfy { $0.total == 10_500 })
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.done <= $1.done })
        // every 1,000 objects, not every object: embedded objects are not counted
        #expect(reports.count == 1 + 10 + 1)
    }

    @Test func aSourceThatCannotCountReportsAnUnknownTotal() throws {
        let source = try CanonicalDumpObjectSource { [text = dump(a: 10, b: 5)] in MemoryByteInput(text) }
        var reports: [(done: Int, total: Int)] = []
        _ = try RealmFileWriter.bytes(of: source, options: .init(progress: WriteProgress { reports.append(($0, $1)) }))
        #expect(reports.map(\.done) == [0, 15])
        #expect(reports.allSatisfy { $0.total == 0 })
    }

    @Test func aWriteWithoutProgressWritesTheSameBytes() throws {
        let source = try CanonicalDumpObjectSource { [text = dump(a: 50, b: 20)] in MemoryByteInput(text) }
        let plain = try RealmFileWriter.bytes(of: source)
        let reported = try RealmFileWriter.bytes(of: source, options: .init(progress: WriteProgress(interval: 7) { _, _ in }))
        #expect(plain == reported)
    }

    @Test(.requiresFixtures)
    func aGenuineFileCountsItsOwnObjects() throws {
        let file = try Fixtures.open("large")
        let expected = try file.schema.objectSchemas.filter { !$0.isEmbedded }.reduce(0) { $0 + (try file.objectCount(ofClass: $1.className)) }
        var reports: [(done: Int, total: Int)] = []
        _ = try RealmFileWriter.bytes(of: file, options: .init(progress: WriteProgress { reports.append(($0, $1)) }))
        #expect(expected > 4096)
        #expect(reports.last?.done == expected)
        #expect(reports.allSatisfy { $0.total == expected })
    }
}
