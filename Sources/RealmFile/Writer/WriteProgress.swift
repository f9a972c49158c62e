import RealmModel

/// How a long write reports how far it is: `report(done, total)` in
/// top-level objects (embedded objects travel with their owner and are not
/// counted), as the objects stream by.
///
/// `report` is called at most once every `interval` objects, and once more
/// with the final count when the last object has been read, so a progress
/// bar costs nothing per object. `done` only ever grows and ends at
/// `total` when the source held as many objects as it said; a `total` of 0
/// means the count is unknown (a dump read as a stream).
///
/// ```swift
/// let options = RealmFileWriter.Options(progress: WriteProgress(total: 200_000) { done, total in bar.update(done) })
/// ```
///
/// The search indexes, backlinks and tree tops are written after the last
/// object, in a fraction of the time the objects take.
public struct WriteProgress {
    /// The number of top-level objects the source holds; nil counts them
    /// where the source can tell at once (a genuine file), else 0.
    public var total: Int?
    /// Objects between two reports.
    public var interval: Int
    /// Receives (objects written, total).
    public var report: (_ done: Int, _ total: Int) -> Void

    public init(total: Int? = nil, interval: Int = 4096, report: @escaping (_ done: Int, _ total: Int) -> Void) {
        self.total = total
        self.interval = max(1, interval)
        self.report = report
    }

    /// Counts objects for one write and reports every `interval` of them.
    struct Counter {
        let progress: WriteProgress
        let total: Int
        private(set) var done = 0
        private var untilReport: Int

        init(_ progress: WriteProgress, source: some KeyOrderedObjectSource, classNames: [String]) {
            self.progress = progress
            if let total = progress.total {
                self.total = total
            } else if let file = source as? RealmFile {
                self.total = (try? classNames.reduce(0) { $0 + (try file.objectCount(ofClass: $1)) }) ?? 0
            } else {
                self.total = 0
            }
            untilReport = progress.interval
            progress.report(0, total)
        }

        /// One more object was read.
        mutating func advance() {
            done += 1
            untilReport -= 1
            if untilReport == 0 {
                untilReport = progress.interval
                progress.report(done, total)
            }
        }

        /// The last object was read.
        func finish() {
            progress.report(done, total)
        }
    }
}
