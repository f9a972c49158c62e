import RealmModel

/// A query checked against a schema: every path resolved to hops, every
/// operand typed, every argument substituted. The SQL generator compiles
/// it without checking anything again.
public struct ResolvedQuery: Hashable, Sendable {
    /// The class the query selects from.
    public var className: String
    public var condition: ResolvedCondition
    /// `SORT`, `DISTINCT` and `LIMIT` in the order written (less the
    /// `LIMIT`s Realm Core applies only between clusters, below).
    public var ordering: [ResolvedOrdering]
    /// The limit Realm Core checks only between clusters, or nil: after a
    /// lone int `IN` list (`QueryResolver.orderingAsRealmCoreApplies`) Core
    /// records every match of a cluster and stops at the first cluster
    /// boundary where the count of matches equals this number (the smallest
    /// `LIMIT` written). A store that knows a genuine file's clusters stops
    /// there; one that does not returns every match, as a one-cluster table
    /// does in Core.
    public var clusterBoundaryLimit: Int? = nil

    public init(className: String, condition: ResolvedCondition, ordering: [ResolvedOrdering], clusterBoundaryLimit: Int? = nil) {
        self.className = className
        self.condition = condition
        self.ordering = ordering
        self.clusterBoundaryLimit = clusterBoundaryLimit
    }
}

/// A condition whose operands are typed (see `TypedOperand`).
///
/// Semantics the SQL generator must keep (Realm's): when a side
/// `isMultiple`, the comparison holds if it holds for any of its values,
/// unless that side's `quantifier` is `.all` (every value; true for none)
/// or `.none` (no value). A `.list` constant on the right of `==`, `<`, …
/// also means "any element". `options` carry `[c]` (case-insensitive) and
/// `[d]` (diacritic-insensitive). Comparing with `null` is allowed for
/// every type. `@type` operands compare with canonical `TypeNames`
/// (`numeric` and `collection` name groups).
public indirect enum ResolvedCondition: Hashable, Sendable {
    case and(ResolvedCondition, ResolvedCondition)
    case or(ResolvedCondition, ResolvedCondition)
    case not(ResolvedCondition)
    case comparison(TypedOperand, ComparisonOperator, TypedOperand, options: StringOptions)
    case stringComparison(TypedOperand, StringOperator, TypedOperand, options: StringOptions)
    /// Inclusive on both ends.
    case between(TypedOperand, lower: TypedOperand, upper: TypedOperand)
    /// The right side is a `.list` constant or a many-valued property.
    case `in`(TypedOperand, list: TypedOperand, options: StringOptions)
    /// Full-text search of a string property with a full-text index.
    case text(ResolvedPath, String)
    /// The path ends at an object holding a GeoJSON point; every coordinate is a `.value`.
    /// A path through lists (of embedded points, or of links to objects holding one) is met as
    /// Realm Core's `GeoWithinCompare` meets it: `ANY` (or none written) when some point is
    /// inside, `ALL` when every point is and there is one (false on none), `NONE` when no point is.
    case geoWithin(ResolvedPath, GeoShape, quantifier: Quantifier?)
    case truePredicate
    case falsePredicate
}

/// An operand with its static type and whether it yields many values.
public struct TypedOperand: Hashable, Sendable {
    /// What the operand computes.
    public indirect enum Kind: Hashable, Sendable {
        case property(ResolvedPath)
        /// A constant (arguments substituted), already converted to the other side's type where Realm converts.
        case constant(AnyRealmValue)
        /// A list of constants: a `{…}` literal or a list argument.
        case list([AnyRealmValue])
        case arithmetic(ArithmeticOperator, TypedOperand, TypedOperand)
        /// The size of a collection (or the length of a string or binary) at the end of the path.
        case count(ResolvedPath)
        /// `@type` of the value(s) at the end of the path; compared with canonical `TypeNames`.
        case typeOf(ResolvedPath)
        /// `strings.length`: the length in bytes of each element of the list or set of strings,
        /// binaries or mixed values the path ends at (Realm Core's `ColumnListElementLength`),
        /// as one list of ints: a null string or binary is 0 long, and a mixed element that is no
        /// string or binary (null included) gives no value.
        case elementLengths(ResolvedPath)
        /// `@min`/`@max`/`@sum`/`@avg` over the collection at the end of `collection`,
        /// of `member` when the collection holds objects.
        case aggregate(CollectionOperator, collection: ResolvedPath, member: Property?)
        case subqueryCount(ResolvedSubquery)
    }

