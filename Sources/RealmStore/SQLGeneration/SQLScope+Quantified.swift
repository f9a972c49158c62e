import RealmQuery

extension SQLScope {
    /// `predicate` over this scope's rows as `quantifier` says: `ANY` some row holds it, `ALL` no row fails
    /// it (so an empty scope holds), `NONE` no row holds it. The one place an existential scope is quantified.
    func quantified(_ quantifier: Quantifier, predicate: String) -> String {
        Self.quantified(quantifier, predicate: predicate, negated: "NOT \(predicate)") { fromClause(extra: $0) }
    }

    /// The same over rows `from` lists: `from(test)` is a `FROM … WHERE …` holding `test`; `negated` is
    /// `predicate` negated as the caller writes it.
    static func quantified(_ quantifier: Quantifier, predicate: String, negated: String,
                           from: (String) -> String) -> String {
        switch quantifier {
        case .any: return "EXISTS (SELECT 1 \(from(predicate)))"
        case .all: return "NOT EXISTS (SELECT 1 \(from(negated)))"
        case .none: return "NOT EXISTS (SELECT 1 \(from(predicate)))"
        }
    }
}
