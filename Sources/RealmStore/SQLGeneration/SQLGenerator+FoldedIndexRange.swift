extension SQLGenerator {
    /// Where an indexed column's value must lie to fold (`[c]`) to `folded`, a needle holding a byte from
    /// 0x80, in terms its index answers: a necessary condition beside the `RL_EQUALC` test that decides.
    ///
    /// Folding leaves an ASCII byte ASCII and any other byte at the start of a character at least 0x80
    /// (a lead byte stays itself), and changes no byte count, so a value folding to the needle starts
    /// with the needle's ASCII prefix up to ASCII case, then the needle's first byte from 0x80 itself.
    /// `A`–`Z` order before `a`–`z`: the value lies at or above its first byte, then the rest of the
    /// prefix in upper case, and below its first byte, the rest of the prefix as folded and that byte
    /// raised by one (never past 0xF4 in UTF-8); one range for each case of the first letter. The
    /// bounds need not be UTF-8, so they are bound as blobs cast to text (SQLite's byte order). Nil
    /// for a needle all ASCII and for a subject that is no column.
    func foldedIndexRanges(_ l: SQLValue, _ folded: [UInt8]) -> String? {
        guard l.isIndexedColumn, !l.sql.contains("("), let wide = folded.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        let upper = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }
        let prefix = Array(folded[..<wide]), raised = folded[wide] + 1
        let firsts = prefix.first.map { upper($0) == $0 ? [$0] : [upper($0), $0] } ?? [folded[wide]]
        let ranges = firsts.map { first in
            let low = prefix.isEmpty ? [first] : [first] + prefix.dropFirst().map(upper)
            let high = prefix.isEmpty ? [raised] : [first] + prefix.dropFirst() + [raised]
            return "\(l.sql) >= CAST(\(context.bind(.blob(low))) AS TEXT) AND \(l.sql) < CAST(\(context.bind(.blob(high))) AS TEXT)"
        }
        return "(" + ranges.joined(separator: " OR ") + ")"
    }
}