    public var kind: Kind
    /// The type of each value (for a list or collection: of each element).
    public var type: ValueType
    /// True when the operand yields many values (a collection reached without `@count` etc.);
    /// a comparison then holds if it holds for any value (or as `quantifier` says).
    public var isMultiple: Bool
    public var quantifier: Quantifier?
    public var range: SourceRange

    /// True for constants and lists (no property involved).
    public var isConstant: Bool {
        switch kind {
        case .constant, .list: return true
        case .arithmetic(_, let l, let r): return l.isConstant && r.isConstant
        default: return false
        }
    }
}

/// `SUBQUERY(collection, $variable, condition)`, resolved: `condition`'s
/// paths that start at the variable have `root == .variable`.
public struct ResolvedSubquery: Hashable, Sendable {
    public var collection: ResolvedPath
    public var variable: String
    /// The class of the collection's elements (what the variable stands for).
    public var className: String
    public var condition: ResolvedCondition
}

/// A key path resolved against the schema, one hop per step.
public struct ResolvedPath: Hashable, Sendable, CustomStringConvertible {
    /// Where the path starts.
    public enum Root: Hashable, Sendable {
        /// The query's class (or, in a subquery, the outer object).
        case object(String)
        /// A subquery variable (`$dog`), standing for an element of class `className`.
        case variable(String, className: String)
    }

    public var root: Root
    public var hops: [Hop]
    /// The type of the values at the end (the element type of a final collection).
    public var type: ValueType
    /// True when the path fans out (to-many links, backlinks, collections, `[*]`, `@keys`, `@values`).
    public var isMultiple: Bool
    /// True when the path ends at a collection nobody indexed (what `@count`, aggregates and subqueries need):
    /// a list, set or dictionary, backlinks, `@keys` or `@values`.
    public var endsAtCollection: Bool
    /// The list, set or dictionary the path ends at, if it ends at one that was not subscripted.
    public var endCollection: CollectionKind?
    /// True when the path ends at backlinks (`@links.C.p` or a `linkingObjects` property).
    public var endsAtBacklinks: Bool

    public var description: String { hops.map(\.description).joined(separator: ".") }

    /// True when the path takes one element of a collection or of a mixed
    /// value (`[2]`, `[FIRST]`, `['key']`, `.key` on a dictionary or mixed):
    /// Realm Core then finds no value at all when the collection is empty or
    /// the mixed value holds no collection, and a comparison with no value is
    /// false (`ANY`) or true (`ALL`, `NONE`) — unlike `null`, which is what a
    /// missing key or index of a non-empty collection gives.
    public var mayBeAbsent: Bool {
        hops.contains { if case .element = $0.kind { return true } else { return false } }
    }

    /// Where the path ends at keys of a dictionary of objects (`favoriteCities['summer']`,
    /// `friends.favoriteCities.summer`): the index of the dictionary's hop, only keys after it. Realm Core's
    /// `@count` there is the size of the dictionary itself (`DictionarySize`), never the link under the key.
    public var keyedObjectDictionaryHop: Int? {
        guard let i = hops.lastIndex(where: { if case .property = $0.kind { return true } else { return false } }),
              case .property(let p) = hops[i].kind, p.type == .object, p.collection == .dictionary, i + 1 < hops.count,
              hops[(i + 1)...].allSatisfy({ if case .element = $0.kind { return true } else { return false } })
        else { return nil }
        return i
    }

    /// True for a property of the object itself: one hop, no link, no collection.
    public var isPlainColumn: Bool {
        guard case .object = root, hops.count == 1, case .property(let p) = hops[0].kind else { return false }
        return !p.isCollection && p.type != .object && p.type != .linkingObjects
    }

