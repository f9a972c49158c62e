import RealmModel
import SQLite

// MARK: - Clusters through inserts and deletes, as Realm Core splits and merges them

extension Realm {
    /// Records `trees` (each class's cluster tree) as `recordClusterStarts`
    /// does, replacing what was recorded for those classes, and from now on
    /// moves them as Realm Core's cluster tree would through each insert and
    /// delete on this connection (`ClusterTreeReplay`), so a `LIMIT` Core
    /// checks only between clusters stops, inside an open transaction, where
    /// Core's would on the same state (a working copy's edits before their
    /// commit). A class given nil records no starts and is not followed (its
    /// queries answer every match); a class created later is followed from
    /// its first object, as Core's new table of one empty cluster.
    ///
    /// Cheap on every change: a temporary trigger per class only notes the
    /// key inserted or deleted; the notes are replayed in Swift when a query
    /// that stops between clusters runs (`updateClusterStarts(before:)`).
    /// Notes, shapes and starts live in this connection's transaction, so a
    /// rolled back transaction rolls them back too.
    public func modelClusterChanges(_ trees: [String: ClusterNodeShape?]) throws {
        if configuration.readOnly { throw RealmError.readOnly(path: configuration.displayPath) }
        try recordClusterStarts(trees.mapValues { $0?.clusterStarts ?? [] })
        try translatingErrors {
            try connection.inSavepoint {
                try connection.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(Self.clusterShapesTable)(class TEXT PRIMARY KEY, shape TEXT NOT NULL) WITHOUT ROWID")
                try connection.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(Self.clusterNotesTable)(class TEXT NOT NULL, key INTEGER NOT NULL, inserted INTEGER NOT NULL)")
                try connection.execute(sql: "DELETE FROM \(Self.clusterNotesTable)")
                let delete = try connection.makeUncachedStatement(sql: "DELETE FROM \(Self.clusterShapesTable) WHERE class = ?")
                for (className, tree) in trees {
                    try delete.execute(arguments: [.text(className)])
                    if let tree { try saveClusterShape(tree, of: className) }
                }
                for info in classInfos.values { try noteClusterChanges(of: info) }
            }
        }
        followedClusterClasses = Set(classInfos.keys)
    }

    /// Replays the inserts and deletes noted since the last replay on the
    /// followed classes' cluster trees and records their new starts, when
    /// `fragment` is a query cut between clusters (`cutAtClusterBoundary`)
    /// on a store that follows them; otherwise does nothing. Call before
    /// running such a query.
    func updateClusterStarts(before fragment: SQLFragment) throws {
        guard followedClusterClasses != nil, fragment.sql.hasPrefix(Self.clusterCutPrefix) else { return }
        try translatingErrors {
            try connection.inSavepoint {
                var notes: [String: [(key: ObjectKey, inserted: Bool)]] = [:]
                let read = try connection.makeUncachedStatement(sql: "SELECT class, key, inserted FROM \(Self.clusterNotesTable) ORDER BY rowid")
                try read.forEachRow { row in
                    notes[row.string(at: 0), default: []].append((row.int64(at: 1), row.int64(at: 2) != 0))
                }
                guard !notes.isEmpty else { return }
                let shapes = try connection.makeUncachedStatement(sql: "SELECT shape FROM \(Self.clusterShapesTable) WHERE class = ?")
                for (className, changes) in notes {
                    guard let info = classInfos[className] else { continue }
                    var text: String?
                    try shapes.bind([.text(className)])
                    try shapes.forEachRow { text = $0.string(at: 0) }
                    guard let text, let shape = ClusterNodeShape(text: text) else { continue }
                    var replay = ClusterTreeReplay(shape: shape, keys: try keysBefore(changes, in: info))
                    for change in changes {
                        if change.inserted { replay.insert(change.key) } else { replay.erase(change.key) }
                    }
                    try saveClusterShape(replay.shape, of: className)
                    try replaceClusterStarts(of: className, with: replay.shape.clusterStarts)
                }
                try connection.execute(sql: "DELETE FROM \(Self.clusterNotesTable)")
            }
        }
    }

    /// Follows the clusters of classes created since `modelClusterChanges`
    /// (after a schema change), each from an empty tree, as Core creates a
    /// table. A class that cannot be followed answers every match.
    func followNewClassesClusters() {
        guard var followed = followedClusterClasses else { return }
        for info in classInfos.values where !followed.contains(info.className) {
            followed.insert(info.className)
            try? connection.inSavepoint {
                try saveClusterShape(.empty, of: info.className)
                try noteClusterChanges(of: info)
            }
        }
        followedClusterClasses = followed
    }

    /// The keys `info`'s table held before `changes` (in order), from those it holds now.
    private func keysBefore(_ changes: [(key: ObjectKey, inserted: Bool)], in info: ClassInfo) throws -> [ObjectKey] {
        var keys = Set<ObjectKey>()
        let all = try connection.makeUncachedStatement(sql: "SELECT \(TableLayout.quotedKeyColumn) FROM \(info.table)")
        try all.forEachRow { keys.insert($0.int64(at: 0)) }
        for change in changes.reversed() {
            if change.inserted { keys.remove(change.key) } else { keys.insert(change.key) }
        }
        return keys.sorted()
    }

    private func saveClusterShape(_ shape: ClusterNodeShape, of className: String) throws {
        try connection.execute(sql: "INSERT OR REPLACE INTO \(Self.clusterShapesTable)(class, shape) VALUES (?, ?)",
                               arguments: [.text(className), .text(shape.text)])
    }

    /// Temporary triggers noting each key inserted into or deleted from `info`'s table.
    private func noteClusterChanges(of info: ClassInfo) throws {
        let notes = Self.clusterNotesName, name = TableLayout.quoteText(info.className), key = TableLayout.quotedKeyColumn
        for (event, row, inserted) in [("INSERT", "NEW", 1), ("DELETE", "OLD", 0)] {
            let trigger = TableLayout.quote("rl$cluster_\(event.lowercased())$" + info.className)
            try connection.execute(sql: """
                CREATE TEMP TRIGGER IF NOT EXISTS \(trigger) AFTER \(event) ON main.\(info.table) BEGIN \
                INSERT INTO \(notes)(class, key, inserted) VALUES (\(name), \(row).\(key), \(inserted)); END
                """)
        }
    }

    /// Each followed class's tree (`ClusterNodeShape.text`), and the keys
    /// inserted and deleted since it was last brought up to date, in order
    /// (temporary: this connection's only; a trigger names a table
    /// unqualified, as it must).
    static let clusterShapesTable = "temp." + TableLayout.quote("rl$cluster_shapes")
    static let clusterNotesName = TableLayout.quote("rl$cluster_notes")
    static let clusterNotesTable = "temp." + clusterNotesName
}
