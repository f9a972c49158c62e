import Foundation

/// A fresh temporary folder for written files, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("realmlens-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The first difference between two dumps, for a readable failure.
func dumpDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
    guard actual != expected else { return nil }
    let first = (0 ..< min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
    let from = max(0, first - 100)
    let mine = String(decoding: actual[from ..< min(actual.count, first + 100)], as: UTF8.self)
    let theirs = String(decoding: expected[from ..< min(expected.count, first + 100)], as: UTF8.self)
    return "dump differs at byte \(first) (of \(actual.count) vs \(expected.count))\n  ours:     \(mine)\n  expected: \(theirs)"
}
