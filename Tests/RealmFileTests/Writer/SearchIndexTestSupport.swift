import Foundation
import Testing
@testable import RealmFile
import RealmModel

/// A `NodeSink` that lays nodes out in memory as a file would (after a
/// 24-byte header), so the reader's `ArrayNode` can read them back.
struct MemoryNodeSink: NodeSink {
    private(set) var bytes = [UInt8](repeating: 0, count: 24)
    private(set) var nodeCount = 0

    mutating func writeIntegerArray(_ values: [Int64], flags: NodeFlags) throws -> Int64 {
        let width = Self.bitWidth(values)
        var payload = [UInt8](repeating: 0, count: (values.count * width + 7) / 8)
        for (i, value) in values.enumerated() {
            if width < 8 {
                let bit = i * width
                payload[bit / 8] |= UInt8(truncatingIfNeeded: value) << UInt8(bit % 8)
            } else {
                for b in 0 ..< width / 8 { payload[i * width / 8 + b] = UInt8(truncatingIfNeeded: value >> (8 * b)) }
            }
        }
        return try writeNode(flags: flags, widthType: .bits, width: width, size: values.count, payload: payload)
    }

    mutating func writeNode(flags: NodeFlags, widthType: NodeHeader.WidthType, width: Int, size: Int, payload: [UInt8]) throws -> Int64 {
        let ref = Int64(bytes.count)
        let widthCode = width == 0 ? 0 : width.trailingZeroBitCount + 1
        bytes += Array("AAAA".utf8)
        bytes.append(flags.rawValue | widthType.rawValue << 3 | UInt8(widthCode))
        bytes += [UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
        bytes += payload
        while bytes.count % 8 != 0 { bytes.append(0) }
        nodeCount += 1
        return ref
    }

    /// `Array::bit_width`: 0–4 bits unsigned below 16, else signed bytes.
    static func bitWidth(_ values: [Int64]) -> Int {
        var width = 0
        for value in values {
            let needed: Int
            switch value {
            case 0: needed = 0
            case 1: needed = 1
            case 2 ... 3: needed = 2
            case 4 ... 15: needed = 4
            case -0x80 ... 0x7F: needed = 8
            case -0x8000 ... 0x7FFF: needed = 16
            case -0x8000_0000 ... 0x7FFF_FFFF: needed = 32
            default: needed = 64
            }
            width = max(width, needed)
        }
        return width
    }

    /// A reader over the bytes written so far.
    func makeReader() -> ByteReader {
        let buffer = OwnedBuffer(count: bytes.count)!
        bytes.withUnsafeBytes { buffer.pointer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return buffer.makeReader()
    }
}

/// A node tree with refs replaced by the nodes they point to: two trees are
/// equal when every node has the same flags, size and elements, and nodes
/// without refs the same width (a node holding refs is as wide as the refs'
/// positions in its file need, which differ from file to file).
struct NodeShape: Equatable, CustomStringConvertible {
    enum Element: Equatable {
        case value(Int64)
        case node(NodeShape)
    }

    var flags: UInt8
    var width: Int
    var elements: [Element]

    init(_ reader: ByteReader, ref: Int) throws {
        let node = try ArrayNode(reader, ref: ref)
        flags = try reader.getUInt8(at: ref + 4) & 0xF8
        width = node.hasRefs ? -1 : node.width
        elements = []
        for i in 0 ..< node.size {
            let value = try node.get(i)
            if node.hasRefs, value != 0, value & 1 == 0 {
                elements.append(.node(try NodeShape(reader, ref: Int(value))))
            } else {
                elements.append(.value(value))
            }
        }
    }

    var description: String { render(indent: "") }

    private func render(indent: String) -> String {
        var text = "\(indent)[flags \(String(flags, radix: 16)) w\(width) n\(elements.count)]"
        var values: [Int64] = []
        func flush() {
            if !values.isEmpty { text += " " + values.map(String.init).joined(separator: ",") }
            values = []
        }
        for element in elements {
            switch element {
            case .value(let v): values.append(v)
            case .node(let child):
                flush()
                text += "\n" + child.render(indent: indent + "  ")
            }
        }
        flush()
        return text
    }
}

/// Looks values up through a search index the way Realm Core's
/// `IndexArray::index_string` walks it: chunk by chunk, through inner nodes,
/// sub-indexes and lists; answers the candidate object keys (a general
/// index's caller still compares their values, as Realm does).
struct SearchIndexLookup {
    let reader: ByteReader
    let root: Int

    func candidates(for data: [UInt8]?) throws -> [Int64] {
        try find(ref: root, data: data, offset: 0)
    }

    private func find(ref: Int, data: [UInt8]?, offset: Int) throws -> [Int64] {
        let key = SearchIndexInserter.chunkKey(data, offset: offset)
        var node = try ArrayNode(reader, ref: ref)
        while true {
            let keys = try ArrayNode(reader, ref: try node.getRef(0))
            var position = 0
            while position < keys.size, try keys.get(position) < Int64(key) { position += 1 }
            if node.isInnerBPlusTreeNode {
                guard position < keys.size else { return [] }
                node = try ArrayNode(reader, ref: try node.getRef(position + 1))
                continue
            }
            guard position < keys.size, try keys.get(position) == Int64(key) else { return [] }
            let slot = try node.get(position + 1)
            if slot & 1 == 1 { return [slot >> 1] }
            let child = try ArrayNode(reader, ref: Int(slot))
            if child.contextFlag { return try find(ref: Int(slot), data: data, offset: offset + 4) }
            var result: [Int64] = []
            try BPlusTree.forEachLeaf(reader, root: Int(slot), budget: TraversalBudget(fileSize: reader.count)) { leaf in
                for i in 0 ..< leaf.size { result.append(try leaf.get(i)) }
            }
            return result
        }
    }
}

extension NodeShape {
    /// Where `self` and `other` first differ, as a path of element positions
    /// with both nodes' headers (nil when equal): a readable failure message.
    func firstDifference(from other: NodeShape, path: String = "root") -> String? {
        if flags != other.flags || width != other.width || elements.count != other.elements.count {
            return "\(path): flags \(flags) w\(width) n\(elements.count) vs flags \(other.flags) w\(other.width) n\(other.elements.count)"
        }
        for (i, (a, b)) in zip(elements, other.elements).enumerated() {
            switch (a, b) {
            case (.node(let x), .node(let y)):
                if let difference = x.firstDifference(from: y, path: "\(path)/\(i)") { return difference }
            case (.value(let x), .value(let y)):
                if x != y { return "\(path)/\(i): \(x) vs \(y)" }
            case (.node, .value(let y)):
                return "\(path)/\(i): a node vs \(y)"
            case (.value(let x), .node):
                return "\(path)/\(i): \(x) vs a node"
            }
        }
        return nil
    }
}
