import Foundation

/// Runs generated queries through Realm Core (the oracle) and RealmLens on
/// the same genuine file and tallies, per category, how often they agree.
struct DifferentialRun {
    struct Tally: CustomStringConvertible {
        var run = 0, agreeing = 0, bothRefusing = 0, differing = 0
        /// Differences the README ("Where queries differ from Realm Core") lists (deliberate), and queries Realm Core crashed on.
        var documented = 0, realmCrashed = 0
        var description: String {
            "\(run) run, \(agreeing) agree, \(bothRefusing) both refuse, \(differing) differ"
                + (documented > 0 ? ", \(documented) documented" : "") + (realmCrashed > 0 ? ", \(realmCrashed) Realm Core crashed" : "")
        }
    }

    /// Why a difference is expected: a deliberate difference listed in the README ("Where queries differ from Realm Core").
    /// `answersLeftoverBuffer`: RealmLens answers the query as Realm Core reads its leftover buffer
    /// (`LensQueryEngine.answersLeftoverBuffer`), so a difference there is not the listed one.
    static func documentedReason(_ testCase: DifferentialCase, realm: QueryAnswer, lens: QueryAnswer,
                                 answersLeftoverBuffer: Bool = false) -> String? {
        if let note = testCase.documented, !(answersLeftoverBuffer && QueryGenerator.leftoverNotes.contains(note)) { return note }
        if case .refused(let ours) = lens {
            if ours.contains("where Realm Core reads this form wrongly") || ours.contains("dates before 1900") {
                return "date literals outside 1901-12-13…2038-01-19 are refused (Realm Core wraps them around)"
            }
        }
        if case .refused(let ours) = lens, ours.contains("SORT"), ours.contains("type collection"), realm == .objects([]) {
            return "SORT or DISTINCT on a collection is refused (Realm Core refuses it whenever an object matches)"
        }
        return nil
    }

    struct Difference: CustomStringConvertible {
        var file: String
        var testCase: DifferentialCase
        var realm: QueryAnswer
        var lens: QueryAnswer
        var description: String { "\(file) \(testCase)\n    Realm Core: \(realm)\n    RealmLens:  \(lens)" }
    }

    var tallies: [String: Tally] = [:]
    var differences: [Difference] = []
    /// Differences the README lists, kept to be printed apart (they guide the work left).
    var documentedDifferences: [Difference] = []

    /// Compares both engines on every case; the oracle runs two processes at a time.
    mutating func compare(file: String, cases: [DifferentialCase], oracle: RealmCoreOracle, lens: LensQueryEngine) {
        compare(file: (file as NSString).lastPathComponent, cases: cases, realmAnswers: Self.realmAnswers(file: file, cases: cases, oracle: oracle), lens: lens)
    }

    /// Realm Core's answers to every case on `file`, two processes at a time.
    static func realmAnswers(file: String, cases: [DifferentialCase], oracle: RealmCoreOracle) -> [QueryAnswer] {
        nonisolated(unsafe) var realmAnswers = [QueryAnswer](repeating: .refused("not run"), count: cases.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            let answer = (try? oracle.answer(file: file, className: cases[i].className, query: cases[i].query)) ?? .refused("the tool did not run")
            lock.lock()
            realmAnswers[i] = answer
            lock.unlock()
        }
        return realmAnswers
    }

    /// Compares `lens`'s answers with Realm Core's (`realmAnswers`, one per case); `name` labels the differences.
    mutating func compare(file name: String, cases: [DifferentialCase], realmAnswers: [QueryAnswer], lens: LensQueryEngine) {
        for (i, testCase) in cases.enumerated() {
            let realm = realmAnswers[i]
            let ours = lens.answer(className: testCase.className, query: testCase.query)
            var tally = tallies[testCase.category, default: Tally()]
            tally.run += 1
            if case .refused(let message) = realm, RealmCoreCheck.stoppedOnFailedCheck(message) {
                // Realm Core's debug checks stopped it: there is no answer to compare with.
                tally.realmCrashed += 1
                tallies[testCase.category] = tally
                continue
            }
            switch (realm, ours) {
            case (.refused, .refused): tally.bothRefusing += 1
            case (.objects(let a), .objects(let b)) where Self.comparesOrder(testCase) ? a == b : a.sorted() == b.sorted():
                tally.agreeing += 1
            case _ where Self.documentedReason(testCase, realm: realm, lens: ours,
                                               answersLeftoverBuffer: lens.answersLeftoverBuffer(className: testCase.className, query: testCase.query)) != nil:
                tally.documented += 1
                documentedDifferences.append(Difference(file: name, testCase: testCase, realm: realm, lens: ours))
            default:
                tally.differing += 1
                differences.append(Difference(file: name, testCase: testCase, realm: realm, lens: ours))
            }
            tallies[testCase.category] = tally
        }
    }

    /// Whether the answers are compared in order: where the generator says the order means something, and
    /// wherever the query has a `SORT`, `DISTINCT` or `LIMIT` clause (Realm Core answers in the order they give).
    static func comparesOrder(_ testCase: DifferentialCase) -> Bool {
        let outsideStrings = testCase.query.replacingOccurrences(of: #"'[^']*'|"[^"]*""#, with: "''", options: .regularExpression)
        return testCase.ordered
            || outsideStrings.range(of: #"\b(SORT|DISTINCT|LIMIT)\s*\("#, options: [.regularExpression, .caseInsensitive]) != nil
    }

    var total: Tally {
        tallies.values.reduce(into: Tally()) {
            $0.run += $1.run; $0.agreeing += $1.agreeing; $0.bothRefusing += $1.bothRefusing; $0.differing += $1.differing
            $0.documented += $1.documented; $0.realmCrashed += $1.realmCrashed
        }
    }

    /// One line per category, then the total.
    var report: String {
        let width = max(11, tallies.keys.map(\.count).max() ?? 0)
        var lines = tallies.keys.sorted().map { "  \($0.padding(toLength: width, withPad: " ", startingAt: 0)) \(tallies[$0]!)" }
        lines.append("  \("total".padding(toLength: width, withPad: " ", startingAt: 0)) \(total)")
        return lines.joined(separator: "\n")
    }
}
