import Foundation
@testable import RealmShell
import Testing

/// The studio's reading statements on a genuine file run as one-shot
/// `query` does (only what they read converted, kept in the query cache,
/// objects read from the file) until an edit makes the working copy; from
/// then on they read the working copy. Either way they answer exactly as
/// on the converted store.
@Suite(.requiresFixtures) struct GenuineStudioQueryTests {
    /// Listings, counts, `show` (by position and by primary key, with
    /// backlinks) and a reference inside an edit's target, in two modes.
    static let reads = """
        .mode table
        City where country.code == 'NO' SORT(name ASC)
        City where TRUEPREDICATE SORT(country.name DESC, name ASC) LIMIT(4)
        Person where friends.@count > 1 SORT(address.street DESC)
        Person
        count Person where friends.@count > 1
        count City where @links.Person.homeCity.@count > 0
        show Person[1]
        show City[0]
        show Country 'NO'
        .mode json
        Person where address.city.name == 'Oslo'
        Landmark where location.lat > 0
        City where ANY tags.label BEGINSWITH[c] 'a' OR landmarks.@count > 0
        .mode table

        """

    /// Studio input run in-process on `path`, with the query cache in `cache`.
    static func studio(_ path: String, _ input: String, cache: String, openOptions: [String] = []) -> (stdout: String, stderr: String, exitCode: ExitCode) {
        let out = CapturedOutput(), err = CapturedOutput()
        let code = Studio.run(path: path, openOptions: openOptions, reader: ScriptLineReader(input), stdout: out, stderr: err,
                              environment: ["XDG_CACHE_HOME": cache])
        return (out.text, err.text, code)
    }

    @Test("the same reads before an edit (fast path), after it (working copy) and on the converted store answer alike")
    func readsAnswerAlikeBeforeAndAfterAnEdit() throws {
        let scratch = try ScratchDirectory()
        let genuine = try genuineCopy("links.realm", in: scratch, as: "g.realm")
        let store = scratch.path("s.realm")
        #expect(run(["convert", genuine, store]).exitCode == .success)
        let cache = scratch.path("cache")
        // An edit that touches nothing the reads show: they must not change.
        let edit = "update Note where TRUEPREDICATE set text = 'rewritten'\n"

        let onStore = Self.studio(store, Self.reads, cache: cache)
        #expect(onStore.exitCode == .success, "\(onStore.stderr)")
        #expect(onStore.stdout.contains("backlinks:"))

        let beforeEdit = Self.studio(genuine, Self.reads, cache: cache)
        #expect(beforeEdit.exitCode == .success, "\(beforeEdit.stderr)")
        #expect(beforeEdit.stdout == onStore.stdout)
        // The fast path ran: what the reads converted is in the query cache, not beside the file.
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/realmlens")) ?? []).filter { $0.hasSuffix(".realm") }
        #expect(entries.count == 1)

        for options in [["--readonly"], ["--snapshot"]] {
            let readOnly = Self.studio(genuine, Self.reads, cache: cache, openOptions: options)
            #expect(readOnly.exitCode == .success, "\(options): \(readOnly.stderr)")
            #expect(readOnly.stdout == onStore.stdout, "\(options)")
        }

        let both = Self.studio(genuine, Self.reads + edit + Self.reads, cache: cache)
        #expect(both.exitCode == .success, "\(both.stderr)")
        #expect(both.stdout == onStore.stdout + onStore.stdout)
    }

    @Test("a listing inside a transaction sees the transaction's own changes")
    func aTransactionSeesItsOwnChanges() throws {
        let scratch = try ScratchDirectory()
        let genuine = try genuineCopy("links.realm", in: scratch, as: "g.realm")
        let cache = scratch.path("cache")
        let before = Self.studio(genuine, "count Country where code == 'ZZ'\n", cache: cache)
        #expect(before.stdout == "0\n", "\(before.stderr)")
        let during = Self.studio(genuine, """
            begin
            create Country {code: 'ZZ', name: 'Zedland', population: 7}
            count Country where code == 'ZZ'
            Country where code == 'ZZ'
            show Country 'ZZ'
            rollback
            count Country where code == 'ZZ'

            """, cache: cache)
        #expect(during.exitCode == .success, "\(during.stderr)")
        #expect(during.stdout.hasPrefix("1\n"))
        #expect(during.stdout.contains("Zedland"))
        #expect(during.stdout.hasSuffix("0\n"))
    }
}
