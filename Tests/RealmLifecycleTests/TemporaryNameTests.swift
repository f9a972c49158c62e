import Testing

@testable import RealmLifecycle

/// The names the stale-leftover sweep recognises: every command's
/// temporary files and their side files, and nothing else.
@Suite struct TemporaryNameTests {
    @Test(arguments: [
        (".x.realm.demo-42.tmp", ".x.realm.demo-42.tmp", Int32(42)),
        (".x.realm.demo-42.tmp-journal", ".x.realm.demo-42.tmp", 42),
        (".x.realm.import-7.tmp.management", ".x.realm.import-7.tmp", 7),
        (".dump.json.export-9.tmp", ".dump.json.export-9.tmp", 9),
        ("..copy-2787.tmp.lock", "..copy-2787.tmp", 2787),
        ("..x.realm.copy-5.tmp.dump-5.tmp", "..x.realm.copy-5.tmp.dump-5.tmp", 5),
    ])
    func recognisesEveryCommandsTemporaries(name: String, base: String, pid: Int32) {
        let parsed = AtomicFile.parseTemporaryName(name)
        #expect(parsed?.base == base && parsed?.pid == pid)
    }

    @Test(arguments: [".profile.tmp", "x.realm.demo-42.tmp", ".x.realm.holiday-42.tmp", ".x.realm.demo-.tmp", ".x.realm.demo-42.tmp.bak", ".x.realm.demo-0.tmp"])
    func leavesEveryOtherNameAlone(name: String) {
        #expect(AtomicFile.parseTemporaryName(name) == nil)
    }
}
