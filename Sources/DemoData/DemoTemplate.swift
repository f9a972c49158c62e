import RealmModel
import RealmStore

/// One kind of demo database: its schema and how it fills a store.
///
/// ```swift
/// let template = DemoTemplate.named("dogs")     // Person and Dog
/// template?.schema.objectSchemas.map(\.className)   // ["Person", "Dog"]
/// ```
public struct DemoTemplate: Sendable {
    /// The name users give with `--template`.
    public let name: String
    /// One line for help screens.
    public let abstract: String
    /// The classes the template creates (built when asked: every one-shot
    /// command builds the command table, whose `demo` help names the
    /// templates, and should not pay for their schemas).
    public var schema: Schema { makeSchema() }
    private let makeSchema: @Sendable () -> Schema
    /// Creates objects until `generation.isDone`.
    let fill: @Sendable (inout DemoGeneration) throws -> Void

    init(name: String, abstract: String, schema: @autoclosure @escaping @Sendable () -> Schema,
         fill: @escaping @Sendable (inout DemoGeneration) throws -> Void) {
        self.name = name
        self.abstract = abstract
        makeSchema = schema
        self.fill = fill
    }

    /// Every template, the default (`studio`) first.
    public static let all: [DemoTemplate] = [StudioTemplate.template, PotionsTemplate.template, DogsTemplate.template, ToDoTemplate.template]

    /// The template used when none is named.
    public static let defaultName = "studio"

    /// The template called `name`, if any.
    public static func named(_ name: String) -> DemoTemplate? {
        all.first { $0.name == name }
    }
}

/// The state of one generation run: the store, the random source, and how
/// many objects are still to be made.
struct DemoGeneration {
    let realm: Realm
    var random: SeededGenerator
    /// How many top-level objects to create in all.
    let target: Int
    /// How many were created so far.
    private(set) var created = 0
    private let progress: (Int) -> Void

    init(realm: Realm, seed: UInt64, target: Int, progress: @escaping (Int) -> Void) {
        self.realm = realm
        self.random = SeededGenerator(seed: seed)
        self.target = target
        self.progress = progress
    }

    /// Whether every requested object exists.
    var isDone: Bool { created >= target }

    /// How many objects may still be created.
    var remaining: Int { max(0, target - created) }

    /// Creates one object from values in persisted-property order; returns its key.
    @discardableResult
    mutating func create(_ className: String, _ values: [AnyRealmValue]) throws -> ObjectKey {
        let key = try realm.create(className, values: values).key
        created += 1
        if created % 1024 == 0 || created == target { progress(created) }
        return key
    }

    // MARK: - Sprinkles

    /// `value`, or null with probability `p`.
    mutating func orNull(_ p: Double, _ value: AnyRealmValue) -> AnyRealmValue {
        random.chance(p) ? .null : value
    }

    /// `value`, or one of `edges` with probability `p` (a few percent: the
    /// edge values that break viewers).
    mutating func orEdge<T>(_ p: Double, _ edges: [T], _ value: T) -> T {
        random.chance(p) ? random.pick(edges) : value
    }
}
