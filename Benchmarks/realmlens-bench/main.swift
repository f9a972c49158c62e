// realmlens-bench: `swift run -c release realmlens-bench store`
//
// Inserts 1,000,000 objects (int pk, string, double, date, to-one link) in one
// transaction through the store API, reads them all back, then does the same
// through the bare SQLite C API into an equivalent table; prints the
// store/raw ratios and peak RSS. Environment: ROUNDS (default 3, best of),
// NOLINK=1 (no to-one link). `realmlens-bench import [COUNT]` measures the
// streaming canonical-dump import instead; `realmlens-bench query` the RQL
// engine against hand-written SQL (QueryBenchmark.swift).
import Glibc
import RealmModel
import RealmStore
import SQLite

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)  // CPU time: steadier than wall time on a shared machine
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// VmHWM (peak resident set) in MB, from /proc/self/status.
func peakRSSMegabytes() -> Double {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") {
            let digits = text.filter(\.isNumber)
            return (Double(digits) ?? 0) / 1024
        }
    }
    return -1
}

func temporaryPath(_ name: String) -> String {
    let path = "/tmp/realmlens-bench-\(getpid())-\(name)"
    unlink(path)
    unlink(path + "-journal")
    return path
}

let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1_000_000 : 1_000_000

func benchStore() throws -> (insert: Double, read: Double, rss: Double) {
    let path = temporaryPath("store.realm")
    defer { unlink(path) }
    let schema = Schema([ObjectSchema(className: "Item", primaryKey: "id", properties: [
        Property(name: "id", type: .int, isIndexed: true),
        Property(name: "name", type: .string),
        Property(name: "value", type: .double),
        Property(name: "ts", type: .date),
        Property(name: "previous", type: .object, isOptional: true, objectClassName: "Item"),
    ])])
    let realm = try Realm(configuration: .init(path: path, schema: schema))
    let withLinks = getenv("NOLINK") == nil
    let start = now()
    try realm.write {
        for i in 0..<Int64(count) {
            try realm.create("Item", values: [
                .int(i), .string("item number \(i)"), .double(Double(i) * 0.5),
                .date(Timestamp(seconds: 1_700_000_000 + i, nanoseconds: 0)),
                i > 0 && withLinks ? .link(ObjectLink(className: "Item", key: i)) : .null,  // keys start at 1: the previous item
            ])
        }
    }
    let inserted = now()
    let rss = peakRSSMegabytes()
    var checksum: Int64 = 0
    try realm.forEachObject(ofClass: "Item") { record in
        if case .int(let id) = record.values[0] { checksum &+= id }
        if case .string(let s) = record.values[1] { checksum &+= Int64(s.utf8.count) }
    }
    let read = now()
    precondition(checksum != 0)
    return (inserted - start, read - inserted, rss)
}

func benchRaw() throws -> (insert: Double, read: Double) {
    let path = temporaryPath("raw.sqlite")
    defer { unlink(path) }
    let connection = try Connection(path: path)
    try connection.execute(sql: """
        PRAGMA journal_mode = DELETE;
        CREATE TABLE item(_key INTEGER PRIMARY KEY AUTOINCREMENT, id, name, value, ts, previous);
        CREATE UNIQUE INDEX item_id ON item(id);
        CREATE INDEX item_previous ON item(previous);
        """)
    let start = now()
    try connection.execute(sql: "BEGIN IMMEDIATE")
    let insert = try RawSQLite.prepare(connection, "INSERT INTO item(id, name, value, ts, previous) VALUES (?, ?, ?, ?, ?)")
    for i in 0..<Int64(count) {
        RawSQLite.bind(insert, 1, i)
        var name = "item number \(i)"
        name.withUTF8 { RawSQLite.bind(insert, 2, text: $0) }
        RawSQLite.bind(insert, 3, Double(i) * 0.5)
        var date: (UInt64, UInt32) = ((UInt64(bitPattern: 1_700_000_000 + i) ^ (1 << 63)).bigEndian, UInt32(1_000_000_000).bigEndian)
        withUnsafeBytes(of: &date) { RawSQLite.bind(insert, 4, blob: UnsafeRawBufferPointer(rebasing: $0[0..<12])) }
        if i > 0 { RawSQLite.bind(insert, 5, i) } else { RawSQLite.bindNull(insert, 5) }
        guard RawSQLite.step(insert) == RawSQLite.done else { fatalError("raw insert failed") }
        RawSQLite.reset(insert)
    }
    RawSQLite.finalize(insert)
    try connection.execute(sql: "COMMIT")
    let inserted = now()
    let select = try RawSQLite.prepare(connection, "SELECT _key, id, name, value, ts, previous FROM item ORDER BY id")
    var checksum: Int64 = 0
    while RawSQLite.step(select) == RawSQLite.row {
        checksum &+= RawSQLite.int64(select, 1)
        checksum &+= Int64(RawSQLite.string(select, 2).utf8.count)
        _ = RawSQLite.double(select, 3)
        _ = RawSQLite.blob(select, 4).count
        _ = RawSQLite.int64(select, 5)
    }
    RawSQLite.finalize(select)
    let read = now()
    precondition(checksum != 0)
    return (inserted - start, read - inserted)
}

