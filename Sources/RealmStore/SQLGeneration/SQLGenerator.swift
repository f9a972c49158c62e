import RealmModel
import RealmQuery
import SQLite

/// Compiles a `ResolvedQuery` into one SQL `SELECT` of object keys, with
/// Realm's semantics (see `ResolvedCondition`): every condition compiles to
/// an expression that is 0 or 1, never NULL, so `NOT` and `ALL` stay right.
///
/// ```swift
/// let query = try QueryResolver(schema: realm.schema).resolve("age > 3 SORT(name ASC)", className: "Dog")
/// let fragment = try SQLGenerator(schema: realm.schema).generate(query)
/// // SELECT t0."_key" FROM "class_Dog" t0 WHERE … ORDER BY t0."name", t0."_key"
/// ```
///
/// Many-valued operands (to-many links, lists, backlinks, dictionaries)
/// become correlated `EXISTS` subqueries (`NOT EXISTS … NOT` for `ALL`);
/// to-one links and subscripts become memoised `LEFT JOIN`s, which never
/// multiply rows.
final class SQLGenerator {
    let schema: Schema
    let context = SQLGenerationContext()
    /// The alias of the object the query selects (the "outer object" of subqueries).
    var rootAlias = "t0"
    /// Subquery variables in scope: name → alias of the element's row.
    var variables: [String: String] = [:]
    /// Aliases of LEFT JOINed rows, whose columns are NULL when the row is missing.
    var nullableAliases: Set<String> = []
    /// True while compiling a comparison Realm Core answers with its general expression
    /// (`Mixed::compare`: NaN below every number, equal to NaN) rather than its column search (IEEE).
    var ordersNaNFirst = false
    /// Compile selective to-one link paths as semi-joins (`SQLGenerator+SemiJoin.swift`); off only to test their answers.
    var drivesLinkPathsFromTarget = true
    /// Whether the store records its classes' cluster starts (`Realm.recordClusterStarts`): a lone
    /// condition Realm Core answers from a leftover buffer (`LeftoverBuffer`) restarts at each.
    var clusterStartsRecorded = false
    /// Whether the store records a genuine file's emptied dictionaries (`Realm.recordEmptiedDictionaries`):
    /// any other empty dictionary was never written, and reads a leftover buffer's `@keys`.
    var emptiedDictionariesRecorded = false
    /// The query's text, where known, and its leftover-buffer form once classified (`leftoverBufferQuery`).
    var leftover = LeftoverBufferQuery.Context()

    init(schema: Schema) {
        self.schema = schema
    }

    /// The `SELECT` of matching object keys, in the order the query's
    /// `SORT`/`DISTINCT`/`LIMIT` clauses give (object-key order without them).
    func generate(_ query: ResolvedQuery) throws -> SQLFragment {
        let table = TableLayout.quote(TableLayout.classTable(query.className))
        let main = SQLScope()
        main.items.append("\(table) \(rootAlias)")
        let condition = try compileLeftoverBufferQuery(query) ?? compileCondition(query.condition, in: main)
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        let whereTerm = condition == "1" ? nil : condition
        let sql: String
        if let flat = flatOrdering(query.ordering) {
            var orderTerms: [String] = []
            for sortKey in flat.keys {
                for expression in try orderExpressions(sortKey.path, in: main, distinct: false) {
                    orderTerms.append(expression + (sortKey.ascending ? "" : " DESC"))
                }
            }
            orderTerms.append(key)
            var text = "SELECT \(key) \(main.fromClause(extra: whereTerm)) ORDER BY \(orderTerms.joined(separator: ", "))"
            if let limit = flat.limit { text += " LIMIT \(context.bind(.integer(Int64(limit))))" }
            sql = text
        } else {
            var stage = "SELECT \(key) AS k, \(key) AS o \(main.fromClause(extra: whereTerm))"
            for clause in query.ordering {
                stage = try orderingStage(clause, over: stage, table: table)
            }
            sql = "SELECT k FROM (\(stage)) ORDER BY o"
        }
        return SQLFragment(sql: sql, arguments: Self.usedArguments(context.arguments, in: sql))
    }

