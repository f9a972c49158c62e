import RealmModel

// MARK: - A class's cluster tree, as Realm Core shapes it

/// The shape of one node of a class's cluster tree in Realm Core: a cluster
/// (a leaf, known by the key it begins at) or an inner node over up to 256
/// children. What a `LIMIT` Core checks only between clusters needs is
/// where the clusters begin; where they merge also needs which inner node
/// each one sits under (Core merges only siblings), so the shape keeps both
/// and nothing else (a cluster's objects are the keys from its start to the
/// next one's).
public indirect enum ClusterNodeShape: Equatable, Sendable {
    /// A cluster beginning at `first`; nil only for an empty root (a class
    /// without objects).
    case cluster(first: ObjectKey?)
    /// An inner node over `children`, in key order (never empty).
    case inner([ClusterNodeShape])

    /// A tree of one empty cluster: what Core makes for a new class.
    public static let empty = ClusterNodeShape.cluster(first: nil)

    /// The shape of a tree whose clusters are `clusters` (in key order), each
    /// with its path from the root (the child index taken at each inner
    /// node, as `RealmFile.ClusterExtent.path` gives it). No clusters: the
    /// empty tree.
    public init(clusters: [(first: ObjectKey, path: [Int])]) {
        self = Self.build(clusters[...], depth: 0) ?? .empty
    }

    private static func build(_ clusters: ArraySlice<(first: ObjectKey, path: [Int])>, depth: Int) -> ClusterNodeShape? {
        guard let head = clusters.first else { return nil }
        guard depth < head.path.count else { return .cluster(first: head.first) }
        var children: [ClusterNodeShape] = []
        var start = clusters.startIndex
        while start < clusters.endIndex {
            let child = clusters[start].path.count > depth ? clusters[start].path[depth] : -1
            var end = start + 1
            while end < clusters.endIndex, clusters[end].path.count > depth, clusters[end].path[depth] == child { end += 1 }
            if let node = build(clusters[start ..< end], depth: depth + 1) { children.append(node) }
            start = end
        }
        return .inner(children)
    }

    /// Where each cluster begins, in key order (what `Realm.recordClusterStarts` records).
    public var clusterStarts: [ObjectKey] {
        switch self {
        case .cluster(let first): return first.map { [$0] } ?? []
        case .inner(let children): return children.flatMap(\.clusterStarts)
        }
    }

    /// A compact text form (`12`, `-` for an empty cluster, `(a,b,…)` for an
    /// inner node), kept in the store beside the starts.
    var text: String {
        switch self {
        case .cluster(let first): return first.map(String.init) ?? "-"
        case .inner(let children): return "(" + children.map(\.text).joined(separator: ",") + ")"
        }
    }

    /// The shape `text` wrote, or nil for text it did not write.
    init?(text: String) {
        var parser = ShapeParser(bytes: Array(text.utf8))
        guard let shape = parser.node(depth: 0), parser.position == parser.bytes.count else { return nil }
        self = shape
    }

    private struct ShapeParser {
        let bytes: [UInt8]
        var position = 0

        mutating func node(depth: Int) -> ClusterNodeShape? {
            guard position < bytes.count, depth < 64 else { return nil }
            let digits = UInt8(ascii: "0") ... UInt8(ascii: "9")
            if bytes[position] == UInt8(ascii: "-"), position + 1 == bytes.count || !digits.contains(bytes[position + 1]) {
                position += 1
                return .empty
            }
            guard bytes[position] == UInt8(ascii: "(") else {
                let start = position
                if bytes[position] == UInt8(ascii: "-") { position += 1 }
                while position < bytes.count, digits.contains(bytes[position]) { position += 1 }
                return ObjectKey(String(decoding: bytes[start ..< position], as: UTF8.self)).map { .cluster(first: $0) }
            }
            position += 1
            var children: [ClusterNodeShape] = []
            while true {
                guard let child = node(depth: depth + 1), position < bytes.count else { return nil }
                children.append(child)
                position += 1
                if bytes[position - 1] == UInt8(ascii: ")") { return .inner(children) }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
            }
        }
    }
}
