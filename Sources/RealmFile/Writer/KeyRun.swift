/// Object keys in entry order: nothing stored while they run `first`,
/// `first + 1`, `first + 2`…, an array from the first break on.
struct KeyRun {
    private var first: Int64 = 0
    private(set) var count = 0
    private var explicit: [Int64]? = nil

    mutating func append(_ key: Int64) {
        if explicit == nil {
            if count == 0 { first = key }
            if key == first &+ Int64(count) {
                count += 1
                return
            }
            explicit = (0 ..< count).map { first + Int64($0) }
        }
        explicit?.append(key)
        count += 1
    }

    subscript(index: Int) -> Int64 {
        if let explicit { return explicit[index] }
        return first + Int64(index)
    }

    /// Whether the keys ascend (equal keys allowed).
    var isAscending: Bool {
        guard let explicit else { return true }
        return zip(explicit, explicit.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The position of the first entry of `key` among ascending keys, if any.
    func position(of key: Int64) -> Int? {
        guard let explicit else {
            let offset = key &- first
            return key >= first && offset < Int64(count) ? Int(offset) : nil
        }
        var low = 0, high = explicit.count
        while low < high {
            let mid = (low + high) / 2
            if explicit[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < explicit.count && explicit[low] == key ? low : nil
    }
}
