import Foundation
import TestRandomness

/// Query forms taken from Realm Core's own parser tests (`test/test_parser.cpp`,
/// `test_query*.cpp`) that the other categories do not write: operator
/// spellings (`=>`, `=<`, `!`, `&&`), a list on the right of any operator
/// (`a > {1, 2}`, `a BEGINSWITH {'a', 'b'}`, `a IN {}`), `$0` with no
/// arguments, nested `SUBQUERY`s, `@type` tests, string operators and `@size`
/// on every type, two properties of different types, `[c]` on non-ASCII
/// text, `LIKE` wildcard combinations, `SORT`/`DISTINCT` of several keys with
/// `LIMIT` anywhere, `T…:…` dates, `nil`/`NULL` spellings, and backlinks
/// reached through a path. Refusals count: both engines refusing agrees, one
/// refusing is a difference.
extension QueryGenerator {
    static let parserCategories = ["spellings", "listrhs", "nestedsub", "typeof", "strsize", "twoprop", "unicode", "likeglob",
                                   "multisort", "dates", "nullspell", "linkpath"]

    mutating func makeParserForm(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "spellings": return operatorSpellings(cls).map { ($0, false) }
        case "listrhs": return listOnTheRight(cls).map { ($0, false) }
        case "nestedsub": return nestedSubquery(cls).map { ($0, false) }
        case "typeof": return typeTests(cls).map { ($0, false) }
        case "strsize": return stringOperatorsAndSize(cls).map { ($0, false) }
        case "twoprop": return twoProperties(cls).map { ($0, false) }
        case "unicode": return nonASCIICase(cls).map { ($0, false) }
        case "likeglob": return likeWildcards(cls).map { ($0, false) }
        case "multisort": return severalKeys(cls)
        case "dates": return dateLiterals(cls).map { ($0, false) }
        case "nullspell": return nullSpellings(cls).map { ($0, false) }
        case "linkpath": return backlinksThroughPaths(cls).map { ($0, false) }
        default: return nil
        }
    }

    /// `=>`, `=<`, `!`, `&&`, `||`, nested parentheses, `$0` with no argument, `ASCENDING`.
    mutating func operatorSpellings(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isScalar }), let lit = literal(cls, p),
              let b = compare(cls) else { return nil }
        let n = p.name
        let forms = ["\(n) => \(lit)", "\(n) =< \(lit)", "\(n)=>\(lit)", "!\(n) == \(lit)", "! (\(n) == \(lit))", "!(!(\(n) == \(lit)))",
                     "\(n) == \(lit) && \(b)", "\(n) == \(lit) || \(b)", "((\(n) == \(lit)) || (\(b)))", "NOT(\(n) == \(lit))",
                     "\(n) == $0", "$0 == \(n)", "\(n) == \(lit) && !\(b)", "\(n) ==[c] \(lit)", "\(n) !=[c] \(lit)", "\(n) <>[c] \(lit)",
                     "\(n) == \(lit) SORT(\(n) ASCENDING)", "\(n) != \(lit) SORT(\(n) Descending)", "\(n) == \(lit) sort (\(n) desc)",
                     "TRUEPREDICATE && \(n) == \(lit)", "FALSEPREDICATE || !(\(n) == \(lit))", "truepredicate", "falsepredicate",
                     "NOT TRUEPREDICATE", "\(n) == \(lit) INCLUDE(\(n))", "\(n) == \(lit) LIMIT( 2 )", "\(n) == \(lit) LIMIT(0xFF)"]
        return pick(forms)
    }

    /// A list of constants on the right of every operator, and empty lists.
    mutating func listOnTheRight(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink }) else { return nil }
        var items: [String] = []
        for _ in 0..<int(0...3) { if let l = literal(cls, p) { items.append(l) } }
        let list = "{" + items.joined(separator: ", ") + "}"
        let op = pick(["==", "!=", ">", ">=", "<", "<=", "IN", "==[c]", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "CONTAINS[c]"])!
        let prefix = pick(["", "", "ANY ", "ALL ", "NONE ", "NOT "])!
        switch int(0...3) {
        case 0: return "\(prefix)\(p.name) IN {}"
        case 1: return "\(prefix)\(p.name) \(op) \(list)"
        case 2: return "\(list) \(pick(["==", "!=", "IN"])!) \(p.name)"
        default:
            let strings = "{" + ["'a*'", "'b'", "'A'", "'é'", "'s1'", "''", "'ana'"].shuffledPrefix(int(1...3), &rng).joined(separator: ", ") + "}"
            return "\(prefix)\(p.name) \(pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "==[c]", "BEGINSWITH[c]", "LIKE[c]"])!) \(strings)"
        }
    }

    /// `SUBQUERY` inside `SUBQUERY`, two `SUBQUERY` counts compared, `@size`, and conditions beside it.
    mutating func nestedSubquery(_ cls: DumpModel.Class) -> String? {
        let toMany = { (c: DumpModel.Class) in c.props.filter { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" } }
        guard let p = pick(toMany(cls)), let target = p.objectType.flatMap(model.class),
              let tp = pick(target.props.filter { $0.isScalar }), let lit = literal(target, tp) else { return nil }
        let inner = "$x.\(tp.name) \(Self.comparable.contains(tp.type) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!) \(lit)"
        let count = "\(pick([">", "==", ">=", "<"])!) \(int(0...2))"
        switch int(0...4) {
        case 0:
            guard let q = pick(toMany(target)), let deep = q.objectType.flatMap(model.class),
                  let dp = pick(deep.props.filter { $0.isScalar }), let dl = literal(deep, dp) else { return nil }
            return "SUBQUERY(\(p.name), $x, SUBQUERY($x.\(q.name), $y, $y.\(dp.name) \(pick(["==", "!="])!) \(dl)).@count > 0).@count \(count)"
        case 1:
            guard let tp2 = pick(target.props.filter { $0.isScalar }), let lit2 = literal(target, tp2) else { return nil }
            return "SUBQUERY(\(p.name), $x, \(inner)).@count \(pick(["==", "<", ">="])!) SUBQUERY(\(p.name), $y, $y.\(tp2.name) != \(lit2)).@count"
        case 2: return "SUBQUERY(\(p.name), $x, \(inner)).@size \(count)"
        case 3:
            guard let c = compare(cls) else { return nil }
            return "\(c) \(pick(["AND", "OR"])!) SUBQUERY(\(p.name), $x, \(inner) AND TRUEPREDICATE).@count \(count)"
        default:
            guard let l = pick(target.props.filter { $0.isLink && $0.collection == nil }), let lt = l.objectType.flatMap(model.class),
                  let lp = pick(lt.props.filter { $0.isScalar }), let ll = literal(lt, lp) else { return nil }
            return "SUBQUERY(\(p.name), $x, $x.\(l.name).\(lp.name) \(pick(["==", "!="])!) \(ll) OR $x.\(l.name) == nil).@count \(count)"
        }
    }

    /// `@type` of mixed values (and of typed properties) against every type name, in lists and negated.
    mutating func typeTests(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ($0.type == "mixed" || chance(15)) }) else { return nil }
        var path = p.name
        if p.type == "mixed", p.collection == nil, chance(30) { path += pick(["[0]", "['a']", "[*]", "['name']", "[FIRST]"])! }
        let prefix = p.collection != nil || path.contains("[*]") ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        let names = Self.typeNames + ["numeric", "numeric", "binary", "objectId", "uuid", "bool", "Numeric", "integer", "long", "mixed"]
        switch int(0...3) {
        case 0: return "\(prefix)\(path).@type \(pick(["==", "!=", "==[c]", "!=[c]"])!) '\(pick(names)!)'"
        case 1:
            let list = (0..<int(0...3)).map { _ in "'\(pick(names)!)'" }.joined(separator: ", ")
            return "\(prefix)\(path).@type IN {\(list)}"
        case 2: return "NOT \(prefix)\(path).@type == '\(pick(names)!)'"
        default: return "\(prefix)\(path).@type \(pick(["BEGINSWITH", "CONTAINS", "==", ">"])!) \(pick(["'str'", "'int'", "1", "null", "'double' SORT(\(path) ASC)"])!)"
        }
    }

    /// String operators on object ids, uuids, dates and numbers; `@size`/`@count`/`@length` of strings and binaries.
    mutating func stringOperatorsAndSize(_ cls: DumpModel.Class) -> String? {
        if chance(45), let p = pick(props(cls) { ["string", "data"].contains($0.type) && !$0.isLink }) {
            let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
            let rhs = pick(["0", "1", "3", "5", "10", "-1", "2.5", "null", "'3'"])!
            return "\(prefix)\(p.name).\(pick(["@size", "@count", "@length"])!) \(pick(Self.comparisonOperators)!) \(rhs)"
        }
        guard let p = pick(props(cls) { !$0.isLink && ["objectId", "uuid", "date", "int", "bool", "decimal", "data", "double"].contains($0.type) })
        else { return nil }
        let op = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "BEGINSWITH[c]", "CONTAINS[c]", "LIKE[c]", "ENDSWITH[c]"])!
        let needle: String
        switch p.type {
        case "objectId": needle = pick(["'6000'", "'e6'", "oid(600000000005000500001315)", "'*'", "''"])!
        case "uuid": needle = pick(["'83f1'", "'ffff'", "uuid(00000000-0000-0000-0000-000000000000)", "'*'", "''"])!
        case "data": needle = pick(["bin('a')", "bin('AB')", "'ab'", "'A'", "B64\"YWJj\"", "bin('')", "'*b*'", "bin('ABC')"])!
        default: needle = pick(["'1'", "''", "1", "'*'", "'tr'"])!
        }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        return "\(prefix)\(p.name) \(op) \(needle)"
    }

    /// Two properties compared, of different types (and lists against scalars or lists).
    mutating func twoProperties(_ cls: DumpModel.Class) -> String? {
        let candidates = props(cls) { !$0.isLink || ($0.collection == nil && $0.type == "object") }
        guard let a = pick(candidates), let b = pick(candidates.filter { $0.name != a.name }) else { return nil }
        let op = pick(Self.comparisonOperators + ["BEGINSWITH", "CONTAINS[c]", "LIKE", "==[c]", "ENDSWITH"])!
        var left = a.name, right = b.name
        if a.isLink, let t = a.objectType.flatMap(model.class), let tp = pick(t.props.filter { $0.isScalar }) { left += "." + tp.name }
        if b.isLink, let t = b.objectType.flatMap(model.class), let tp = pick(t.props.filter { $0.isScalar }) { right += "." + tp.name }
        let prefix = a.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        return "\(prefix)\(left) \(op) \(right)"
    }

    /// `[c]` with letters outside ASCII: Latin-1, Greek, German sharp s, ligatures, CJK.
    mutating func nonASCIICase(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ["string", "mixed"].contains($0.type) }) else { return nil }
        let needle = pick(["ärger", "ÄRGER", "Ärger", "RÉSUMÉ", "résumé", "ωMEGA", "ΩMEGA", "STRASSE", "STRAßE", "straße", "ﬁne", "FINE",
                           "MARÍA", "marÍa", "東京", "ÅÄÖ", "é", "É", "ß", "Ω", "ω", "Ä", "ä"])!
        let op = pick(["==[c]", "!=[c]", "BEGINSWITH[c]", "ENDSWITH[c]", "CONTAINS[c]", "LIKE[c]", "IN[c]", "=="])!
        var text = needle
        if op.hasPrefix("LIKE") { text = pick(["*", ""])! + needle + pick(["*", "?*", ""])! }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if op == "IN[c]" { return "\(prefix)\(p.name) IN[c] {'\(text)', 'abc'}" }
        return "\(prefix)\(p.name) \(op) '\(text)'"
    }

    /// `LIKE` patterns with `?` and `*` in every combination.
    mutating func likeWildcards(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ["string", "mixed"].contains($0.type) }) else { return nil }
        let pattern = pick(["?", "??", "*?", "?*", "*?*", "**", "***", "a*", "*a", "*a*", "a?c", "A?C", "?b?", "*b*c*", "a*b*c", "x*y?",
                            "x\\*y?", "*\\?", "??????*", "*é*", "?ärger", "*東?", "Ana*", "*world", "h*o w*d", "", "*s?", "S?"])!
        let op = pick(["LIKE", "LIKE[c]", "like", "like[c]"])!
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        return "\(prefix)\(p.name) \(op) '\(pattern)'"
    }

    /// `SORT` of two or three keys in mixed directions, `DISTINCT` of several keys, `LIMIT` before and after.
    mutating func severalKeys(_ cls: DumpModel.Class) -> (String, Bool)? {
        let scalars = cls.props.filter { $0.isScalar }
        guard scalars.count >= 2 else { return nil }
        func key(_ g: inout QueryGenerator) -> String {
            if g.chance(20), let l = g.pick(cls.props.filter { $0.isLink && $0.collection == nil && $0.type == "object" }),
               let t = l.objectType.flatMap(g.model.class), let tp = g.pick(t.props.filter { $0.isScalar }) {
                return "\(l.name).\(tp.name)"
            }
            return g.pick(scalars)!.name
        }
        let keys = (0..<int(2...3)).map { _ in key(&self) }
        let sort = "SORT(" + keys.map { "\($0) \(pick(["ASC", "DESC"])!)" }.joined(separator: ", ") + ")"
        let distinct = "DISTINCT(" + keys.prefix(int(1...keys.count)).joined(separator: ", ") + ")"
        let limit = "LIMIT(\(int(0...8)))"
        let condition = chance(50) ? "TRUEPREDICATE" : (compare(cls) ?? "TRUEPREDICATE")
        let shapes: [(String, Bool)] = [
            (sort, true), ("\(sort) \(limit)", true), ("\(limit) \(sort)", true), ("\(distinct)", false), ("\(sort) \(distinct)", true),
            ("\(sort) \(distinct) \(limit)", true), ("\(limit) \(sort) \(distinct)", true), ("\(sort) \(limit) \(distinct)", true),
            ("\(distinct) \(limit)", false), ("\(sort) LIMIT(5) \(sort) \(limit)", true),
        ]
        guard let (clauses, ordered) = pick(shapes) else { return nil }
        return ("\(condition) \(clauses)", ordered)
    }

    /// Dates compared with `T<seconds>:<nanoseconds>` and `YYYY-MM-DD@…`/`T` forms, lists of dates, `BETWEEN`.
    mutating func dateLiterals(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ($0.type == "date" || ($0.type == "mixed" && chance(30))) }) else { return nil }
        let seconds = pick([0, -1, 1, 946_684_800, 1_706_704_200, -2_208_988_800, 2_147_483_648, 1_706_704_199, -86_400])!
        let nanos = pick([0, 1, 500_000_000, 999_999_999, -1, -500_000_000])!
        let lit = pick(["T\(seconds):\(nanos)", "T\(seconds):0", "2024-01-31@12:30:00", "2024-01-31T12:30:00", "2024-01-31@12:30:00:500000000",
                        "2024-01-31T12:30:00:5", "1970-01-01@00:00:00", "1969-12-31@23:59:59:999999999", "2000-1-1@0:0:0", "T\(seconds)"])!
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if chance(20) { return "\(prefix)\(p.name) BETWEEN {T\(seconds):0, \(lit)}" }
        if chance(15) { return "\(prefix)\(p.name) IN {\(lit), T0:0}" }
        return "\(prefix)\(p.name) \(pick(Self.comparisonOperators)!) \(lit)"
    }

    /// `nil`, `null`, `NULL`, `Nil`, `NIL` on every kind, both sides, in lists and through paths.
    mutating func nullSpellings(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(cls.props.filter { $0.type != "linkingObjects" }) else { return nil }
        let null = pick(["nil", "null", "NULL", "NIL", "Nil", "Null"])!
        let op = pick(["==", "!=", "=", "<>", "==[c]", "IN", ">", "<="])!
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        var path = p.name
        if p.collection == "dictionary", chance(40) { path += pick([".@values", ".@keys", "['a']", "['nokey']"])! }
        if p.isLink, p.collection == nil, chance(40), let t = p.objectType.flatMap(model.class), let tp = pick(t.props.filter { !$0.isLink }) {
            path += "." + tp.name
        }
        if op == "IN" { return "\(prefix)\(path) IN {\(null)\(chance(50) ? ", \(literal(cls, p) ?? "1")" : "")}" }
        return chance(25) ? "\(null) \(op) \(prefix.isEmpty ? "" : prefix)\(path)" : "\(prefix)\(path) \(op) \(null)"
    }

    /// `@links` reached through a path (`owner.@links.Thing.owner.@count`), with conditions on the origin.
    mutating func backlinksThroughPaths(_ cls: DumpModel.Class) -> String? {
        guard let l = pick(props(cls) { $0.isLink && $0.type == "object" }), let target = l.objectType.flatMap(model.class) else { return nil }
        var sources: [(DumpModel.Class, DumpModel.Prop)] = []
        for c in model.classes where !c.embedded {
            for p in c.props where p.isLink && p.type == "object" && p.objectType == target.name { sources.append((c, p)) }
        }
        guard let (origin, p) = pick(sources), !target.embedded else { return nil }
        let path = "\(l.name).@links.\(origin.name).\(p.name)"
        let prefix = l.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        switch int(0...2) {
        case 0: return "\(prefix)\(path).@count \(pick(Self.comparisonOperators)!) \(int(0...3))"
        case 1:
            guard let q = pick(origin.props.filter { $0.isScalar }), let lit = literal(origin, q) else { return nil }
            return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(path).\(q.name) \(pick(["==", "!=", ">", "<"])!) \(lit)"
        default:
            guard let q = pick(origin.props.filter { $0.isScalar }), let lit = literal(origin, q) else { return nil }
            return "SUBQUERY(\(path), $b, $b.\(q.name) \(pick(["==", "!="])!) \(lit)).@count \(pick([">", "=="])!) \(int(0...1))"
        }
    }
}

private extension Array {
    /// The first `n` items after a seeded shuffle.
    func shuffledPrefix(_ n: Int, _ rng: inout SplitMix64) -> [Element] { Array(shuffled(using: &rng).prefix(n)) }
}
