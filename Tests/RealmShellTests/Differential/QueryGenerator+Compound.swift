import Foundation

/// Realistic compound predicates as an app developer writes them against a realistic schema: three to
/// six conditions of different kinds (comparisons of every property kind with literals spelled every way,
/// `[c]` string operators, conditions through links and collections, aggregates, arithmetic between
/// properties and constants, `@type` checks, `BETWEEN` and `IN` lists on every kind) mixed with
/// `AND`/`OR`/`NOT` (every spelling) and parentheses — sometimes left out, so the precedence of `AND`
/// over `OR` decides — often followed by `SORT` by several keys mixing directions (through a link too),
/// `DISTINCT` on several keys and `LIMIT`, `LIMIT(0)` included. One category, so its share stays modest.
extension QueryGenerator {
    static let compoundCategories = ["compound"]

    mutating func makeCompound(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        guard category == "compound" else { return nil }
        switch int(0...9) {
        case 0...5: return compoundPredicate(cls)
        case 6: return compoundBetween(cls).map { ($0, false) }
        case 7: return compoundInList(cls).map { ($0, false) }
        case 8: return compoundArithmetic(cls).map { ($0, false) }
        default: return compoundTypeCheck(cls).map { ($0, false) }
        }
    }

    /// One condition of a compound predicate, of any of the kinds the category mixes.
    mutating func compoundCondition(_ cls: DumpModel.Class) -> String? {
        switch int(0...11) {
        case 0, 1, 2: return everydayComparison(cls)
        case 3: return everydayStringOperator(cls)
        case 4: return everydayThroughLinks(cls)
        case 5: return everydayAggregate(cls)
        case 6: return everydayMixed(cls)
        case 7: return compoundBetween(cls)
        case 8: return compoundInList(cls)
        case 9: return compoundArithmetic(cls)
        case 10: return compoundTypeCheck(cls)
        default: return pick(["TRUEPREDICATE", "FALSEPREDICATE", "truepredicate", "true == true", "1 == 2"])
        }
    }

    /// 3–6 conditions joined into a random tree of `AND`/`OR`, negated now and then, with or without
    /// parentheses, and half the time a `SORT`/`DISTINCT`/`LIMIT` after it.
    mutating func compoundPredicate(_ cls: DumpModel.Class) -> (String, Bool)? {
        var conditions: [String] = []
        for _ in 0..<int(3...6) { if let c = compoundCondition(cls) { conditions.append(c) } }
        guard conditions.count >= 2 else { return nil }
        let predicate = joined(conditions[...])
        guard chance(50) else { return (predicate, false) }
        let keys = listingKeys(cls)
        guard !keys.isEmpty else { return (predicate, false) }
        let (sort, distinct, limit) = listingClauses(keys, cls)
        switch int(0...4) {
        case 0: return ("\(predicate) \(sort)", true)
        case 1: return ("\(predicate) \(sort) \(limit)", true)
        case 2: return ("\(predicate) \(distinct)", false)
        case 3: return ("\(predicate) \(distinct) \(sort) \(limit)", true)
        default: return ("\(predicate) \(limit)", false)
        }
    }

    /// The conditions as one predicate: split at a random point, each side joined the same way.
    mutating func joined(_ conditions: ArraySlice<String>) -> String {
        if conditions.count == 1 {
            let only = conditions.first!
            return chance(12) ? "\(pick(["NOT ", "!", "not "])!)(\(only))" : only
        }
        let cut = conditions.startIndex + int(1...conditions.count - 1)
        let left = joined(conditions[..<cut]), right = joined(conditions[cut...])
        let op = pick(["AND", "OR", "&&", "||", "and", "or", "AND", "OR"])!
        let wrap: (String, Int) -> String = { side, count in count > 1 ? "(\(side))" : side }
        // Parentheses around a group most of the time; without them `AND` binds before `OR`.
        let text = chance(75) ? "\(wrap(left, cut - conditions.startIndex)) \(op) \(wrap(right, conditions.endIndex - cut))"
            : "\(left) \(op) \(right)"
        return chance(10) ? "NOT (\(text))" : text
    }

    /// `BETWEEN` on every kind: scalars, collections (quantified), dictionary values, members through
    /// links, sizes and aggregates of collections, with literals the store holds in their spellings.
    mutating func compoundBetween(_ cls: DumpModel.Class) -> String? {
        switch int(0...5) {
        case 0:
            guard let c = pick(props(cls) { $0.collection != nil || $0.type == "linkingObjects" }) else { return nil }
            let agg = c.isLink || !Self.numericTypes.contains(c.type) ? pick(["@count", "@size"])! : pick(["@count", "@sum", "@min", "@max", "@avg"])!
            let (a, b) = ["@count", "@size"].contains(agg) ? (String(int(0...2)), String(int(1...4))) : (literal(cls, c) ?? "0", literal(cls, c) ?? "10")
            return "\(c.name).\(agg) BETWEEN {\(a), \(b)}"
        case 1:
            guard let l = pick(props(cls) { $0.isLink }), let t = l.objectType.flatMap(model.class),
                  let tp = pick(t.props.filter { $0.isScalar }), let a = everydayLiteral(t, tp), let b = everydayLiteral(t, tp) else { return nil }
            let many = l.collection != nil || l.type == "linkingObjects"
            return "\(many ? pick(["", "ANY ", "ALL ", "NONE "])! : "")\(l.name).\(tp.name) BETWEEN {\(a), \(b)}"
        default:
            guard let p = pick(props(cls) { !$0.isLink }), let a = everydayLiteral(cls, p), let b = everydayLiteral(cls, p) else { return nil }
            let quantifier = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
            let path = p.collection == "dictionary" && chance(40) ? "\(p.name).@values" : p.name
            return "\(quantifier)\(path) BETWEEN {\(a), \(b)}"
        }
    }

