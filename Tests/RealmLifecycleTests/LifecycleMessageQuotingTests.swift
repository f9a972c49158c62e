import RealmLifecycle
import Testing

/// Paths in the life cycle's refusals go through the one quoter: a path
/// with a quote or a line break cannot end its quotation early or forge a
/// line of output, and a suggested command is quoted as a whole.
@Suite struct LifecycleMessageQuotingTests {
    let hostile = "it's\nx.realm"

    @Test func storeOpenRefusalsQuoteThePath() {
        #expect(StoreOpenError.notFound(path: hostile).description == #"no such store: 'it\'s\nx.realm'"#)
        #expect(StoreOpenError.alreadyExists(path: hostile).description
            == #"'it\'s\nx.realm' already exists; choose a new path or delete it first with 'realmlens delete it\'s\nx.realm'"#)
    }

    @Test func lifecycleRefusalsQuoteThePath() {
        #expect(LifecycleError.notAStore(path: hostile).description
            == #"'it\'s\nx.realm' is not a store (neither a RealmLens store nor a Realm file); nothing was deleted"#)
        #expect(LifecycleError.bundleIsReadOnly(path: "seed.realm").description
            == "'seed.realm' is a read-only bundle; make a writable copy with 'realmlens copy seed.realm OUT.realm'")
    }
}