    /// As `isPlainColumn`, or the same from a subquery's variable (`$x.d`): a plain property of the
    /// objects a condition is about, which Realm Core searches by column either way (a subquery's
    /// condition is a query of its own on the variable's class).
    public var isPlainColumnOfItsObjects: Bool {
        guard case .variable(_, let className) = root else { return isPlainColumn }
        var path = self
        path.root = .object(className)
        return path.isPlainColumn
    }

    /// True when the last property the path reads is a list, set or dictionary of values
    /// (what Realm Core's BETWEEN takes only with ALL), subscripted or not.
    public var readsPrimitiveCollection: Bool {
        for hop in hops.reversed() {
            if case .property(let p) = hop.kind { return p.isCollection && p.type != .object && p.type != .linkingObjects }
        }
        return false
    }

    /// True when the path ends at the values of a dictionary of values (`d`, `d.@values`, `d[*]`,
    /// `d['k']`, `d.k`), not its keys: mixed to Realm Core whatever type the dictionary declares
    /// (`Columns<Dictionary>` reads `Mixed`), so arithmetic takes them as it takes mixed values.
    public var endsAtDictionaryValues: Bool {
        guard let i = hops.lastIndex(where: { if case .property = $0.kind { return true } else { return false } }),
              case .property(let p) = hops[i].kind, p.collection == .dictionary, p.type != .object, hops.count - i <= 2
        else { return false }
        return hops[(i + 1)...].allSatisfy { hop in
            if case .element = hop.kind { return true }
            if case .allValues = hop.kind { return true }
            return false
        }
    }

    /// For `prop[…]…` where `prop` is a list or dictionary of values on the object itself and
    /// only subscripts follow: the path to `prop` alone (what Realm Core's `@size` measures).
    public var subscriptedCollectionProperty: ResolvedPath? {
        guard let whole = linkedSubscriptedCollectionProperty, whole.hops.count == 1 else { return nil }
        return whole
    }

    /// As `subscriptedCollectionProperty`, but `prop` may also be reached through links
    /// (`best.md['z']`, `things.ml[0]`, `things[0].md['a']`): Realm Core's `@size` measures the linked
    /// object's property itself there too, and so from a subquery's variable (`$x.md['k'].a.@size`). The
    /// path to `prop`, whose `isMultiple` says whether a link fans out (one linked object picked by a
    /// subscript, `things[0]`, `fav['k']`, does not).
    public var linkedSubscriptedCollectionProperty: ResolvedPath? {
        guard let i = hops.firstIndex(where: { hop in
                  switch hop.kind {
                  case .property(let p): return p.type != .object && p.type != .linkingObjects
                  case .element: return false
                  default: return true
                  }
              }),
              hops.count > i + 1, case .property(let p) = hops[i].kind, p.isCollection,
              hops[(i + 1)...].allSatisfy({ if case .element = $0.kind { return true }; if case .allValues = $0.kind { return true }; return false })
        else { return nil }
        let fansOut = hops[..<i].indices.contains { j in
            switch hops[j].kind {
            case .property(let link):
                guard link.isCollection || link.type == .linkingObjects else { return false }
                if j + 1 < i, case .element = hops[j + 1].kind { return false }
                return true
            case .element: return false
            default: return true
            }
        }
        return ResolvedPath(root: root, hops: Array(hops[...i]), type: ValueType(p), isMultiple: fansOut || i == 0,
                            endsAtCollection: true, endCollection: p.collection, endsAtBacklinks: false)
    }

    /// True when every value at the end of the path has the schema's type (not mixed, not a
    /// dictionary's values): its `@type` is a constant to Realm Core.
    public var hasFixedType: Bool {
        if type == .mixed { return false }
        for hop in hops.reversed() {
            if case .property(let p) = hop.kind { return p.collection != .dictionary }
        }
        return true
    }

