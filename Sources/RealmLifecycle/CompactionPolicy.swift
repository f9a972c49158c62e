import RealmStore

/// When to compact, as Realm's `shouldCompactOnLaunch` decides it: the file
/// is larger than a size, and/or less than a share of it is in use. With
/// neither condition set, always.
///
/// ```swift
/// let policy = CompactionPolicy(largerThan: 100_000_000, usedBelowPercent: 50)
/// policy.decide(stats)   // (true, "2.1 MB used of 150 MB (1%), more than 100 MB")
/// ```
public struct CompactionPolicy: Equatable, Sendable {
    /// Compact only when the file is larger than this many bytes.
    public var largerThan: Int64?
    /// Compact only when less than this percentage of the file is used.
    public var usedBelowPercent: Double?

    public init(largerThan: Int64? = nil, usedBelowPercent: Double? = nil) {
        self.largerThan = largerThan
        self.usedBelowPercent = usedBelowPercent
    }

    /// Whether to compact a store with these statistics, and why, in words.
    public func decide(_ stats: Realm.StorageStatistics) -> (shouldCompact: Bool, reason: String) {
        let usedPercent = stats.fileSize == 0 ? 100 : Double(stats.usedBytes) * 100 / Double(stats.fileSize)
        var reasons: [String] = []
        var should = true
        if let largerThan {
            let larger = stats.fileSize > largerThan
            should = should && larger
            reasons.append("\(ByteCount(stats.fileSize)) is \(larger ? "more" : "not more") than \(ByteCount(largerThan))")
        }
        if let usedBelowPercent {
            let below = usedPercent < usedBelowPercent
            should = should && below
            reasons.append("\(Self.percentText(usedPercent)) used is \(below ? "below" : "not below") \(Self.percentText(usedBelowPercent))")
        }
        if reasons.isEmpty { reasons.append("no condition given") }
        return (should, reasons.joined(separator: " and "))
    }

    /// `1%`, `12.5%`: a percentage rounded to a tenth.
    public static func percentText(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
    }
}

/// A byte count as users read it: `409600 bytes (400 KiB)`.
public struct ByteCount: CustomStringConvertible {
    public var bytes: Int64
    public init(_ bytes: Int64) { self.bytes = bytes }

    public var description: String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes)
        var unit = -1
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit < 0 { return "\(bytes) bytes" }
        let rounded = (value * 10).rounded() / 10
        return "\(bytes) bytes (\(rounded) \(units[unit]))"
    }
}
