/// The root of a Realm file (`group.hpp`): the top array holds table names,
/// table refs, the logical file size, the free lists, the version and the
/// history.
struct Group: Sendable {
    /// Replication::HistoryType stored in slot 7.
    enum HistoryType: Int, Sendable, CustomStringConvertible {
        case none = 0, outOfRealm = 1, inRealm = 2, syncClient = 3, syncServer = 4

        public var description: String {
            switch self {
            case .none: return "none"
            case .outOfRealm: return "out-of-Realm"
            case .inRealm: return "local (in-Realm)"
            case .syncClient: return "sync client"
            case .syncServer: return "sync server"
            }
        }
    }

    var tables: [Table] = []
    var logicalFileSize: Int = 0
    var version: Int64?
    var historyType: HistoryType?
    var historySchemaVersion: Int64?
    /// Free-list entries and their total size in bytes.
    var freeListEntries = 0
    var freeBytes = 0
    /// Distinct versions recorded on the free list (space still held for readers).
    var freeListVersions: Set<Int64> = []
    /// What is wrong with the free lists, if they could not be read (the
    /// figures above are then 0).
    var freeListDamage: RealmFileError?
    /// What is wrong with the history slots (type, ref, schema version),
    /// which Realm Core judges on opening the file (`Group+History.swift`).
    var historyDamage: RealmFileError?

    static let maxTables = 1 << 16
    /// The sizes a top array can have (`Group::validate_top_array`).
    static let validTopSizes: Set<Int> = [3, 5, 7, 9, 10, 11, 12]

    init(_ reader: ByteReader, topRef: Int) throws {
        guard topRef != 0 else { return }
        let top = try ArrayNode(reader, ref: topRef)
        // Realm Core's `Group::validate_top_array`: a known size, a logical
        // file size within the file, names and tables inside it.
        guard top.hasRefs, Group.validTopSizes.contains(top.size) else {
            throw RealmFileError.corrupt(reason: "top array has \(top.size) elements", offset: topRef)
        }
        logicalFileSize = Int(try top.getAsInt(2))
        guard logicalFileSize <= reader.count else {
            throw RealmFileError.corrupt(
                reason: "the file is \(reader.count) bytes but its top array says \(logicalFileSize) (the file was cut short?)",
                offset: topRef)
        }
        for slot in 0 ... 1 {
            let ref = try top.getRef(slot)
            guard ref != 0, ref <= logicalFileSize else {
                throw RealmFileError.corrupt(
                    reason: "top array's \(slot == 0 ? "table names" : "table refs") ref 0x\(String(ref, radix: 16)) lies outside the "
                        + "file's \(logicalFileSize) bytes in use", offset: topRef)
            }
        }
        guard let namesNode = try top.child(0), let refsNode = try top.child(1) else {
            throw RealmFileError.corrupt(reason: "top array lacks table names or table refs", offset: topRef)
        }
        let names = try StringLeaf.shortNames(namesNode)
        guard names.count == refsNode.size, names.count <= Group.maxTables else {
            throw RealmFileError.corrupt(reason: "\(names.count) table names for \(refsNode.size) tables", offset: topRef)
        }
        if top.size > 6 { version = Int64(bitPattern: try top.getAsInt(6)) }
        if top.size > 7 { historyType = HistoryType(rawValue: Int(truncatingIfNeeded: try top.getAsInt(7))) }
        if top.size > 9 { historySchemaVersion = Int64(bitPattern: try top.getAsInt(9)) }
        historyDamage = try Group.historyDamage(reader, top: top)
        if top.size > 4 {
            // Realm Core reads the free lists only to write: a damaged one
            // does not stop a reader, and is reported by `check`.
            do {
                try readFreeLists(reader, top: top)
            } catch RealmFileError.corrupt(let reason, let offset) {
                freeListEntries = 0
                freeBytes = 0
                freeListVersions = []
                freeListDamage = .corrupt(reason: "free list: \(reason)", offset: offset)
            }
        }
        var columnsLeft = reader.count / 2 + 4096
        for index in 0 ..< names.count {
            let ref = try refsNode.get(index)
            guard ref & 1 == 0, ref > 0 else { continue }  // tagged: a removed table's slot
            let name = try names.string(at: index) ?? ""
            let table = try Table(reader, ref: Int(ref), name: name, index: index)
            columnsLeft -= table.spec.columns.count
            guard columnsLeft >= 0 else {
                throw RealmFileError.corrupt(reason: "tables declare more columns than the file can hold", offset: Int(ref))
            }
            tables.append(table)
        }
    }

    /// Slots 3–5 of the top array: free positions, lengths and versions.
    private mutating func readFreeLists(_ reader: ByteReader, top: ArrayNode) throws {
        guard let positions = try top.child(3), let lengths = try top.child(4) else { return }
        let entries = min(positions.size, lengths.size)
        // every free chunk takes at least 8 bytes of the file
        guard entries <= reader.count / 8 else {
            throw RealmFileError.corrupt(reason: "free list claims \(entries) entries", offset: positions.ref)
        }
        var bytes = 0
        for i in 0 ..< entries { bytes = bytes &+ Int(max(0, try lengths.get(i))) }
        var versions: Set<Int64> = []
        if top.size > 5, let versionsNode = try top.child(5) {
            for i in 0 ..< min(versionsNode.size, entries) { versions.insert(try versionsNode.get(i)) }
        }
        freeListEntries = entries
        freeBytes = bytes
        freeListVersions = versions
    }

    /// The table with `TableKey` `key`.
    func table(withKey key: Int64) -> Table? {
        tables.first { $0.key == key }
    }
}
