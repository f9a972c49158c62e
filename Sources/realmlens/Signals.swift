#if canImport(Glibc)
import Glibc
#endif
import CReadline
import RealmShell

/// Ctrl-C: at the prompt it abandons the line being typed; while a
/// statement runs it asks the statement to stop (`Interruption`).
enum Signals {
    static func installInteractiveHandlers() {
        // A parent may have blocked SIGINT (the mask survives exec): Ctrl-C must reach us.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        // Only flags are set here; the line reader and the running statement act on them.
        signal(SIGINT) { _ in
            if ReadlineLineReader.isReading {
                ReadlineLineReader.interruptedLine = true
            } else {
                Interruption.request()
            }
        }
    }
}
