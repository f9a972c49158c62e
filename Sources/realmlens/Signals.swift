#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmLifecycle
import RealmShell
import RealmStore

/// Ctrl-C: at the prompt it abandons the line being typed; while a
/// statement runs it asks the statement to stop (`Interruption`).
/// SIGTERM and SIGHUP (and SIGINT outside the interactive studio) end the
/// process, but first remove the temporary files it was making
/// (`TemporaryFiles`), so an interrupted import, demo, convert, export or
/// compaction leaves nothing behind, and say so in one sentence
/// (`InterruptionNotice`).
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

    /// Installs the cleaning handler for `signals`: remove our temporary
    /// files, then die of the same signal (so the parent sees how we ended).
    static func installCleanupHandlers(for signals: [Int32]) {
        TemporaryFiles.prepare()
        StoreCoordinator.prepareForSignals()
        // A parent may have blocked them (the mask survives exec; Foundation's Process children
        // inherit the spawning thread's): a signal meant to end us must reach the handler.
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let removed = TemporaryFiles.removeAllFromSignalHandler()
                StoreCoordinator.leaveAllFromSignalHandler()  // our .lock, .note, .management entry; never the journal
                InterruptionNotice.write(signal: number, removedTemporaries: removed)  // one sentence, not silence
                signal(number, SIG_DFL)
                raise(number)
            }
            sigfillset(&action.sa_mask)  // no second signal while cleaning
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// `SIGBUS` in a file we have mapped (`LiveMappings`): another program
    /// shortened a genuine file while we read it. The read cannot go on (a
    /// page that is gone has no bytes to give), so the handler writes the
    /// sentence made when the file was mapped, removes our temporary files
    /// and leaves the stores we joined, as the ending signals do, and ends
    /// with status 1: one sentence, no crash report, no half-written output.
    /// A `SIGBUS` anywhere else is our own bug: the previous handler is put
    /// back and the fault, raised again on return, reports as before.
    static func installMappedFileFaultHandler() {
        LiveMappings.prepare()
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { number, info, _ in
            if let message = LiveMappings.faultMessage(at: info?.pointee._sifields._sigfault.si_addr) {
                _ = write(2, message, strlen(message))
                TemporaryFiles.removeAllFromSignalHandler()
                StoreCoordinator.leaveAllFromSignalHandler()
                _exit(1)
            }
            sigaction(number, &Signals.previousBusAction, nil)
        }
        sigfillset(&action.sa_mask)  // no ending signal while cleaning
        action.sa_flags = SA_SIGINFO
        sigaction(SIGBUS, &action, &Signals.previousBusAction)
    }

    /// The `SIGBUS` action before ours (the runtime's crash report), put back for faults not ours.
    nonisolated(unsafe) fileprivate static var previousBusAction = sigaction()

    /// After a closed pipe on standard output (`realmlens query … | head`),
    /// once the command has unwound (its store closed, its temporaries
    /// gone), the process ends as `cat` does: by SIGPIPE, which shells do
    /// not report. Returns when standard output was never closed.
    static func endQuietlyIfStandardOutputWasClosed() {
        guard FileDescriptorOutput.standardOutputWasClosed else { return }
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
        _exit(141)
    }
}
