import Foundation

/// Forms the Realm SDKs' query documentation shows and the other categories seldom combine:
/// aggregates of empty collections against 0 and null (`scores.@avg == null`, `@sum == 0`),
/// `TRUEPREDICATE`/`FALSEPREDICATE` inside `SUBQUERY` and beside quantifiers, a subquery's count
/// against a property or another count, `@links` counts and paths, `[c]` string operators through
/// to-many links under every quantifier, `NOT` before a quantifier, strings ordered (`name > 'm'`),
/// number spellings on every numeric kind (`0x…`, `1e3`, `-0.0`, `inf`, `nan`), `T`-separated dates,
/// `SORT`/`DISTINCT`/`LIMIT` through links and on mixed values in every order, and object keys
/// (`bestFriend == O2`, `ANY friends IN {O1, O3}`, `friends !=[c] O0`), as Core's parser tests write them.
extension QueryGenerator {
    static let comboCategories = ["combo"]

    mutating func makeCombo(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        guard category == "combo" else { return nil }
        switch int(0...10) {
        case 0: return emptyAggregate(cls).map { ($0, false) }
        case 1: return constantPredicates(cls).map { ($0, false) }
        case 2: return subqueryCounts(cls).map { ($0, false) }
        case 3: return backlinkForms(cls).map { ($0, false) }
        case 4: return quantifiedStringOperators(cls).map { ($0, false) }
        case 5: return orderedStrings(cls).map { ($0, false) }
        case 6: return numberSpellings(cls).map { ($0, false) }
        case 7: return isoDates(cls).map { ($0, false) }
        case 8: return objectKeys(cls).map { ($0, false) }
        default: return orderingCombos(cls)
        }
    }

    /// `@avg`/`@sum`/`@min`/`@max` of a collection (empty ones included) against 0, null, NaN or a
    /// value, directly, through a link, or per linked object.
    mutating func emptyAggregate(_ cls: DumpModel.Class) -> String? {
        let agg = pick(["@avg", "@sum", "@min", "@max"])!
        let rhs = pick(["0", "null", "nil", "0.0", "-0.0", "nan", "decimal128(0)", "1", "-1", "inf"])!
        let op = pick(["==", "!=", ">", ">=", "<", "<="])!
        let numeric: (DumpModel.Prop) -> Bool = { !$0.isLink && $0.collection != nil && (Self.numericTypes.contains($0.type) || ["mixed", "date"].contains($0.type)) }
        if chance(60), let c = pick(props(cls, numeric)) {
            return "\(c.name).\(agg) \(op) \(rhs)"
        }
        if let l = pick(props(cls) { ($0.isLink && $0.collection != nil) || $0.type == "linkingObjects" }),
           let target = l.objectType.flatMap(model.class) {
            if chance(50), let m = pick(target.props.filter { $0.isScalar && (Self.numericTypes.contains($0.type) || $0.type == "mixed") }) {
                return "\(l.name).\(agg).\(m.name) \(op) \(rhs)"
            }
            if let c = pick(target.props.filter(numeric)) {
                return "\(pick(["ANY ", "ALL ", "NONE ", ""])!)\(l.name).\(c.name).\(agg) \(op) \(rhs)"
            }
        }
        return nil
    }

