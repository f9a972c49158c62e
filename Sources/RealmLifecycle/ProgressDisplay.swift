/// Where a long write shows how far it got (convert, bundle, copy, demo,
/// import `--to realm`, compact, a commit to a genuine file). The shell
/// passes standard error, which draws its progress bar there when a person
/// is watching; the life cycle only reports counts, so it knows nothing of
/// terminals.
///
/// ```swift
/// let bar = display.startProgress(label: "compacting", total: 1_000)
/// bar.update(500)   // compacting ███████████████░░░░░░░░░░░░░░░ 50% (500/1000)
/// bar.finish()      // the line is cleared
/// ```
public protocol ProgressDisplay: AnyObject {
    /// Whether a person is watching (a terminal). When not, no progress is
    /// started, so nothing is counted for it.
    var isTerminal: Bool { get }
    /// Starts showing progress towards `total` steps under `label`.
    func startProgress(label: String, total: Int) -> any ProgressIndicator
}

/// One progress indicator being shown, moved as the work advances.
public protocol ProgressIndicator: AnyObject {
    /// Moves the indicator to `done` of its total.
    func update(_ done: Int)
    /// Clears the indicator (idempotent).
    func finish()
}
