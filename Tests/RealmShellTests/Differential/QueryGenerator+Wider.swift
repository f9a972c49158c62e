import Foundation

/// Forms of Realm Core's `test_parser.cpp` and `test_query*.cpp` that apps
/// plausibly write and the other categories do not: arithmetic in
/// comparisons (`age + 1 > 5`, `(n + 1) * 2 > d`, `list.@count * 2 > 3`,
/// `ANY il + 1 == 2`, division by zero, on every type, refused ones too),
/// `[c]` and string operators on dictionary keys (`@keys ==[c] 'A'`,
/// `ANY d.@keys BEGINSWITH[c] 'k'`, `@keys IN[c] {…}`), `@min`/`@max` of
/// dates (lists, sets and dictionaries of dates, through links and
/// backlinks) and of strings, and collection aggregates under
/// `ANY`/`ALL`/`NONE` over to-many links (`ALL owners.things.@count > 1`,
/// `ANY things.il.@sum > 3`).
extension QueryGenerator {
    static let widerCategories = ["arith", "dictkeys", "minmax", "quantagg"]

    mutating func makeWider(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "arith": return arithmetic(cls).map { ($0, false) }
        case "dictkeys": return dictionaryKeys(cls).map { ($0, false) }
        case "minmax": return minMaxOfDatesAndStrings(cls).map { ($0, false) }
        case "quantagg": return quantifiedAggregates(cls).map { ($0, false) }
        default: return nil
        }
    }

    static let numericTypes: Set<String> = ["int", "float", "double", "decimal"]

    /// One arithmetic operand: a numeric property (or any property, now and then, to meet refusals), a number, or `@count`.
    mutating func arithmeticTerm(_ cls: DumpModel.Class) -> String {
        switch int(0...9) {
        case 0...4:
            let numeric = props(cls) { $0.isScalar && (Self.numericTypes.contains($0.type) || $0.type == "mixed") }
            return pick(chance(10) ? props(cls) { $0.isScalar } : numeric)?.name ?? "1"
        case 5, 6: return pick(["1", "2", "0", "-1", "2.5", "0.5", "3", "decimal128(1.5)", "1e3", "0x10"])!
        case 7:
            if let c = pick(props(cls) { $0.collection != nil || $0.type == "linkingObjects" }) { return "\(c.name).@count" }
            return "2"
        case 8:
            if let l = pick(props(cls) { $0.isLink && $0.collection == nil && $0.type == "object" }),
               let t = l.objectType.flatMap(model.class), let tp = pick(t.props.filter { $0.isScalar && Self.numericTypes.contains($0.type) }) {
                return "\(l.name).\(tp.name)"
            }
            return "1"
        default:
            if let c = pick(props(cls) { $0.collection != nil && !$0.isLink && Self.numericTypes.contains($0.type) }) {
                return "\(c.name).@\(pick(["sum", "min", "max", "avg"])!)"
            }
            return "3"
        }
    }

    /// `a + 1 > 5`, `(a - b) * 2 <= c`, `a / 0 > 1`, `ANY il * 2 == 4`, `1 + 2 == a`.
    mutating func arithmetic(_ cls: DumpModel.Class) -> String? {
        let op = pick(["+", "-", "*", "/"])!
        let a = arithmeticTerm(cls), b = arithmeticTerm(cls)
        var left = chance(30) ? "\(a)\(op)\(b)" : "\(a) \(op) \(b)"
        if chance(25) { left = "(\(left)) \(pick(["+", "-", "*", "/"])!) \(arithmeticTerm(cls))" }
        let cmp = pick(Self.comparisonOperators)!
        let right = chance(40) ? arithmeticTerm(cls) : pick(["0", "1", "2", "5", "10", "-3", "2.5", "100", "null"])!
        switch int(0...9) {
        case 0:
            // A collection of values in arithmetic, under a quantifier.
            guard let c = pick(props(cls) { $0.collection == "list" && !$0.isLink && ($0.type == "int" || $0.type == "mixed") }) else { return nil }
            return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(c.name) \(op) \(pick(["1", "2", "0"])!) \(cmp) \(pick(["2", "4", "0"])!)"
        case 1: return "\(right) \(cmp) \(left)"
        case 2: return "\(left) \(cmp) \(right) \(pick(["AND", "OR"])!) \(compare(cls) ?? "TRUEPREDICATE")"
        default: return "\(left) \(cmp) \(right)"
        }
    }

    /// `[c]` and the string operators on a dictionary's keys, and key lookups in other letter cases.
    mutating func dictionaryKeys(_ cls: DumpModel.Class) -> String? {
        guard let d = pick(props(cls) { $0.collection == "dictionary" }) else { return nil }
        let keys = model.keys["\(cls.name).\(d.name)"] ?? []
        var key = pick(keys) ?? pick(["a", "name", "k1"])!
        if chance(50) { key = chance(50) ? key.uppercased() : key.lowercased() }
        if chance(30), !key.isEmpty { key = String(key.prefix(int(1...key.count))) }
        let prefix = pick(["", "ANY ", "ALL ", "NONE "])!
        switch int(0...4) {
        case 0: return "\(prefix)\(d.name).@keys \(pick(["==[c]", "!=[c]", "BEGINSWITH[c]", "ENDSWITH[c]", "CONTAINS[c]", "LIKE[c]"])!) '\(key)'"
        case 1: return "\(prefix)\(d.name).@keys IN[c] {'\(key)', '\(pick(["A", "NAME", "z"])!)'}"
        case 2: return "\(prefix)\(d.name).@keys \(pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE"])!) '\(key)\(pick(["", "*", "?"])!)'"
        case 3:
            let value = d.isLink ? "null" : (literal(cls, d) ?? "null")
            return "\(d.name)['\(key)'] \(pick(["==", "!=", "==[c]"])!) \(value)"
        default: return "\(d.name).@keys.@count \(pick(Self.comparisonOperators)!) \(int(0...3)) AND \(prefix)\(d.name).@keys ==[c] '\(key)'"
        }
    }

    /// `@min`/`@max` of dates and strings: collections of dates and strings, date members through links and backlinks.
    mutating func minMaxOfDatesAndStrings(_ cls: DumpModel.Class) -> String? {
        let agg = pick(["@min", "@max"])!
        let op = pick(Self.comparisonOperators)!
        if chance(40), let c = pick(props(cls) { $0.collection != nil && !$0.isLink && ["date", "string", "mixed"].contains($0.type) }) {
            let lit = literal(cls, c) ?? edgeLiteral(c.type) ?? "null"
            return "\(c.name).\(agg) \(op) \(lit)"
        }
        var hops: [(String, DumpModel.Class)] = []
        for p in cls.props where (p.isLink && p.collection != nil) || p.type == "linkingObjects" {
            if let t = p.objectType.flatMap(model.class) { hops.append((p.name, t)) }
        }
        if let (origin, property) = backlinkSource(to: cls), let o = model.class(origin) { hops.append(("@links.\(origin).\(property)", o)) }
        for p in cls.props where p.isLink && p.collection == nil && p.type == "object" {
            if let t = p.objectType.flatMap(model.class) {
                for q in t.props where (q.isLink && q.collection != nil) || q.type == "linkingObjects" {
                    if let u = q.objectType.flatMap(model.class) { hops.append(("\(p.name).\(q.name)", u)) }
                }
            }
        }
        guard let (path, target) = pick(hops),
              let member = pick(target.props.filter { $0.isScalar && ["date", "string", "mixed", "int"].contains($0.type) }) else { return nil }
        let lit = literal(target, member) ?? edgeLiteral(member.type) ?? "null"
        if chance(20) { return "\(path).\(agg).\(member.name) \(op) \(path).\(agg == "@min" ? "@max" : "@min").\(member.name)" }
        return "\(path).\(agg).\(member.name) \(op) \(lit)"
    }

    /// `ANY`/`ALL`/`NONE` over to-many links with a collection aggregate or size after them.
    mutating func quantifiedAggregates(_ cls: DumpModel.Class) -> String? {
        guard let l = pick(props(cls) { ($0.isLink && $0.collection != nil) || $0.type == "linkingObjects" }),
              let target = l.objectType.flatMap(model.class) else { return nil }
        let q = pick(["ANY ", "ALL ", "NONE ", "SOME ", ""])!
        let op = pick(Self.comparisonOperators)!
        if chance(60), let c = pick(target.props.filter { $0.collection != nil || $0.type == "linkingObjects" }) {
            let agg = c.isLink || c.type == "linkingObjects" || !Self.numericTypes.contains(c.type) ? pick(["@count", "@size"])!
                : pick(["@count", "@sum", "@min", "@max", "@avg"])!
            let rhs = ["@count", "@size"].contains(agg) ? pick(["0", "1", "2"])! : (literal(target, c) ?? "1")
            return "\(q)\(l.name).\(c.name).\(agg) \(op) \(rhs)"
        }
        guard let s = pick(target.props.filter { $0.isScalar && ["string", "data"].contains($0.type) }) else { return nil }
        return "\(q)\(l.name).\(s.name).\(pick(["@size", "@count", "@length"])!) \(op) \(pick(["0", "1", "3", "5"])!)"
    }
}
