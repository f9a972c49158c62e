import RealmModel
import RealmStore

/// Other RealmLens processes editing a genuine Realm file: edits run on a
/// working copy kept beside the file (`.NAME.edit-store-PID.tmp`,
/// `GenuineWorkingCopy`), which the process (a studio) holds open from its
/// first edit until it closes the file. Realm Core's `.lock` does not
/// show them (RealmLens never makes one beside a genuine file), so
/// `delete` removed a file a studio in another process was editing, and
/// `compact` rewrote it under it; both now refuse, as
/// they do for one of our stores another process has open.
enum GenuineEditors {
    /// The processes (`pid N (name)`) other than this one holding an edit of the file at `path` open.
    static func holders(of path: String) -> [String] {
        let name = AtomicFile.split(path).1
        var copies: [(path: String, pid: Int32)] = []
        for (copy, base, pid) in AtomicFile.othersTemporaries(besides: path)
        where base == "." + name + "." + GenuineWorkingCopy.purpose + "-\(pid).tmp" && !copies.contains(where: { $0.pid == pid }) {
            copies.append((copy, pid))
        }
        return copies.sorted { $0.pid < $1.pid }.compactMap { copy in
            let holders = StoreLock.holders(of: StoreFiles(storePath: copy.path))
            if let holder = holders.first { return holder.description }
            return AtomicFile.isLockedByItsWriter(copy.path) || AtomicFile.isAlive(copy.pid) ? "pid \(copy.pid)" : nil
        }
    }

    /// Throws when another process has an edit of the file at `path` open;
    /// `outcome` ends the sentence ("nothing was deleted").
    static func refuse(_ path: String, _ outcome: String) throws {
        let holders = holders(of: path)
        guard !holders.isEmpty else { return }
        throw CommandFailure("\(quoted: path) is open for editing in \(holders.joined(separator: ", ")); close it there and try again; \(outcome)")
    }
}
