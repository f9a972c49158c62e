import Foundation

/// What a developer writes against an app's schema (the demo templates'
/// `Book`, `Author`, `Note`, `Tag`, `Person`, `Dog`, …): conditions through
/// one or two links and embedded objects, `[c]` searches with words the
/// store holds, `@count`/`@sum`/`@avg`/`@min`/`@max` over lists and backlinks
/// (`@links.Class.prop`), `SUBQUERY`, `ANY`/`ALL`/`NONE`, dictionaries by the
/// keys they hold, mixed values, property against property, and sorted,
/// distinct, limited listings (also by a linked property). Drawn from the
/// schema, so every template gets its own.
extension QueryGenerator {
    static let realisticCategories = ["app-path", "app-search", "app-aggregate", "app-subquery", "app-dictionary",
                                      "app-mixed", "app-properties", "app-listing", "app-combined"]

    /// `count` app-style cases over the dump's top-level classes.
    mutating func realisticCases(_ count: Int) -> [DifferentialCase] {
        cases(count, categories: Self.realisticCategories) { $0.makeRealistic($1, $2) }
    }

    mutating func makeRealistic(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "app-path": return pathCondition(cls).map { ($0, false) }
        case "app-search": return search(cls).map { ($0, false) }
        case "app-aggregate": return collectionAggregate(cls).map { ($0, false) }
        case "app-subquery": return appSubquery(cls).map { ($0, false) }
        case "app-dictionary": return dictionaryByKey(cls).map { ($0, false) }
        case "app-mixed": return mixedCondition(cls).map { ($0, false) }
        case "app-properties": return propertyAgainstProperty(cls).map { ($0, false) }
        case "app-listing": return listing(cls)
        case "app-combined":
            guard let a = makeRealistic(pick(["app-path", "app-search", "app-aggregate", "app-dictionary", "app-mixed"])!, cls)?.0,
                  let b = makeRealistic(pick(["app-path", "app-search", "app-aggregate", "app-subquery", "app-properties"])!, cls)?.0 else { return nil }
            switch int(0...3) {
            case 0: return ("\(a) AND \(b)", false)
            case 1: return ("\(a) OR \(b)", false)
            case 2: return ("NOT (\(a)) AND \(b)", false)
            default: return ("(\(a) OR \(b)) AND NOT \(b)", false)
            }
        default: return nil
        }
    }

    /// A way from a class to a scalar property: `title`, `address.city`, `sequelTo.pages`,
    /// `authors.address.city`, `books.tags.color`; `toMany` when a list, set or backlink is on the way.
    struct Route {
        var path: String
        var owner: DumpModel.Class
        var prop: DumpModel.Prop
        var toMany: Bool
    }

    /// The routes from `cls` through at most `hops` links (to-one, embedded, lists, sets, backlinks).
    func routes(_ cls: DumpModel.Class, hops: Int = 2, prefix: String = "", toMany: Bool = false) -> [Route] {
        var out: [Route] = []
        for p in cls.props {
            if p.isScalar { out.append(Route(path: prefix + p.name, owner: cls, prop: p, toMany: toMany)); continue }
            guard hops > 0, p.isLink, p.collection != "dictionary", let target = p.objectType.flatMap(model.class) else { continue }
            out += routes(target, hops: hops - 1, prefix: prefix + p.name + ".", toMany: toMany || p.collection != nil || p.type == "linkingObjects")
        }
        return out
    }

    /// The to-many properties of `cls` (link lists and sets, backlinks) as `(expression, target class)`,
    /// with `@links.Origin.prop` for every link pointing at it.
    func toManyLinks(_ cls: DumpModel.Class) -> [(String, DumpModel.Class)] {
        var out: [(String, DumpModel.Class)] = []
        for p in cls.props where p.isLink && (p.collection == "list" || p.collection == "set" || p.type == "linkingObjects") {
            if let target = p.objectType.flatMap(model.class) { out.append((p.name, target)) }
        }
        for origin in model.classes where !origin.embedded {
            for p in origin.props where p.type == "object" && p.objectType == cls.name { out.append(("@links.\(origin.name).\(p.name)", origin)) }
        }
        return out
    }

    static let quantifiers = ["", "ANY ", "ALL ", "NONE ", "SOME "]

    /// `[ANY|ALL|NONE] route op literal`, the literal one the store holds most of the time.
    mutating func pathCondition(_ cls: DumpModel.Class) -> String? {
        let all = routes(cls)
        guard let route = pick(chance(70) ? all.filter { $0.path.contains(".") } : all) ?? pick(all),
              let lit = literal(route.owner, route.prop) else { return nil }
        let quantifier = route.toMany ? pick(Self.quantifiers)! : ""
        let op: String
        switch route.prop.type {
        case "string": op = pick(["==", "!=", "==[c]", "BEGINSWITH", "CONTAINS[c]", "ENDSWITH[c]", "LIKE[c]", "!=[c]"])!
        case "bool", "objectId", "uuid", "data": op = pick(["==", "!="])!
        default: op = pick(Self.comparisonOperators)!
        }
        return "\(quantifier)\(route.path) \(op) \(lit)"
    }

    /// A search box: a piece of a word the store holds, in another case, with `[c]` or without (not `[d]`,
    /// our extension, which Realm Core refuses).
    mutating func search(_ cls: DumpModel.Class) -> String? {
        let strings = routes(cls, hops: 1).filter { $0.prop.type == "string" }
        guard let route = pick(strings),
              let sample = pick((model.samples["\(route.owner.name).\(route.prop.name)"] ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }) else { return nil }
        let scalars = Array(sample.unicodeScalars)
        let length = min(scalars.count, int(1...4))
        let start = int(0...(scalars.count - length))
        var needle = String(String.UnicodeScalarView(scalars[start..<start + length]))
        needle = pick([needle, needle.uppercased(), needle.lowercased(), needle.capitalized])!
        guard !needle.contains("'"), !needle.contains("\\"), !needle.contains("*"), !needle.contains("?") else { return nil }
        let option = pick(["[c]", "[c]", ""])!
        let quantifier = route.toMany ? pick(["", "ANY ", "NONE ", "ALL "])! : ""
        switch int(0...4) {
        case 0: return "\(quantifier)\(route.path) CONTAINS\(option) '\(needle)'"
        case 1: return "\(quantifier)\(route.path) BEGINSWITH\(option) '\(needle)'"
        case 2: return "\(quantifier)\(route.path) ENDSWITH\(option) '\(needle)'"
        case 3: return "\(quantifier)\(route.path) LIKE\(option) '*\(needle)*'"
        default: return "\(quantifier)\(route.path) ==\(option) '\(sample.contains("'") ? needle : sample)'"
        }
    }

    /// `coll.@count`, `links.@sum.prop`, `@links.Note.book.@count`, `listInt.@avg` against a number near the store's.
    mutating func collectionAggregate(_ cls: DumpModel.Class) -> String? {
        let numeric: Set<String> = ["int", "float", "double", "decimal"]
        let op = pick([">", ">=", "<", "==", "!="])!
        switch int(0...2) {
        case 0:  // the size of any collection or backlink
            var sizes = cls.props.filter { $0.collection != nil || $0.type == "linkingObjects" }.map(\.name)
            sizes += toManyLinks(cls).map(\.0).filter { $0.hasPrefix("@links") }
            guard let path = pick(sizes) else { return nil }
            return "\(path).@count \(op) \(pick([0, 1, 1, 2, 3, 5])!)"
        case 1:  // an aggregate of a property of linked objects
            guard let (path, target) = pick(toManyLinks(cls) + cls.props.compactMap { p in
                      p.type == "object" && p.collection == "list" ? p.objectType.flatMap(model.class).map { (p.name, $0) } : nil }),
                  let p = pick(target.props.filter { $0.isScalar && (numeric.contains($0.type) || ($0.type == "date" && chance(30))) }) else { return nil }
            let fn = p.type == "date" ? pick(["@min", "@max"])! : pick(["@sum", "@avg", "@min", "@max"])!
            guard let lit = literal(target, p) else { return nil }
            return "\(path).\(fn).\(p.name) \(op) \(lit)"
        default:  // an aggregate of a list, set or dictionary of numbers
            guard let p = pick(cls.props.filter { $0.collection != nil && !$0.isLink && (numeric.contains($0.type) || $0.type == "mixed") }),
                  let lit = literal(cls, p, type: p.type == "mixed" ? "int" : p.type) else { return nil }
            return "\(p.name).\(pick(["@sum", "@avg", "@min", "@max"])!) \(op) \(lit)"
        }
    }

    /// `SUBQUERY(books, $b, $b.inPrint == true AND $b.pages > 300).@count > 0`, also over `@links.Class.prop`.
    mutating func appSubquery(_ cls: DumpModel.Class) -> String? {
        guard let (path, target) = pick(toManyLinks(cls)) else { return nil }
        var conditions: [String] = []
        for _ in 0..<int(1...2) {
            let inner = routes(target, hops: 1).filter { !$0.toMany }
            guard let route = pick(inner), let lit = literal(route.owner, route.prop) else { return nil }
            let op = route.prop.type == "string" ? pick(["==", "!=", "CONTAINS[c]", "BEGINSWITH[c]"])!
                : Self.comparable.contains(route.prop.type) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!
            conditions.append("$x.\(route.path) \(op) \(lit)")
        }
        return "SUBQUERY(\(path), $x, \(conditions.joined(separator: pick([" AND ", " OR "])!))).@count \(pick([">", "==", ">=", "<"])!) \(int(0...2))"
    }

    /// A dictionary by a key it holds (or one it does not), its keys, values and size; through a link too.
    mutating func dictionaryByKey(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(cls.props.filter { $0.collection == "dictionary" }) else { return nil }
        let held = model.keys["\(cls.name).\(p.name)"] ?? []
        let key = pick(held + ["absent"]) ?? "absent"
        if p.isLink {
            guard let target = p.objectType.flatMap(model.class), let q = pick(target.props.filter(\.isScalar)),
                  let lit = literal(target, q) else { return nil }
            switch int(0...3) {
            case 0: return "\(p.name)['\(key)'].\(q.name) \(pick(["==", "!="])!) \(lit)"
            case 1: return "\(p.name)['\(key)'] \(pick(["==", "!="])!) nil"
            case 2: return "ANY \(p.name).@keys == '\(key)'"
            default: return "\(p.name).@count \(pick([">", "=="])!) \(int(0...2))"
            }
        }
        guard let lit = literal(cls, p) else { return nil }
        switch int(0...4) {
        case 0: return "\(p.name)['\(key)'] \(pick(["==", "!=", ">", "<"])!) \(lit)"
        case 1: return "\(p.name)['\(key)'] == nil"
        case 2: return "ANY \(p.name).@keys \(pick(["==", "BEGINSWITH", "==[c]"])!) '\(key)'"
        case 3: return "\(pick(["ANY ", "ALL ", "NONE "])!)\(p.name).@values \(pick(["==", "!="])!) \(lit)"
        default: return "\(p.name).@count \(pick([">", "==", "<"])!) \(int(0...3))"
        }
    }

    /// A mixed property against a value of each kind it holds, its `@type`, or a mixed value through a link.
    mutating func mixedCondition(_ cls: DumpModel.Class) -> String? {
        let mixed = routes(cls, hops: 1).filter { $0.prop.type == "mixed" }
        guard let route = pick(mixed) else { return nil }
        let quantifier = route.toMany ? pick(["", "ANY ", "NONE "])! : ""
        if chance(30) {
            let types = pick(["'string'", "'int'", "'double'", "'bool'", "'date'", "'decimal'", "'uuid'", "'objectId'", "'null'", "'numeric'", "'link'", "'object'"])!
            return "\(quantifier)\(route.path).@type \(pick(["==", "!="])!) \(types)"
        }
        guard let lit = literal(route.owner, route.prop) ?? edgeLiteral("mixed") else { return nil }
        let op = lit.hasPrefix("\"") || lit.hasPrefix("'") ? pick(["==", "!=", "==[c]", "BEGINSWITH[c]", "CONTAINS"])! : pick(Self.comparisonOperators)!
        return "\(quantifier)\(route.path) \(op) \(lit)"
    }

    /// Two properties of the object (or one through a link) compared: `pages > sequelTo.pages`, `dt != opt`.
    mutating func propertyAgainstProperty(_ cls: DumpModel.Class) -> String? {
        let numeric: Set<String> = ["int", "float", "double", "decimal"]
        let left = routes(cls, hops: 1).filter { !$0.toMany }
        guard let a = pick(left) else { return nil }
        let partners = left.filter { $0.path != a.path && ($0.prop.type == a.prop.type || (numeric.contains($0.prop.type) && numeric.contains(a.prop.type))) }
        guard let b = pick(partners) else { return nil }
        let op = a.prop.type == "string" ? pick(["==", "!=", "==[c]", "BEGINSWITH", "CONTAINS[c]"])!
            : Self.comparable.contains(a.prop.type) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!
        return "\(a.path) \(op) \(b.path)"
    }

    /// A listing as a screen shows it: a filter, then `SORT` (by a linked property too), `DISTINCT`, `LIMIT`.
    mutating func listing(_ cls: DumpModel.Class) -> (String, Bool)? {
        let sortable = routes(cls, hops: 1).filter { !$0.toMany && (!["mixed", "data"].contains($0.prop.type) || chance(20)) }
        guard let first = pick(sortable) else { return nil }
        let filter = chance(40) ? "TRUEPREDICATE" : (pathCondition(cls) ?? "TRUEPREDICATE")
        var keys = ["\(first.path) \(pick(["ASC", "DESC"])!)"]
        if chance(40), let second = pick(sortable), second.path != first.path { keys.append("\(second.path) \(pick(["ASC", "DESC"])!)") }
        if chance(70), let pk = cls.primaryKey { keys.append("\(pk) ASC") }
        var query = "\(filter) SORT(\(keys.joined(separator: ", ")))"
        if chance(25), let d = pick(sortable.filter { !$0.path.contains(".") }) { query += " DISTINCT(\(d.path))" }
        if chance(60) { query += " LIMIT(\(pick([1, 3, 10, 25])!))" }
        return (query, true)
    }
}
