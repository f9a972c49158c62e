import Foundation
import RealmModel
import Testing

/// `import --canonical` reads exactly a canonical dump: anything it would
/// have to change to store (round, overflow, replace, guess) is an error
/// naming the class, the object and the property.
@Suite struct CanonicalStrictnessTests {
    static let schema = #"{"schema":[{"name":"A","embedded":false,"primaryKey":null,"properties":["#
        + [("d", "double"), ("f", "float"), ("m", "decimal"), ("s", "string"), ("i", "int"), ("b", "data"), ("x", "mixed")]
            .map { #"{"name":"\#($0.0)","type":"\#($0.1)","optional":true,"indexed":false,"collection":null}"# }
            .joined(separator: ",")
        + #"]}],"objects":{"A":[{"d":1,"f":1,"m":null,"s":"ok","i":1,"b":null,"x":null},"#

    /// The dump with a second object whose property `name` is written as `json` (raw bytes).
    static func dump(_ name: String, _ json: [UInt8]) -> [UInt8] {
        var object: [UInt8] = Array("{".utf8)
        for (i, p) in ["d", "f", "m", "s", "i", "b", "x"].enumerated() {
            if i > 0 { object += Array(",".utf8) }
            object += Array("\"\(p)\":".utf8) + (p == name ? json : Array("null".utf8))
        }
        return Array(schema.utf8) + object + Array("}]}}\n".utf8)
    }

    static func read(_ bytes: [UInt8]) throws {
        var reader = CanonicalDumpReader(input: MemoryByteInput(bytes))
        _ = try reader.readSchema()
        while try reader.nextClass() != nil { while try reader.nextObject() != nil {} }
    }

    static let refused: [(String, [UInt8])] = [
        ("d", Array("1e400".utf8)), ("d", Array("-1e400".utf8)), ("d", Array("1e-400".utf8)),
        ("f", Array("1e39".utf8)), ("f", Array("1e-50".utf8)),
        ("m", Array(#"{"$decimal":"1E999999"}"#.utf8)), ("m", Array(#"{"$decimal":"1E-999999"}"#.utf8)),
        ("m", Array(#"{"$decimal":"\#(String(repeating: "7", count: 100))"}"#.utf8)),
        ("s", [0x22, 0xFF, 0x22]),                    // invalid UTF-8
        ("s", [0x22, 0xC0, 0xAF, 0x22]),              // overlong '/'
        ("s", [0x22, 0xED, 0xA0, 0x80, 0x22]),        // a lone surrogate, encoded
        ("s", Array(#""\udc00""#.utf8)),              // a lone low surrogate, escaped
        ("i", Array("0012".utf8)), ("i", Array("+5".utf8)), ("i", Array("99999999999999999999".utf8)),
        ("b", Array(#"{"$data":"YQ"}"#.utf8)), ("b", Array(#"{"$data":"YQ=="}"#.utf8).dropLast(3) + Array(#"=x"}"#.utf8)),
        ("x", Array("1e400".utf8)), ("x", Array("99999999999999999999".utf8)), ("x", Array("012".utf8)),
    ]

    @Test(arguments: 0..<refused.count)
    func valuesThatWouldChangeAreRefused(case index: Int) {
        let (property, json) = Self.refused[index]
        do {
            try Self.read(Self.dump(property, json))
            Issue.record("\(String(decoding: json, as: UTF8.self)) was accepted for '\(property)'")
        } catch let error as CanonicalDumpError {
            #expect(error.message.contains("'A.\(property)'"), "\(error)")
            #expect(error.message.hasSuffix("(object 1 of class 'A', property '\(property)')"), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func exactValuesAreAccepted() throws {
        for (property, json) in [("d", "5e-324"), ("d", "-0"), ("d", "1.7976931348623157e+308"), ("f", "3.4028235e+38"),
                                 ("m", #"{"$decimal":"1E-6176"}"#), ("m", #"{"$decimal":"-Inf"}"#),
                                 ("m", #"{"$decimal":"+3141592653589793238462643383279503E-33"}"#),
                                 ("s", #""é\ud83d\ude00""#), ("i", "-9223372036854775808"), ("b", #"{"$data":"YQ=="}"#), ("x", "12")] {
            try Self.read(Self.dump(property, Array(json.utf8)))
        }
    }

    @Test func aDocumentWithoutObjectsIsRefused() {
        #expect(throws: CanonicalDumpError.self) { try Self.read(Array(#"{"schema":[]}"#.utf8)) }
    }

    static let dateSchema = #"{"schema":[{"name":"B","embedded":false,"primaryKey":null,"properties":[{"name":"t","type":"date","optional":true,"indexed":false,"collection":null},{"name":"g","type":"int","optional":true,"indexed":false,"collection":"dictionary"}]}],"objects":{"B":["#

    @Test(arguments: [
        (#"{"t":{"$date":"2024-02-30T00:00:00.000000000Z"},"g":{}}"#, "'B.t'"),
        (#"{"t":{"$date":"2024-01-01T00:00:00Z"},"g":{}}"#, "'B.t'"),
        (#"{"t":null,"g":{"k":1,"k":2}}"#, "'B.g' holds the key 'k' twice"),
        (#"{"t":null,"t":null,"g":{}}"#, "'B.t' is listed twice"),
    ])
    func datesAndKeysThatWouldChangeAreRefused(object: String, mention: String) {
        do {
            try Self.read(Array((Self.dateSchema + object + "]}}\n").utf8))
            Issue.record("\(object) was accepted")
        } catch let error as CanonicalDumpError {
            #expect(error.message.contains(mention), "\(error)")
            #expect(error.message.contains("(object 0 of class 'B', property"), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
