import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - Operands

    /// One value of `operand` as SQL in `scope` (for a many-valued operand,
    /// `scope` is the subquery `withValues` made: its rows are the values).
    func evaluate(_ operand: TypedOperand, in scope: SQLScope) throws -> SQLValue {
        switch operand.kind {
        case .property(let path):
            return try value(at: walk(path, in: scope), in: scope)
        case .constant(let constant):
            var value = constantValue(constant)
            if operand.type == .typeName { value.type = .typeName }
            return value
        case .list:
            preconditionFailure("lists are expanded by withValues")
        case .arithmetic(let op, let l, let r):
            let lv = try evaluate(l, in: scope), rv = try evaluate(r, in: scope)
            if lv.type == .int, rv.type == .int, let wrapping = WrappingIntegerArithmetic.function(op) {
                // Realm Core computes ints in 64 bits, wrapping around on overflow.
                return SQLValue(sql: "\(wrapping)(\(numeric(lv)), \(numeric(rv)))", type: .int)
            }
            // Anything else is Realm Core's Mixed arithmetic (`MixedArithmetic`): a float, double or
            // decimal result, a division by zero, NaN, a mixed side — a mixed value with its tag.
            let arguments = "\(MixedArithmetic.code(op)), \(lv.sql), \(lv.tagSQL), \(rv.sql), \(rv.tagSQL)"
            var result = SQLValue(sql: "\(MixedArithmetic.value)(\(arguments))", type: .mixed)
            result.tag = "\(MixedArithmetic.tag)(\(arguments))"
            return result
        case .count(let counted):
            // `dict.@values.@count` is `dict.@count` in Realm Core (`@values` of a dictionary is the dictionary):
            // counted as one size, not expanded into the object's rows (a dictionary of objects gave no answer).
            let (path, keyed) = Self.countedPath(counted)
            let position = try walk(path, in: scope)
            // Realm Core counts a dictionary of objects two ways (`LinkCount`): as the path's only link it
            // follows the links, skipping null values (`favoriteCities.@count`); at the end of a longer
            // chain (`friends.favoriteCities.@count`, `address.d.@count`), or with a key after it
            // (`favoriteCities['summer'].@count`), it reads the dictionary's size, nulls included.
            var value = SQLValue(sql: try count(position, skippingNullLinks: !keyed && path.hops.count == 1), type: .int)
            if case .collection = position { value.isNullable = false }
            if case .backlinks = position { value.isNullable = false }
            if case .allBacklinks = position { value.isNullable = false }
            return value
        case .elementLengths(let path):
            return try elementLengths(path, in: scope)
        case .typeOf(let path):
            if path.hasFixedType {
                // Realm Core makes `@type` of a property whose type the schema fixes a constant, the
                // column's type (`TypeOfValue(ColKey)`): also where the value is null, the link null or the
                // list of links empty (`bestFriend.@type == anything.@type` holds for a null bestFriend).
                let name = path.type.propertyType?.rawValue ?? "null"
                return SQLValue(sql: "'\(name)'", type: .typeName)
            }
            let v = try value(at: walk(path, in: scope), in: scope)
            return SQLValue(sql: typeNameSQL(v), type: .typeName)
        case .aggregate(let op, let collection, let member):
            let sub = SQLScope()
            if member != nil {
                // Realm Core aggregates a member over every object the whole chain reaches (one value,
                // duplicates kept): the walk joins inside the aggregate, where a null link leads nowhere.
                sub.isExistential = true
                return try aggregate(op, collection: walk(collection, in: sub), member: member, in: sub)
            }
            return try aggregate(op, collection: walk(collection, in: scope), member: member, in: sub)
        case .subqueryCount(let subquery):
            // Realm Core counts over every object the whole chain reaches (`SubQueryCount`: one
            // `LinkMap`, duplicates kept), so the chain is walked inside the count.
            let sub = SQLScope()
            let position = try walk(subquery.collection, in: sub)
            guard case .object(let alias, _) = try objectRows(expand(position, in: sub), in: sub) else {
                preconditionFailure("SUBQUERY collections hold objects (the resolver checks this)")
            }
            let saved = variables[subquery.variable]
            variables[subquery.variable] = alias
            defer { variables[subquery.variable] = saved }
            let condition = try compileCondition(subquery.condition, in: sub)
            var value = SQLValue(sql: "(SELECT count(*) \(sub.fromClause(extra: condition)))", type: .int)
            value.isNullable = false
            return value
        }
    }

    /// Follows a trailing link so the rows are objects.
    private func objectRows(_ position: PathPosition, in scope: SQLScope) throws -> PathPosition {
        if case .link(let column, let className) = position {
            let alias = context.makeAlias("o")
            scope.add(TableLayout.quote(TableLayout.classTable(className)), alias: alias, on: "\(alias).\(TableLayout.quotedKeyColumn) = \(column)", left: false)
            return .object(alias: alias, className: className)
        }
        return position
    }

    /// A constant as a bound parameter (a link by primary key as a key lookup).
    func constantValue(_ constant: AnyRealmValue) -> SQLValue {
        var value = SQLValue(sql: "NULL", type: ValueType(constant), constant: constant)
        switch constant {
        case .null:
            return value
        case .link(let link):
            if let key = link.key {
                value.sql = context.bind(.integer(key))
            } else if case .primaryKey(let pk) = link.target, let objectSchema = schema[link.className], let pkName = objectSchema.primaryKey {
                let table = TableLayout.quote(TableLayout.classTable(link.className))
                value.sql = "(SELECT \(TableLayout.quotedKeyColumn) FROM \(table) WHERE \(TableLayout.quotedColumn(pkName)) IS \(context.bind(ValueCoding.sqliteValue(pk))))"
                // NULL when no such object: compare it as an expression (with IS), not as a known non-null constant.
                value.constant = nil
            }
            return value
        default:
            value.sql = context.bind(ValueCoding.sqliteValue(constant))
            return value
        }
    }

    private func numeric(_ value: SQLValue) -> String {
        if let numeric = value.numericSQL { return numeric }
        if case .decimal128(let d)? = value.constant { return context.bind(.real(d.doubleValue)) }
        if value.type == .mixed, let tag = value.tag {
            // Realm aggregates every numeric value of a mixed collection, decimals included.
            return "CASE WHEN \(tag) IN (2, 3, 4) THEN \(value.sql) WHEN \(tag) = 8 THEN \(RealmSQLFunctions.decimalToReal)(\(value.sql)) END"
        }
        return value.sql
    }

    /// The canonical type name of a value (`TypeNames`, `AnyRealmValue.typeName`).
    func typeNameSQL(_ value: SQLValue) -> String {
        if value.type == .mixed, let tag = value.tag {
            // A mixed value's storage tag (1…13, `MixedBlob`) names its type; the names come from the one list.
            let named: [PropertyType] = [.bool, .int, .float, .double, .string, .data, .date, .decimal128, .objectId, .uuid, .object]
            let cases = (named.map(\.rawValue) + ["list", "dictionary"]).enumerated()
                .map { "WHEN \($0.offset + 1) THEN '\($0.element)'" }.joined(separator: " ")
            // A set read through a link (`ValueCoding.MixedTag.set`) has a name no `@type` constant has (Core refuses it).
            return "CASE \(tag) \(cases) WHEN \(ValueCoding.MixedTag.set.rawValue) THEN 'set' ELSE 'null' END"
        }
        let name = value.type == .mixed ? "null" : value.type.propertyType?.rawValue ?? "null"
        return "CASE WHEN \(value.sql) IS NULL THEN 'null' ELSE '\(name)' END"
    }

    // MARK: - @count and aggregates

    /// `items.@links.@count`: the backlinks of every object the path reaches, added up.
    func backlinkCountSum(_ path: ResolvedPath) throws -> SQLValue {
        let sub = SQLScope()
        let count = try count(walk(path, in: sub))
        var value = SQLValue(sql: "(SELECT coalesce(sum(\(count)), 0) \(sub.fromClause()))", type: .int)
        value.isNullable = false
        return value
    }

    /// The size of the collection (or string, binary) at `position`; a dictionary of objects counts only
    /// its links unless `skippingNullLinks` is false.
    func count(_ position: PathPosition, skippingNullLinks: Bool = true) throws -> String {
        switch position {
        case .collection(let owner, let className, let property):
            let table = TableLayout.quote(TableLayout.collectionTable(className, property.name))
            // Realm Core's link count of a dictionary of objects skips its null values where the dictionary
            // is the first link (see `.count` in `evaluate`).
            let skips = skippingNullLinks && property.type == .object && property.collection == .dictionary
            let links = skips ? " AND \(TableLayout.quotedValueColumn) IS NOT NULL" : ""
            return "(SELECT count(*) FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(owner).\(TableLayout.quotedKeyColumn)\(links))"
        case .backlinks(let target, let originClass, let originProperty):
            return backlinkCount(target: target, originClass: originClass, originProperty: originProperty)
        case .allBacklinks(let target, let className):
            var terms: [String] = []
            for objectSchema in schema.objectSchemas {
                for property in objectSchema.persistedProperties where property.type == .object && property.objectClassName == className {
                    terms.append(backlinkCount(target: target, originClass: objectSchema.className, originProperty: property.name))
                }
            }
            terms += mixedBacklinkCounts(target: target, className: className)
            return terms.isEmpty ? "0" : "(" + terms.joined(separator: " + ") + ")"
        case .value(let v):
            if v.type == .mixed, let tag = v.tag {
                // A nested list or dictionary counts its elements (Realm Core's Columns<Mixed>::size()).
                return "CASE WHEN \(tag) IN (5, 6) THEN length(CAST(\(v.sql) AS BLOB)) WHEN \(tag) IN (12, 13) THEN \(MixedPathFunctions.size)(\(v.sql), \(tag)) END"
            }
            return "length(CAST(\(v.sql) AS BLOB))"
        case .link(let column, _):
            return "(\(column) IS NOT NULL)"
        case .object(let alias, _):
            return "(\(alias).\(TableLayout.quotedKeyColumn) IS NOT NULL)"
        }
    }

    private func backlinkCount(target: String, originClass: String, originProperty: String) -> String {
        if schema[originClass]?[originProperty]?.isCollection == true {
            let table = TableLayout.quote(TableLayout.collectionTable(originClass, originProperty))
            return "(SELECT count(*) FROM \(table) WHERE \(TableLayout.quotedValueColumn) = \(target).\(TableLayout.quotedKeyColumn))"
        }
        let table = TableLayout.quote(TableLayout.classTable(originClass))
        return "(SELECT count(*) FROM \(table) WHERE \(TableLayout.quotedColumn(originProperty)) = \(target).\(TableLayout.quotedKeyColumn))"
    }

    /// `@min`, `@max`, `@sum`, `@avg` over the collection at `position`
    /// (of `member` for objects), its rows joined in `sub`: nulls ignored; `@sum` of nothing is 0, the others null.
    private func aggregate(_ op: CollectionOperator, collection position: PathPosition, member: Property?, in sub: SQLScope) throws -> SQLValue {
        var element = try objectRows(expand(position, in: sub), in: sub)
        var objectAlias: String?
        if let member, case .object(let alias, _) = element {
            element = .value(columnValue("\(alias).\(TableLayout.quotedColumn(member.name))", property: member, alias: alias))
            objectAlias = alias
        }
        let v = try value(at: element, in: sub)
        if op == .sum || op == .avg, !v.type.isNumeric, v.type != .mixed {
            // A dictionary of strings, dates, … holds no number: Realm Core's Sum<Mixed> is 0, its Average null,
            // both mixed values (the resolver allows this on dictionaries only).
            var none = SQLValue(sql: op == .sum ? "0" : "NULL", type: .mixed)
            none.tag = op == .sum ? String(ValueCoding.MixedTag.int.rawValue) : "NULL"
            return none
        }
        if op == .min || op == .max, v.type == .mixed, let tag = v.tag {
            // Realm Core's Minimum<Mixed>/Maximum<Mixed>: the least or greatest value of any type by
            // Mixed::compare (numbers below strings, …), nulls skipped.
            let direction = op == .min ? "" : " DESC"
            let order = mixedOrderExpressions(v.sql, tag: tag).map { $0 + direction }.joined(separator: ", ")
            let rows = "\(sub.fromClause(extra: "\(tag) IS NOT NULL")) ORDER BY \(order) LIMIT 1"
            var extreme = SQLValue(sql: "(SELECT \(v.sql) \(rows))", type: .mixed)
            extreme.tag = "(SELECT \(tag) \(rows))"
            return extreme
        }
        if op == .min || op == .max, v.type == .float || v.type == .double, member == nil,
           case .collection(_, _, let property) = position, property.collection == .dictionary {
            // A dictionary's values are mixed to Realm Core (Minimum<Mixed>/Maximum<Mixed>): NaN is a value,
            // ordered below every number, so `@min` of `{NaN, inf}` is NaN (a list or set skips it).
            let isNaN = "typeof(\(v.sql)) = 'blob'"
            let order = op == .min ? "\(isNaN) DESC, \(v.sql)" : "\(isNaN), \(v.sql) DESC"
            return SQLValue(sql: "(SELECT \(v.sql) \(sub.fromClause(extra: "\(v.sql) IS NOT NULL")) ORDER BY \(order) LIMIT 1)", type: v.type)
        }
        if v.type == .decimal128 {
            // Exact decimal arithmetic (money adds up), over the 16-byte values. Realm Core skips a NaN
            // decimal in every aggregate (`valid_for_agg`): `@sum` of `[1E-6176, NaN]` is `1E-6176`.
            let input = "CASE WHEN \(NumberOrder.decimalOrder)(\(v.sql)) IS NOT NULL THEN \(v.sql) END"
            return SQLValue(sql: "(SELECT \(DecimalAggregate.functionName(op))(\(input)) \(sub.fromClause()))", type: .decimal128)
        }
        if op == .sum || op == .avg, v.type == .mixed, let tag = v.tag {
            // Realm Core adds mixed numbers as decimals (Sum<Mixed>, Average<Mixed>): ints exactly, never
            // overflowing, doubles to 15 significant digits; the result is a decimal.
            let input = "\(DecimalAggregate.mixedToDecimal)(\(v.sql), \(tag))"
            return SQLValue(sql: "(SELECT \(DecimalAggregate.functionName(op))(\(input)) \(sub.fromClause()))", type: .decimal128)
        }
        var input = numeric(v)
        var type = v.type
        if v.type == .float || v.type == .double {
            input = "CASE WHEN typeof(\(v.sql)) = 'blob' THEN NULL ELSE \(v.sql) END"
        }
        if v.type == .decimal128 || v.type == .mixed { type = .double }
        // Realm Core adds floats in a double (`Sum<float>`, `Average<float>` give doubles), which a
        // decimal compares with through 15 significant digits, not a float's 7.
        if v.type == .float, op == .sum || op == .avg { type = .double }
        let sql: String
        switch op {
        case .sum where v.type == .int:
            sql = "(SELECT \(WrappingIntegerSum.name)(\(input)) \(sub.fromClause()))"
        case .sum where v.type == .float || v.type == .double:
            // Added one by one, a NaN the additions make kept (`DoubleSum`).
            let rows = Self.keyOrderedRows(input, objectAlias: objectAlias, in: sub)
            sql = "(SELECT \(DoubleSum.sumName)(\(rows.value)) \(rows.from))"
        case .sum:
            let rows = Self.keyOrderedRows(input, objectAlias: objectAlias, in: sub)
            sql = "(SELECT coalesce(sum(\(rows.value)), 0) \(rows.from))"
        case .avg where v.type == .float || v.type == .double:
            let rows = Self.keyOrderedRows(input, objectAlias: objectAlias, in: sub)
            sql = "(SELECT \(DoubleSum.averageName)(\(rows.value)) \(rows.from))"
        case .avg:
            let rows = Self.keyOrderedRows(input, objectAlias: objectAlias, in: sub)
            sql = "(SELECT avg(\(rows.value)) \(rows.from))"
            if type == .int { type = .double }
        case .min, .max:
            let function = op == .min ? "min" : "max"
            let argument = [.date, .string, .objectId, .uuid].contains(v.type) ? v.sql : input
            sql = "(SELECT \(function)(\(argument)) \(sub.fromClause()))"
            if let tag = Self.mixedTag(ofDictionaryAggregate: v.type) {
                // The least or greatest value of a dictionary of strings, object ids, uuids or bools is
                // a mixed value to Realm Core: compared as Mixed, where null is never ordered.
                var mixed = SQLValue(sql: sql, type: .mixed)
                mixed.tag = "(CASE WHEN \(sql) IS NOT NULL THEN \(tag.rawValue) END)"
                return mixed
            }
        case .count, .type:
            preconditionFailure("not an aggregate")
        }
        return SQLValue(sql: sql, type: type)
    }

    /// The mixed tag a dictionary aggregate of `type` is compared under (see `aggregate`).
    private static func mixedTag(ofDictionaryAggregate type: ValueType) -> ValueCoding.MixedTag? {
        switch type {
        case .string: return .string
        case .objectId: return .objectId
        case .uuid: return .uuid
        case .bool: return .bool
        default: return nil
        }
    }
}
