import RealmFile
import RealmModel

extension RealmFile: InspectableStore {
    public var formatName: String { "Realm Core file, format \(fileFormatVersion)" }
    public var isReadOnly: Bool { true }
    public var schemaVersion: UInt64 { UInt64(max(0, info.schemaVersion ?? 0)) }

    public func formatFacts() throws -> [(String, String)] {
        var facts: [(String, String)] = [
            ("file format", "\(info.fileFormatVersion)"),
            ("top ref", "0x" + String(info.topRef, radix: 16) + (info.isStreamingForm ? " (streaming form, from the footer)" : "")),
            ("encrypted", info.isEncrypted ? "yes" : "no"),
            ("history", info.historyType),
        ]
        if let version = info.version { facts.append(("version", "\(version)")) }
        facts.append(("space used", "\(info.usedBytes) bytes"))
        facts.append(("space free", "\(info.freeBytes) bytes in \(info.freeListEntries) free-list entries"))
        return facts
    }
}

extension RealmFile: RealmFileFacts {
    public var usedByteCount: Int64 { Int64(info.usedBytes) }
    public var freeByteCount: Int64 { Int64(info.freeBytes) }
}
