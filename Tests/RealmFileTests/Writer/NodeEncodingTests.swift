import Foundation
@testable import RealmFile
import RealmModel
import Testing

/// Each node the writer encodes reads back through the reader's decoder of
/// that node kind (`ArrayNode`, `ValueLeaf`), edge values included.
struct NodeEncodingTests {
    /// Writes nodes with `body` into memory and decodes the one it returns.
    private func roundTrip(_ body: (inout StreamingNodeSink<MemoryOutput>) throws -> Int64,
                           _ check: (ByteReader, Int) throws -> Void) throws {
        var sink = try StreamingNodeSink(output: MemoryOutput())
        let ref = try body(&sink)
        let bytes = sink.output.bytes
        let buffer = OwnedBuffer(count: bytes.count)!
        bytes.withUnsafeBytes { buffer.pointer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        try check(buffer.makeReader(), Int(ref))
    }

    @Test(arguments: [
        [], [0, 0], [0, 1], [3, 2, 1], [15, 0], [16], [-1], [127, -128], [128], [-129, 32767], [-32769],
        [Int64(Int32.max), Int64(Int32.min)], [Int64(Int32.max) + 1], [Int64.min, Int64.max, 0],
    ] as [[Int64]])
    func integerArraysReadBack(_ values: [Int64]) throws {
        try roundTrip({ try $0.writeIntegerArray(values, flags: []) }) { reader, ref in
            let node = try ArrayNode(reader, ref: ref)
            #expect(node.width == IntegerArrayEncoding.bitWidth(values))
            #expect(try (0 ..< node.size).map { try node.get($0) } == values)
        }
    }

    @Test(arguments: [
        (ElementType.Kind.string, [AnyRealmValue.string(""), .null, .string("abc")]),
        (.string, [.string(String(repeating: "x", count: 15)), .null]),
        (.string, [.string(String(repeating: "y", count: 16)), .null, .string("")]),
        (.string, [.string(String(repeating: "z", count: 64)), .null, .string("\u{0}nul")]),
        (.binary, [.data([]), .null, .data([0, 1, 2])]),
        (.binary, [.data([UInt8](repeating: 7, count: 65)), .null]),
        (.int, [.int(5), .null, .int(0)]),
        (.bool, [.bool(true), .null, .bool(false)]),
        (.float, [.float(1.5), .null, .float(-.infinity)]),
        (.double, [.double(.nan), .null, .double(-0.0)]),
        (.timestamp, [.date(Timestamp(seconds: -1, nanoseconds: -5)), .null]),
        (.decimal, [.decimal128(Decimal128(string: "-1.5E-10")!), .null, .decimal128(.nan)]),
        (.objectId, (0 ..< 9).map { $0 == 3 ? .null : .objectId(ObjectId(bytes: [UInt8](repeating: UInt8($0), count: 12))!) }),
        (.uuid, [.uuid(RealmUUID(bytes: [UInt8](repeating: 0xFF, count: 16))!), .null]),
        (.mixed, [.int(Int64.min), .null, .string("s"), .float(2.5), .bool(true), .date(Timestamp(seconds: 3, nanoseconds: 4)),
                  .decimal128(Decimal128(Int64(7))), .data([1]), .list([.int(1), .list([])]), .dictionary(["k": .null])]),
    ] as [(ElementType.Kind, [AnyRealmValue])])
    func nullableLeavesReadBack(_ kind: ElementType.Kind, _ values: [AnyRealmValue]) throws {
        let type = ElementType(kind: kind, isNullable: true)
        let context = EncodingContext(tableKeys: [:])
        try roundTrip({ try LeafEncoder.write(values, type: type, context: context, sink: &$0) }) { reader, ref in
            let leaf = try ValueLeaf(try ArrayNode(reader, ref: ref), type: type)
            #expect(leaf.count == values.count)
            for (index, value) in values.enumerated() {
                switch (try leaf.element(at: index), value) {
                case (.value(let read), _) where kind == .double && value.isNaNDouble: #expect(read.isNaNDouble)
                case (.value(let read), _): #expect(read == value, "element \(index)")
                case (.nestedList, .list), (.nestedDictionary, .dictionary): break
                default: Issue.record("element \(index) read back as another kind")
                }
            }
        }
    }

    @Test func aValueOfTheWrongTypeIsRefused() throws {
        var sink = try StreamingNodeSink(output: MemoryOutput())
        #expect(throws: RealmFileWriterError.self) {
            _ = try LeafEncoder.write([.string("7")], type: ElementType(kind: .int, isNullable: false),
                                      context: EncodingContext(tableKeys: [:]), sink: &sink)
        }
        var unnormalised = Timestamp(seconds: 5, nanoseconds: 0)
        unnormalised.nanoseconds = -1
        #expect(throws: RealmFileWriterError.self) {
            _ = try LeafEncoder.write([.date(unnormalised)], type: ElementType(kind: .timestamp, isNullable: false),
                                      context: EncodingContext(tableKeys: [:]), sink: &sink)
        }
        #expect(throws: RealmFileWriterError.self) {
            _ = try LeafEncoder.write([.data([UInt8](repeating: 0, count: 16_777_201))], type: ElementType(kind: .binary, isNullable: false),
                                      context: EncodingContext(tableKeys: [:]), sink: &sink)
        }
        #expect(throws: RealmFileWriterError.self) {
            _ = try LeafEncoder.write([.null], type: ElementType(kind: .string, isNullable: false),
                                      context: EncodingContext(tableKeys: [:]), sink: &sink)
        }
    }
}

private extension AnyRealmValue {
    var isNaNDouble: Bool {
        if case .double(let d) = self { return d.isNaN }
        return false
    }
}
