import Foundation
import Testing

/// Checks a pinned answer (`RealmCoreAnswerTests.PinnedCase`) against Realm Core
/// itself when `../shared/tools/realm-core-check` is present: Core must refuse
/// a query pinned as refused, and answer as many objects as pinned otherwise
/// (the identities are pinned; Core names objects without a primary key by
/// position). Without the tool the pinned constants alone are the judge.
enum RealmCoreLiveCheck {
    static func confirm(_ pinned: RealmCoreAnswerTests.PinnedCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard RealmCoreCheck.isAvailable, let folder = fixturesDirectory else { return }
        let file = folder.appendingPathComponent(pinned.fixture + ".realm").path
        let (status, out, message) = try RealmCoreCheck.run(["query", file, pinned.className, pinned.query])
        guard let expected = pinned.expected else {
            #expect(status != 0, "Realm Core answers \(pinned.query), pinned as refused", sourceLocation: sourceLocation)
            return
        }
        #expect(status == 0, "Realm Core refuses \(pinned.query): \(message)", sourceLocation: sourceLocation)
        guard status == 0 else { return }
        struct Answer: Decodable { var count: Int }
        let answer = try JSONDecoder().decode(Answer.self, from: Data(out))
        #expect(answer.count == expected.count, "Realm Core's count for \(pinned.query)", sourceLocation: sourceLocation)
    }
}

extension RealmCoreLiveCheck {
    /// Builds a genuine file of `dump` with `realm-core-check from-canonical` and asks Realm Core each
    /// query on objects of `className`: it must refuse a query pinned `nil`, and otherwise answer exactly
    /// the pinned primary keys. Call only where the tool is present (`.requiresRealmCoreCheck`).
    static func confirm(_ cases: [(query: String, ids: [Int64]?)], on dump: String, className: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let genuine = try GenuineDumpFile(dump)
        for pinned in cases {
            let (code, out, _) = try RealmCoreCheck.run(["query", genuine.path, className, pinned.query])
            guard let ids = pinned.ids else {
                #expect(code != 0, "Realm Core answers \(pinned.query)", sourceLocation: sourceLocation)
                continue
            }
            let json = try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any]
            let keys = (json?["keys"] as? [NSNumber])?.map(\.int64Value).sorted()
            #expect(keys == ids, "\(pinned.query)", sourceLocation: sourceLocation)
        }
    }
}

/// A suite of Realm Core's answers pinned on the fixtures: `A(…)` an answer,
/// `R(…)` a refusal, and `check` of one against RealmLens and, where the tool
/// is present, against Realm Core itself.
protocol PinsRealmCoreAnswers {}

extension PinsRealmCoreAnswers {
    typealias PinnedCase = RealmCoreAnswerTests.PinnedCase

    static func A(_ fixture: String, _ className: String, _ query: String, _ expected: [String]) -> PinnedCase {
        RealmCoreAnswerTests.A(fixture, className, query, expected)
    }

    static func R(_ fixture: String, _ className: String, _ query: String) -> PinnedCase {
        RealmCoreAnswerTests.R(fixture, className, query)
    }

    func check(_ pinned: PinnedCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
        try RealmCoreLiveCheck.confirm(pinned, sourceLocation: sourceLocation)
    }
}