    /// The arguments up to the highest `?N` the SQL reads. A comparison that turns out constant (`name ==
    /// 1` between a linked string and an int is `0`) leaves the constant it bound unread; SQLite counts
    /// parameters up to the highest number used, so unread ones at the end must not be passed (unread
    /// ones in the middle are bound and ignored).
    static func usedArguments(_ arguments: [SQLiteValue], in sql: String) -> [SQLiteValue] {
        var highest = 0
        var number = 0, inNumber = false
        for byte in sql.utf8 {
            if inNumber, byte >= 0x30, byte <= 0x39 {
                number = number * 10 + Int(byte - 0x30)
                continue
            }
            if inNumber { highest = max(highest, number) }
            inNumber = byte == UInt8(ascii: "?")
            number = 0
        }
        if inNumber { highest = max(highest, number) }
        return Array(arguments.prefix(highest))
    }

    // MARK: - Ordering

    /// `SORT(…)` then any `LIMIT`s, or `LIMIT`s alone: one flat `ORDER BY … LIMIT`.
    private func flatOrdering(_ ordering: [ResolvedOrdering]) -> (keys: [ResolvedSortKey], limit: Int?)? {
        var keys: [ResolvedSortKey] = []
        var limit: Int?
        for (index, clause) in ordering.enumerated() {
            switch clause {
            case .sort(let k):
                guard index == 0 else { return nil }
                keys = k
            case .limit(let n): limit = min(limit ?? n, n)
            case .distinct: return nil
            }
        }
        return (keys, limit)
    }

    /// One clause applied to the rows (`k` key, `o` order) of `previous`.
    private func orderingStage(_ clause: ResolvedOrdering, over previous: String, table: String) throws -> String {
        switch clause {
        case .limit(let n):
            return "SELECT k, o FROM (\(previous)) ORDER BY o LIMIT \(context.bind(.integer(Int64(n))))"
        case .sort(let keys):
            let (scope, object) = stageScope(previous, table: table)
            var terms: [String] = []
            for sortKey in keys {
                for expression in try withRoot(object, { try orderExpressions(sortKey.path, in: scope, distinct: false) }) {
                    terms.append(expression + (sortKey.ascending ? "" : " DESC"))
                }
            }
            terms.append("q.o")
            return "SELECT q.k AS k, row_number() OVER (ORDER BY \(terms.joined(separator: ", "))) AS o \(scope.fromClause())"
        case .distinct(let paths):
            let (scope, object) = stageScope(previous, table: table)
            var terms: [String] = [], kept: [String] = []
            for path in paths {
                terms += try withRoot(object, { try orderExpressions(path, in: scope, distinct: true) })
                if let keep = try withRoot(object, { try distinctKeepsObject(path, in: scope) }) { kept.append(keep) }
            }
            let filter = kept.isEmpty ? nil : kept.joined(separator: " AND ")
            let inner = "SELECT q.k AS k, q.o AS o, row_number() OVER (PARTITION BY \(terms.joined(separator: ", ")) ORDER BY q.o) AS rn \(scope.fromClause(extra: filter))"
            return "SELECT k, o FROM (\(inner)) WHERE rn = 1"
        }
    }

    private func stageScope(_ previous: String, table: String) -> (SQLScope, String) {
        let scope = SQLScope()
        let object = context.makeAlias("x")
        scope.items = ["(\(previous)) q", "JOIN \(table) \(object) ON \(object).\(TableLayout.quotedKeyColumn) = q.k"]
        return (scope, object)
    }

    private func withRoot<T>(_ alias: String, _ body: () throws -> T) rethrows -> T {
        let saved = rootAlias
        rootAlias = alias
        defer { rootAlias = saved }
        return try body()
    }

    /// The SQL expressions a `SORT`/`DISTINCT` key orders or groups by.
    private func orderExpressions(_ path: ResolvedPath, in scope: SQLScope, distinct: Bool) throws -> [String] {
        var terms: [String] = []
        if !distinct, let lastLink = path.hops.dropLast().lastIndex(where: { $0.isLink && !$0.isCollection }) {
            // Realm Core's sort puts objects whose link is null after all others, ascending, and before them,
            // descending (BaseDescriptor::Sorter), whatever the value at the end of the path.
            var prefix = path
            prefix.hops = Array(path.hops[...lastLink])
            if case .link(let column, _) = try walk(prefix, in: scope) { terms.append("(\(column) IS NULL)") }
        }
        return terms + (try valueOrderExpressions(path, in: scope))
    }