    /// True when the path reads into a mixed value (a subscript, key or `[*]` after a mixed property),
    /// or past a value of a dictionary of values (`intDict['a'].x`), which Realm Core reads as mixed.
    public var entersMixed: Bool {
        var sawMixed = false
        var dictionaryOfValues = false
        for hop in hops {
            if sawMixed { return true }
            switch hop.kind {
            case .property(let p):
                if p.type == .mixed { sawMixed = true }
                dictionaryOfValues = p.collection == .dictionary && p.type != .object
            case .element, .allValues:
                sawMixed = dictionaryOfValues
                dictionaryOfValues = false
            default:
                dictionaryOfValues = false
            }
        }
        return false
    }
}

extension TypedOperand {
    /// True when the operand may have no value at all (see `ResolvedPath.mayBeAbsent`).
    public var mayBeAbsent: Bool {
        switch kind {
        case .property(let path), .typeOf(let path): return path.mayBeAbsent
        case .count(let path):
            // Realm Core's BacklinkCount sums the backlinks of every object the chain reaches (`count_all_backlinks`):
            // 0 through a null link or a missing element (`bestFriend.@links.@count == 0` holds with no best friend).
            if case .allBacklinks? = path.hops.last?.kind { return false }
            // The size of a dictionary of objects under a key is 0 through a null link, as for values.
            if let dictionary = path.keyedObjectDictionaryHop {
                return path.hops[..<dictionary].contains { if case .element = $0.kind { return true } else { return false } }
            }
            // Counting the objects of a to-many relationship through a to-one link that is null finds no
            // value in Realm Core (`best.dogs.@count`); a list of values there counts 0 (`link.integers.@count`).
            return path.mayBeAbsent || (path.hops.last?.isLink == true
                && path.hops.dropLast().contains { $0.isLink && !$0.isCollection && !$0.isBacklink })
        case .arithmetic(_, let l, let r):
            // No value on a side leaves none to compute (`intDict['k1'] + 1 == nil` fails for an empty dictionary).
            return l.mayBeAbsent || r.mayBeAbsent
        default: return false
        }
    }
}

/// One step of a resolved path.
public struct Hop: Hashable, Sendable, CustomStringConvertible {
    /// What the step does.
    public enum Kind: Hashable, Sendable {
        /// Read `property` of an object of `objectSchema` (a value, a link, an embedded object or a collection).
        case property(Property)
        /// Follow backlinks: objects of `originClass` whose `originProperty` links here
        /// (from `@links.Class.property` or a `linkingObjects` property).
        case backlinks(originClass: String, originProperty: String)
        /// `@links` alone: every object linking here, from any class (only counted).
        case allBacklinks
        /// One element: `[2]`, `[FIRST]`, `[LAST]` of a list, or `['key']` / `.key` of a dictionary.
        case element(ResolvedSubscript)
        /// Every element or value: `[*]`, `@values`.
        case allValues
        /// The keys of a dictionary.
        case keys
    }

    public var kind: Kind
    /// The class the step starts from, for property and backlink steps.
    public var objectSchema: ObjectSchema?
    /// True when the step yields many values.
    public var isCollection: Bool
    /// True when the step reaches objects through a link (to-one, to-many or embedded).
    public var isLink: Bool
    public var isBacklink: Bool

    public var description: String {
        switch kind {
        case .property(let p): return p.name
        case .backlinks(let c, let p): return "@links.\(c).\(p)"
        case .allBacklinks: return "@links"
        case .element(let s): return "[\(s)]"
        case .allValues: return "[*]"
        case .keys: return "@keys"
        }
    }
}

/// A subscript with its argument (if any) substituted.
public enum ResolvedSubscript: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case first
    case last
    case key(String)

    public var description: String {
        switch self {
        case .index(let i): return String(i)
        case .first: return "FIRST"
        case .last: return "LAST"
        case .key(let k): return quoted(k)
        }
    }
}

/// A resolved `SORT`, `DISTINCT` or `LIMIT` clause.
public enum ResolvedOrdering: Hashable, Sendable {
    case sort([ResolvedSortKey])
    case distinct([ResolvedPath])
    case limit(Int)
}

/// One resolved `SORT` key.
public struct ResolvedSortKey: Hashable, Sendable {
    public var path: ResolvedPath
    public var ascending: Bool
}
