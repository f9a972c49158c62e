#if canImport(Glibc)
import Glibc
#endif
import Synchronization

extension Realm.Configuration {
    /// A configuration for a new in-memory store no other `Realm` shares.
    /// In-memory stores with one identifier are one store (SQLite's shared
    /// cache), so each call gets a number of its own, atomically: copies
    /// made on two threads at once never meet. `purpose` only names it
    /// (`query`, `edit`, …) for messages and debugging.
    public static func privateInMemory(_ purpose: String, schemaVersion: UInt64 = 0) -> Realm.Configuration {
        let number = privateInMemoryCounter.add(1, ordering: .relaxed).newValue
        return Realm.Configuration(inMemoryIdentifier: "\(purpose)-\(getpid())-\(number)", schemaVersion: schemaVersion)
    }
}

private let privateInMemoryCounter = Atomic<Int>(0)
