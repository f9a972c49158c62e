import RealmModel
import RealmQuery

/// A lone condition on an index past the end of a list after a link (`friends.dl[1] == nil`), where
/// Realm Core reads what an earlier linked object left in its buffer (`LeftoverBuffer` has the same
/// buffer for a list on the object itself).
///
/// Core's `ColumnsCollection` sizes its buffer for one value and keeps it for one
/// `Compare::find_first` call (one cluster, until a match). Each linked object whose list reaches
/// the index writes it; one whose list is shorter but not empty reads it as it is; an empty list
/// reads no value and writes nothing. The buffer starts as one null, so a past-end read matches only
/// where a null does and only while nothing was written since the call began (a written value that
/// matched would have ended the call). An object matches at its first linked object that matches:
/// - A: a linked object whose list reaches the index matches (the plain comparison);
/// - B: a linked object past the end comes before any linked object that writes, and no object
///   before it in its cluster wrote since the cluster began or since the last match;
/// - W: an object that matches neither but has a linked object that writes leaves a value that did
///   not match for the objects after it.
/// Checked live on lists and sets of links, to-one links, embedded objects and backlinks from any of
/// these or a dictionary (linked objects in the order Core holds them: list order, key order, origin key
/// order), lists of ints, optional ints, strings, dates and mixed values, at indexes 1 and 2, `==`,
/// `!=`, `IN`, across clusters (`RealmCoreLinkedPastEndTests`, `RealmCoreLinkedPastEndBesideTests`).
///
/// Under `ALL`/`NONE` each linked object's element is a list of one value or none, so an empty list,
/// and an object with no linked object at all, match at once (A), and so does a past-end read of the
/// initial null where `ALL`/`NONE` holds for it: a value written that did not match fails there too.
/// Beside other conditions (`AND`, `OR`, `NOT`) the condition is a `LeftoverBuffer` whose objects Core's
/// scheduling runs (`LeftoverBufferQuery`), the state above its value per object.
///
/// Only the forms whose initial buffer matches are taken (otherwise a past-end read never matches,
/// which is the plain answer); `!=` a list (element by element: a missing element is unequal, see
/// `listElementAgainstList`), a dictionary of links (`fd.il[1] == nil`: Core finds no object,
/// not a leftover read), other longer paths (`friends.best.il[1]`) and lists of links keep the plain answer.
struct LeftoverBufferAfterLink {
    /// How the object reaches its linked objects.
    enum Link {
        /// A to-many list of links (in list order) or set of links (in key order).
        case list(Property)
        /// A to-one link, or a chain of them.
        case toOne([Property])
        /// The origin objects linking here through `originProperty`, in key order.
        case backlinks(originClass: String, originProperty: String)
    }

    var link: Link
    /// The class of the linked objects.
    var linkedClass: String
    /// The list past whose end the index may be, on the linked object.
    var list: Property
    var index: Int
    /// The same condition on the linked object itself (`dl[1] == nil`, `ALL dl[1] == nil`).
    var elementCondition: ResolvedCondition
    /// The operand's quantifier (`ALL`, `NONE`, `ANY` or none).
    var quantifier: Quantifier?
    /// `!=` a list of one (no `[c]`): lists of other sizes are unequal (`listElementAgainstList`).
    private var unequalLists = false

    /// Whether an empty list on a linked object, or no linked object at all, matches at once: under
    /// `ALL`/`NONE` (nothing fails) and for `!=` a list with no quantifier (a list of none is unequal).
    var vacuousMatches: Bool {
        quantifier == .all || quantifier == Quantifier.none || (unequalLists && quantifier == nil)
    }

    init?(_ condition: ResolvedCondition) {
        let shortened: ResolvedCondition
        switch condition {
        case .comparison(let l, let op, let r, let options):
            // `best.dl[1] != {x}` compares lists element by element: a missing element is unequal too.
            var againstList = false
            if case .list = l.kind { againstList = true }
            if case .list = r.kind { againstList = true }
            unequalLists = op == .notEqual && againstList && !options.contains(.caseInsensitive)
            if let (link, short) = Self.shorten(l, r) {
                shortened = .comparison(short, op, r, options: options)
                (self.link, self.linkedClass, self.list, self.index) = link
            } else if let (link, short) = Self.shorten(r, l) {
                shortened = .comparison(l, op, short, options: options)
                (self.link, self.linkedClass, self.list, self.index) = link
            } else {
                return nil
            }
        case .stringComparison(let l, let op, let r, let options):
            guard let (link, short) = Self.shorten(l, r) else { return nil }
            shortened = .stringComparison(short, op, r, options: options)
            (self.link, self.linkedClass, self.list, self.index) = link
        case .in(let operand, let values, let options):
            guard let (link, short) = Self.shorten(operand, values) else { return nil }
            shortened = .in(short, list: values, options: options)
            (self.link, self.linkedClass, self.list, self.index) = link
        default:
            return nil
        }
        // The rules for the null buffer against the constant are those of the list on the object itself.
        guard let alone = LeftoverBuffer.onObject(shortened), case .pastListEnd = alone.evaluation, alone.initialBufferMatches
        else { return nil }
        elementCondition = shortened
        switch shortened {
        case .comparison(let l, _, let r, _): quantifier = l.quantifier ?? r.quantifier
        case .stringComparison(let l, _, _, _), .in(let l, _, _): quantifier = l.quantifier
        default: quantifier = nil
        }
    }

    /// `operand` as `link.list[index]` with `other` a constant or list, split into its link and the
    /// operand on the linked object (`list[index]`); nil for any other operand.
    private static func shorten(_ operand: TypedOperand, _ other: TypedOperand)
        -> ((Link, String, Property, Int), TypedOperand)? {
        guard other.isConstant, case .property(var path) = operand.kind, case .object = path.root, path.hops.count >= 3 else { return nil }
        let count = path.hops.count
        guard case .property(let list) = path.hops[count - 2].kind, let linked = path.hops[count - 2].objectSchema,
              case .element(.index(let index)) = path.hops[count - 1].kind, index >= 1
        else { return nil }
        let linkedClass = linked.className
        let link: Link
        // A chain of to-one links (`best.best.il[1]`) reaches one object too.
        let toOnes = path.hops.dropLast(2).compactMap { hop -> Property? in
            guard case .property(let p) = hop.kind, p.type == .object, p.collection == nil else { return nil }
            return p
        }
        if count > 3 {
            guard toOnes.count == count - 2 else { return nil }
            link = .toOne(toOnes)
        } else {
            switch path.hops[0].kind {
            case .property(let p) where p.type == .object && (p.collection == .list || p.collection == .set): link = .list(p)
            case .property(let p) where p.type == .object && p.collection == nil: link = .toOne([p])
            // Backlinks in origin key order, whatever links there.
            case .backlinks(let originClass, let originProperty):
                link = .backlinks(originClass: originClass, originProperty: originProperty)
            default: return nil
            }
        }
        path.root = .object(linkedClass)
        path.hops.removeFirst(count - 2)
        path.isMultiple = false
        var short = operand
        short.kind = .property(path)
        short.isMultiple = false
        // `ANY` stays: against a list it searches it (`ANY best.il[1] IN {nil, 1}`), where none compares element by element.
        short.quantifier = operand.quantifier
        return ((link, linkedClass, list, index), short)
    }
}
