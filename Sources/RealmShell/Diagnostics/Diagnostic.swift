import RealmLifecycle
import RealmQuery
import RealmStore

/// The one place errors become text. Every error a user can cause becomes
/// `error: ` plus one sentence, then the caret lines under the place it
/// points at (if any), then its hint; and an exit code.
///
/// ```
/// error: unknown command '.tabels'. Did you mean '.tables'? Enter '.help' for the list.
///
/// error: no such property 'agee' on class 'Dog'
///   agee < 2
///   ^~~~
/// Did you mean 'age'?
/// ```
///
/// A hint follows the sentence on the same line when nothing is drawn under
/// it, so a one-line error stays one line (and greps as one); under caret
/// lines it gets a line of its own. In a script the first line is prefixed
/// with the script's line number (`line 3: error: …`).
///
/// Lower layers throw typed errors with a sentence (`RealmError`,
/// `QueryError`, `RealmFileError`, …); none adds `error: ` itself.
enum Diagnostic {
    /// The text for `error`, ending in a newline; empty for a failure that
    /// was already reported or that nobody is there to read.
    static func render(_ error: Error, lineNumber: Int? = nil) -> String {
        if let output = error as? OutputError, output.isClosedStandardOutput { return "" }
        if let failed = error as? CommitFailed {
            return render(failed.underlying, lineNumber: lineNumber) + CommitFailed.note + "\n"
        }
        let failure = structured(error)
        var first = "error: " + failure.message
        switch failure.position {
        case .byteOffset(let offset)?: first += " at byte \(offset)"
        case .line(let line)?: first += " on line \(line)"
        case .text?, nil: break
        }
        var lines: [String] = []
        if case .text(let text, let range)? = failure.position {
            lines = [first] + SourceCaret.lines(text, range: range)
            if let hint = failure.hint { lines.append(hint) }
        } else {
            lines = [sentences([first, failure.hint]) ?? first]
        }
        if let lineNumber { lines[0] = "line \(lineNumber): " + lines[0] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Usage mistakes exit 2; everything else 1.
    static func exitCode(for error: Error) -> ExitCode {
        error is UsageError || error is ArgumentUsageError ? .usage : .failure
    }

    /// Any error as message, position and hint.
    static func structured(_ error: Error) -> CommandFailure {
        switch error {
        case let failure as CommandFailure: return failure
        case let usage as UsageError: return CommandFailure(usage.message, hint: usage.hint)
        case let argument as ArgumentUsageError:
            return CommandFailure(argument.usage.message, at: .text(argument.line, range: argument.range), hint: argument.usage.hint)
        case let query as QueryError: return CommandFailure(query.message, hint: query.hint)
        case RealmError.readOnly(let path) where BundleCheck.isBundle(path: path):
            // Writing to a bundle: say how to get a writable copy.
            return CommandFailure(LifecycleError.bundleIsReadOnly(path: path).description)
        default: return CommandFailure(String(describing: error))
        }
    }

    /// The present parts joined with a space, each but the last ended by a
    /// period unless it already ends in punctuation (a message carries no
    /// final period; a hint brings its own); nil when there are none.
    static func sentences(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        guard !present.isEmpty else { return nil }
        return present.enumerated().map { index, part in
            guard index < present.count - 1, let last = part.last, !".?!".contains(last) else { return part }
            return part + "."
        }.joined(separator: " ")
    }
}
