import RealmModel
import RealmStore

/// Fills a store with a deterministic demo database: the same template,
/// object count and seed always give the byte-identical canonical dump.
///
/// ```swift
/// let template = DemoTemplate.named("dogs")!
/// let realm = try Realm(configuration: .init(path: "dogs.realm", schema: template.schema))
/// try DemoDatabase.fill(realm, template: template, objectCount: 1_000, seed: 7)
/// ```
public enum DemoDatabase {
    /// Creates `objectCount` top-level objects (embedded objects not
    /// counted) of `template` in `realm`, which must have been opened with
    /// `template.schema` and be empty; reports the running count to
    /// `progress` every 1,024 objects. Runs in one write transaction.
    public static func fill(
        _ realm: Realm, template: DemoTemplate, objectCount: Int, seed: UInt64, progress: @escaping (Int) -> Void = { _ in }
    ) throws {
        var generation = DemoGeneration(realm: realm, seed: seed, target: max(0, objectCount), progress: progress)
        try realm.write {
            try template.fill(&generation)
        }
    }
}
