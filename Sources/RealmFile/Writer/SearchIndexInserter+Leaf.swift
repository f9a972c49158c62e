import RealmModel

// MARK: - Leaves

extension SearchIndexInserter {
    /// Puts one entry into leaf `node` (`StringIndex::leaf_insert`); false
    /// only when the leaf is full (`noExtend`) and has no slot for the key.
    func leafInsert(_ node: SearchIndexNode, _ objectKey: Int64, key: Int32, offset: Int, data: [UInt8]?,
                    value: SearchIndexValue, noExtend: Bool) -> Bool {
        let position = node.lowerBound(key)
        if position == node.keys.count || node.keys[position] != key {
            if noExtend { return false }
            let isAtEnd = offset + Self.chunkLength >= (data?.count ?? 0)
            let slot: SearchIndexNode.Slot
            if !isFullWord || isAtEnd {
                slot = .object(objectKey)
            } else {
                slot = .subIndex(insert(objectKey, data: data, value: value, offset: offset + Self.chunkLength,
                                        into: SearchIndexNode(isInner: false)))
            }
            node.keys.insert(key, at: position)
            node.slots.insert(slot, at: position)
            return true
        }
        let subOffset = offset + Self.chunkLength
        switch node.slots[position] {
        case .object(let otherKey):
            node.slots[position] = joinSingle(objectKey, data: data, value: value, with: otherKey, key: key,
                                              offset: offset, subOffset: subOffset)
        case .list(var list):
            node.slots[position] = .object(0)  // the list is now only ours: it grows in place, not copied
            node.slots[position] = joinList(objectKey, data: data, value: value, with: &list, key: key,
                                            offset: offset, subOffset: subOffset)
        case .subIndex(let subIndex):
            node.slots[position] = .subIndex(insert(objectKey, data: data, value: value, offset: subOffset, into: subIndex))
        case .child, .leafOfOne:
            preconditionFailure("search index: a leaf holds a child slot")
        }
        return true
    }

    /// The value a slot's existing entry stands for.
    private func existingValue(_ otherKey: Int64, key: Int32, offset: Int, data: [UInt8]?) -> SearchIndexValue {
        guard isFullWord else { return valueOf(otherKey) }
        guard let word = Self.reconstructedWord(offset: offset, key: key, from: data ?? []) else { return .null }
        return .string(String(decoding: word, as: UTF8.self))
    }

    /// A slot holding one object meets a second entry with the same chunk.
    private func joinSingle(_ objectKey: Int64, data: [UInt8]?, value: SearchIndexValue, with otherKey: Int64,
                            key: Int32, offset: Int, subOffset: Int) -> SearchIndexNode.Slot {
        let other = existingValue(otherKey, key: key, offset: offset, data: data)
        if SearchIndexValue.compare(other, value) == 0 {
            if objectKey == otherKey { return .object(otherKey) }
            return .list([min(objectKey, otherKey), max(objectKey, otherKey)])
        }
        let otherData = other.indexData
        if data == otherData || subOffset > Self.maxOffset {
            // same key bytes but unequal values (or too deep): one list, by value
            let newFirst = SearchIndexValue.compare(value, other) < 0
            return .list(newFirst ? [objectKey, otherKey] : [otherKey, objectKey])
        }
        var subIndex = insert(otherKey, data: otherData, value: other, offset: subOffset, into: SearchIndexNode(isInner: false))
        subIndex = insert(objectKey, data: data, value: value, offset: subOffset, into: subIndex)
        return .subIndex(subIndex)
    }

    /// A slot holding a list meets another entry with the same chunk.
    private func joinList(_ objectKey: Int64, data: [UInt8]?, value: SearchIndexValue, with list: inout [Int64],
                          key: Int32, offset: Int, subOffset: Int) -> SearchIndexNode.Slot {
        var lower = list.count
        var exists = false
        if isFullWord {
            lower = 0
            if case .string(let word) = value {
                exists = Self.reconstructedWord(offset: offset, key: key, from: data ?? []) == Array(word.utf8)
            }
        } else {
            lower = startOfUnsorted(value, in: list)
            if lower != list.count, SearchIndexValue.compare(valueOf(list[lower]), value) == 0 { exists = true }
        }
        if exists {
            insertDuplicate(objectKey, value: value, into: &list, lower: lower)
            return .list(list)
        }
        let otherData = isFullWord
            ? Self.reconstructedWord(offset: offset, key: key, from: data ?? [])
            : valueOf(list[0]).indexData
        if data == otherData || subOffset > Self.maxOffset {
            insertUnequal(objectKey, value: value, into: &list)
            return .list(list)
        }
        // the list holds one value only: it moves into a sub-index beside the new entry
        let subIndex = SearchIndexNode(isInner: false)
        subIndex.keys = [Self.chunkKey(otherData, offset: subOffset)]
        subIndex.slots = [.list(list)]
        return .subIndex(insert(objectKey, data: data, value: value, offset: subOffset, into: subIndex))
    }

    // MARK: - Lists

    /// `SortedListComparator::find_start_of_unsorted`: the position of the
    /// first entry equal to `value`, else of the first greater one.
    private func startOfUnsorted(_ value: SearchIndexValue, in list: [Int64]) -> Int {
        if list.count >= 2 {
            let first = valueOf(list[0])
            if SearchIndexValue.compare(first, valueOf(list[list.count - 1])) == 0 {
                return SearchIndexValue.compare(value, first) <= 0 ? 0 : list.count
            }
        }
        var firstGreater = list.count
        for (i, key) in list.enumerated() {
            let c = SearchIndexValue.compare(valueOf(key), value)
            if c == 0 { return i }
            if c > 0 && firstGreater == list.count { firstGreater = i }
        }
        return firstGreater
    }

    /// `find_end_of_unsorted`: the position after the run of entries equal to `value`.
    private func endOfUnsorted(_ value: SearchIndexValue, in list: [Int64], from start: Int) -> Int {
        if start < list.count, SearchIndexValue.compare(valueOf(list[list.count - 1]), value) == 0 { return list.count }
        var i = start
        while i < list.count, SearchIndexValue.compare(value, valueOf(list[i])) == 0 { i += 1 }
        return i
    }

    /// `insert_to_existing_list_at_lower`: a duplicate joins its equals, in key order.
    private func insertDuplicate(_ objectKey: Int64, value: SearchIndexValue, into list: inout [Int64], lower: Int) {
        let upper = isFullWord ? list.count : endOfUnsorted(value, in: list, from: lower)
        if objectKey >= list[upper - 1] {
            list.insert(objectKey, at: upper)
            return
        }
        var position = lower
        while position < upper, list[position] < objectKey { position += 1 }
        if list[position] != objectKey { list.insert(objectKey, at: position) }
    }

    /// `insert_to_existing_list`: an entry joins a list of other values, in value order.
    private func insertUnequal(_ objectKey: Int64, value: SearchIndexValue, into list: inout [Int64]) {
        let lower = isFullWord ? list.count : startOfUnsorted(value, in: list)
        if lower == list.count {
            list.append(objectKey)
        } else if SearchIndexValue.compare(valueOf(list[lower]), value) != 0 {
            list.insert(objectKey, at: lower)
        } else {
            insertDuplicate(objectKey, value: value, into: &list, lower: lower)
        }
    }
}