    private func valueOrderExpressions(_ path: ResolvedPath, in scope: SQLScope) throws -> [String] {
        let value = try value(at: walk(path, in: scope), in: scope)
        if value.type == .mixed, let tag = value.tag {
            return mixedOrderExpressions(value.sql, tag: tag)
        }
        // Decimals sort and group by their exact value (10.5 and 10.50 are one value, 1E400 and 1E401 two),
        // as Decimal128::compare orders them; NaN sorts after null and before every number, as in Realm Core.
        if value.type == .decimal128 {
            // NaN has no `$sort` REAL, where there is one: the order key is computed once per row.
            let order = "\(NumberOrder.decimalOrder)(\(value.sql))"
            let nan = "\(value.numericSQL ?? order) IS NULL"
            // Two NaNs order by their bits (`NaNBits`).
            return ["CASE WHEN \(value.sql) IS NULL THEN 0 WHEN \(nan) THEN 1 ELSE 2 END",
                    "CASE WHEN \(nan) THEN \(NaNBits.key)(\(value.sql), \(ValueCoding.MixedTag.decimal.rawValue)) END", order]
        }
        // NaN is stored as a BLOB, which SQLite orders after every number; Realm Core orders it first.
        if value.type == .float || value.type == .double {
            // Two NaNs order by their bits (`NaNBits`), the one of `inf * 0` after the literal `nan`.
            return ["CASE WHEN \(value.sql) IS NULL THEN 0 WHEN typeof(\(value.sql)) = 'blob' THEN 1 ELSE 2 END",
                    "CASE WHEN typeof(\(value.sql)) = 'blob' THEN \(NaNBits.key)(\(value.sql), \(ValueCoding.MixedTag.double.rawValue)) END",
                    value.sql]
        }
        return [value.sql]
    }

    /// Mixed values in Realm Core's `Mixed::compare` order, as SQL terms to order by.
    func mixedOrderExpressions(_ sql: String, tag: String) -> [String] {
        // Realm orders mixed values by type group first: null, bool, numbers, then the rest.
        let group = "CASE WHEN \(tag) IS NULL THEN 0 WHEN \(tag) = 1 THEN 1 WHEN \(tag) IN (2, 3, 4, 8) THEN 2 ELSE \(tag) END"
        // Among numbers NaN comes first and decimals sort by value with ints and doubles (Mixed::compare):
        // SQLite compares ints with doubles exactly, a whole decimal within 64 bits is an int, and where
        // those tie the decimals' exact order (NumberOrder) decides, beyond the range of a double too.
        // NaNs (float, double and decimal) order by their bits (`NaNBits`), before every other number, the
        // double NaN `nan` tied with the decimal NaN it equals; X'FF' lies above every NaN's key.
        // (No call for a float or double that is no NaN: those are REALs.)
        let nan = "CASE WHEN \(tag) IN (3, 4) AND typeof(\(sql)) = 'blob' OR \(tag) = 8 "
            + "THEN coalesce(\(NaNBits.key)(\(sql), \(tag)), X'FF') ELSE X'FF' END"
        let numeric = "CASE WHEN \(tag) = 8 THEN \(NumberOrder.decimalNumber)(\(sql)) WHEN \(tag) IN (2, 3, 4) AND typeof(\(sql)) <> 'blob' THEN \(sql) END"
        let exactNumeric = "CASE WHEN \(tag) IN (2, 3, 4, 8) THEN \(NumberOrder.mixedNumberOrder)(\(sql), \(tag)) END"
        // Nested lists and dictionaries are all ties (kept in object order), as in Realm Core;
        // links order by their target's class, then object key (MixedLinkOrder). A number is its value
        // alone: `0` and `-0`, `10.5` and `10.50`, the int 3 and the decimal 3 are one value to `DISTINCT`
        // and ties to `SORT`, as Mixed::compare says.
        let link = ValueCoding.MixedTag.link.rawValue
        return [group, nan, numeric, exactNumeric,
                "CASE WHEN \(tag) IN (2, 3, 4, 8, 12, 13) THEN NULL WHEN \(tag) = \(link) THEN \(MixedLinkOrder.className)(\(sql), \(tag)) ELSE \(sql) END",
                "CASE WHEN \(tag) = \(link) THEN \(MixedLinkOrder.objectKey)(\(sql), \(tag)) END"]
    }

