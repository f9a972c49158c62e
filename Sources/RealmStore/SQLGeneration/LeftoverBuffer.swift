import RealmModel
import RealmQuery

/// A lone condition whose operand Realm Core can leave unevaluated for some
/// objects, which then read what the previous object left in Core's buffer.
///
/// Realm Core's `Compare::find_first(start, end)` keeps its value buffers as
/// locals of one call, which scans the objects of one cluster from `start`
/// until the first match; for a lone condition `ParentNode::find_all_local`
/// calls it again after each match. Three evaluations leave the buffer as it
/// was:
/// - `SizeOperator` (`m.@size`, `m.@count`, `m[SIZE]`) on a mixed value with
///   no size: a number, bool, date, decimal, object id, uuid or link
///   (null, strings, binaries, lists and dictionaries set it);
/// - `ColumnsCollection::evaluate` with an index past the end of a non-empty
///   list of values (`intList[1]` on a list of one element); an empty list
///   reads no value (its own answer) and does not change the slot either;
/// - `ColumnDictionaryKeys::evaluate` (`d.@keys`) on a dictionary property
///   never written (its ref is 0; an emptied one reads no keys).
///
/// So an object whose operand is unevaluated reads the last value evaluated
/// in the same call: one that did not match (or the call would have
/// returned), so with a constant on the other side it does not match either;
/// or, when nothing was evaluated since the cluster began or since the last
/// match, the buffer's initial value, one null, which matches when
/// `initialBufferMatches`. Only the forms whose other side is a constant are
/// recognised (a property there changes per object, and so would the answer).
/// Under `AND`/`OR`/`NOT` Core's cost model picks which condition scans
/// (`LeftoverBufferQuery` has the forms RealmLens models).
struct LeftoverBuffer {
    enum Evaluation {
        /// `@size` of the mixed property: unevaluated for values without a size.
        case sizeOfMixed(Property)
        /// `list[index]` (`index` ≥ 1): unevaluated for lists of 1…`index` elements.
        case pastListEnd(Property, index: Int)
        /// `dictionary.@keys`: unevaluated for a dictionary never written.
        case keysOfDictionary(Property)
        /// `link.list[index]` (`LeftoverBufferAfterLink`): per object, which of its linked objects read,
        /// write or match; only forms whose initial buffer matches.
        case afterLink(LeftoverBufferAfterLink)
    }

    var evaluation: Evaluation
    /// Whether Realm Core's initial buffer (one null) matches the condition.
    var initialBufferMatches: Bool

    /// The leftover-buffer form `condition` has, if any: on the object itself, else after a link.
    init?(_ condition: ResolvedCondition) {
        if let onObject = Self.onObject(condition) {
            self = onObject
        } else if let afterLink = LeftoverBufferAfterLink(condition) {
            self.init(evaluation: .afterLink(afterLink), initialBufferMatches: true)
        } else {
            return nil
        }
    }

    /// The leftover-buffer form of `condition` on a property of the object itself, if any.
    static func onObject(_ condition: ResolvedCondition) -> LeftoverBuffer? {
        switch condition {
        case .comparison(let l, let op, let r, _):
            let holds = { (value: AnyRealmValue) in Self.nullHolds(op, value) }
            if let evaluation = Self.evaluation(l), let matches = Self.nullMatches(holds, r, evaluation, quantifier: l.quantifier) {
                return LeftoverBuffer(evaluation: evaluation, initialBufferMatches: matches)
            } else if let evaluation = Self.evaluation(r), let matches = Self.nullMatches(holds, l, evaluation, quantifier: r.quantifier) {
                return LeftoverBuffer(evaluation: evaluation, initialBufferMatches: matches)
            } else {
                return nil
            }
        case .stringComparison(let l, let op, let r, _):
            // A null value holds `LIKE` a null only; `BEGINSWITH`, `ENDSWITH`, `CONTAINS` (`[c]` too) need two strings.
            let holds = { (value: AnyRealmValue) in op == .like && value.isNull }
            guard let evaluation = Self.evaluation(l), let matches = Self.nullMatches(holds, r, evaluation, quantifier: l.quantifier)
            else { return nil }
            return LeftoverBuffer(evaluation: evaluation, initialBufferMatches: matches)
        case .in(let operand, let list, _):
            let holds = { (value: AnyRealmValue) in Self.nullHolds(.equal, value) }
            guard let evaluation = Self.evaluation(operand), let matches = Self.nullMatches(holds, list, evaluation, quantifier: operand.quantifier)
            else { return nil }
            return LeftoverBuffer(evaluation: evaluation, initialBufferMatches: matches)
        default:
            return nil
        }
    }

