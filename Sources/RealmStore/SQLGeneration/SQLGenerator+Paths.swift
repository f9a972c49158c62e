import RealmModel
import RealmQuery

/// A value as SQL: its expression, static type and, for `mixed`, the SQL of
/// its type tag; for `decimal`, the approximate REAL used for arithmetic,
/// aggregates and sorting.
struct SQLValue {
    var sql: String
    var type: ValueType
    /// The `$type` column of a mixed value.
    var tag: String?
    /// The `$sort` column of a decimal value.
    var numericSQL: String?
    /// The value, when it is a constant.
    var constant: AnyRealmValue?
    /// False when the value can never be NULL (a required column of a row that always exists, a count).
    var isNullable = true
    /// True for the column of an indexed property, which a range or `IN` on it can find through its index.
    var isIndexedColumn = false

    /// Types SQLite compares correctly by itself, grouped: values of one group compare with each other.
    static func family(_ type: ValueType) -> Int? {
        switch type {
        case .int, .float, .double: return 1
        case .bool: return 2
        case .string: return 3
        case .data: return 4
        case .date: return 5
        case .objectId: return 6
        case .uuid: return 7
        case .object: return 8
        case .decimal128, .mixed, .null, .typeName: return nil
        }
    }

    /// The SQL of the value's `ValueCoding.MixedTag` (NULL for null).
    var tagSQL: String {
        if type == .mixed { return tag ?? "NULL" }
        if let constant {
            return ValueCoding.mixedTag(of: constant).map { String($0.rawValue) } ?? "NULL"
        }
        return SQLValue.tag(of: type).map { String($0.rawValue) } ?? "NULL"
    }

    static func tag(of type: ValueType) -> ValueCoding.MixedTag? {
        switch type {
        case .bool: return .bool
        case .int: return .int
        case .float: return .float
        case .double: return .double
        case .string: return .string
        case .data: return .data
        case .date: return .date
        case .decimal128: return .decimal
        case .objectId: return .objectId
        case .uuid: return .uuid
        case .object: return .link
        case .mixed, .null, .typeName: return nil
        }
    }
}

/// Where a walk along a key path stands.
enum PathPosition {
    /// At an object: the alias of its class-table row.
    case object(alias: String, className: String)
    /// At a link column not yet followed (followed on the next step, else compared as a key).
    case link(column: String, className: String)
    /// At a value.
    case value(SQLValue)
    /// At a list, set or dictionary property of the object `owner`, not yet expanded.
    case collection(owner: String, className: String, property: Property)
    /// At the objects of `originClass` whose `originProperty` links to `target`.
    case backlinks(target: String, originClass: String, originProperty: String)
    /// At every object linking to `target` (only counted).
    case allBacklinks(target: String, className: String)
}

extension SQLGenerator {
    // MARK: - Walking key paths

    /// Walks `path` in `scope`, adding joins: to-one steps as memoised LEFT
    /// JOINs, to-many steps as JOINs (only in a scope made for a many-valued operand).
    /// A final collection is left unexpanded.
    func walk(_ path: ResolvedPath, in scope: SQLScope) throws -> PathPosition {
        var position: PathPosition
        switch path.root {
        case .object(let className): position = .object(alias: rootAlias, className: className)
        case .variable(let name, let className):
            guard let alias = variables[name] else { preconditionFailure("subquery variable \(name) not bound") }
            position = .object(alias: alias, className: className)
        }
        for hop in path.hops {
            position = try step(position, hop, in: scope)
        }
        return position
    }

