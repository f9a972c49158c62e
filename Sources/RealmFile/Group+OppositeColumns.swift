// MARK: - Links named from both ends

extension Group {
    /// Throws unless every link column and every backlink column names, as
    /// its opposite (table top positions 7 and 8), a column its target table
    /// has: the backlink column of a link, the link column of a backlink.
    /// Realm Core follows that key to the other end (its index to a leaf of
    /// the target's clusters, its type to how that leaf is read) and stops
    /// on a key whose index or type is damaged (`array.hpp:722: Assertion
    /// failed: ndx < m_size`, `alloc.hpp:422: Assertion failed: v % 8 ==
    /// 0`); every value still reads, so `check` reports it (and nothing is
    /// written from such a file) while a read goes on. Keys are compared below their tag, as the link
    /// check matches them (Realm Core reads a file whose keys differ there).
    func checkOppositeColumns() throws {
        let untagged = RealmFile.untaggedColumnKey
        for table in tables {
            for column in table.spec.columns where column.type == .link || column.type == .backlink {
                let leaf = column.leafIndex
                guard leaf < table.oppositeTableKeys.count, leaf < table.oppositeColumnKeys.count,
                      let target = self.table(withKey: table.oppositeTableKeys[leaf]) else { continue }
                let opposite = table.oppositeColumnKeys[leaf] & untagged
                guard !target.spec.columns.contains(where: { $0.columnKey & untagged == opposite }) else { continue }
                throw RealmFileError.corrupt(
                    reason: "column \(column.specIndex) of table \(quoted: table.name) names column key "
                        + "0x\(String(table.oppositeColumnKeys[leaf], radix: 16)) of table \(quoted: target.name) as its other end, "
                        + "which has no such column", offset: table.ref)
            }
        }
    }
}
