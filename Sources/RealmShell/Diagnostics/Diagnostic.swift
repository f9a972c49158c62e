import RealmLifecycle
import RealmStore

/// The one place errors become text. Every error a user can cause becomes
/// `error: ` plus one sentence (plus, for queries, the caret lines the error
/// renders itself), and an exit code.
public enum Diagnostic {
    /// The text for `error`, ending in a newline.
    public static func render(_ error: Error, lineNumber: Int? = nil) -> String {
        if error is ExecFailed { return "" }
        if let output = error as? OutputError, output.isClosedStandardOutput { return "" }
        var text = String(describing: error)
        // Writing to a bundle: say how to get a writable copy.
        if case RealmError.readOnly(let path) = error, BundleCheck.isBundle(path: path) {
            text = LifecycleError.bundleIsReadOnly(path: path).description
        }
        if !text.hasPrefix("error:") { text = "error: " + text }
        if let lineNumber { text = "line \(lineNumber): " + text }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Usage mistakes exit 2; everything else 1.
    public static func exitCode(for error: Error) -> ExitCode {
        error is UsageError ? .usage : .failure
    }
}
