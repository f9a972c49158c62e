import RealmLifecycle
/// Questions before what cannot be undone (leaving a write transaction,
/// dropping a property or a class): asked only of a person at a terminal.
/// Without one, the caller decides (refuse, or run as written under `exec`).
extension Session {
    /// Asks `question` on standard error; true only for an answer starting with `y`.
    func confirm(_ question: String) -> Bool {
        try? output.flush()
        try? stderr.write(question + " [y/N] ")
        try? stderr.flush()
        guard let answer = readAnswer() else { return false }
        return answer.trimmingWhitespace().lowercased().hasPrefix("y")
    }

    /// Before `.open` or `.close` leaves the open store: a write transaction
    /// is committed or rolled back as the person answers (as `.quit` asks);
    /// without a terminal the command is refused and the transaction kept.
    func settleTransaction(before action: String) throws {
        guard !isExec, let realm, realm.isInWriteTransaction else { return }
        guard isInteractive else {
            throw CommandFailure("a write transaction is open: commit or rollback before \(action)")
        }
        if confirm("a write transaction is open: commit it before \(action)?") {
            try realm.commitWrite()
            try status("committed")
        } else {
            realm.cancelWrite()
            try status("rolled back")
        }
    }
}
