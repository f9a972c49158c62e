import RealmModel

/// `OUT.manifest.json`, written beside a bundle: what it holds and the
/// digest to check it by.
///
/// ```json
/// {"format":"realm","readOnlyBundle":true,"file":"seed.realm","size":20480,
///  "sha256":"…","schemaVersion":0,"objects":3,"classes":[{"name":"Dog","count":3}],
///  "source":{"path":"dogs.realm","format":"RealmLens store (SQLite)","size":40960}}
/// ```
struct BundleManifest: Equatable {
    struct ClassCount: Equatable {
        var name: String
        var count: Int
    }

    /// `realm` (a genuine Realm file), `realm-encrypted`, or `realmlens` (our store).
    var format: String
    var file: String
    var size: Int64
    var sha256: String
    var schemaVersion: UInt64
    var classes: [ClassCount]
    var sourcePath: String
    var sourceFormat: String
    var sourceSize: Int64

    var objectCount: Int { classes.reduce(0) { $0 + $1.count } }

    /// The manifest's path for a bundle at `bundlePath`.
    static func path(for bundlePath: String) -> String { bundlePath + ".manifest.json" }

    /// The manifest as pretty JSON (keys in a fixed order), ending in a newline.
    func renderJSON() -> String {
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