    func step(_ position: PathPosition, _ hop: Hop, in scope: SQLScope) throws -> PathPosition {
        switch position {
        case .link(let column, let className):
            return try step(.object(alias: toOneJoin(column: column, className: className, in: scope), className: className), hop, in: scope)
        case .collection(let owner, let className, let property):
            switch hop.kind {
            case .element(let selector):
                return element(owner: owner, className: className, property: property, selector: selector, in: scope)
            case .allValues:
                return expand(position, in: scope)
            case .keys:
                let side = fanOut(owner: owner, className: className, property: property, in: scope)
                return .value(SQLValue(sql: "\(side).\(TableLayout.quotedDictionaryKeyColumn)", type: .string))
            default:
                return try step(expand(position, in: scope), hop, in: scope)
            }
        case .backlinks, .allBacklinks:
            return try step(expand(position, in: scope), hop, in: scope)
        case .value(let v):
            if v.type != .mixed, case .element = hop.kind {
                // A step into a value of a dictionary of values (`intDict['a'].x`): Realm Core reads the
                // values as mixed ones, and this one holds no collection, so the step finds nothing.
                return .value(try mixedStep(SQLValue(sql: "NULL", type: .mixed, tag: "NULL"), hop, in: scope))
            }
            guard v.type == .mixed else {
                throw RealmError.invalidInput("cannot compile \(quoted: "\(hop)"): the key path continues past a value")
            }
            return .value(try mixedStep(v, hop, in: scope))
        case .object(let alias, let className):
            switch hop.kind {
            case .property(let property):
                if property.isCollection { return .collection(owner: alias, className: className, property: property) }
                if property.type == .linkingObjects {
                    return .backlinks(target: alias, originClass: property.objectClassName ?? "", originProperty: property.linkOriginPropertyName ?? "")
                }
                let column = "\(alias).\(TableLayout.quotedColumn(property.name))"
                if property.type == .object { return .link(column: column, className: property.objectClassName ?? "") }
                return .value(columnValue(column, property: property, alias: alias))
            case .backlinks(let originClass, let originProperty):
                return .backlinks(target: alias, originClass: originClass, originProperty: originProperty)
            case .allBacklinks:
                return .allBacklinks(target: alias, className: className)
            case .element, .allValues, .keys:
                preconditionFailure("subscripts apply to collections (the resolver checks this)")
            }
        }
    }

    /// The value(s) of a property column.
    func columnValue(_ column: String, property: Property, alias: String) -> SQLValue {
        var value = SQLValue(sql: column, type: ValueType(property))
        value.isNullable = property.isOptional || property.type == .mixed || nullableAliases.contains(alias)
        value.isIndexedColumn = property.isIndexed
        if property.type == .mixed { value.tag = column.dropLast() + "$type\"" }
        if property.type == .decimal128 { value.numericSQL = column.dropLast() + "$sort\"" }
        return value
    }

    /// Follows a to-one link once per scope.
    func toOneJoin(column: String, className: String, in scope: SQLScope) -> String {
        let memo = column + "→" + className
        if let alias = scope.toOneJoins[memo] { return alias }
        let alias = context.makeAlias("l")
        // The second term (no affinity on either side) lets SQLite drive the join from an index on
        // the link column, e.g. find the people of one city through the city's name index.
        // Among the rows of a many-valued operand a null link leads to no value at all (Realm Core's
        // LinkMap finds no object), so there the join is an inner one.
        scope.add(TableLayout.quote(TableLayout.classTable(className)), alias: alias,
                  on: "\(alias).\(TableLayout.quotedKeyColumn) = \(column) AND \(column) = +\(alias).\(TableLayout.quotedKeyColumn)", left: !scope.isExistential)
        scope.toOneJoins[memo] = alias
        if !scope.isExistential { nullableAliases.insert(alias) }
        return alias
    }

    /// Joins a collection's side table (one row per element); returns its alias.
    private func fanOut(owner: String, className: String, property: Property, in scope: SQLScope) -> String {
        let side = context.makeAlias("s")
        let table = TableLayout.quote(TableLayout.collectionTable(className, property.name))
        scope.add(table, alias: side, on: "\(side).\(TableLayout.quotedOwnerColumn) = \(owner).\(TableLayout.quotedKeyColumn)", left: false)
        switch property.collection {
        case .list?: scope.orderTerms.append("\(side).\(TableLayout.quotedPositionColumn)")
        case .dictionary?: scope.orderTerms.append("\(side).\(TableLayout.quotedDictionaryKeyColumn)")
        default: scope.orderTerms.append("\(side).\(TableLayout.quotedValueColumn)")
        }
        return side
    }

