import Foundation

/// Queries as app code writes them (pasted from `filter(…)` calls, with the
/// `$0` arguments written as literals): case-insensitive searches, date
/// ranges, `@count` of lists, backlinks, `SUBQUERY`, `ANY` through to-many
/// links, sorted and limited listings, and conditions on mixed values.
extension QueryGenerator {
    static let appCategories = ["app"]

    mutating func appQuery(_ cls: DumpModel.Class) -> (String, Bool)? {
        switch int(0...8) {
        case 0:  // search box: name CONTAINS[c] $0
            guard let p = pick(props(cls) { $0.isScalar && $0.type == "string" }) else { return nil }
            let needle = pick(["'a'", "'AN'", "'é'", "'s1'", "''", "'hello'", "'x'"])!
            let op = pick(["CONTAINS[c]", "BEGINSWITH[c]", "==[c]", "CONTAINS", "LIKE[c]"])!
            let term = op.hasPrefix("LIKE") ? "'*\(needle.dropFirst().dropLast())*'" : needle
            return ("\(p.name) \(op) \(term)", false)
        case 1:  // date range: dt >= $0 AND dt < $1
            guard let p = pick(props(cls) { $0.isScalar && $0.type == "date" }) else { return nil }
            let a = int(-100_000_000...1_700_000_000), b = a + int(0...1_000_000_000)
            if chance(30) { return ("\(p.name) BETWEEN {T\(a):0, T\(b):0}", false) }
            return ("\(p.name) >= T\(a):0 AND \(p.name) < T\(b):0", false)
        case 2:  // list.@count > 0
            guard let p = pick(props(cls) { $0.collection != nil || $0.type == "linkingObjects" }) else { return nil }
            return ("\(p.name).@count \(pick([">", "==", ">=", "<"])!) \(int(0...3))", false)
        case 3:  // backlinks: @links.Class.prop.@count > 0
            guard let (origin, link) = backlinkSource(to: cls) else { return nil }
            return ("@links.\(origin).\(link).@count \(pick([">", "=="])!) \(int(0...2))", false)
        case 4:  // SUBQUERY(list, $x, $x.p == $0 AND …).@count > 0
            guard let l = pick(props(cls) { $0.isLink && $0.collection == "list" }), let target = l.objectType.flatMap(model.class),
                  let p = pick(target.props.filter { $0.isScalar && QueryGenerator.comparable.union(["string", "bool"]).contains($0.type) }),
                  let lit = literal(target, p) else { return nil }
            return ("SUBQUERY(\(l.name), $x, $x.\(p.name) \(pick(["==", "!=", ">", "<="])!) \(lit)).@count \(pick([">", "=="])!) \(int(0...1))", false)
        case 5:  // ANY friends.name == $0
            guard let l = pick(props(cls) { $0.isLink && ($0.collection != nil || $0.type == "linkingObjects") }),
                  let target = l.objectType.flatMap(model.class), let p = pick(target.props.filter { $0.isScalar }),
                  let lit = literal(target, p) else { return nil }
            return ("ANY \(l.name).\(p.name) \(pick(["==", "!=", ">", "<"])!) \(lit)", false)
        case 6:  // a sorted, limited listing
            guard let s = pick(props(cls) { $0.isScalar && $0.type != "mixed" }) else { return nil }
            let filter = chance(50) ? "TRUEPREDICATE" : (compare(cls) ?? "TRUEPREDICATE")
            let tieBreak = cls.primaryKey.map { ", \($0) ASC" } ?? ""
            return ("\(filter) SORT(\(s.name) \(pick(["ASC", "DESC"])!)\(tieBreak)) LIMIT(\(int(1...10)))", true)
        case 7:  // mixed: value == $0, @type
            guard let p = pick(props(cls) { $0.isScalar && $0.type == "mixed" }) else { return nil }
            if chance(40) { return ("\(p.name).@type == '\(pick(["string", "int", "double", "null", "bool", "binary", "date"])!)'", false) }
            guard let lit = edgeLiteral("mixed") else { return nil }
            return ("\(p.name) \(pick(["==", "!=", ">", "<"])!) \(lit)", false)
        default:  // two conditions, as a screen's filters combine them
            guard let a = compare(cls), let b = compare(cls) else { return nil }
            return ("\(a) AND \(b)", false)
        }
    }

    /// A (class, property) whose links point at `cls`.
    mutating func backlinkSource(to cls: DumpModel.Class) -> (String, String)? {
        var sources: [(String, String)] = []
        for origin in model.classes where !origin.embedded {
            for p in origin.props where p.type == "object" && p.objectType == cls.name { sources.append((origin.name, p.name)) }
        }
        return pick(sources)
    }
}
