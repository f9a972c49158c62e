extension Context {
    /// Realm Core computes `+ - * /` value by value when at most one side is a list
    /// (`TypedOperand.isListToRealmCore`) and refuses two lists: "Operations involving two lists are
    /// not supported" (`intDict['k1'] * intList[0]`, `intDict.@values + intList`, `friends.age +
    /// friends.age`, `friends[0].age + friends[1].age`, `stringList.length + intList`). Where the left
    /// side starts with a list or set of values or a path into a mixed value (`intList[0] +
    /// intList[1]`, `anyValue[0] + intList[0]`), both sides share one evaluation index in Realm Core,
    /// and it stops on a failed check before it refuses; RealmLens still answers those (every value of
    /// one side with every value of the other), which is no answer of Realm Core's.
    func checkNotTwoLists(_ l: TypedOperand, _ r: TypedOperand, range: SourceRange) throws {
        guard l.isListToRealmCore, r.isListToRealmCore, !Self.sharesEvaluationIndex(l) else { return }
        throw QueryError(.invalidQuery("operations involving two lists are not supported (\(quoted: text(l.range)) and \(quoted: text(r.range)) both hold many values)"),
                         at: range)
    }

    /// Whether the first value Realm Core evaluates of `operand` (its leftmost operand) reads a list or
    /// set of values or a path into a mixed value: the readers that take the query's
    /// shared evaluation index (`ColumnsCollection`, `Columns<Mixed>` with a path).
    private static func sharesEvaluationIndex(_ operand: TypedOperand) -> Bool {
        switch operand.kind {
        case .arithmetic(_, let first, _): return sharesEvaluationIndex(first)
        case .property(let path):
            if path.endsAtDictionaryValues { return false }
            if path.entersMixed { return true }
            guard path.readsPrimitiveCollection else { return false }
            for hop in path.hops.reversed() {
                if case .property(let p) = hop.kind { return p.collection != .dictionary }
            }
            return false
        default: return false
        }
    }
}
