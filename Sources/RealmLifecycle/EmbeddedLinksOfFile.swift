import RealmFile
import RealmModel
import RealmStore

/// A genuine file's top-level objects with only their embedded-object properties read (every other
/// value null): what `Realm.adoptEmbeddedKeys(of:)` pairs after a commit, without decoding every
/// other column of every owner (`RealmFile.forEachClusterInKeyOrder(ofClass:selecting:)`).
struct EmbeddedLinksOfFile: KeyOrderedObjectSource {
    let file: RealmFile
    var schema: Schema { file.schema }
    var persistedSchemaVersion: Int64? { file.persistedSchemaVersion }

    func forEachObjectInKeyOrder(ofClass className: String, _ body: (ObjectRecord) throws -> Void) throws {
        guard let objectSchema = file.schema[className] else { return }
        let embedded = objectSchema.persistedProperties.filter { property in
            property.type == .object && property.objectClassName.flatMap { file.schema[$0]?.isEmbedded } == true
        }
        try file.forEachClusterInKeyOrder(ofClass: className, selecting: Set(embedded.map(\.name))) { keys, columns in
            for (row, key) in keys.enumerated() {
                try body(ObjectRecord(key: key, values: columns.map { $0.isEmpty ? .null : $0[row] }))
            }
        }
    }
}
