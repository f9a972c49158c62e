import RealmLifecycle

/// The command line's way to a `CompactionPolicy` (`compact --if-larger-than
/// 100MB --if-used-below 50`, `--compact-on-open 100MB,50`): parsing user
/// text, and its usage errors, are the shell's; the policy is the life cycle's.
extension CompactionPolicy {
    /// Parses `--if-larger-than` (`SIZE`: bytes, or with KB/MB/GB, KiB/MiB/GiB)
    /// and `--if-used-below` (`PERCENT`, with or without `%`).
    init(ifLargerThan sizeText: String?, ifUsedBelow percentText: String?, sizeOption: String = "--if-larger-than",
                percentOption: String = "--if-used-below") throws {
        self.init()
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

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
