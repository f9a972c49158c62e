import RealmFile
import RealmModel
import RealmStore

// MARK: - A copy of a genuine file, with where the file's clusters begin

extension Realm {
    /// Records where each cluster of each class of `file` begins
    /// (`Realm.recordClusterStarts(_:)`), for a store holding `file`'s
    /// objects under their keys: a query cache entry, the in-memory copy an
    /// embedded class is queried on. Embedded classes are included, since a
    /// copy keeps their objects' keys too (`EmbeddedObject.key`) and Realm
    /// Core queries them directly. A class whose cluster tree cannot be
    /// walked (a damaged file) records none: a query on another class still runs.
    public func recordClusterStarts(of file: RealmFile) throws {
        try recordClusterStarts(Self.clusterTrees(of: file, embeddedKeysAgree: true).mapValues { $0?.clusterStarts ?? [] })
    }

    /// Records `file`'s cluster trees and from now on moves them as Realm
    /// Core would through this store's inserts and deletes
    /// (`Realm.modelClusterChanges(_:)`): for a working copy, whose open
    /// transaction's queries must stop where Core's would on the same state.
    ///
    /// `embeddedKeysAgree: false` records none for embedded classes (their
    /// queries answer every match, as on one cluster): after our writer
    /// rewrote the file it numbers embedded objects afresh, in their
    /// owners' order, so its clusters do not describe the copy's keys.
    public func modelClusterChanges(of file: RealmFile, embeddedKeysAgree: Bool = true) throws {
        try modelClusterChanges(Self.clusterTrees(of: file, embeddedKeysAgree: embeddedKeysAgree))
    }

    /// Each class's cluster tree; nil where it is not to be recorded (or cannot be walked).
    private static func clusterTrees(of file: RealmFile, embeddedKeysAgree: Bool) -> [String: ClusterNodeShape?] {
        var trees: [String: ClusterNodeShape?] = [:]
        for objectSchema in file.schema.objectSchemas {
            guard !objectSchema.isEmbedded || embeddedKeysAgree, let clusters = try? file.clusters(ofClass: objectSchema.className) else {
                trees[objectSchema.className] = .some(nil)
                continue
            }
            trees[objectSchema.className] = ClusterNodeShape(clusters: clusters.map { ($0.first, $0.path) })
        }
        return trees
    }
}
