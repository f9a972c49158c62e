import RealmFile
import RealmModel

/// The progress bar of a long genuine write (convert, bundle, copy, demo,
/// import `--to realm`, compact, a commit to a genuine file): the
/// writer's `WriteProgress` shown on `output` (the shell's stderr, which draws
/// its `ProgressBar`), only when it is a terminal, so piped and scripted runs see no
/// progress text and pay nothing for it (the source is not even counted).
///
/// ```swift
/// let progress = GenuineWriteProgress(label: "writing", source: source, output: context.stderr)
/// defer { progress.finish() }
/// try RealmFileWriter.write(source, toFileDescriptor: fd, path: path, options: .init(progress: progress.writerProgress))
/// ```
final class GenuineWriteProgress {
    private let bar: (any ProgressIndicator)?
    /// What to hand the writer (`RealmFileWriter.Options.progress`); nil when no bar is drawn.
    let writerProgress: WriteProgress?

    /// A bar labelled `label` for writing `source` when `output` is a
    /// terminal; the total is the source's count of top-level objects when
    /// it can tell (a store, a genuine file), else no bar is drawn.
    init(label: String, source: some KeyOrderedObjectSource, output: (any ProgressDisplay)?) {
        guard let output, output.isTerminal,
              let store = source as? InspectableStore, let total = try? store.topLevelObjectCount() else {
            bar = nil
            writerProgress = nil
            return
        }
        let bar = output.startProgress(label: label, total: total)
        self.bar = bar
        writerProgress = WriteProgress(total: total) { done, _ in bar.update(done) }
    }

    /// Clears the bar's line (idempotent).
    func finish() {
        bar?.finish()
    }
}
