import Glibc

/// Holds back, on the calling thread, the signals whose handler releases
/// this process's stores (SIGINT, SIGTERM, SIGHUP; see
/// `StoreLockSignalCleanup`), while an open's files and its slot in the
/// handler's table disagree: between creating `PATH.lock` or the
/// `.management/` entry and recording them, and while `release()` removes
/// them after forgetting the slot. A signal that arrives meanwhile is
/// delivered when the hold ends, to a table that matches the files.
/// Without it a signal during `release()` (its sweep of `.management/`
/// takes a while) left `.lock`, `.note` and `.management/` behind.
///
/// ```swift
/// var hold = EndingSignalHold()   // held from here
/// hold.pause { sleepMilliseconds(10) }   // deliverable while waiting
/// hold.end()                       // or let it go out of scope
/// ```
struct EndingSignalHold: ~Copyable {
    private var previous = sigset_t()
    private var isHolding = false

    init() { begin() }

    deinit {
        guard isHolding else { return }
        var restored = previous
        pthread_sigmask(SIG_SETMASK, &restored, nil)
    }

    /// Holds the signals back (again).
    mutating func begin() {
        guard !isHolding else { return }
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        isHolding = true
    }

    /// Lets the held signals through (a pending one is delivered now).
    mutating func end() {
        guard isHolding else { return }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        isHolding = false
    }

    /// Lets the signals through while `body` runs (a wait), then holds them again.
    mutating func pause(_ body: () -> Void) {
        end()
        body()
        begin()
    }

    /// Runs `body` with the signals held back.
    static func holding<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var hold = EndingSignalHold()
        defer { hold.end() }
        return try body()
    }
}
