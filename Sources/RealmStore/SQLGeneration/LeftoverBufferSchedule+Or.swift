// MARK: - Realm Core's `OrNode` and the chains of an `AND` inside it

extension LeftoverBufferSchedule.Engine {
    /// `OrNode::find_first_local(start, end)`: each condition (a chain) is asked for its first match
    /// from where its own last search ended (`m_last`), unless it already found one at or after
    /// `start` (`m_was_match`) or searched past `end` without one; a search that starts before the
    /// condition's last start forgets that (`m_start`). So a leftover condition in it begins a
    /// search, with the initial null, wherever its own last search stopped.
    mutating func findFirstOr(_ n: Int, _ chains: [[Int]], _ start: Int, _ end: Int) -> Int {
        let notFound = LeftoverBufferSchedule.notFound
        guard start < end else { return notFound }
        var index = notFound
        for c in chains.indices {
            if start < orState[n][c].start {
                orState[n][c].last = 0
                orState[n][c].wasMatch = false
            } else if orState[n][c].last >= end {
                continue
            } else if orState[n][c].wasMatch && orState[n][c].last >= start {
                index = min(index, orState[n][c].last)
                continue
            }
            orState[n][c].start = start
            let f = findFirstChain(chains[c], max(orState[n][c].last, start), end)
            orState[n][c].wasMatch = f != notFound
            orState[n][c].last = f == notFound ? end : f
            if f != notFound { index = min(index, f) }
        }
        return index
    }

    /// `ParentNode::find_first` of a chain (its first node the root): the nodes in turn, each from
    /// where the last one matched, until all agree on one object.
    mutating func findFirstChain(_ chain: [Int], _ start: Int, _ end: Int) -> Int {
        var start = start
        var current = 0
        var toTest = chain.count
        while start < end {
            let m = findFirstLocal(chain[current], start, end)
            if m != start {
                toTest = chain.count
                start = m
            }
            toTest -= 1
            if toTest == 0 { return m }
            current = (current + 1) % chain.count
        }
        return LeftoverBufferSchedule.notFound
    }
}