    /// `TRUEPREDICATE`/`FALSEPREDICATE` inside a subquery, beside a quantified condition, negated.
    mutating func constantPredicates(_ cls: DumpModel.Class) -> String? {
        let t = pick(["TRUEPREDICATE", "FALSEPREDICATE", "truepredicate", "FalsePredicate"])!
        let lists = props(cls) { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" }
        if chance(50), let l = pick(lists), let target = l.objectType.flatMap(model.class) {
            var inner = t
            if chance(50), let c = compare(target) {
                inner = "\(Self.qualifying(c, properties: Set(target.props.map(\.name)), with: "$x")) \(pick(["AND", "OR"])!) \(t)"
            }
            let count = chance(30) ? "\(pick(["==", "!=", "<"])!) \(l.name).@count" : "\(pick([">", "==", ">="])!) \(int(0...2))"
            return "\(chance(20) ? "NOT " : "")SUBQUERY(\(l.name), $x, \(inner)).@count \(count)"
        }
        guard let a = pick([quantifier(cls), compare(cls), nullComparison(cls)].compactMap { $0 }) else { return nil }
        switch int(0...3) {
        case 0: return "\(t) AND (\(a))"
        case 1: return "NOT (\(a) OR \(t))"
        case 2: return "(\(a)) OR NOT \(t)"
        default: return "NOT \(t) || !(\(a))"
        }
    }

    /// A subquery's count compared with a property, a collection's count or another subquery's count.
    mutating func subqueryCounts(_ cls: DumpModel.Class) -> String? {
        let lists = props(cls) { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" }
        guard let l = pick(lists), let target = l.objectType.flatMap(model.class), let c = compare(target) else { return nil }
        let sub = "SUBQUERY(\(l.name), $x, \(Self.qualifying(c, properties: Set(target.props.map(\.name)), with: "$x"))).@count"
        let op = pick(Self.comparisonOperators)!
        switch int(0...3) {
        case 0:
            guard let n = pick(props(cls) { $0.isScalar && ["int", "double", "float", "decimal", "mixed"].contains($0.type) }) else { return nil }
            return "\(sub) \(op) \(n.name)"
        case 1:
            guard let other = pick(props(cls) { $0.collection != nil || $0.type == "linkingObjects" }) else { return nil }
            return "\(sub) \(op) \(other.name).@count"
        case 2: return "\(sub) \(op) \(sub.replacingOccurrences(of: "$x", with: "$y"))"
        default: return "\(sub) \(op) \(pick(["1.5", "-1", "null", "0x1", "1e0"])!)"
        }
    }

    /// `@links.@count`, `@links.Class.prop.@count`, quantified paths through backlinks, aggregates of them.
    mutating func backlinkForms(_ cls: DumpModel.Class) -> String? {
        let op = pick(Self.comparisonOperators)!
        guard let (origin, link) = backlinkSource(to: cls), let o = model.class(origin) else {
            return "@links.@count \(op) \(int(0...2))"
        }
        let path = "@links.\(origin).\(link)"
        switch int(0...4) {
        case 0: return "@links.@count \(op) \(int(0...3))"
        case 1: return "\(path).@\(pick(["count", "size"])!) \(op) \(int(0...2))"
        case 2:
            guard let p = pick(o.props.filter { $0.isScalar }), let lit = literal(o, p) else { return nil }
            let pop = Self.comparable.contains(p.type) ? op : pick(["==", "!=", "BEGINSWITH[c]", "CONTAINS[c]"])!
            return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(path).\(p.name) \(pop) \(lit)"
        case 3:
            guard let p = pick(o.props.filter { $0.isScalar && ["int", "double", "float", "decimal", "date", "mixed"].contains($0.type) }) else { return nil }
            return "\(path).@\(pick(["min", "max", "sum", "avg"])!).\(p.name) \(op) \(literal(o, p) ?? "0")"
        default:
            return "SUBQUERY(\(path), $o, \(Self.qualifying(compare(o) ?? "TRUEPREDICATE", properties: Set(o.props.map(\.name)), with: "$o"))).@count \(pick([">", "=="])!) 0"
        }
    }

    /// `ANY friends.name BEGINSWITH[c] 'a'`, `ALL …`, `NONE …`, `NOT ANY …`, with and without `[c]`/`[d]`.
    mutating func quantifiedStringOperators(_ cls: DumpModel.Class) -> String? {
        guard let l = pick(props(cls) { $0.isLink && $0.objectType != nil }), let target = l.objectType.flatMap(model.class),
              let s = pick(target.props.filter { !$0.isLink && ($0.type == "string" || $0.type == "mixed") }) else { return nil }
        var needle = pick(["a", "A", "an", "s", "é", "", "x", "1", "ana maría"])!
        if let sample = pick(model.samples["\(target.name).\(s.name)"] ?? []) as? String, chance(60), !sample.isEmpty,
           sample.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "'" && $0 != "\\" && $0 != "\"" }) {
            let chars = Array(sample)
            let a = int(0...chars.count - 1)
            needle = String(chars[a..<int(a...chars.count)])
            if chance(40) { needle = needle.uppercased() }
        }
        let op = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "==", "!="])! + pick(["[c]", "[c]", ""])!
        let q = l.collection != nil || l.type == "linkingObjects" ? pick(["ANY ", "ALL ", "NONE ", "", "NOT ANY ", "NOT ALL "])! : pick(["", "NOT "])!
        return "\(q)\(l.name).\(s.name) \(op) '\(op.hasPrefix("LIKE") ? "*\(needle)?*" : needle)'"
    }

    /// Strings, and collections of them, ordered against a constant or another string property.
    mutating func orderedStrings(_ cls: DumpModel.Class) -> String? {
        guard let s = pick(props(cls) { !$0.isLink && $0.type == "string" }) else { return nil }
        let op = pick(["<", "<=", ">", ">=", "BETWEEN"])!
        let lit = literal(cls, s) ?? "'m'"
        let prefix = s.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if op == "BETWEEN" { return "\(prefix)\(s.name) BETWEEN {\(lit), \(pick(["'z'", "'M'", "''", "null"])!)}" }
        if chance(25), let other = pick(props(cls) { $0.isScalar && $0.type == "string" && $0.name != s.name }) {
            return "\(prefix)\(s.name) \(op) \(other.name)"
        }
        return "\(prefix)\(s.name) \(op) \(chance(50) ? lit : pick(["'m'", "'A'", "''", "'é'", "'Z'", "'a'"])!)"
    }

    /// Number spellings on every numeric kind: plain, in lists, mixed, through links, in `IN` and `BETWEEN`.
    mutating func numberSpellings(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && (Self.numericTypes.contains($0.type) || $0.type == "mixed") }) else { return nil }
        let spellings = ["0x10", "-0x10", "0X1f", "1e3", "1E+2", "-1e-2", "-0.0", "+0", "inf", "-inf", "+inf", "nan", "-nan", "NaN",
                         "Infinity", ".5", "5.", "0x7FFFFFFFFFFFFFFF", "0xFFFFFFFFFFFFFFFF", "1e-400", "1.0e1", "0.1", "3.0f", "07", "-0"]
        let lit = pick(spellings)!
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        switch int(0...3) {
        case 0: return "\(prefix)\(p.name) IN {\(lit), \(pick(spellings)!)}"
        case 1: return "\(prefix)\(p.name) BETWEEN {\(lit), \(pick(spellings)!)}"
        default: return chance(20) && p.collection == nil ? "\(lit) \(pick(Self.comparisonOperators)!) \(p.name)" : "\(prefix)\(p.name) \(pick(Self.comparisonOperators)!) \(lit)"
        }
    }

    /// Dates written with `T` between day and time, with and without nanoseconds, and the `T…:…` form at its edges.
    mutating func isoDates(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ($0.type == "date" || $0.type == "mixed") }) else { return nil }
        var lit = pick(["2024-01-31T12:30:00", "2024-01-31T12:30:00:5", "1970-01-01T00:00:00:1", "1969-12-31T23:59:59:999999999",
                        "2024-1-3T1:2:3", "2000-02-29T00:00:00", "T-1:0", "T0:-1", "T-1:-999999999", "T1:999999999", "T-62135596800:0"])!
        if let sample = pick(model.samples["\(cls.name).\(p.name)"] ?? []) as? [String: Any], chance(50),
           let text = sample["$date"] as? String, let at = Self.dateLiteral(text) {
            lit = at.replacingOccurrences(of: "@", with: "T")
        }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if chance(20) { return "\(prefix)\(p.name) IN {\(lit), null}" }
        return "\(prefix)\(p.name) \(pick(Self.comparisonOperators)!) \(lit)"
    }

    /// `SORT`/`DISTINCT`/`LIMIT` through links, on mixed values and in orders the `order` category does not write.
    mutating func orderingCombos(_ cls: DumpModel.Class) -> (String, Bool)? {
        var keys = props(cls) { $0.isScalar }.map(\.name)
        for l in cls.props where l.type == "object" && l.collection == nil {
            if let t = l.objectType.flatMap(model.class) {
                keys += t.props.filter { $0.isScalar }.map { "\(l.name).\($0.name)" }
                if chance(10) { keys.append(l.name) }
            }
        }
        guard let a = pick(keys), let b = pick(keys) else { return nil }
        let condition = chance(50) ? "TRUEPREDICATE" : (compare(cls) ?? "TRUEPREDICATE")
        let d1 = pick(["ASC", "DESC"])!, d2 = pick(["ASC", "DESC"])!
        let tieBreak = cls.primaryKey.map { ", \($0) ASC" } ?? ""
        switch int(0...4) {
        case 0: return ("\(condition) DISTINCT(\(a)) SORT(\(b) \(d1)\(tieBreak))", true)
        case 1: return ("\(condition) LIMIT(\(int(1...4))) SORT(\(a) \(d1)\(tieBreak))", true)
        case 2: return ("\(condition) SORT(\(a) \(d2)\(tieBreak)) LIMIT(\(int(1...4))) DISTINCT(\(b))", true)
        case 3: return ("\(condition) DISTINCT(\(a), \(b))", false)
        default: return ("\(condition) SORT(\(a) \(d2)\(tieBreak)) DISTINCT(\(a)) LIMIT(\(int(1...3)))", true)
        }
    }

    /// `O<key>` against links of every kind, under every quantifier, in lists, with `[c]`, through links and
    /// inside a subquery; against a mixed value or a dictionary's value by key RealmLens refuses (listed).
    mutating func objectKeys(_ cls: DumpModel.Class) -> String? {
        guard let l = pick(props(cls) { $0.type == "object" }) else { return nil }
        let key = { (g: inout QueryGenerator) in "O\(g.int(0...5))" }
        var path = l.name
        if chance(20), let target = l.objectType.flatMap(model.class), let hop = pick(target.props.filter { $0.type == "object" }) {
            path += ".\(hop.name)"
        }
        let quantifier = l.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        let op = pick(["==", "!=", "==", "==[c]", "!=[c]", "<>", "=", ">"])!
        switch int(0...4) {
        case 0: return "\(quantifier)\(path) IN {\(key(&self)), \(chance(30) ? "null" : key(&self))\(chance(15) ? ", 'a'" : "")}"
        case 1: return "\(key(&self)) \(pick(["==", "!="])!) \(path)"
        case 2:
            guard let list = pick(props(cls) { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" }),
                  let target = list.objectType.flatMap(model.class), let inner = pick(target.props.filter { $0.type == "object" && $0.collection == nil }) else { return nil }
            return "SUBQUERY(\(list.name), $x, $x.\(inner.name) \(op) \(key(&self))).@count > 0"
        default: return "\(quantifier)\(path) \(op) \(key(&self))"
        }
    }
}
