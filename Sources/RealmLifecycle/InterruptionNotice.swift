#if canImport(Glibc)
import Glibc
#endif

/// The one sentence a signal that ends a one-shot command (SIGINT, SIGTERM,
/// SIGHUP) leaves on standard error, so a Ctrl-C'd `import` or `compact`
/// does not just stop without a word:
///
/// ```
/// error: interrupted (Ctrl-C); its temporary files were removed
/// error: terminated (SIGTERM)
/// ```
///
/// The clause about temporary files is there only when the handler removed
/// one (`TemporaryFiles.removeAllFromSignalHandler()` said so). Written from
/// the signal handler, so the pieces are static strings in the executable's
/// read-only data and `write(signal:removedTemporaries:)` calls only `write`:
/// nothing to make beforehand, no work at start-up.
public enum InterruptionNotice {
    /// How the process ended, in words; nil for a signal no handler is installed for.
    static func sentence(for signal: Int32) -> StaticString? {
        switch signal {
        case SIGINT: "error: interrupted (Ctrl-C)"
        case SIGTERM: "error: terminated (SIGTERM)"
        case SIGHUP: "error: ended by SIGHUP (its terminal closed)"
        default: nil
        }
    }

    /// Writes the sentence for `signal` to standard error; async-signal-safe.
    public static func write(signal: Int32, removedTemporaries: Bool) {
        guard let sentence = sentence(for: signal) else { return }
        let ending: StaticString = removedTemporaries ? "; its temporary files were removed\n" : "\n"
        _ = Glibc.write(2, sentence.utf8Start, sentence.utf8CodeUnitCount)
        _ = Glibc.write(2, ending.utf8Start, ending.utf8CodeUnitCount)
    }
}
