import Testing

extension DumpQueryAnswers {
    /// Expects Realm Core's own answers (`realm-core-check query` on a genuine file built from `dump`) to be
    /// the pinned ones, nil where Core refuses the query: so a pinned answer is Core's, asked again.
    static func expectRealmCoreGives(_ pinned: [(query: String, ids: [Int64]?)], dump: String, className: String) throws {
        let answers = try realmCore(dump, queries: pinned.map { (className, $0.query) })
        for (pin, core) in zip(pinned, answers) {
            #expect(core.ids == pin.ids, "\(className): \(pin.query): \(core.message)")
        }
    }
}
