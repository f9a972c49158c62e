import RealmModel
import Testing

/// A canonical dump read as an object source (what the genuine-file writer
/// reads): links by primary key are resolved, or refused.
@Suite struct CanonicalDumpObjectSourceTests {
    @Test func aLinkToAMissingPrimaryKeyIsRefused() throws {
        let text = #"{"schema":[{"name":"A","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"other","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"A"}]}],"objects":{"A":[{"id":1,"other":7}]}}"#
        let source = try CanonicalDumpObjectSource { MemoryByteInput(text) }
        #expect(throws: CanonicalDumpError.self) { try source.forEachObjectInKeyOrder(ofClass: "A") { _ in } }
    }
}
