import RealmModel

/// The search index Realm Core keeps for an indexed mixed property, as far as an equality with a
/// constant needs it: Core answers `m == c` through this index (`MixedNode<Equal>` with an
/// `IndexEvaluator`), and the index keys values by bytes (`Mixed::get_index_data`) that are not
/// Realm's equality: an int and a double that are equal (the int -2^63, the double -9.2233720368547758e18)
/// have different keys. The lookup walks `c`'s key 4 bytes at a time (`StringIndex::create_key`) and
/// answers the objects of the one slot it reaches that equal `c` — so an equal value keyed otherwise is
/// found only where it sits alone in a slot its key shares with `c`'s so far.
///
/// Which slots exist depends on the index's history, not only on its values: a slot becomes a sub-index
/// when two values share its key chunk and stays one when they leave (`StringIndex::do_delete` removes
/// only empty nodes). This model replays the history objects created in key order give, as Realm
/// Core's object store (and so every SDK and `from-canonical`) creates them: each object's null enters
/// the index when the object is created, and is replaced by its value when that is set.
///
/// Not modelled: the inner B+tree nodes of a large index (they route by key, never change an answer), a
/// decimal equal to a double or float (`SearchIndexValue.compare` keeps them apart), the table key of a
/// mixed link (unknown to the store; links take one stand-in table key), and histories of later edits.
final class MixedSearchIndex {
    private final class Level {
        var slots: [Int32: Slot] = [:]
    }

    /// The objects of a list slot: Core keeps them sorted by value; what a lookup reaches is the same
    /// set in any order, so this keeps the keys as a set and each distinct value with how many hold it.
    private final class Bucket {
        var keys: Set<Int64> = []
        var distinct: [(value: SearchIndexValue, count: Int)] = []

        init(_ entries: [(key: Int64, value: SearchIndexValue)]) {
            for entry in entries { add(entry.key, entry.value) }
        }

        func holds(_ value: SearchIndexValue) -> Bool {
            distinct.contains { SearchIndexValue.compare($0.value, value) == 0 }
        }

        func add(_ key: Int64, _ value: SearchIndexValue) {
            keys.insert(key)
            if let i = distinct.firstIndex(where: { SearchIndexValue.compare($0.value, value) == 0 }) {
                distinct[i].count += 1
            } else {
                distinct.append((value, 1))
            }
        }

        func remove(_ key: Int64, _ value: SearchIndexValue) {
            guard keys.remove(key) != nil,
                  let i = distinct.firstIndex(where: { SearchIndexValue.compare($0.value, value) == 0 }) else { return }
            distinct[i].count -= 1
            if distinct[i].count == 0 { distinct.remove(at: i) }
        }
    }

    private enum Slot {
        case literal(Int64)
        case list(Bucket)
        case subIndex(Level)
    }

    /// `StringIndex::s_max_offset`: beyond this depth values sharing a prefix share a list.
    private static let maxOffset = 200
    private let root = Level()
    private var values: [Int64: SearchIndexValue] = [:]

    /// Replays the creation of the object `key` holding `value` (objects must come in key order).
    func create(_ key: Int64, _ value: SearchIndexValue) {
        values[key] = .null
        insert(key, data: nil, value: .null, offset: 0, into: root)
        if case .null = value { return }
        erase(key, data: nil, offset: 0, from: root)
        values[key] = value
        insert(key, data: value.indexData, value: value, offset: 0, into: root)
    }

    /// Replays the creation of an object whose value is keyed under another first chunk than the lookup
    /// needs: only its null passes through the index. Twice in a row that changes nothing the second time
    /// (the null finds the slot it left), so a run of such objects may be replayed as one.
    func passAsNull(_ key: Int64) {
        values[key] = .null
        insert(key, data: nil, value: .null, offset: 0, into: root)
        erase(key, data: nil, offset: 0, from: root)
        values[key] = nil
    }

    /// The objects the lookup of `needle` reaches (`IndexArray::index_string`): every object of the slot
    /// its key leads to; the caller keeps those equal to the needle, as Core does.
    func reached(by needle: SearchIndexValue) -> [Int64] {
        let data = needle.indexData
        var level = root, offset = 0
        while true {
            switch level.slots[SearchIndexValue.chunkKey(data, offset: offset)] {
            case nil: return []
            case .literal(let key)?: return [key]
            case .list(let bucket)?: return Array(bucket.keys)
            case .subIndex(let next)?:
                level = next
                offset += SearchIndexValue.chunkLength
            }
        }
    }

    // MARK: - Core's insert and delete (`leaf_insert`, `do_delete`)

    private func insert(_ key: Int64, data: [UInt8]?, value: SearchIndexValue, offset: Int, into level: Level) {
        let chunk = SearchIndexValue.chunkKey(data, offset: offset)
        let deeper = offset + SearchIndexValue.chunkLength
        switch level.slots[chunk] {
        case nil:
            level.slots[chunk] = .literal(key)
        case .literal(let other)?:
            let otherValue = values[other] ?? .null
            if SearchIndexValue.compare(otherValue, value) == 0 {
                if other != key { level.slots[chunk] = .list(Bucket([(other, otherValue), (key, value)])) }
                return
            }
            let otherData = otherValue.indexData
            if sameBytes(otherData, data) || deeper > Self.maxOffset {
                level.slots[chunk] = .list(Bucket([(other, otherValue), (key, value)]))
                return
            }
            let sub = Level()
            insert(other, data: otherData, value: otherValue, offset: deeper, into: sub)
            insert(key, data: data, value: value, offset: deeper, into: sub)
            level.slots[chunk] = .subIndex(sub)
        case .list(let bucket)?:
            let listData = (bucket.distinct.first?.value ?? .null).indexData
            if bucket.holds(value) || sameBytes(listData, data) || deeper > Self.maxOffset {
                bucket.add(key, value)
                return
            }
            // `insert_row_list`: the list moves one level down under its own next chunk.
            let sub = Level()
            sub.slots[SearchIndexValue.chunkKey(listData, offset: deeper)] = .list(bucket)
            insert(key, data: data, value: value, offset: deeper, into: sub)
            level.slots[chunk] = .subIndex(sub)
        case .subIndex(let sub)?:
            insert(key, data: data, value: value, offset: deeper, into: sub)
        }
    }

    private func erase(_ key: Int64, data: [UInt8]?, offset: Int, from level: Level) {
        let chunk = SearchIndexValue.chunkKey(data, offset: offset)
        switch level.slots[chunk] {
        case nil:
            return
        case .literal?:
            level.slots[chunk] = nil
        case .list(let bucket)?:
            bucket.remove(key, values[key] ?? .null)
            if bucket.keys.isEmpty { level.slots[chunk] = nil }
        case .subIndex(let sub)?:
            erase(key, data: data, offset: offset + SearchIndexValue.chunkLength, from: sub)
            if sub.slots.isEmpty { level.slots[chunk] = nil }
        }
    }

    /// `StringData::operator==`: null and empty compare equal.
    private func sameBytes(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool {
        (a ?? []) == (b ?? [])
    }
}
