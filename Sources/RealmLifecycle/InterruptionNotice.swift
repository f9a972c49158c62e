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
/// the signal handler, so the sentences are C strings made by `prepare()`
/// beforehand and `write(signal:removedTemporaries:)` calls only `write`.
public enum InterruptionNotice {
    private struct Sentences {
        var plain: UnsafeMutablePointer<CChar>?
        var removed: UnsafeMutablePointer<CChar>?
    }

    /// Signal numbers run below 65 on Linux (`_NSIG`).
    private static let capacity = 65

    nonisolated(unsafe) private static let table: UnsafeMutablePointer<Sentences> = {
        let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
        let table = UnsafeMutablePointer<Sentences>.allocate(capacity: capacity)
        table.initialize(repeating: Sentences(), count: capacity)
        for number in signals {
            let what = sentence(for: number)
            table[Int(number)] = Sentences(plain: strdup("error: \(what)\n"),
                                           removed: strdup("error: \(what); its temporary files were removed\n"))
        }
        return table
    }()

    /// How the process ended, in words.
    static func sentence(for signal: Int32) -> String {
        switch signal {
        case SIGINT: "interrupted (Ctrl-C)"
        case SIGTERM: "terminated (SIGTERM)"
        case SIGHUP: "ended by SIGHUP (its terminal closed)"
        default: "ended by signal \(signal)"
        }
    }

    /// Makes the sentences now, so the handler never allocates; call it
    /// before installing the handler.
    public static func prepare() {
        _ = table
    }

    /// Writes the sentence for `signal` to standard error; async-signal-safe.
    public static func write(signal: Int32, removedTemporaries: Bool) {
        guard signal > 0, Int(signal) < capacity else { return }
        let sentences = table[Int(signal)]
        guard let text = removedTemporaries ? sentences.removed : sentences.plain else { return }
        _ = Glibc.write(2, text, strlen(text))
    }
}
