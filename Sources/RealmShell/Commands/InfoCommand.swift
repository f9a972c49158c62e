#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens info PATH [--format text|json]`.
enum InfoCommand {
    static let command: Command = Command(
        name: "info",
        abstract: "Describe a store: format, size and space in use, schema version, classes, auxiliary files, who has it open.",
        arguments: [.storePath],
        options: [format, .key, .snapshot],
        examples: ["realmlens info default.realm", "realmlens info default.realm.lock --format json"],
        run: run)

    /// Everything `info` reports, gathered once and rendered as text or JSON.
    struct Report {
        var path: String
        var format: String
        var fileSize: Int64
        var usedBytes: Int64?
        var freeBytes: Int64?
        var schemaVersion: UInt64
        var classes: [(name: String, count: Int?, embedded: Bool)]
        var facts: [(String, String)]
        var files: [StoreFiles.ExistingFile]
        var holders: [StoreHolder]
    }

    static let format = OptionSpec.format(["text", "json"], "text")

    static func run(_ context: inout CommandContext) throws {
        let path = ArgumentSpec.storePath.required(in: context.arguments)
        let store = try StoreOpener.open(path, context: context)
        let report = try store.read { try gather(store) }  // one snapshot: counts and sizes of one moment
        if Self.format.value(in: context.arguments) == "json" {
            try context.stdout.write(json(report))
        } else {
            try context.stdout.write(text(report))
        }
    }

    static func gather(_ store: InspectableStore) throws -> Report {
        var info = stat()
        let fileSize = stat(store.path, &info) == 0 ? Int64(info.st_size) : 0
        var used: Int64?, free: Int64?
        if let realm = store as? Realm {
            let stats = try realm.storageStatistics()
            used = stats.usedBytes
            free = stats.freeBytes
        } else if let facts = store as? RealmFileFacts {
            used = facts.usedByteCount
            free = facts.freeByteCount
        }
        var classes: [(name: String, count: Int?, embedded: Bool)] = []
        for objectSchema in store.schema.objectSchemas {
            let count = objectSchema.isEmbedded ? nil : try store.objectCount(ofClass: objectSchema.className)
            classes.append((objectSchema.className, count, objectSchema.isEmbedded))
        }
        let files = StoreFiles(storePath: store.path)
        return Report(path: store.path, format: store.formatName, fileSize: fileSize, usedBytes: used, freeBytes: free,
                      schemaVersion: store.schemaVersion, classes: classes, facts: try store.formatFacts(),
                      files: files.existingFiles(), holders: otherHolders(of: store.path, files: files))
    }

    /// Every other process that has the store open: RealmLens processes
    /// (their `.management/` entries) and apps holding Realm Core's `flock`
    /// on `NAME.realm.lock`, the lock the "is open in pid …" note reads, so
    /// the report and that note never disagree.
    static func otherHolders(of path: String, files: StoreFiles) -> [StoreHolder] {
        holders(of: path, files: files).filter { $0.pid != getpid() }
    }

    /// Every process that has the store open, this one included.
    static func holders(of path: String, files: StoreFiles) -> [StoreHolder] {
        var holders = StoreLock.holders(of: files)
        for pid in RealmCoreLock.holders(of: path) ?? [] where !holders.contains(where: { $0.pid == pid }) {
            holders.append(StoreHolder(pid: pid, processName: processName(pid)))
        }
        return holders
    }