    private init(evaluation: Evaluation, initialBufferMatches: Bool) {
        self.evaluation = evaluation
        self.initialBufferMatches = initialBufferMatches
    }

    /// The evaluation `operand` makes, when it is one of the two kinds on a property of the object itself.
    private static func evaluation(_ operand: TypedOperand) -> Evaluation? {
        switch operand.kind {
        case .count(let path):
            guard case .object = path.root, path.hops.count == 1, case .property(let p) = path.hops[0].kind,
                  p.type == .mixed, p.collection == nil else { return nil }
            return .sizeOfMixed(p)
        case .property(let path):
            guard case .object = path.root, path.hops.count == 2, case .property(let p) = path.hops[0].kind else { return nil }
            if case .keys = path.hops[1].kind, p.collection == .dictionary { return .keysOfDictionary(p) }
            // A list of links is read by other code (link maps) that sets the slot; a list of mixed values
            // is not (`ml[1] == nil` on `[1, 5]`, `[7]`: Core 0 objects).
            guard p.collection == .list, p.type != .object,
                  case .element(.index(let index)) = path.hops[1].kind, index >= 1 else { return nil }
            return .pastListEnd(p, index: index)
        default:
            return nil
        }
    }

    /// Whether Core's comparison (`holds` between a null and a constant) holds for the initial buffer
    /// and the constant `other` under the operand's `quantifier`; nil when `other` is not a constant.
    /// Against a single value the buffer is a single value too, compared as it is whatever the
    /// quantifier (a debug build of Core stops on a failed check there when a search begins with
    /// it). A `{…}` list on the other side is searched for a match of the null (none for `NONE`);
    /// a list element, itself read as a list of one, is compared with it element by element: it
    /// holds only against a list of one.
    private static func nullMatches(_ holds: (AnyRealmValue) -> Bool, _ other: TypedOperand, _ evaluation: Evaluation,
                                    quantifier: Quantifier?) -> Bool? {
        let pastEnd: Bool
        if case .pastListEnd = evaluation { pastEnd = true } else { pastEnd = false }
        if case .keysOfDictionary = evaluation {} else if pastEnd {} else if quantifier != nil && quantifier != .any { return nil }
        switch other.kind {
        case .constant(let value):
            // A list's element is a list of one to Core: `NONE il[1] == 5` holds for the null buffer.
            return pastEnd && quantifier == Quantifier.none ? !holds(value) : holds(value)
        case .list(let values):
            guard other.quantifier == nil || other.quantifier == .any else { return nil }
            // With a quantifier on the element the list is searched (`ALL il[1] IN {nil}`, `ANY il[1] IN {nil, 5}`).
            if pastEnd, quantifier == nil { return values.count == 1 && holds(values[0]) }
            return values.contains(where: holds) != (quantifier == Quantifier.none)
        default:
            return nil
        }
    }

    /// Realm Core's `Equal`, `NotEqual`, `LessEqual`, … (with or without `[c]`) between a null and
    /// `value`: null is comparable with null only (`Mixed::types_are_comparable`), the same either side.
    private static func nullHolds(_ op: ComparisonOperator, _ value: AnyRealmValue) -> Bool {
        let isNull = value.isNull
        switch op {
        case .equal, .lessOrEqual, .greaterOrEqual: return isNull
        case .notEqual: return !isNull
        case .less, .greater: return false
        }
    }
}
