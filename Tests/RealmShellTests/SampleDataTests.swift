import Foundation
import RealmLifecycle
@testable import RealmShell
import RealmStore
import Testing

/// `SampleData/` holds one bundle per demo template; regenerating each must
/// give exactly the committed canonical dump (in a new process, so also
/// across Swift's per-process hash seeds), and each bundle must match its
/// dump and manifest.
@Suite struct SampleDataTests {
    static let sampleData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleData")

    static let seeds: [(template: String, objects: Int)] = [("studio", 200), ("potions", 300), ("dogs", 300), ("todo", 300)]

    @Test(arguments: seeds.map(\.template))
    func regeneratingATemplateGivesTheCommittedDump(template: String) throws {
        let objects = try #require(Self.seeds.first { $0.template == template }).objects
        let committed = try String(contentsOf: Self.sampleData.appendingPathComponent("\(template).json"), encoding: .utf8)
        let dir = try ScratchDirectory()
        let path = dir.path("\(template).realm")
        let made = run(["demo", path, "--template", template, "--objects", "\(objects)", "--seed", "1", "--to", "store"])
        #expect(made.exitCode == .success, "\(made.stderr)")
        let dump = run(["export", path]).stdout
        #expect(dump == committed, "SampleData/\(template).json drifted: run Scripts/regenerate-sample-data.sh if the change is intended")
    }

    @Test(arguments: seeds.map(\.template))
    func eachBundleMatchesItsDumpAndManifest(template: String) throws {
        let dir = try ScratchDirectory()
        // A copy: opening the bundle in place would leave its lock files in the repository.
        let bundle = dir.path("\(template).realm")
        try FileManager.default.copyItem(at: Self.sampleData.appendingPathComponent("\(template).realm"), to: URL(fileURLWithPath: bundle))
        let committed = try String(contentsOf: Self.sampleData.appendingPathComponent("\(template).json"), encoding: .utf8)
        #expect(run(["export", bundle]).stdout == committed)
        #expect(try Realm(configuration: .init(path: bundle, readOnly: true)).isBundle)
        let manifestData = try Data(contentsOf: Self.sampleData.appendingPathComponent("\(template).realm.manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        #expect(manifest["sha256"] as? String == (try SHA256.hash(fileAt: bundle).hexString))
        #expect(manifest["objects"] as? Int == Self.seeds.first { $0.template == template }?.objects)
    }

    @Test("each genuine seed (NAME.seed.realm) holds its bundle's data as a Realm file records it, and matches its manifest",
          arguments: seeds.map(\.template))
    func eachGenuineSeedMatchesItsDumpAndManifest(template: String) throws {
        let dir = try ScratchDirectory()
        let seed = dir.path("\(template).seed.realm")
        try FileManager.default.copyItem(at: Self.sampleData.appendingPathComponent("\(template).seed.realm"), to: URL(fileURLWithPath: seed))
        let committed = try String(contentsOf: Self.sampleData.appendingPathComponent("\(template).json"), encoding: .utf8)
        let exported = run(["export", seed])
        #expect(exported.exitCode == .success, "\(exported.stderr)")
        #expect(exported.stdout == (try persistedDump(committed)))
        #expect(run(["info", seed]).stdout.contains("Realm Core file, format 24"))
        let manifestData = try Data(contentsOf: Self.sampleData.appendingPathComponent("\(template).seed.realm.manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        #expect(manifest["format"] as? String == "realm")
        #expect(manifest["sha256"] as? String == (try SHA256.hash(fileAt: seed).hexString))
        #expect(manifest["objects"] as? Int == Self.seeds.first { $0.template == template }?.objects)
    }
}
