/// Realm Core's single walk over two sorted sides (`Value::compare` with
/// `Equal`, the left side ANY or ALL and the right ANY): each value of the
/// right side matches at most one of the left. Under `any` the first match
/// holds; otherwise every value of the left, duplicates counted, must be met.
/// A left value below the right side's current one is passed over only
/// under `any` (and not the last); a right value below it is skipped.
///
/// `MixedListComparison` walks values (`Mixed::compare`), `TypeAttributeWalk`
/// type attributes (equal when they share a bit); both give their own
/// `equal` and `less`, and sort both sides as Realm Core does first.
enum CoreSortedWalk {
    static func holds<Value>(_ left: [Value], _ right: [Value], any: Bool,
                             equal: (Value, Value) -> Bool, less: (Value, Value) -> Bool) -> Bool {
        var l = 0, r = 0
        while r < right.count && l < left.count {
            if equal(left[l], right[r]) {
                l += 1
                r += 1
                if any || l == left.count { return true }
            } else if less(left[l], right[r]) {
                guard any && l < left.count - 1 else { return false }
                l += 1
            } else {
                r += 1
            }
        }
        return false
    }
}
