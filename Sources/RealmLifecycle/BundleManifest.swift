import RealmModel

/// `OUT.manifest.json`, written beside a bundle: what it holds and the
/// digest to check it by.
///
/// ```json
/// {"format":"realm","readOnlyBundle":true,"file":"seed.realm","size":20480,
///  "sha256":"…","schemaVersion":0,"objects":3,"classes":[{"name":"Dog","count":3}],
///  "source":{"path":"dogs.realm","format":"RealmLens store (SQLite)","size":40960}}
/// ```
public struct BundleManifest: Equatable {
    /// How many objects one top-level class holds.
    public struct ClassCount: Equatable {
        public var name: String
        public var count: Int
        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    /// `realm` (a genuine Realm file), `realm-encrypted`, or `realmlens` (our store).
    public var format: String
    /// The bundle's file name (no folder).
    public var file: String
    /// The bundle's size in bytes.
    public var size: Int64
    /// The bundle file's SHA-256, in hex.
    public var sha256: String
    /// The schema version the bundle records.
    public var schemaVersion: UInt64
    /// Top-level classes in byte order of their names.
    public var classes: [ClassCount]
    /// The store the bundle was made from: its path, format name and size in bytes.
    public var sourcePath: String
    public var sourceFormat: String
    public var sourceSize: Int64

    public init(format: String, file: String, size: Int64, sha256: String, schemaVersion: UInt64, classes: [ClassCount],
                sourcePath: String, sourceFormat: String, sourceSize: Int64) {
        self.format = format
        self.file = file
        self.size = size
        self.sha256 = sha256
        self.schemaVersion = schemaVersion
        self.classes = classes
        self.sourcePath = sourcePath
        self.sourceFormat = sourceFormat
        self.sourceSize = sourceSize
    }

    /// Objects in all top-level classes.
    public var objectCount: Int { classes.reduce(0) { $0 + $1.count } }

    /// The manifest's path for a bundle at `bundlePath`.
    public static func path(for bundlePath: String) -> String { bundlePath + ".manifest.json" }

    /// The manifest as pretty JSON (keys in a fixed order), ending in a newline.
    public func renderJSON() -> String {
        var out: [UInt8] = []
        func string(_ s: String) { JSONText.appendString(s, to: &out) }
        func raw(_ s: String) { JSONText.appendRaw(s, to: &out) }
        raw("{\n  \"format\": ")
        string(format)
        raw(",\n  \"readOnlyBundle\": true,\n  \"file\": ")
        string(file)
        raw(",\n  \"size\": \(size),\n  \"sha256\": ")
        string(sha256)
        raw(",\n  \"schemaVersion\": \(schemaVersion),\n  \"objects\": \(objectCount),\n  \"classes\": [")
        for (index, entry) in classes.enumerated() {
            raw(index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            string(entry.name)
            raw(", \"count\": \(entry.count)}")
        }
        raw(classes.isEmpty ? "],\n  \"source\": {\"path\": " : "\n  ],\n  \"source\": {\"path\": ")
        string(sourcePath)
        raw(", \"format\": ")
        string(sourceFormat)
        raw(", \"size\": \(sourceSize)}\n}\n")
        return String(decoding: out, as: UTF8.self)
    }
}
