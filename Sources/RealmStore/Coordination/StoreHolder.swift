/// A process that has a store open, as recorded in the store's
/// `.management/` folder and confirmed by the lock it holds.
///
/// ```swift
/// for holder in coordinator.otherHolders() { print(holder) }  // pid 4242 (realmlens)
/// ```
public struct StoreHolder: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The holder's process id.
    public var pid: Int32
    /// The holder's short process name (`/proc/PID/comm`), when it recorded one.
    public var processName: String?
    /// How the holder uses the store: `read-write`, `read-only` or
    /// `exclusive` (compacting or deleting it); nil when not recorded.
    public var access: String?

    /// Makes a holder description.
    public init(pid: Int32, processName: String? = nil, access: String? = nil) {
        self.pid = pid
        self.processName = processName
        self.access = access
    }

    /// `pid 4242 (realmlens)`, or `pid 4242` when the name is unknown.
    public var description: String {
        if let processName, !processName.isEmpty { return "pid \(pid) (\(processName))" }
        return "pid \(pid)"
    }

    /// Whether the holder took the store exclusively.
    public var isExclusive: Bool { access == "exclusive" }
}
