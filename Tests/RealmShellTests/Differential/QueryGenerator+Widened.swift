import Foundation

/// The categories that reach what app developers write and Realm Core's own
/// parser tests exercise beyond the basic ones: string operators on every
/// type, literal spellings, ordering of object ids and uuids, aggregates
/// through links and dictionaries, backlinks, `SORT`/`DISTINCT`/`LIMIT`
/// combinations, and mixed values compared across types.
extension QueryGenerator {
    static let widenedCategories = ["anytype", "spelling", "idorder", "collection", "backlink", "clauses", "crosstype", "keyword"]

    mutating func makeWidened(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "anytype": return stringOnAnyType(cls).map { ($0, false) }
        case "spelling": return literalSpellings(cls).map { ($0, false) }
        case "idorder": return idOrdering(cls)
        case "collection": return collectionOperators(cls).map { ($0, false) }
        case "backlink": return backlinks(cls).map { ($0, false) }
        case "clauses": return clauseCombinations(cls)
        case "crosstype": return crossType(cls).map { ($0, false) }
        case "keyword": return keywordSpellings(cls).map { ($0, false) }
        default: return nil
        }
    }

    /// `BEGINSWITH`/`ENDSWITH`/`CONTAINS`/`LIKE`/`==` with `[c]` on a property of any type, binary needles included.
    mutating func stringOnAnyType(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink }) else { return nil }
        let op = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "==", "!=", "IN"])!
        let modifier = pick(["[c]", "[c]", ""])!
        let needle: String
        switch int(0...4) {
        case 0: needle = "bin('\(pick(["a", "ab", "abc", "", "AB", "\\u0000"])!)')"
        case 1: needle = literal(cls, p) ?? "'a'"
        case 2: needle = pick(["'*'", "'?'", "'a*'", "'*c'", "'?b*'", "'[ab]'", "'*.*'"])!
        default: needle = "'\(pick(["a", "A", "é", "1", "abc", "ÄR", "s", ""])!)'"
        }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if op == "IN" { return "\(prefix)\(p.name) IN\(modifier) {\(needle), 'x'}" }
        return "\(prefix)\(p.name) \(op)\(modifier) \(needle)"
    }

    /// Number, date, decimal, NaN and infinity literals in the spellings Realm Core's lexer takes.
    mutating func literalSpellings(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isScalar && ["int", "float", "double", "decimal", "date", "mixed", "bool"].contains($0.type) })
        else { return nil }
        let forms: [String: [String]] = [
            "int": ["1.5e3", "+3", "-0", "0X1f", "1e0", "inf", "-inf", "nan", "3.0", "'3'"],
            "float": ["1.5e3", "+inf", "-inf", "NaN", "-nan", "Infinity", "1.5f", "3e-1", ".25", "0x10", "-0.0"],
            "double": ["1.5e3", "+inf", "-Infinity", "nan", "+NaN", "1.5f", "3E+0", "2.", "0x10", "-0.0", "1e308"],
            "decimal": ["1.5e3", "+inf", "-inf", "nan", "decimal128(+inf)", "decimal128(-inf)", "decimal128(nan)", "decimal128(-NaN)",
                        "decimal128(1.5e3)", "decimal128(0.10)", "1.50", "-0", "decimal128(+3)", "3"],
            "date": ["T0:0", "T-1:0", "T1700000000:999999999", "2024-01-31T12:30:00", "1970-01-01@00:00:00:1", "2000-01-01@00:00:00",
                     "T0:-1", "null"],
            "mixed": ["1.5e3", "+inf", "nan", "decimal128(nan)", "3.0", "3f", "T0:0", "true", "'true'", "bin('abc')"],
            "bool": ["true", "TRUE", "false", "1", "0", "'true'"],
        ]
        guard let lit = pick(forms[p.type] ?? []) else { return nil }
        let op = pick(Self.comparisonOperators)!
        return chance(20) ? "\(lit) \(op) \(p.name)" : "\(p.name) \(op) \(lit)"
    }

    /// Ordered comparisons and sorting of object ids, uuids, strings and binary.
    mutating func idOrdering(_ cls: DumpModel.Class) -> (String, Bool)? {
        guard let p = pick(props(cls) { $0.isScalar && ["objectId", "uuid", "string", "data", "bool"].contains($0.type) }) else { return nil }
        if chance(35) {
            let limit = chance(50) ? " LIMIT(\(int(1...6)))" : ""
            return ("TRUEPREDICATE SORT(\(p.name) \(pick(["ASC", "DESC"])!))\(limit)", true)
        }
        guard let lit = literal(cls, p) else { return nil }
        return ("\(p.name) \(pick(["<", "<=", ">", ">="])!) \(lit)", false)
    }

    /// `@count`/`@size`/`@sum`/`@avg`/`@min`/`@max` on lists, sets and dictionaries (`@keys`, `@values`) and through links.
    mutating func collectionOperators(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.collection != nil || $0.isLink }) else { return nil }
        let op = pick(Self.comparisonOperators)!
        let agg = pick(["@count", "@size", "@sum", "@avg", "@min", "@max"])!
        if p.isLink, let target = p.objectType.flatMap(model.class) {
            // Through a link: to a collection of the target, or a member aggregate.
            if chance(50), let q = pick(target.props.filter { $0.collection != nil && !$0.isLink }) {
                let rhs = ["@count", "@size"].contains(agg) ? pick(["0", "1", "2"])! : (literal(target, q) ?? "1")
                return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(p.name).\(q.name).\(agg) \(op) \(rhs)"
            }
            if p.collection != nil || p.type == "linkingObjects",
               let q = pick(target.props.filter { $0.isScalar && ["int", "float", "double", "decimal", "date", "mixed"].contains($0.type) }) {
                let a = pick(["@sum", "@avg", "@min", "@max"])!
                return "\(p.name).\(a).\(q.name) \(op) \(literal(target, q) ?? "1")"
            }
            return "\(p.name).@count \(op) \(pick(["0", "1"])!)"
        }
        let path = p.collection == "dictionary" ? "\(p.name)\(pick(["", ".@values"])!)" : p.name
        let rhs = ["@count", "@size"].contains(agg) ? pick(["0", "1", "2", "3"])! : (literal(cls, p) ?? pick(["0", "1", "2.5"])!)
        if p.collection == "dictionary", chance(20) { return "\(p.name).@keys.@count \(op) \(pick(["0", "1", "2"])!)" }
        return "\(path).\(agg) \(op) \(rhs)"
    }

    /// `@links.Class.property` paths and `@links.@count`.
    mutating func backlinks(_ cls: DumpModel.Class) -> String? {
        var sources: [(String, DumpModel.Prop)] = []
        for c in model.classes where !c.embedded {
            for p in c.props where p.isLink && p.type == "object" && p.objectType == cls.name { sources.append((c.name, p)) }
        }
        if sources.isEmpty || chance(15) { return "@links.@count \(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2"])!)" }
        guard let (origin, p) = pick(sources), let originClass = model.class(origin) else { return nil }
        let path = "@links.\(origin).\(p.name)"
        switch int(0...3) {
        case 0: return "\(path).@count \(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2"])!)"
        case 1:
            guard let q = pick(originClass.props.filter { $0.isScalar }), let lit = literal(originClass, q) else { return nil }
            return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(path).\(q.name) \(pick(["==", "!="])!) \(lit)"
        case 2:
            guard let q = pick(originClass.props.filter { $0.isScalar && Self.comparable.contains($0.type) }) else { return nil }
            return "\(path).@\(pick(["sum", "min", "max", "avg"])!).\(q.name) \(pick(Self.comparisonOperators)!) \(literal(originClass, q) ?? "1")"
        default:
            guard let q = pick(originClass.props.filter { $0.isScalar }), let lit = literal(originClass, q) else { return nil }
            return "SUBQUERY(\(path), $o, $o.\(q.name) \(pick(["==", "!="])!) \(lit)).@count \(pick([">", "=="])!) \(pick(["0", "1"])!)"
        }
    }

    /// `SORT`, `DISTINCT` and `LIMIT` in several orders and combinations, over
    /// every scalar kind (mixed, floats, nulls, null links included).
    mutating func clauseCombinations(_ cls: DumpModel.Class) -> (String, Bool)? {
        func key() -> String? {
            if chance(30), let l = pick(cls.props.filter { $0.isLink && $0.collection == nil && $0.type == "object" }),
               let target = l.objectType.flatMap(model.class), let tp = pick(target.props.filter { $0.isScalar }) {
                return "\(l.name).\(tp.name)"
            }
            return pick(cls.props.filter { $0.isScalar })?.name
        }
        guard let a = key(), let b = key() else { return nil }
        let condition = chance(60) ? "TRUEPREDICATE" : (compare(cls) ?? "TRUEPREDICATE")
        let dir = { (g: inout QueryGenerator) in g.pick(["ASC", "DESC"])! }
        let sortA = "SORT(\(a) \(dir(&self)))", sortAB = "SORT(\(a) \(dir(&self)), \(b) \(dir(&self)))"
        let distinctA = "DISTINCT(\(a))", distinctB = "DISTINCT(\(b))"
        let limit = "LIMIT(\(int(0...6)))"
        let shapes: [(String, Bool)] = [
            ("\(sortA) \(limit)", true), ("\(sortAB)", true), ("\(limit) \(sortA)", true),
            ("\(sortA) \(distinctA)", true), ("\(distinctA) \(sortA)", false), ("\(sortAB) \(distinctB) \(limit)", true),
            ("\(distinctB) \(sortA) \(limit)", false), ("\(limit) \(distinctA)", false), ("\(sortA) \(sortAB)", true),
            ("\(limit) \(limit)", true), ("\(distinctA) \(distinctB)", false),
        ]
        guard let (clauses, ordered) = pick(shapes) else { return nil }
        return ("\(condition) \(clauses)", ordered)
    }

    /// Mixed values compared across types: numeric promotion, string vs binary, null, links.
    mutating func crossType(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.type == "mixed" || ["int", "float", "double", "decimal"].contains($0.type) && $0.isScalar })
        else { return nil }
        let lits = ["3", "3.0", "3f", "decimal128(3)", "2.5", "decimal128(2.5)", "-1", "0", "-0.0", "'3'", "bin('abc')", "'abc'",
                    "true", "1", "T0:0", "oid(600000000005000500001315)", "uuid(00000000-0000-0000-0000-000000000000)", "null", "100", "1e20"]
        let op = pick(Self.comparisonOperators)!
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if chance(20), let q = pick(props(cls) { $0.isScalar && $0.name != p.name && Self.comparable.contains($0.type) }) {
            return "\(prefix)\(p.name) \(op) \(q.name)"
        }
        return "\(prefix)\(p.name) \(op) \(pick(lits)!)"
    }

    /// Keywords in the letter cases Realm Core's lexer takes, and in others it reads as names.
    mutating func keywordSpellings(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isScalar }), let lit = literal(cls, p) else { return nil }
        let forms = ["\(p.name) == \(lit) And TRUEPREDICATE", "\(p.name) == \(lit) Or FALSEPREDICATE", "Not \(p.name) == \(lit)",
                     "\(p.name) == \(lit) AND truepredicate", "\(p.name) In {\(lit)}", "\(p.name) == Null", "\(p.name) != NIL",
                     "\(p.name) == False", "\(p.name) == True", "\(p.name) BeginsWith 'a'", "\(p.name) == \(lit) SORT(\(p.name) Asc)",
                     "\(p.name) ==[C] \(lit)", "\(p.name) == \(lit) LIMIT(2)", "\(p.name) == \(lit) limit(2)"]
        return pick(forms)
    }
}