    /// `IN` lists of every kind: one to five literals (null among them now and then, mixed values of
    /// several types), empty lists, `[c]` on strings, a value `IN` a collection, through links.
    mutating func compoundInList(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink || chance(30) }) else { return nil }
        if p.isLink {
            guard let t = p.objectType.flatMap(model.class), let tp = pick(t.props.filter { $0.isScalar }) else { return nil }
            let items = (0..<int(1...3)).compactMap { _ in everydayLiteral(t, tp) }
            let many = p.collection != nil || p.type == "linkingObjects"
            return "\(many ? pick(["", "ANY ", "ALL ", "NONE "])! : "")\(p.name).\(tp.name) IN {\(items.joined(separator: ", "))}"
        }
        var items: [String] = []
        for _ in 0..<int(0...5) {
            if p.type == "mixed" && chance(40) {
                let type = pick(["int", "double", "string", "bool", "date", "decimal", "uuid", "objectId"])!
                items.append(everydayLiteral(cls, DumpModel.Prop(name: p.name, type: type, optional: true, collection: nil, objectType: nil)) ?? "nil")
            } else if let l = everydayLiteral(cls, p) {
                items.append(l)
            }
        }
        if chance(15) { items.append(pick(["nil", "NULL", "null"])!) }
        let modifier = ["string", "mixed"].contains(p.type) && chance(35) ? "[c]" : ""
        let quantifier = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if p.collection != nil, chance(25), let one = everydayLiteral(cls, p) { return "\(one) IN \(p.name)" }
        var path = p.name
        if p.collection == "dictionary", chance(40) { path += pick([".@values", ".@keys"])! }
        if path.hasSuffix("@keys") { items = (model.keys["\(cls.name).\(p.name)"] ?? ["a"]).prefix(3).map { "'\($0)'" } }
        return "\(quantifier)\(path) \(pick(["IN", "in", "IN"])!)\(modifier) {\(items.joined(separator: ", "))}"
    }

    /// Arithmetic between properties and constants, as apps compute: `i * 2 + 1 > io`,
    /// `(f + d) / 2 >= 1.5e3`, `owner.age - 1 == i`, `il.@sum / il.@count < d`, `dec * 2 != 3`.
    mutating func compoundArithmetic(_ cls: DumpModel.Class) -> String? {
        let numeric = props(cls) { $0.isScalar && Self.numericTypes.contains($0.type) }
        guard let p = pick(numeric) else { return arithmetic(cls) }
        let constant = everydayLiteral(cls, p) ?? "1"
        let q = pick(numeric)?.name ?? "1"
        let factor = pick(["2", "0.5", "-1", "1.5e3", "3", "0x10", "-0.0", "decimal128(2)"])!
        let cmp = pick(Self.comparisonOperators)!
        switch int(0...5) {
        case 0: return "\(p.name) * \(factor) + 1 \(cmp) \(q)"
        case 1: return "(\(p.name) + \(q)) / 2 \(cmp) \(constant)"
        case 2: return "\(p.name) \(cmp) \(q) \(pick(["-", "+", "*"])!) \(constant)"
        case 3: return "\(constant) \(cmp) \(p.name) \(pick(["-", "/"])!) \(factor)"
        case 4: return "\(arithmeticTerm(cls)) \(pick(["+", "-", "*", "/"])!) \(arithmeticTerm(cls)) \(cmp) \(constant)"
        default: return arithmetic(cls)
        }
    }

    /// `@type` checks on mixed values (and their collections), often beside a comparison the type makes sense for.
    mutating func compoundTypeCheck(_ cls: DumpModel.Class) -> String? {
        guard let m = pick(props(cls) { $0.type == "mixed" && !$0.isLink }) else { return nil }
        let quantifier = m.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        let name = pick(["int", "double", "string", "bool", "date", "decimal", "objectId", "uuid", "binary", "null", "numeric",
                         "list", "dictionary", "object", "float", "Int", "STRING"])!
        let check = "\(quantifier)\(m.name).@type \(pick(["==", "!=", "==[c]", "=="])!) '\(name)'"
        switch int(0...3) {
        case 0:
            let list = (0..<int(1...3)).map { _ in "'\(pick(["int", "double", "string", "numeric", "null", "date", "bool"])!)'" }
            return "\(quantifier)\(m.name).@type IN {\(list.joined(separator: ", "))}"
        case 1:
            let probe = DumpModel.Prop(name: m.name, type: ["int", "double", "numeric"].contains(name) ? "int" : (name == "string" ? "string" : "date"),
                                       optional: true, collection: nil, objectType: nil)
            let lit = everydayLiteral(cls, probe) ?? "0"
            return "\(check) \(pick(["AND", "&&"])!) \(quantifier)\(m.name) \(pick(Self.comparisonOperators)!) \(lit)"
        default: return check
        }
    }
}
