import Foundation
@testable import RealmShell
import Testing

/// `exec FILE.realm 'delete C where id == 1'` on a genuine file whose mixed
/// values hold links to C 1 (directly, in a list or dictionary of mixed, and
/// in lists and dictionaries nested in a mixed property): Realm Core opens,
/// verifies and dumps the written file, with each link removed as Core
/// removes it (list element gone, dictionary value null, set element gone).
@Suite struct MixedLinkDeleteGenuineTests {
    static let dump = #"{"schema":[{"name":"C","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null}]},{"name":"H","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},{"name":"md","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},{"name":"ms","type":"mixed","optional":true,"indexed":false,"collection":"set"}]}],"objects":{"C":[{"id":1},{"id":2}],"H":[{"id":11,"m":[1,{"$link":{"class":"C","key":1}},{"$link":{"class":"C","key":2}}],"ml":[{"$link":{"class":"C","key":1}}],"md":{"a":{"$link":{"class":"C","key":1}}},"ms":[{"$link":{"class":"C","key":1}}]},{"id":12,"m":{"k":{"$link":{"class":"C","key":1}},"b":true},"ml":[],"md":{},"ms":[]},{"id":13,"m":[1,{"k":{"$link":{"class":"C","key":1}}}],"ml":[],"md":{},"ms":[]}]}}"#
    static let expectedH = #""H":[{"id":11,"m":[1,{"$link":{"class":"C","key":2}}],"ml":[],"md":{"a":null},"ms":[]},{"id":12,"m":{"b":true,"k":null},"ml":[],"md":{},"ms":[]},{"id":13,"m":[1,{"k":null}],"ml":[],"md":{},"ms":[]}]}}"#

    @Test func storeExportAfterDeleteHasRealmCoreShape() throws {
        let scratch = try ScratchDirectory()
        try Self.dump.write(toFile: scratch.path("d.json"), atomically: true, encoding: .utf8)
        #expect(run(["import", "--canonical", scratch.path("d.json"), scratch.path("s.store")]).exitCode == .success)
        #expect(run(["exec", scratch.path("s.store"), "-c", "delete C where id == 1"]).exitCode == .success)
        let exported = run(["export", scratch.path("s.store")])
        #expect(exported.stdout.hasSuffix(Self.expectedH + "\n"), "\(exported.stdout)\(exported.stderr)")
    }

    @Test func genuineFileAfterDeletePassesRealmCore() throws {
        guard RealmCoreCheck.isAvailable else {
            print("note: \(RealmCoreCheck.absentNote): genuine-file delete not judged by Realm Core")
            return
        }
        let scratch = try ScratchDirectory()
        try RealmCoreCheck.makeFile(fromDump: Self.dump, at: scratch.path("g.realm"))
        let edited = run(["exec", scratch.path("g.realm"), "-c", "delete C where id == 1"])
        #expect(edited.exitCode == .success, "\(edited.stderr)")
        let (status, out, error) = try RealmCoreCheck.run(["dump", scratch.path("g.realm")])
        #expect(status == 0, "\(error)")
        #expect(String(decoding: out, as: UTF8.self).hasSuffix(Self.expectedH + "\n"))
    }

    /// One statement deleting several targets (the one-pass removal) on a
    /// genuine file: Realm Core verifies and dumps the written file, and it
    /// equals a store where the same objects were deleted one by one.
    @Test func massDeleteOnGenuineFileEqualsOneByOne() throws {
        guard RealmCoreCheck.isAvailable else {
            print("note: \(RealmCoreCheck.absentNote): genuine-file mass delete not judged by Realm Core")
            return
        }
        func link(_ id: Int) -> String { #"{"$link":{"class":"C","key":\#(id)}}"# }
        let hs = (0..<12).map { i in
            // No list nested in the list of mixed: Realm Core 14.14's own check refuses that backlink.
            #"{"id":\#(i),"m":[\#(link(i % 5)),{"k":\#(link((i + 1) % 5)),"l":[\#(link((i + 2) % 5))]}],"ml":[\#(link((i + 2) % 5)),\#(link(i % 5))],"md":{"a":\#(link((i + 3) % 5))},"ms":[\#(link((i + 4) % 5))]}"#
        }
        let dump = Self.dump[..<Self.dump.range(of: #""objects":"#)!.upperBound]
            + #"{"C":[{"id":0},{"id":1},{"id":2},{"id":3},{"id":4}],"H":[\#(hs.joined(separator: ","))]}}"#
        let scratch = try ScratchDirectory()
        try String(dump).write(toFile: scratch.path("d.json"), atomically: true, encoding: .utf8)
        let (built, _, builtError) = try RealmCoreCheck.run(["from-canonical", scratch.path("d.json"), scratch.path("g.realm")])
        try #require(built == 0, "\(builtError)")
        let edited = run(["exec", scratch.path("g.realm"), "-c", "delete C where id < 4"])
        #expect(edited.exitCode == .success, "\(edited.stderr)")
        let (status, out, error) = try RealmCoreCheck.run(["dump", scratch.path("g.realm")])
        #expect(status == 0, "\(error)")
        #expect(run(["import", "--canonical", scratch.path("d.json"), scratch.path("s.store")]).exitCode == .success)
        let oneByOne = (0..<4).map { "delete C where id == \($0)" }.joined(separator: "; ")
        #expect(run(["exec", scratch.path("s.store"), "-c", oneByOne]).exitCode == .success)
        #expect(String(decoding: out, as: UTF8.self) == run(["export", scratch.path("s.store")]).stdout)
    }
}
