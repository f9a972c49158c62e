import Foundation
import Testing
import TestChildProcesses

/// The test suite's own waits on other processes (`BoundedChild`,
/// `ProcessTests.Running`): none may wait forever. CI once ran past its
/// limit on one that did; each of these hung (or deadlocked) before.
@Suite struct BoundedChildProcessTests {
    /// More than a pipe holds (64 KiB) on standard error while standard
    /// output stays open: reading output to its end first deadlocked.
    @Test func aChildFillingItsErrorPipeIsReadToTheEnd() throws {
        let (process, drained) = try BoundedChild.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 200000 /dev/zero >&2; echo done"], within: 120)
        #expect(!drained.hung)
        #expect(process.terminationStatus == 0)
        #expect(drained.stderr.count == 200_000)
        #expect(String(decoding: drained.stdout, as: UTF8.self) == "done\n")
    }

    /// A child that never ends is killed at the bound and reported as hung.
    @Test func aChildThatNeverEndsIsKilledAtTheBound() throws {
        let (process, drained) = try BoundedChild.run(URL(fileURLWithPath: "/bin/sleep"), ["600"], within: 0.5)
        #expect(drained.hung)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }

    /// A long script whose answers outgrow the output pipe before the studio
    /// has read all of it (1 MB of statements, 200 KB of answers): feeding it
    /// all before reading any answer left both sides waiting on each other.
    @Test func aLongScriptWithLongAnswersIsFedWhileItsAnswersAreRead() throws {
        let dir = try ScratchDirectory()
        let path = try ProcessTests.makeStore(dir)
        let statements = String(repeating: "count Dog\n", count: 100_000)
        let running = try ProcessTests.start([path])
        running.feedAndClose(statements)
        let (finished, hung) = running.waitReportingHang(within: 300)
        #expect(!hung, "the studio and the test waited on each other")
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout == String(repeating: "4\n", count: 100_000))
    }
}
