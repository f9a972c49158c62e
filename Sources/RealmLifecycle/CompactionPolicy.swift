import RealmStore

/// When to compact, as Realm's `shouldCompactOnLaunch` decides it: the file
/// is larger than a size, and/or less than a share of it is in use. With
/// neither condition set, always.
///
/// ```swift
/// let policy = try CompactionPolicy(ifLargerThan: "100MB", ifUsedBelow: "50")
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

    /// Parses `--if-larger-than` (`SIZE`: bytes, or with KB/MB/GB, KiB/MiB/GiB)
    /// and `--if-used-below` (`PERCENT`, with or without `%`).
    public init(ifLargerThan sizeText: String?, ifUsedBelow percentText: String?, sizeOption: String = "--if-larger-than",
                percentOption: String = "--if-used-below") throws {
        if let sizeText {
            guard let size = Self.parseSize(sizeText) else {
                throw UsageError.invalidValue(option: sizeOption, value: sizeText, expected: ["a size such as 1048576, 100KB or 10MB"])
            }
            largerThan = size
        }
        if let percentText {
            let digits = percentText.hasSuffix("%") ? String(percentText.dropLast()) : percentText
            guard let percent = Double(digits), percent >= 0, percent <= 100 else {
                throw UsageError.invalidValue(option: percentOption, value: percentText, expected: ["a percentage from 0 to 100"])
            }
            usedBelowPercent = percent
        }
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

    static func percentText(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
    }

    /// `1048576`, `100KB`, `10MB`, `1GB` (powers of 1000), `64KiB`, `1MiB` (powers of 1024).
    static func parseSize(_ text: String) -> Int64? {
        let units: [(String, Int64)] = [
            ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000),
            ("K", 1_000), ("M", 1_000_000), ("G", 1_000_000_000), ("B", 1),
        ]
        for (suffix, factor) in units where text.uppercased().hasSuffix(suffix.uppercased()) {
            let number = text.dropLast(suffix.count).trimmingSpaces
            guard let value = Double(number), value >= 0 else { return nil }
            return Int64(value * Double(factor))
        }
        return Int64(text).flatMap { $0 >= 0 ? $0 : nil }
    }
}

/// A byte count as users read it: `409600 bytes (400 KiB)`.
struct ByteCount: CustomStringConvertible {
    var bytes: Int64
    init(_ bytes: Int64) { self.bytes = bytes }

    var description: String {
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

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
