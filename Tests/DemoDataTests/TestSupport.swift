import DemoData
import Foundation
import RealmModel
import RealmStore

/// A demo store of `template` in a fresh temporary folder, and its path.
func makeDemoRealm(_ template: String, objects: Int, seed: UInt64) throws -> (Realm, String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("demodata-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("\(template).realm").path
    guard let demo = DemoTemplate.named(template) else { throw DemoTestError.noTemplate(template) }
    let realm = try Realm(configuration: .init(path: path, schema: demo.schema))
    try DemoDatabase.fill(realm, template: demo, objectCount: objects, seed: seed)
    return (realm, path)
}

/// The canonical dump of a store, as text.
func canonicalDump(_ realm: Realm) throws -> String {
    var bytes: [UInt8] = []
    try CanonicalDumpWriter.write(realm) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
}

enum DemoTestError: Error { case noTemplate(String) }
