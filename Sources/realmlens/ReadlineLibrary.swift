#if canImport(Glibc)
import Glibc
#endif
import CReadline
import RealmModel

/// GNU readline, loaded with `dlopen` when the studio starts on a terminal,
/// never by a one-shot command: linked into the executable, its keymaps and
/// tables were pages the loader relocated at every start. The one place that
/// loads it; `ReadlineLineReader` calls it through these functions.
///
/// `libreadline.so.8` comes with `libreadline-dev` (its `libreadline8`).
struct ReadlineLibrary {
    let callbackHandlerInstall: realmlens_rl_callback_handler_install_fn
    let callbackHandlerRemove: realmlens_rl_callback_handler_remove_fn
    let callbackReadChar: realmlens_rl_callback_read_char_fn
    let callbackSigcleanup: realmlens_rl_callback_sigcleanup_fn
    let freeLineState: realmlens_rl_free_line_state_fn
    let addHistory: realmlens_add_history_fn
    let readHistory: realmlens_read_history_fn
    let writeHistory: realmlens_write_history_fn
    let appendHistory: realmlens_append_history_fn
    let historyTruncateFile: realmlens_history_truncate_file_fn
    /// readline's configuration variables.
    let readlineName: UnsafeMutablePointer<UnsafePointer<CChar>?>
    let attemptedCompletionFunction: UnsafeMutablePointer<realmlens_rl_completion_fn?>
    let attemptedCompletionOver: UnsafeMutablePointer<Int32>
    let catchSignals: UnsafeMutablePointer<Int32>
    let catchSigwinch: UnsafeMutablePointer<Int32>
    let lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    /// The shared library's name; `REALMLENS_READLINE_LIBRARY` replaces it
    /// (for tests of the message when it cannot be loaded).
    static func libraryName(environment: [String: String]) -> String {
        environment["REALMLENS_READLINE_LIBRARY"] ?? "libreadline.so.8"
    }

    /// Loads readline, or says in one sentence why it could not be.
    static func load(environment: [String: String]) -> Result<ReadlineLibrary, ReadlineUnavailable> {
        let name = libraryName(environment: environment)
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(ReadlineUnavailable(library: name, reason: dlerror().map { String(cString: $0) } ?? "unknown reason"))
        }
        var missing: String?
        func symbol(_ symbolName: String) -> UnsafeMutableRawPointer? {
            if let address = dlsym(handle, symbolName) { return address }
            if missing == nil { missing = symbolName }
            return nil
        }
        func function<F>(_ symbolName: String, as type: F.Type) -> F? {
            symbol(symbolName).map { unsafeBitCast($0, to: type) }
        }
        func variable<T>(_ symbolName: String, as type: T.Type) -> UnsafeMutablePointer<T>? {
            symbol(symbolName).map { $0.assumingMemoryBound(to: type) }
        }
        guard let callbackHandlerInstall = function("rl_callback_handler_install", as: realmlens_rl_callback_handler_install_fn.self),
              let callbackHandlerRemove = function("rl_callback_handler_remove", as: realmlens_rl_callback_handler_remove_fn.self),
              let callbackReadChar = function("rl_callback_read_char", as: realmlens_rl_callback_read_char_fn.self),
              let callbackSigcleanup = function("rl_callback_sigcleanup", as: realmlens_rl_callback_sigcleanup_fn.self),
              let freeLineState = function("rl_free_line_state", as: realmlens_rl_free_line_state_fn.self),
              let addHistory = function("add_history", as: realmlens_add_history_fn.self),
              let readHistory = function("read_history", as: realmlens_read_history_fn.self),
              let writeHistory = function("write_history", as: realmlens_write_history_fn.self),
              let appendHistory = function("append_history", as: realmlens_append_history_fn.self),
              let historyTruncateFile = function("history_truncate_file", as: realmlens_history_truncate_file_fn.self),
              let readlineName = variable("rl_readline_name", as: UnsafePointer<CChar>?.self),
              let attemptedCompletionFunction = variable("rl_attempted_completion_function", as: realmlens_rl_completion_fn?.self),
              let attemptedCompletionOver = variable("rl_attempted_completion_over", as: Int32.self),
              let catchSignals = variable("rl_catch_signals", as: Int32.self),
              let catchSigwinch = variable("rl_catch_sigwinch", as: Int32.self),
              let lineBuffer = variable("rl_line_buffer", as: UnsafeMutablePointer<CChar>?.self)
        else {
            dlclose(handle)
            return .failure(ReadlineUnavailable(library: name, reason: "it has no symbol \(quoted: missing ?? "?")"))
        }
        return .success(ReadlineLibrary(
            callbackHandlerInstall: callbackHandlerInstall, callbackHandlerRemove: callbackHandlerRemove,
            callbackReadChar: callbackReadChar, callbackSigcleanup: callbackSigcleanup, freeLineState: freeLineState,
            addHistory: addHistory, readHistory: readHistory, writeHistory: writeHistory, appendHistory: appendHistory,
            historyTruncateFile: historyTruncateFile, readlineName: readlineName,
            attemptedCompletionFunction: attemptedCompletionFunction, attemptedCompletionOver: attemptedCompletionOver,
            catchSignals: catchSignals, catchSigwinch: catchSigwinch, lineBuffer: lineBuffer))
    }
}

/// Why the studio reads lines without editing or history.
struct ReadlineUnavailable: Error, CustomStringConvertible {
    let library: String
    let reason: String
    var description: String {
        "line editing needs \(library), which could not be loaded: \(reason); reading lines without editing or history"
    }
}
