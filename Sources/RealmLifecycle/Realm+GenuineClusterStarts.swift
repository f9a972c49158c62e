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
    /// The file's emptied dictionaries are recorded with them (`recordEmptiedDictionaries(of:)`).
    public func recordClusterStarts(of file: RealmFile) throws {
        try recordClusterStarts(Self.clusterTrees(of: file, embeddedKeysAgree: true).mapValues { $0?.clusterStarts ?? [] })
        try recordEmptiedDictionaries(of: file)
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
        try recordEmptiedDictionaries(of: file, embeddedKeysAgree: embeddedKeysAgree)
    }

    /// Records which of `file`'s dictionaries were written and are empty now
    /// (`Realm.recordEmptiedDictionaries(_:)`), for a store holding its
    /// objects under their keys (embedded classes only when `embeddedKeysAgree`,
    /// as for the clusters). A class whose objects cannot be walked (a damaged
    /// file) records none.
    public func recordEmptiedDictionaries(of file: RealmFile, embeddedKeysAgree: Bool = true) throws {
        var emptied: [String: [String: [ObjectKey]]] = [:]
        for objectSchema in file.schema.objectSchemas {
            emptied[objectSchema.className] = objectSchema.isEmbedded && !embeddedKeysAgree
                ? [:] : (try? file.emptiedDictionaries(ofClass: objectSchema.className)) ?? [:]
        }
        try recordEmptiedDictionaries(emptied)
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
