extension Context {
    /// Realm Core's grammar (`query_bison.yy`) takes arithmetic only beside `==`, `!=`, `<`, `<=`,
    /// `>`, `>=` and `IN` (an `expr`); BEGINSWITH, ENDSWITH, CONTAINS, LIKE, TEXT and BETWEEN take
    /// plain values (a `value`), so `intReq + 1 BEGINSWITH 'a'` and `intList + 1 BETWEEN {1, 2}` are
    /// syntax errors there. Refused here too, at the arithmetic.
    func checkNoArithmetic(_ operands: Operand..., beside spelled: String) throws {
        for operand in operands {
            guard case .arithmetic = operand.kind else { continue }
            throw QueryError(.invalidQuery("arithmetic cannot be an operand of \(spelled); compute with ==, !=, <, <=, >, >= or IN"),
                             at: operand.range)
        }
    }
}
