import Foundation

/// Collection shapes Realm Core answers in its own ways: `@min`/`@max`/
/// `@sum`/`@avg` of a member through chains of links (to-one then list,
/// list then to-one, lists of embedded objects, backlinks, list then list),
/// of lists, sets and dictionaries of values through links, inside
/// `SUBQUERY`; and paths into mixed values (`[*]`, indexes, keys, nested)
/// compared with a list of constants (`IN`, `==`, `!=`) under every
/// quantifier, with `[c]`.
extension QueryGenerator {
    static let aggregateCategories = ["linkaggregate", "mixedin"]

    mutating func makeAggregate(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "linkaggregate": return linkAggregate(cls).map { ($0, false) }
        case "mixedin": return mixedIn(cls).map { ($0, false) }
        default: return nil
        }
    }

    /// A chain of one to three link steps from `cls` (links, lists, sets and dictionaries of
    /// objects, embedded objects, `@links.Class.property`) and the class it ends at.
    mutating func linkChain(_ cls: DumpModel.Class) -> (String, DumpModel.Class)? {
        var path: [String] = []
        var current = cls
        for step in 0..<int(1...3) {
            var hops: [(String, String)] = current.props.filter { $0.type == "object" }.compactMap { p in p.objectType.map { (p.name, $0) } }
            if chance(25), let (origin, property) = backlinkSource(to: current), let originClass = model.class(origin), !originClass.embedded {
                hops.append(("@links.\(origin).\(property)", origin))
            }
            guard let (name, target) = pick(hops), let next = model.class(target) else { return step == 0 ? nil : (path.joined(separator: "."), current) }
            path.append(name)
            current = next
            if chance(35) { break }
        }
        return (path.joined(separator: "."), current)
    }

    mutating func linkAggregate(_ cls: DumpModel.Class) -> String? {
        guard let (chain, target) = linkChain(cls) else { return nil }
        let aggregate = pick(["@min", "@max", "@sum", "@avg"])!
        let op = pick(Self.comparisonOperators)!
        if chance(25), let values = pick(target.props.filter { $0.collection != nil && !$0.isLink && ["int", "float", "double", "decimal", "mixed"].contains($0.type) }) {
            return "\(chain).\(values.name).\(aggregate) \(op) \(literal(target, values) ?? "1")"
        }
        guard let member = pick(target.props.filter { $0.isScalar && ["int", "float", "double", "decimal", "date", "mixed"].contains($0.type) }) else { return nil }
        let lhs = "\(chain).\(aggregate).\(member.name)"
        if chance(15), let outer = pick(cls.props.filter { $0.isScalar && ["int", "double", "float"].contains($0.type) }) {
            return "\(lhs) \(op) \(outer.name)"
        }
        if chance(15), let list = pick(cls.props.filter { $0.isLink && $0.collection == "list" }), let inner = list.objectType.flatMap(model.class),
           let (innerChain, _) = linkChain(inner) {
            return "SUBQUERY(\(list.name), $x, $x.\(innerChain).\(aggregate).\(member.name) \(op) \(literal(target, member) ?? "1")).@count > 0"
        }
        return "\(lhs) \(op) \(pick(["null", "0", "1", "2.5", "-1"]).map { chance(60) ? (literal(target, member) ?? $0) : $0 }!)"
    }

    mutating func mixedIn(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.type == "mixed" }) else { return nil }
        var path = p.name
        if p.collection == "list" { path += pick(["[*]", "[0]", "[LAST]"])! }
        if p.collection == "dictionary" { path += chance(30) ? "[*]" : "['\(pick(model.keys["\(cls.name).\(p.name)"] ?? []) ?? "a")']" }
        for _ in 0..<int(p.collection == nil ? 1...2 : 0...2) {
            path += pick(["[*]", "[*]", "[0]", "[1]", "[LAST]", "['a']", "['name']", ".b"])!
        }
        var items: [String] = []
        let leaves = (model.samples["\(cls.name).\(p.name)"] ?? []).compactMap { Self.leaf($0, rng: &rng) }
        for _ in 0..<int(0...4) {
            if chance(60), let leaf = pick(leaves), let text = Self.render(leaf, type: "mixed") { items.append(text) } else if let edge = edgeLiteral("mixed") { items.append(edge) }
        }
        let quantifier = pick(["", "", "ANY ", "ALL ", "NONE "])!
        let op = pick(["IN", "IN", "IN[c]", "==", "!="])!
        return "\(quantifier)\(path) \(op) {\(items.joined(separator: ", "))}"
    }
}
