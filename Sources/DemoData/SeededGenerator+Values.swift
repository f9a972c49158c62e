import RealmModel

/// Realistic-looking values, drawn from the word lists.
extension SeededGenerator {
    /// "Ada Nakamura".
    mutating func personName() -> String {
        pick(WordLists.firstNames) + " " + pick(WordLists.lastNames)
    }

    /// Two to `maxWords` lowercase words, the first capitalised: "Amber ridge meadow".
    mutating func phrase(maxWords: Int = 4) -> String {
        var words: [String] = []
        for _ in 0..<int(in: 2...max(2, maxWords)) { words.append(pick(WordLists.words)) }
        let first = words[0]
        words[0] = first.prefix(1).uppercased() + first.dropFirst()
        return words.joined(separator: " ")
    }

    /// A note in one of several scripts.
    mutating func note() -> String {
        pick(WordLists.notes)
    }

    /// A date at a whole second between the two years (inclusive of the first).
    mutating func date(fromYear: Int64, toYear: Int64) -> Timestamp {
        let start = Timestamp(year: fromYear, month: 1, day: 1).seconds
        let end = Timestamp(year: toYear, month: 1, day: 1).seconds
        return Timestamp(seconds: start + Int64(int(in: 0...Int(end - start - 1))), nanoseconds: 0)
    }

    /// A price in cents-precision, e.g. 12.99.
    mutating func price(upTo dollars: Int) -> Double {
        Double(int(in: 1...dollars) * 100 - pick([1, 5, 50, 100])) / 100
    }

    /// A random (version 4) UUID.
    mutating func uuid() -> RealmUUID {
        var bytes = self.bytes(16)
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        guard let uuid = RealmUUID(bytes: bytes) else { preconditionFailure("16 bytes always make a UUID") }
        return uuid
    }

    /// An ObjectId whose timestamp part is `date`, so ids sort by creation.
    mutating func objectId(at date: Timestamp) -> ObjectId {
        let seconds = UInt32(truncatingIfNeeded: date.seconds)
        var bytes = [UInt8(seconds >> 24), UInt8((seconds >> 16) & 0xFF), UInt8((seconds >> 8) & 0xFF), UInt8(seconds & 0xFF)]
        bytes += self.bytes(8)
        guard let id = ObjectId(bytes: bytes) else { preconditionFailure("12 bytes always make an ObjectId") }
        return id
    }
}
