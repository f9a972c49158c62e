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
/// Checked live on to-many and to-one links and on backlinks (linked objects in the order Core
/// holds them: list order, origin key order), lists of ints, optional ints, strings, dates and mixed values, at
/// indexes 1 and 2, `==`, `!=`, `IN`, across clusters (`RealmCoreLinkedPastEndTests`).
///
/// Only the forms whose initial buffer matches are taken (otherwise a past-end read never matches,
/// which is the plain answer); `ALL`/`NONE`, links to embedded objects, sets of links, longer paths,
/// lists of links, and the condition beside other conditions keep the plain answer.
struct LeftoverBufferAfterLink {
    /// How the object reaches its linked objects.
    enum Link {
        /// A to-many list of links, in list order.
        case list(Property)
        /// A to-one link.
        case toOne(Property)
        /// The origin objects linking here through `originProperty`, in key order.
        case backlinks(originClass: String, originProperty: String)
    }

    var link: Link
    /// The class of the linked objects.
    var linkedClass: String
    /// The list past whose end the index may be, on the linked object.
    var list: Property
    var index: Int
    /// The same condition on the linked object itself (`dl[1] == nil`).
    var elementCondition: ResolvedCondition

    init?(_ condition: ResolvedCondition, schema: Schema) {
        let shortened: ResolvedCondition
        switch condition {
        case .comparison(let l, let op, let r, let options):
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
        guard let alone = LeftoverBuffer(shortened), case .pastListEnd = alone.evaluation, alone.initialBufferMatches,
              schema[linkedClass]?.isEmbedded == false
        else { return nil }
        // Backlinks from a list or a to-one link (in origin key order); a set's or dictionary's not checked.
        if case .backlinks(let origin, let property) = link {
            guard let p = schema[origin]?[property], p.collection == nil || p.collection == .list else { return nil }
        }
        elementCondition = shortened
    }

    /// `operand` as `link.list[index]` with `other` a constant or list, split into its link and the
    /// operand on the linked object (`list[index]`); nil for any other operand.
    private static func shorten(_ operand: TypedOperand, _ other: TypedOperand)
        -> ((Link, String, Property, Int), TypedOperand)? {
        guard other.isConstant, operand.quantifier == nil || operand.quantifier == .any,
              case .property(var path) = operand.kind, case .object = path.root, path.hops.count == 3,
              case .property(let list) = path.hops[1].kind, let linkedClass = path.hops[1].objectSchema?.className,
              case .element(.index(let index)) = path.hops[2].kind, index >= 1
        else { return nil }
        let link: Link
        switch path.hops[0].kind {
        case .property(let p) where p.type == .object && p.collection == .list: link = .list(p)
        case .property(let p) where p.type == .object && p.collection == nil: link = .toOne(p)
        case .backlinks(let originClass, let originProperty): link = .backlinks(originClass: originClass, originProperty: originProperty)
        default: return nil
        }
        path.root = .object(linkedClass)
        path.hops.removeFirst()
        path.isMultiple = false
        var short = operand
        short.kind = .property(path)
        short.isMultiple = false
        short.quantifier = nil
        return ((link, linkedClass, list, index), short)
    }
}
