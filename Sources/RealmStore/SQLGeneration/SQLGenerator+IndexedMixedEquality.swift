import RealmModel
import RealmQuery
import SQLite

extension SQLGenerator {
    /// The extra term Realm Core's search index puts on `m == c` where `m` is an indexed mixed property of
    /// the object itself (on the left, as Core's column search takes it) and `c` a number: `==` and
    /// `==[c]` with one constant, and `IN` with a list of one. Core answers those through the index
    /// (`MixedSearchIndex`), which finds an equal value only in the slot `c`'s key leads to: the int
    /// -2^63 equals the double -9.2233720368547758e18, yet the index finds it only where it sits alone
    /// under their shared first 4 key bytes. Other values have one key for every equal value (a string,
    /// a date…), and `!=`, `c == m`, `IN` a longer list are column scans, which the general SQL answers.
    /// Nil where the index plays no part.
    func indexedMixedEquality(_ condition: ResolvedCondition) -> String? {
        let subject: TypedOperand, needle: AnyRealmValue
        switch condition {
        case .comparison(let l, .equal, let r, _):
            guard case .constant(let c) = r.kind else { return nil }
            (subject, needle) = (l, c)
        case .in(let v, let list, _):
            guard case .list(let items) = list.kind, items.count == 1, list.quantifier == nil else { return nil }
            (subject, needle) = (v, items[0])
        default:
            return nil
        }
        guard subject.quantifier == nil, case .property(let path) = subject.kind, path.isPlainColumn,
              case .object(let className) = path.root, case .property(let property) = path.hops[0].kind,
              property.type == .mixed, property.isIndexed, let tag = ValueCoding.mixedTag(of: needle) else { return nil }
        switch needle {
        case .int, .float, .double, .decimal128: break
        default: return nil
        }
        let table = TableLayout.quote(TableLayout.classTable(className))
        let column = TableLayout.quotedColumn(property.name)
        let key = TableLayout.quotedKeyColumn
        let arguments = "\(key), \(column), \(column.dropLast())$type\", \(constantValue(needle).sql), \(tag.rawValue)"
        let reached = "(SELECT \(MixedSearchIndex.reachedKeys)(\(arguments)) FROM \(table))"
        return "instr(\(reached), ',' || \(rootAlias).\(key) || ',') > 0"
    }
}

extension MixedSearchIndex {
    /// `rl_index_reached(key, value, tag, needle, needleTag)`: an aggregate over every object of a class,
    /// the keys (",k1,k2,") of the objects the lookup of the needle reaches in the class's search index
    /// of that mixed property, the index rebuilt as object creation in key order leaves it.
    static let reachedKeys = "rl_index_reached"

    private final class Gathered {
        var objects: [(key: Int64, value: AnyRealmValue)] = []
        var needle: AnyRealmValue = .null
    }

    static func register(on connection: Connection) throws {
        try connection.createAggregate(reachedKeys, argumentCount: 5, makeState: { Gathered() }, step: { state, args in
            guard let gathered = state as? Gathered else { return }
            let value = MixedListComparison.needleValue(args, at: 1, tagAt: 2)
            gathered.objects.append((args.int64(at: 0), value))
            gathered.needle = MixedListComparison.needleValue(args, at: 3, tagAt: 4)
        }, final: { state in
            guard let gathered = state as? Gathered else { return .text(",") }
            let index = MixedSearchIndex()
            for object in gathered.objects.sorted(by: { $0.key < $1.key }) {
                index.create(object.key, indexed(object.value))
            }
            let reached = index.reached(by: indexed(gathered.needle))
            return .text("," + reached.map(String.init).joined(separator: ",") + ",")
        })
    }

    /// A stored mixed value as the index keys it; a link takes a stand-in table key (see the type's note).
    private static func indexed(_ value: AnyRealmValue) -> SearchIndexValue {
        if case .link(let link) = value { return .typedLink(tableKey: UInt32.max, objectKey: link.key ?? -1) }
        return SearchIndexValue(value, tableKeys: [:])
    }
}
