import RealmModel

extension Context {
    /// True for a value of a dictionary of objects (`landmarks['tower']`,
    /// `landmarks.tower`): a link, but one Realm Core reads as a dictionary's
    /// mixed value, so it refuses `==[c] null` there ("right side must be a
    /// string or binary type") where a to-one link takes it.
    func isDictionaryOfObjectsValue(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind, case .object = operand.type else { return false }
        for hop in path.hops.reversed() {
            if case .property(let p) = hop.kind { return p.collection == .dictionary }
        }
        return false
    }
}