    // MARK: - Conditions

    /// A 0/1 SQL expression for `condition`, evaluated for the rows of `scope`.
    func compileCondition(_ condition: ResolvedCondition, in scope: SQLScope) throws -> String {
        let answer = try compileConditionTerms(condition, in: scope)
        // An equality Realm Core answers through a search index finds only what the index reaches.
        guard let reached = indexedMixedEquality(condition) else { return answer }
        return "(\(answer) AND \(reached))"
    }

    private func compileConditionTerms(_ condition: ResolvedCondition, in scope: SQLScope) throws -> String {
        if let semi = try semiJoin(condition, in: scope) { return semi }
        switch condition {
        case .and, .or:
            return try compileChain(condition, in: scope)
        case .not(let c):
            return "NOT \(try compileCondition(c, in: scope))"
        case .truePredicate:
            return "1"
        case .falsePredicate:
            return "0"
        case .comparison(let l, let op, let r, let options):
            if let keyed = try dictionaryLinkValueAgainstConstants(l, op, r, options: options) { return keyed }
            let general = {
                if op == .equal, options.isEmpty, let walk = try self.sortedWalkUnderAll(l, r, in: scope) { return walk }
                if let fast = try self.fastIn(l, r, op: op, options: options, in: scope) { return fast }
                let saved = self.ordersNaNFirst
                self.ordersNaNFirst = !Self.usesColumnSearch(l, r)
                defer { self.ordersNaNFirst = saved }
                if let pairwise = try self.pairwiseComparison(l, op, r, options: options, in: scope) { return pairwise }
                let answer = try self.withValues(l, in: scope) { lv, s in
                    try self.withOtherValues(r, in: s) { rv, _ in try self.compare(lv, op, rv, options: options) }
                }
                if op == .equal, options.isEmpty, let walk = try self.sortedWalkOfTwoLists(l, r, answer: answer, in: scope) { return walk }
                if options.isEmpty, let ends = try self.sortedEndsOfTwoLists(l, op, r, answer: answer) { return ends }
                return try self.emptyDictionaryGroup(l, op, r, options: options, in: scope, answer: answer)
            }
            let pair = MixedGroupPair.Condition(ordering: MixedListComparison.ordering(op), notEqual: op == .notEqual,
                                                fold: options.contains(.caseInsensitive))
            if let paired = try mixedGroupPair(l, r, condition: pair, stringOperator: false, options: options, in: scope) { return paired }
            return try mixedListComparison(l, op, r, options: options, in: scope, general: general) ?? general()
        case .stringComparison(let l, let op, let r, let options):
            if let keyed = try dictionaryLinkValueStringComparison(l, op, r, options: options) { return keyed }
            // A null needle matches every string or binary of a plain property (Realm Core's column search),
            // and otherwise as its general expression does (see `stringCompare`).
            // A null in a list of needles is always the general expression's (`uuidOpt CONTAINS {null}`
            // matches every value but null, of any type).
            var nullNeedleMatches = (l.type != .string && l.type != .data) || Self.usesColumnSearch(l, r)
            if case .list = r.kind { nullNeedleMatches = false }
            let general = {
                if let pairwise = try self.pairwiseStringComparison(l, op, r, options: options, in: scope) { return pairwise }
                // A needle through a null to-one link is a null needle, also beside a to-many subject
                // (`ALL friends.name BEGINSWITH bestFriend.name` with no best friend), as with `==`.
                return try self.withValues(l, in: scope) { lv, s in
                    try self.withOtherValues(r, in: s) { rv, _ in
                        self.stringCompare(lv, op, rv, options: options, nullNeedleMatches: nullNeedleMatches)
                    }
                }
            }
            let pair = MixedGroupPair.Condition(fold: options.contains(.caseInsensitive), stringOperation: op.stringOperationCode)
            if let paired = try mixedGroupPair(l, r, condition: pair, stringOperator: true, options: options, in: scope) { return paired }
            return try mixedListStringComparison(l, op, r, options: options, in: scope, general: general) ?? general()
        case .between(let v, let lower, let upper):
            // Realm Core: `v >= lower AND v <= upper`, each comparison quantified on its own.
            let saved = ordersNaNFirst
            defer { ordersNaNFirst = saved }
            ordersNaNFirst = !Self.usesColumnSearch(v, lower)
            let lowerTerm = try withValues(v, in: scope) { x, s in
                try self.withValues(lower, in: s) { lv, _ in try self.compare(x, .greaterOrEqual, lv, options: []) }
            }
            ordersNaNFirst = !Self.usesColumnSearch(v, upper)
            let upperTerm = try withValues(v, in: scope) { x, s in
                try self.withValues(upper, in: s) { uv, _ in try self.compare(x, .lessOrEqual, uv, options: []) }
            }
            return "(\(lowerTerm) AND \(upperTerm))"
        case .in(let v, let list, let options):
            if let keyed = try dictionaryLinkValueAgainstConstants(v, .equal, list, options: options) { return keyed }
            let general = {
                if options.isEmpty, let walk = try self.sortedWalkUnderAll(v, list, in: scope) { return walk }
                if let fast = try self.fastIn(v, list, op: .equal, options: options, in: scope) { return fast }
                // A plain property is Realm Core's column search (NaN equals nothing); through a link, list or
                // subscript its general expression, where NaN equals NaN (`best.d IN {NaN}`), as with `==`.
                let saved = self.ordersNaNFirst
                self.ordersNaNFirst = !Self.usesColumnSearch(v, in: list)
                defer { self.ordersNaNFirst = saved }
                // `list IN {…}` with no quantifier compares the collection with the list element by element,
                // as `==` does (Realm Core: `objectIdList IN {oid(…)}` holds for exactly that one-element list).
                if let pairwise = try self.pairwiseComparison(v, .equal, list, options: options, in: scope) { return pairwise }
                // `x IN list` holds when x equals any element, unless the list says ALL or NONE.
                var anyList = list
                anyList.quantifier = list.quantifier ?? .any
                let answer = try self.withValues(v, in: scope) { x, s in
                    try self.withValues(anyList, in: s) { e, _ in try self.compare(x, .equal, e, options: options) }
                }
                if options.isEmpty, let walk = try self.sortedWalkOfTwoLists(v, anyList, answer: answer, in: scope) { return walk }
                return try self.emptyDictionaryGroup(v, .equal, list, options: options, in: scope, answer: answer)
            }
            let pair = MixedGroupPair.Condition(fold: options.contains(.caseInsensitive))
            if let paired = try mixedGroupPair(v, list, condition: pair, stringOperator: false, options: options, in: scope) { return paired }
            return try mixedListComparison(v, .equal, list, options: options, in: scope, general: general) ?? general()
        case .text(let path, let search):
            if path.isMultiple { return try textThroughLinks(path, search) }
            return try textThroughToOneLinks(path, search, in: scope)
        case .geoWithin(let path, let shape, let quantifier):
            return try geoWithin(path, shape, quantifier: quantifier, in: scope)
        }
    }

