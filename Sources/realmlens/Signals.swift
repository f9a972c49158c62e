#if canImport(Glibc)
import Glibc
#endif
import CReadline
import RealmShell

/// Ctrl-C: at the prompt it abandons the line being typed; while a
/// statement runs it asks the statement to stop (`Interruption`).
enum Signals {
    static func installInteractiveHandlers() {
        signal(SIGINT) { _ in
            if ReadlineLineReader.isReading {
                let newline: [UInt8] = [0x0A]
                _ = newline.withUnsafeBytes { write(1, $0.baseAddress, 1) }
                rl_on_new_line()
                rl_replace_line("", 0)
                rl_redisplay()
            } else {
                Interruption.requested = true
            }
        }
    }
}
