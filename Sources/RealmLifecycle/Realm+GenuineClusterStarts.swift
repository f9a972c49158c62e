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
        try recordClusterStarts(Self.clusters(of: file, embeddedKeysAgree: true).mapValues { $0.map(\.first) })
        try recordEmptiedDictionaries(of: file)
    }

    /// Records `file`'s clusters, with their sizes, and from now on moves
    /// them as Realm Core would through this store's inserts and deletes
    /// (`Realm.modelClusterChanges(_:)`): for a working copy, whose open
    /// transaction's queries must stop where Core's would on the same state.
    ///
    /// `embeddedKeysAgree: false` records none for embedded classes (their
    /// queries answer every match, as on one cluster): after our writer
    /// rewrote the file it numbers embedded objects afresh, in their
    /// owners' order, so its clusters do not describe the copy's keys.
    public func modelClusterChanges(of file: RealmFile, embeddedKeysAgree: Bool = true) throws {
        try modelClusterChanges(Self.clusters(of: file, embeddedKeysAgree: embeddedKeysAgree))
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

    private static func clusters(of file: RealmFile, embeddedKeysAgree: Bool) -> [String: [(first: ObjectKey, count: Int)]] {
        var clusters: [String: [(first: ObjectKey, count: Int)]] = [:]
        for objectSchema in file.schema.objectSchemas {
            clusters[objectSchema.className] = objectSchema.isEmbedded && !embeddedKeysAgree
                ? [] : (try? file.clusters(ofClass: objectSchema.className))?.map { ($0.first, $0.count) }
        }
        return clusters
    }
}
