import RealmFile
import RealmModel
import RealmStore

// MARK: - A copy of a genuine file, with where the file's clusters begin

extension Realm {
    /// Records where each cluster of each class of `file` begins
    /// (`Realm.recordClusterStarts(_:)`), for a store holding `file`'s
    /// objects under their keys: a query cache entry, a working copy, the
    /// in-memory copy an embedded class is queried on. Embedded classes are
    /// included, since a copy keeps their objects' keys too
    /// (`EmbeddedObject.key`) and Realm Core queries them directly. A class
    /// whose cluster tree cannot be walked (a damaged file) records none: a
    /// query on another class still runs.
    ///
    /// `embeddedKeysAgree: false` records none for embedded classes (their
    /// queries answer every match, as on one cluster): after our writer
    /// rewrote the file it numbers embedded objects afresh, in their
    /// owners' order, so its clusters do not describe the copy's keys.
    public func recordClusterStarts(of file: RealmFile, embeddedKeysAgree: Bool = true) throws {
        var starts: [String: [ObjectKey]] = [:]
        for objectSchema in file.schema.objectSchemas {
            starts[objectSchema.className] = objectSchema.isEmbedded && !embeddedKeysAgree
                ? [] : try? file.clusterStarts(ofClass: objectSchema.className)
        }
        try recordClusterStarts(starts)
    }
}
