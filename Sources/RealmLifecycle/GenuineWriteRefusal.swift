import RealmFile
import RealmModel

/// Why a genuine Realm file is not rewritten, whoever asks (`compact`, a
/// commit in the studio or `exec`): one wording for both, so the user meets
/// the same sentence and the same way out.
///
/// ```
/// app.realm has Device Sync history, which a write would lose; change it through the app's Realm SDK
/// old.realm is in Realm file format 22 and a write stores format 24 (Realm Core 14: RealmSwift 10.49+, …), which older apps cannot open; add --upgrade to write format 24
/// ```
enum GenuineWriteRefusal {
    /// What is about to rewrite the file, in the words of the sentences.
    struct Action {
        /// "… history, which compacting would lose".
        var wouldLose: String
        /// "… format 22 and compacting writes format 24".
        var writes: String
        /// What the app's SDK should do instead: "compact it".
        var sdkAlternative: String

        static let compacting = Action(wouldLose: "compacting would lose", writes: "compacting writes", sdkAlternative: "compact it")
        static let editing = Action(wouldLose: "a write would lose", writes: "a write stores it in", sdkAlternative: "change it")
    }

    /// The refusal for rewriting `file` (at `path`), or nil when it may be
    /// rewritten: Device Sync history is never dropped, and a format older
    /// than the writer's needs `upgrade`.
    static func reason(_ file: RealmFile, path: String, upgrade: Bool, action: Action) -> String? {
        if file.info.historyType.hasPrefix("sync") {
            return "\(quoted: path) has Device Sync history, which \(action.wouldLose); let the app's Realm SDK \(action.sdkAlternative)"
        }
        let format = file.fileFormatVersion
        if format != Int(RealmFileWriter.fileFormatVersion) && !upgrade {
            return "\(quoted: path) is in Realm file format \(format) and \(action.writes) format \(RealmFileWriter.fileFormatVersion) (Realm Core 14: "
                + "RealmSwift 10.49+, Realm Kotlin 1.15+, realm-js 12.7+, Realm .NET 12+), which older apps cannot open; "
                + "add --upgrade to write format \(RealmFileWriter.fileFormatVersion)"
        }
        return nil
    }
}