    /// Calls `body` with each value of `operand`, combined per its quantifier:
    /// a list constant as OR/AND over its items, a many-valued operand as a
    /// correlated `EXISTS` whose rows are the values.
    /// The right side's values among the rows of the left side's: a single value read through to-one links
    /// is null where a link is null (Realm Core), even when the left side has many values, whose rows leave
    /// out what a null link leads to (`ALL mixedDict < link.name` compares each value with null there).
    func withOtherValues(_ operand: TypedOperand, in scope: SQLScope, _ body: (SQLValue, SQLScope) throws -> String) throws -> String {
        guard scope.isExistential, !operand.isMultiple, !operand.mayBeAbsent, operand.quantifier == nil,
              case .property(let path) = operand.kind, path.hops.contains(where: { $0.isLink && !$0.isCollection && !$0.isBacklink })
        else { return try withValues(operand, in: scope, body) }
        scope.isExistential = false
        defer { scope.isExistential = true }
        return try body(evaluate(operand, in: scope), scope)
    }

    func withValues(_ operand: TypedOperand, in scope: SQLScope, _ body: (SQLValue, SQLScope) throws -> String) throws -> String {
        let quantifier = operand.quantifier ?? .any
        if case .list(let items) = operand.kind {
            let terms = try items.map { try body(constantValue($0), scope) }
            switch quantifier {
            case .any: return terms.isEmpty ? "0" : "(" + terms.joined(separator: " OR ") + ")"
            case .all: return terms.isEmpty ? "1" : "(" + terms.joined(separator: " AND ") + ")"
            case .none: return terms.isEmpty ? "1" : "NOT (" + terms.joined(separator: " OR ") + ")"
            }
        }
        if operand.isMultiple, case .count(let path) = operand.kind, case .allBacklinks? = path.hops.last?.kind {
            // Realm Core's BacklinkCount through a to-many path is one number: the sum over the objects reached.
            return try body(backlinkCountSum(path), scope)
        }
        guard operand.isMultiple || operand.mayBeAbsent else {
            return try body(evaluate(operand, in: scope), scope)
        }
        if quantifier != .any, let perCollection = try quantifiedPerCollection(operand, quantifier, body) {
            return perCollection
        }
        let sub = SQLScope()
        sub.isExistential = true
        let value = try evaluate(operand, in: sub)
        if Self.endsAtToOneLinkAfterFanOut(operand) {
            // Realm Core's link map leaves out a null link at the end of a to-many path (`owners.best`: an
            // owner with no best is no value), as it does one on the way; a to-one path reads it as null.
            sub.conditions.append("\(value.sql) IS NOT NULL")
        }
        let predicate = try body(value, sub)
        guard !sub.isEmpty else { return predicate }
        return sub.quantified(quantifier, predicate: predicate)
    }

