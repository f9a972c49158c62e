import Foundation
import Testing

/// The query cache across processes: racing writers and a writer killed
/// half-way never leave half an entry, a wrong answer or a temporary file.
@Suite(.serialized, .requiresFixtures) struct GenuineQueryCacheProcessTests {
    /// Six processes query one file at once (two kinds of query, so entries
    /// are written and widened concurrently): every answer is right, one
    /// whole entry remains, nothing else.
    @Test func racingQueriesSeeWholeEntries() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("links.realm").path
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let queries = [("Person", "age > 3 SORT(name ASC)"), ("City", "country.code == 'NO' SORT(name DESC)")]
        var expected: [String: String] = [:]
        for (className, predicate) in queries {
            expected[className] = try ProcessTests.realmlens(["query", file, className, predicate, "--format", "jsonl", "--no-cache"]).stdout
        }
        for _ in 0..<3 {
            let running = try (0..<6).map { index in
                let (className, predicate) = queries[index % 2]
                return (className, try ProcessTests.start(["query", file, className, predicate, "--format", "jsonl"], environment: environment))
            }
            for (className, process) in running {
                let finished = process.wait()
                #expect(finished.status == 0, "\(finished.stderr)")
                #expect(finished.stdout == expected[className])
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path("cache/realmlens"))
        #expect(left.count == 1 && left.allSatisfy { $0.hasSuffix(".realm") && !$0.hasPrefix(".") }, "\(left)")
    }

    /// A query killed (SIGKILL) while writing its entry: the next query
    /// answers right, and what the killed one left is gone after it.
    @Test func aWriterKilledHalfWayLeavesNothingBehind() throws {
        let dir = try #require(fixturesDirectory)
        let scratch = try ScratchDirectory()
        let file = dir.appendingPathComponent("large.realm").path
        let environment = ["XDG_CACHE_HOME": scratch.path("cache")]
        let arguments = ["query", file, "Item", "n < 3 OR value < 0", "--format", "jsonl"]
        let expected = try ProcessTests.realmlens(arguments + ["--no-cache"]).stdout
        let cache = scratch.path("cache/realmlens")
        for delay in [nil, 0.05, 0.3] as [Double?] {
            let victim = try ProcessTests.start(arguments, environment: environment)
            if let delay {
                // Deliberately arbitrary moments (not a handshake): early and late in the run.
                Thread.sleep(forTimeInterval: delay)
            } else {
                // The handshake: killed while its entry is being written (its temporary file is there).
                var writing = false
                _ = Handshake.poll(30_000, every: 1_000) {
                    writing = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).contains { $0.contains(".tmp") }
                    return writing || !victim.process.isRunning
                }
                #expect(writing, "the query finished before its temporary entry was seen")
            }
            kill(victim.process.processIdentifier, SIGKILL)
            _ = victim.wait()
            let next = try ProcessTests.realmlens(arguments, environment: environment)
            #expect(next.status == 0, "\(next.stderr)")
            #expect(next.stdout == expected)
            let left = try FileManager.default.contentsOfDirectory(atPath: cache)
            #expect(!left.contains { $0.contains(".tmp") }, "\(left)")  // nor its .lock, .note, .management
            try? FileManager.default.removeItem(atPath: cache)
        }
    }
}
