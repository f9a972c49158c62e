import RealmModel
import RealmQuery
import SQLite

extension SQLGenerator {
    /// The extra term Realm Core's search index puts on `m == c` where `m` is an indexed mixed property of
    /// the object itself (on the left, as Core's column search takes it) and `c` a number: `==` and
    /// `==[c]` with one constant, and `IN` with a list of one. Core answers those through the index
    /// (`MixedSearchIndex`), which finds an equal value only in the slot `c`'s key leads to: the int
    /// -2^63 equals the double -9.2233720368547758e18, yet the index finds it only where it sits alone
    /// under their shared first 4 key bytes (inside a `SUBQUERY` too, on the variable's own property). Other values have one key for every equal value (a string,
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
        guard subject.quantifier == nil, case .property(let path) = subject.kind,
              path.isPlainColumnOfItsObjects, case .property(let property) = path.hops[0].kind,
              property.type == .mixed, property.isIndexed, let tag = ValueCoding.mixedTag(of: needle) else { return nil }
        // Inside a SUBQUERY the condition is a query on the variable's class, which Core runs one object
        // at a time (`ParentNode::match`), through the same index lookup as at the top.
        let className: String, alias: String
        switch path.root {
        case .object(let name): (className, alias) = (name, rootAlias)
        case .variable(let variable, let name):
            guard let bound = variables[variable] else { return nil }
            (className, alias) = (name, bound)
        }
        switch needle {
        case .int, .float, .double, .decimal128: break
        default: return nil
        }
        let table = TableLayout.quote(TableLayout.classTable(className))
        let column = TableLayout.quotedColumn(property.name)
        let key = TableLayout.quotedKeyColumn
        let arguments = "\(key), \(column), \(column.dropLast())$type\", \(constantValue(needle).sql), \(tag.rawValue)"
        let missed = "(SELECT \(MixedSearchIndex.missedKeys)(\(arguments)) FROM \(table))"
        return "instr(\(missed), ',' || \(alias).\(key) || ',') = 0"
    }
}

extension MixedSearchIndex {
    /// `rl_index_missed(key, value, tag, needle, needleTag)`: an aggregate over every object of a class,
    /// the keys (",k1,k2,") of the objects equal to the needle that its lookup in the class's search index
    /// of that mixed property does not reach (usually none), the index rebuilt as object creation in key
    /// order leaves it.
    static let missedKeys = "rl_index_missed"

    private final class Gathered {
        var objects: [(key: Int64, value: SearchIndexValue)] = []
        var needle: SearchIndexValue?
        var needleChunk: Int32 = 0
        var elsewhere: [Int64] = []
        var passingAsNull: [Int64] = []
    }

    static func register(on connection: Connection) throws {
        try connection.createAggregate(missedKeys, argumentCount: 5, makeState: { Gathered() }, step: { state, args in
            guard let gathered = state as? Gathered else { return }
            if gathered.needle == nil {
                let needle = indexed(MixedListComparison.needleValue(args, at: 3, tagAt: 4))
                gathered.needle = needle
                gathered.needleChunk = SearchIndexValue.chunkKey(needle.indexData, offset: 0)
            }
            let value = indexed(MixedListComparison.needleValue(args, at: 1, tagAt: 2))
            // Slots under other first chunks never meet the lookup, but every object passes chunk 0 as null
            // when created: under chunk 0 every object counts, elsewhere only those keyed there.
            // An equal value keyed under another first chunk is never reached; such an object matters only
            // by the null it was created with, under chunk 0.
            if let needle = gathered.needle, SearchIndexValue.chunkKey(value.indexData, offset: 0) != gathered.needleChunk {
                if equal(value, needle) { gathered.elsewhere.append(args.int64(at: 0)) }
                if gathered.needleChunk == 0 { gathered.passingAsNull.append(args.int64(at: 0)) }
                return
            }
            gathered.objects.append((args.int64(at: 0), value))
        }, final: { state in
            guard let gathered = state as? Gathered, let needle = gathered.needle else { return .text(",") }
            let index = MixedSearchIndex()
            let created = gathered.objects.map { (key: $0.key, value: Optional($0.value)) } + gathered.passingAsNull.map { (key: $0, value: SearchIndexValue?.none) }
            var passedAsNull = false
            for object in created.sorted(by: { $0.key < $1.key }) {
                if let value = object.value {
                    index.create(object.key, value)
                    passedAsNull = false
                } else if !passedAsNull {
                    index.passAsNull(object.key)
                    passedAsNull = true
                }
            }
            let reached = Set(index.reached(by: needle))
            let missed = gathered.elsewhere + gathered.objects.filter {
                equal($0.value, needle) && !reached.contains($0.key)
            }.map(\.key)
            return .text("," + missed.map(String.init).joined(separator: ",") + ",")
        })
    }

    /// Realm's equality of a stored value with the needle, which the general SQL answers: a decimal equal
    /// to a double or float too (`Mixed::compare`; `SearchIndexValue.compare` keeps them apart), so that
    /// `m2 == 2.5` misses a decimal `2.50` keyed under another first chunk, as Core's lookup does (seed 28100).
    private static func equal(_ value: SearchIndexValue, _ needle: SearchIndexValue) -> Bool {
        switch (value, needle) {
        case (.decimal(let d), .double(let x)), (.double(let x), .decimal(let d)):
            return MixedNumber.compare(.decimal(d), .double(x)) == 0
        case (.decimal(let d), .float(let f)), (.float(let f), .decimal(let d)):
            return MixedNumber.compare(.decimal(d), .float(f)) == 0
        default:
            return SearchIndexValue.compare(value, needle) == 0
        }
    }

    /// A stored mixed value as the index keys it; a link takes a stand-in table key (see the type's note).
    private static func indexed(_ value: AnyRealmValue) -> SearchIndexValue {
        if case .link(let link) = value { return .typedLink(tableKey: UInt32.max, objectKey: link.key ?? -1) }
        return SearchIndexValue(value, tableKeys: [:])
    }
}