/// Reads a file in 64 KiB chunks.
struct FileInput: ByteInput {
    let file: UnsafeMutablePointer<FILE>
    mutating func readChunk() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = fread(&chunk, 1, chunk.count, file)
        if n == 0 { return nil }
        chunk.removeLast(chunk.count - n)
        return chunk
    }
}

/// Dumps a store of `count` items to a file, then imports the file into a new
/// store: time and peak memory of the streaming import.
func benchImport() throws {
    let source = temporaryPath("source.realm")
    let dumpPath = temporaryPath("dump.json")
    let target = temporaryPath("imported.realm")
    defer { unlink(source); unlink(dumpPath); unlink(target) }
    do {
        let schema = Schema([ObjectSchema(className: "Item", properties: [
            Property(name: "n", type: .int), Property(name: "name", type: .string),
            Property(name: "next", type: .object, isOptional: true, objectClassName: "Item"),
        ])])
        let realm = try Realm(configuration: .init(path: source, schema: schema))
        try realm.write {
            for i in 0..<Int64(count) {
                try realm.create("Item", values: [.int(i), .string("item number \(i)"), i > 0 ? .link(ObjectLink(className: "Item", key: i)) : .null])
            }
        }
        guard let out = fopen(dumpPath, "w") else { fatalError("cannot write \(dumpPath)") }
        try CanonicalDumpWriter.write(realm) { chunk in _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, out) } }
        fclose(out)
    }
    var st = stat()
    stat(dumpPath, &st)
    let before = peakRSSMegabytes()
    guard let file = fopen(dumpPath, "r") else { fatalError("cannot read \(dumpPath)") }
    defer { fclose(file) }
    let start = now()
    let realm = try Realm(configuration: .init(path: target))
    try realm.importCanonicalDump(from: FileInput(file: file))
    let seconds = now() - start
    print("import: \(count) objects from a \(format3(Double(st.st_size) / 1_048_576)) MB dump in \(format3(seconds)) s CPU; peak RSS \(format3(peakRSSMegabytes())) MB (before import \(format3(before)) MB)")
}

guard CommandLine.arguments.count > 1, ["store", "import", "query", "demo"].contains(CommandLine.arguments[1]) else {
    print("usage: realmlens-bench store|import|query|demo [COUNT]")
    exit(2)
}
if CommandLine.arguments[1] == "query" {
    do { try QueryBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) } catch { print("error: \(error)"); exit(1) }
    exit(0)
}
if CommandLine.arguments[1] == "demo" {
    do { try benchDemo(count: count) } catch { print("error: \(error)"); exit(1) }
    exit(0)
}
if CommandLine.arguments[1] == "import" {
    do { try benchImport() } catch { print("error: \(error)"); exit(1) }
    exit(0)
}
do {
    // Best of `rounds` (CPU time): the machine is shared, and the minimum is the
    // least disturbed measurement of each side.
    let rounds = Int(getenv("ROUNDS").map { String(cString: $0) } ?? "") ?? 3
    print("objects: \(count), best of \(rounds) rounds")
    var store = (insert: Double.infinity, read: Double.infinity, rss: 0.0)
    var raw = (insert: Double.infinity, read: Double.infinity)
    for _ in 0..<rounds {
        let s = try benchStore()
        store = (min(store.insert, s.insert), min(store.read, s.read), max(store.rss, s.rss))
        let r = try benchRaw()
        raw = (min(raw.insert, r.insert), min(raw.read, r.read))
    }
    print("store: insert \(format3(store.insert)) s, read \(format3(store.read)) s, peak RSS after insert \(format3(store.rss)) MB")
    print("raw:   insert \(format3(raw.insert)) s, read \(format3(raw.read)) s")
    print("ratio store/raw: insert \(format3(store.insert / raw.insert)), read \(format3(store.read / raw.read)) (target ≤ 1.5)")
    print("peak RSS overall: \(format3(peakRSSMegabytes())) MB (target < 200 MB)")
} catch {
    print("error: \(error)")
    exit(1)
}

func format3(_ x: Double) -> String {
    let scaled = (x * 1000).rounded() / 1000
    return String(scaled)
}