    /// The value (or link) held in column `value` of side-table row `side`.
    private func elementPosition(_ side: String, property: Property) -> PathPosition {
        let column = "\(side).\(TableLayout.quotedValueColumn)"
        if property.type == .object { return .link(column: column, className: property.objectClassName ?? "") }
        return .value(columnValue(column, property: property, alias: side))
    }

    /// Expands a pending collection or backlinks into rows of `scope`.
    func expand(_ position: PathPosition, in scope: SQLScope) -> PathPosition {
        switch position {
        case .collection(let owner, let className, let property):
            return elementPosition(fanOut(owner: owner, className: className, property: property, in: scope), property: property)
        case .backlinks(let target, let originClass, let originProperty):
            let origin = context.makeAlias("b")
            let originTable = TableLayout.quote(TableLayout.classTable(originClass))
            let property = schema[originClass]?[originProperty]
            if property?.isCollection == true {
                let side = context.makeAlias("s")
                scope.add(TableLayout.quote(TableLayout.collectionTable(originClass, originProperty)), alias: side,
                          on: "\(side).\(TableLayout.quotedValueColumn) = \(target).\(TableLayout.quotedKeyColumn)", left: false)
                scope.add(originTable, alias: origin, on: "\(origin).\(TableLayout.quotedKeyColumn) = \(side).\(TableLayout.quotedOwnerColumn)", left: false)
                scope.orderTerms.append("\(origin).\(TableLayout.quotedKeyColumn)")
                scope.orderTerms.append("\(side).rowid")
            } else {
                scope.add(originTable, alias: origin, on: "\(origin).\(TableLayout.quotedColumn(originProperty)) = \(target).\(TableLayout.quotedKeyColumn)", left: false)
                scope.orderTerms.append("\(origin).\(TableLayout.quotedKeyColumn)")
            }
            return .object(alias: origin, className: originClass)
        case .allBacklinks(let target, _):
            return .value(SQLValue(sql: "\(target).\(TableLayout.quotedKeyColumn)", type: .int))
        default:
            return position
        }
    }

    /// `list[i]`, `list[FIRST]`, `list[LAST]`, `dict['key']`: a LEFT JOIN to at most one row.
    private func element(owner: String, className: String, property: Property, selector: ResolvedSubscript, in scope: SQLScope) -> PathPosition {
        let side = context.makeAlias("e")
        let table = TableLayout.quote(TableLayout.collectionTable(className, property.name))
        let order = property.collection == .list ? TableLayout.quotedPositionColumn : "rowid"
        if scope.isExistential {
            return existentialElement(side: side, table: table, order: order, owner: owner, property: property, selector: selector, in: scope)
        }
        let pick: String
        if case .key(let key) = selector {
            pick = "\(side).\(TableLayout.quotedDictionaryKeyColumn) = \(context.bind(.text(key)))"
        } else {
            pick = "\(side).rowid = " + positionalRowID(table: table, order: order, ownerKey: "\(owner).\(TableLayout.quotedKeyColumn)", selector: selector)
        }
        scope.add(table, alias: side, on: "\(side).\(TableLayout.quotedOwnerColumn) = \(owner).\(TableLayout.quotedKeyColumn) AND \(pick)", left: true)
        nullableAliases.insert(side)
        return elementPosition(side, property: property)
    }

    /// The value at a walk's end: a link compares as the target's key, a
    /// pending collection expands (the caller made `scope` for many values).
    func value(at position: PathPosition, in scope: SQLScope) throws -> SQLValue {
        switch position {
        case .value(let v): return v
        case .link(let column, let className): return SQLValue(sql: column, type: .object(className))
        case .object(let alias, let className): return SQLValue(sql: "\(alias).\(TableLayout.quotedKeyColumn)", type: .object(className))
        case .collection, .backlinks, .allBacklinks:
            return try value(at: expand(position, in: scope), in: scope)
        }
    }

    /// The rowid subquery of the element `selector` picks by position
    /// (`[n]`, `[FIRST]`, `[LAST]`) among the owner's rows in `order`.
    private func positionalRowID(table: String, order: String, ownerKey: String, selector: ResolvedSubscript) -> String {
        let rows = "SELECT rowid FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(ownerKey) ORDER BY \(order)"
        switch selector {
        case .index(let i): return "(\(rows) LIMIT 1 OFFSET \(context.bind(.integer(Int64(i)))))"
        case .first: return "(\(rows) LIMIT 1)"
        case .last: return "(\(rows) DESC LIMIT 1)"
        case .key: preconditionFailure("a key subscript is not positional")
        }
    }