    /// `/proc/PID/comm`, the short name `ps` shows.
    static func processName(_ pid: Int32) -> String? {
        guard let file = fopen("/proc/\(pid)/comm", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let name = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.hasSuffix("\n") ? String(name.dropLast()) : name
    }

    /// What a file is for; for something foreign where a store's file
    /// should be (a link, a device), what it is, and that it is left alone.
    static func purpose(of file: StoreFiles.ExistingFile) -> String {
        file.isExpectedKind ? file.kind.purpose : "\(file.found.name), not a \(file.kind.shortName): RealmLens leaves it alone"
    }

    static func text(_ r: Report) -> String {
        var rows: [(String, String)] = [("path", Quoting.shown(r.path)), ("format", r.format), ("file size", "\(r.fileSize) bytes")]
        if let used = r.usedBytes, let free = r.freeBytes {
            let percent = r.fileSize > 0 ? Int((Double(used) / Double(r.fileSize) * 100).rounded()) : 100
            rows.append(("space in use", "\(used) bytes (\(percent)%), \(free) bytes free"))
        }
        rows.append(("schema version", "\(r.schemaVersion)"))
        rows += r.facts.filter { $0.0 != "space used" && $0.0 != "space free" }
        rows.append(("open by", r.holders.isEmpty ? "no other process" : r.holders.map(\.description).joined(separator: ", ")))
        let width = rows.map { $0.0.count }.max() ?? 0
        var out = rows.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 + "\n" }.joined()
        out += "classes:\n"
        if r.classes.isEmpty { out += "  (none)\n" }
        // A name with a newline or a terminal escape (a hostile file can hold one) is quoted, never printed raw.
        let shownNames = r.classes.map { Quoting.shown($0.name) }
        let nameWidth = shownNames.map(TableFormat.displayWidth).max() ?? 0
        for (c, name) in zip(r.classes, shownNames) {
            let detail = c.embedded ? "embedded" : "\(c.count ?? 0) object\(c.count == 1 ? "" : "s")"
            out += "  " + name + String(repeating: " ", count: nameWidth - TableFormat.displayWidth(name)) + "  " + detail + "\n"
        }
        out += "files:\n"
        let shownPaths = r.files.map { Quoting.shown($0.path) }
        let fileWidth = shownPaths.map(\.count).max() ?? 0
        for (file, shown) in zip(r.files, shownPaths) {
            let size = DisplayText.byteCount(Int(file.size))
            out += "  " + shown + String(repeating: " ", count: fileWidth - shown.count) + "  "
                + size + String(repeating: " ", count: max(0, 8 - size.count)) + "  " + purpose(of: file) + "\n"
        }
        return out
    }

    static func json(_ r: Report) -> String {
        var out: [UInt8] = []
        func key(_ k: String) { JSONText.appendString(k, to: &out); out.append(UInt8(ascii: ":")) }
        out.append(UInt8(ascii: "{"))
        key("path"); JSONText.appendString(r.path, to: &out)
        out.append(UInt8(ascii: ",")); key("format"); JSONText.appendString(r.format, to: &out)
        out.append(UInt8(ascii: ",")); key("fileSize"); JSONText.appendInt(r.fileSize, to: &out)
        if let used = r.usedBytes, let free = r.freeBytes {
            out.append(UInt8(ascii: ",")); key("usedBytes"); JSONText.appendInt(used, to: &out)
            out.append(UInt8(ascii: ",")); key("freeBytes"); JSONText.appendInt(free, to: &out)
        }
        out.append(UInt8(ascii: ",")); key("schemaVersion"); JSONText.appendInt(Int64(r.schemaVersion), to: &out)
        out.append(UInt8(ascii: ",")); key("details"); out.append(UInt8(ascii: "{"))
        for (i, fact) in r.facts.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            key(fact.0); JSONText.appendString(fact.1, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        out.append(UInt8(ascii: ",")); key("classes"); out.append(UInt8(ascii: "["))
        for (i, c) in r.classes.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{")); key("name"); JSONText.appendString(c.name, to: &out)
            out.append(UInt8(ascii: ",")); key("embedded"); JSONText.appendRaw(c.embedded ? "true" : "false", to: &out)
            if let count = c.count { out.append(UInt8(ascii: ",")); key("objects"); JSONText.appendInt(Int64(count), to: &out) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        out.append(UInt8(ascii: ",")); key("files"); out.append(UInt8(ascii: "["))
        for (i, f) in r.files.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{")); key("path"); JSONText.appendString(f.path, to: &out)
            out.append(UInt8(ascii: ",")); key("kind"); JSONText.appendString(f.kind.rawValue, to: &out)
            out.append(UInt8(ascii: ",")); key("size"); JSONText.appendInt(f.size, to: &out)
            out.append(UInt8(ascii: ",")); key("purpose"); JSONText.appendString(purpose(of: f), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        out.append(UInt8(ascii: ",")); key("openBy"); out.append(UInt8(ascii: "["))
        for (i, h) in r.holders.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{")); key("pid"); JSONText.appendInt(Int64(h.pid), to: &out)
            if let name = h.processName { out.append(UInt8(ascii: ",")); key("process"); JSONText.appendString(name, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: Array("]}\n".utf8))
        return String(decoding: out, as: UTF8.self)
    }
}