    /// Whether `operand` is many-valued or an element of a collection and ends at a to-one link
    /// (`owners.best`, `ownerDict.best`, `owners[0].best`).
    static func endsAtToOneLinkAfterFanOut(_ operand: TypedOperand) -> Bool {
        guard case .property(let path) = operand.kind else { return false }
        return operand.isMultiple ? path.endsAtToOneLink : path.endsAtLinkAfterElement
    }

    /// `ALL list.integers == 1`, `ALL links.sd['k'] > 'm'`: a list of values reached through to-many links
    /// (whole, or one element of it) is quantified list by list, and the row matches when any of those
    /// lists does (or when there is none) — Realm Core evaluates each linked object's collection
    /// separately (Parser_list_of_primitive_ints, `LinkedCollection`). Nil for other shapes.
    private func quantifiedPerCollection(_ operand: TypedOperand, _ quantifier: Quantifier,
                                         _ body: (SQLValue, SQLScope) throws -> String) throws -> String? {
        guard case .property(let path) = operand.kind, let shape = LinkedCollection(path) else { return nil }
        // The walk fans the links out into `outer`; `inner` holds one linked object's values.
        let outer = SQLScope(), inner = SQLScope()
        guard let value = try linkedCollectionValues(shape, objects: outer, values: inner) else { return nil }
        let predicate = try body(value, inner)
        let innerTest = inner.quantified(quantifier, predicate: predicate)
        return "(NOT EXISTS (SELECT 1 \(outer.fromClause())) OR EXISTS (SELECT 1 \(outer.fromClause(extra: innerTest))))"
    }

    /// `col IN (?, ?, …)` for a single-valued property against non-null
    /// constants compared natively: the form SQLite answers from an index.
    func fastIn(_ l: TypedOperand, _ r: TypedOperand, op: ComparisonOperator, options: StringOptions, in scope: SQLScope) throws -> String? {
        guard op == .equal, options.isEmpty, !l.isMultiple, l.quantifier == nil, case .property(let path) = l.kind,
              case .list(let items) = r.kind, !items.isEmpty, r.quantifier == nil || r.quantifier == .any else { return nil }
        // Through an element of a list or dictionary of links (`friends[0].name`) the values are a list to
        // Realm Core, met element by element (`pairwiseComparison`).
        if r.quantifier == nil, Self.fansOutBeforeItsEnd(path) || Self.listElementAfterToOneLinks(path) != nil { return nil }
        guard items.allSatisfy({ $0 != .null && SQLValue.family(ValueType($0)) != nil && SQLValue.family(ValueType($0)) == SQLValue.family(l.type) }),
              l.type != .float, l.type != .double, SQLValue.family(l.type) != SQLValue.family(.object("")) else { return nil }
        let value = try evaluate(l, in: scope)
        let parameters = items.map { context.bind(ValueCoding.sqliteValue($0)) }
        let test = "\(value.sql) IN (\(parameters.joined(separator: ", ")))"
        return value.isNullable ? "(\(test) AND \(value.sql) IS NOT NULL)" : test
    }
}