    /// An element among the rows of a many-valued operand, as Realm Core finds it:
    /// no row when the collection is empty; otherwise one row, holding the selected
    /// element or — for a missing key or an index past the end — null.
    private func existentialElement(side: String, table: String, order: String, owner: String, property: Property,
                                    selector: ResolvedSubscript, in scope: SQLScope) -> PathPosition {
        let selected: String
        let ownerKey = "\(owner).\(TableLayout.quotedKeyColumn)"
        switch selector {
        case .key(let key):
            selected = "(SELECT rowid FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(ownerKey) AND \(TableLayout.quotedDictionaryKeyColumn) = \(context.bind(.text(key))))"
        case .index, .first, .last:
            selected = positionalRowID(table: table, order: order, ownerKey: ownerKey, selector: selector)
        }
        let anyRow = "(SELECT rowid FROM \(table) WHERE \(TableLayout.quotedOwnerColumn) = \(ownerKey) LIMIT 1)"
        scope.add(table, alias: side, on: "\(side).\(TableLayout.quotedOwnerColumn) = \(ownerKey) AND \(side).rowid = coalesce(\(selected), \(anyRow))", left: false)
        let hit = "\(side).rowid IS \(selected)"
        switch elementPosition(side, property: property) {
        case .link(let column, let className):
            return .link(column: "CASE WHEN \(hit) THEN \(column) END", className: className)
        case .value(var v):
            v.sql = "CASE WHEN \(hit) THEN \(v.sql) END"
            v.tag = v.tag.map { "CASE WHEN \(hit) THEN \($0) END" }
            v.numericSQL = v.numericSQL.map { "CASE WHEN \(hit) THEN \($0) END" }
            v.isNullable = true
            return .value(v)
        case let other:
            return other
        }
    }

    /// One step into a mixed value: an element (`[0]`, `[LAST]`, `['key']`, `.key`) or every
    /// element (`[*]`). Among the rows of a many-valued operand, a step that finds nothing
    /// leaves no row; elsewhere it reads as null.
    private func mixedStep(_ v: SQLValue, _ hop: Hop, in scope: SQLScope) throws -> SQLValue {
        if case .element(.key(MixedKeys.selector)) = hop.kind { return mixedKeys(v, in: scope) }
        let tag = v.tag ?? "NULL"
        let selector: String
        switch hop.kind {
        case .element(.index(let i)): selector = context.bind(.integer(Int64(i)))
        case .element(.first): selector = "0"
        case .element(.last): selector = "-1"
        case .element(.key(let key)): selector = context.bind(.text(key))
        case .allValues:
            let each = context.makeAlias("j")
            scope.add("json_each(\(MixedPathFunctions.keys)(\(v.sql), \(tag)))", alias: each, on: "1", left: false)
            selector = "\(each).value"
        default:
            throw RealmError.invalidInput("cannot compile \(quoted: "\(hop)"): the key path continues past a value")
        }
        var element = SQLValue(sql: "\(MixedPathFunctions.get)(\(v.sql), \(tag), \(selector))", type: .mixed)
        var elementTag = "\(MixedPathFunctions.tag)(\(v.sql), \(tag), \(selector))"
        if case .element(.key(let key)) = hop.kind, let followed = followingAnyMixedLink(v, key: key, element: element, elementTag: elementTag)
            ?? followingMixedLink(v, key: key, element: element, elementTag: elementTag) {
            (element.sql, elementTag) = followed
        }
        if scope.isExistential {
            let present = context.makeAlias("p")
            scope.add("(SELECT 1)", alias: present, on: "\(elementTag) IS NOT \(MixedPathFunctions.absent)", left: false)
            element.tag = elementTag
        } else {
            element.tag = "nullif(\(elementTag), \(MixedPathFunctions.absent))"
        }
        return element
    }
}
