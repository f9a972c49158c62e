import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// Stores with thousands of classes import in time linear in their number
/// (measured in docs/reliability-consistency.md; here: the result is right).
@Suite struct ManyClassesTests {
    @Test func twoThousandClassesImportAndDumpAgainByteForByte() throws {
        let names = (0..<2_000).map { String(format: "C%05d", $0) }
        let schema = names.map { #"{"name":"\#($0)","embedded":false,"primaryKey":null,"properties":[{"name":"v","type":"int","optional":false,"indexed":true,"collection":null},{"name":"l","type":"string","optional":false,"indexed":false,"collection":"list"}]}"# }
        let objects = names.enumerated().map { #""\#($1)":[{"v":\#($0),"l":["a"]}]"# }
        let dump = #"{"schema":["# + schema.joined(separator: ",") + #"],"objects":{"# + objects.joined(separator: ",") + "}}"
        let realm = try Realm(configuration: .init(path: makeTemporaryPath()))
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        var out: [UInt8] = []
        try CanonicalDumpWriter.write(realm) { out += $0 }
        #expect(String(decoding: out, as: UTF8.self) == dump + "\n")
        #expect(try realm.objects("C01234", where: "v == 1234").count == 1)
    }
}
