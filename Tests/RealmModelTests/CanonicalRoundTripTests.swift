import Foundation
import RealmModel
import Testing

@Suite struct CanonicalRoundTripTests {
    @Test("every fixture's expected dump reads and writes back byte for byte", .requiresFixtures, arguments: expectedDumpNames)
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

    /// The round trip above runs once per expected dump: it must have had every fixture's.
    @Test(.requiresFixtures) func everyFixtureDumpIsRoundTripped() {
        #expect(Set(expectedDumpNames).isSuperset(of: ["alltypes", "basic", "churn", "compacted", "empty", "emptyclasses", "encrypted", "large", "links"]),
                "round-tripped: \(expectedDumpNames)")
    }

    @Test func emptyStoreDump() throws {
        let source = try MemoryDumpSource(dump: Array("{\"schema\":[],\"objects\":{}}\n".utf8))
        #expect(String(decoding: try dumpText(source), as: UTF8.self) == "{\"schema\":[],\"objects\":{}}\n")
    }
}

@Suite struct CanonicalDumpReaderErrorTests {
    static let schema = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":[{"name":"a","type":"int","optional":false,"indexed":false,"collection":null},{"name":"b","type":"string","optional":true,"indexed":false,"collection":null}]}],"objects":{"A":["#

    func read(_ objects: String) throws {
        var reader = CanonicalDumpReader(input: MemoryByteInput(Self.schema + objects + "]}}\n"))
        _ = try reader.readSchema()
        while try reader.nextClass() != nil { while try reader.nextObject() != nil {} }
    }

    @Test func objectsInAnyPropertyOrderRead() throws {
        try read(#"{"b":"x","a":1},{"a":2,"b":null}"#)
    }

    @Test("malformed objects are refused with the offending property", arguments: [
        (#"{"a":1}"#, "an object of class 'A' has no value for 'b'"),
        (#"{"b":"x"}"#, "an object of class 'A' has no value for 'a'"),
        (#"{"a":1,"b":"x","c":2}"#, "no such property 'c' on class 'A'"),
        (#"{"a":"one","b":null}"#, "'A.a' expects an integer (object 0 of class 'A', property 'a')"),
        (#"{"a":1.5,"b":null}"#, "'A.a' expects an integer of at most 64 bits, not 1.5 (object 0 of class 'A', property 'a')"),
        (#"{"a":null,"b":null}"#, "'A.a' expects a value, not null (object 0 of class 'A', property 'a')"),
    ])
    func refuses(object: String, message: String) {
        do {
            try read(object)
            Issue.record("\(object) was accepted")
        } catch let error as CanonicalDumpError {
            #expect(error.message == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// `Schema` finds classes by binary search and keeps them sorted on upsert.
@Suite struct SchemaLookupTests {
    @Test func findsEveryClassAndNoOther() {
        let names = (0..<500).map { "C\(($0 * 7919) % 500)" } + ["é", "e\u{301}", "Z", "a"]
        var schema = Schema(names.map { ObjectSchema(className: $0, properties: []) })
        for name in names { #expect(schema[name]?.className == name) }
        #expect(schema["C500"] == nil)
        #expect(schema[""] == nil)
        schema.upsert(ObjectSchema(className: "B", properties: []))
        schema.upsert(ObjectSchema(className: "C7", isEmbedded: true, properties: []))
        #expect(schema["B"] != nil)
        #expect(schema["C7"]?.isEmbedded == true)
        #expect(schema.objectSchemas.count == names.count + 1)
        let sorted = schema.objectSchemas.map(\.className)
        #expect(sorted == sorted.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
