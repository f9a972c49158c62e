import Foundation

/// `.length` of each element of a list or set of strings, binaries or mixed
/// values (Realm Core's `ColumnListElementLength`): compared with numbers,
/// lists of numbers (element by element), another list, a property, under
/// every quantifier, in arithmetic, `IN`, `BETWEEN`, through links and
/// inside `SUBQUERY`; and the forms Realm Core refuses (`.length` of a
/// single string, of a list of ints, after a subscript, under `@count`).
extension QueryGenerator {
    static let lengthCategories = ["length"]

    mutating func makeLength(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        category == "length" ? elementLength(cls).map { ($0, false) } : nil
    }

    static func hasElementLengths(_ p: DumpModel.Prop) -> Bool {
        (p.collection == "list" || p.collection == "set") && ["string", "data", "mixed"].contains(p.type)
    }

    /// The lists `.length` can measure from `cls`: its own, and those one link or list of links away.
    func measuredPaths(_ cls: DumpModel.Class) -> [String] {
        var paths = cls.props.filter(Self.hasElementLengths).map(\.name)
        for link in cls.props where link.type == "object" {
            guard let target = link.objectType.flatMap(model.class) else { continue }
            paths += target.props.filter(Self.hasElementLengths).map { "\(link.name).\($0.name)" }
        }
        return paths
    }

    mutating func elementLength(_ cls: DumpModel.Class) -> String? {
        guard let path = pick(measuredPaths(cls)) else { return nil }
        let x = "\(path).\(pick(["length", "length", "length", "LENGTH", "Length"])!)"
        let quantifier = pick(["", "", "ANY ", "ALL ", "NONE "])!
        let op = pick(Self.comparisonOperators)!
        let number = { (g: inout QueryGenerator) in g.pick(["0", "1", "2", "3", "4", "5", "6", "8", "12", "16", "64", "2.5", "null"])! }
        let numbers = { (g: inout QueryGenerator) in "{" + (0..<g.int(0...3)).map { _ in g.pick(["0", "1", "2", "3", "4", "5", "6", "8"])! }.joined(separator: ", ") + "}" }
        switch int(0...9) {
        case 0: return "\(quantifier)\(x) \(op) \(number(&self))"
        case 1: return "\(x) \(pick(["==", "!=", "<", ">="])!) \(numbers(&self))"
        case 2: return "\(quantifier)\(x) IN \(numbers(&self))"
        case 3: return "\(number(&self)) IN \(x)"
        case 4: return "\(quantifier)\(x) \(pick(["+", "-", "*"])!) \(int(1...2)) \(op) \(number(&self))"
        case 5:
            let scalars = props(cls) { $0.isScalar && ["int", "double", "mixed", "string", "data"].contains($0.type) }
            guard let p = pick(scalars) else { return nil }
            let other = p.type == "string" || p.type == "data" ? "\(p.name).@size" : p.name
            return "\(quantifier)\(x) \(op) \(other)"
        case 6:
            let lists = props(cls) { $0.collection != nil && !$0.isLink && ["int", "mixed", "double"].contains($0.type) }.map(\.name)
                + measuredPaths(cls).map { "\($0).length" }
            guard let other = pick(lists) else { return nil }
            let subscripted = chance(25) ? other + pick(["[0]", "[FIRST]", "[LAST]"])! : other
            let q2 = chance(70) ? "" : pick(["ANY ", "ALL ", "NONE "])!
            return "\(chance(70) ? "" : quantifier)\(x) \(pick(["==", "!=", "<", ">", "IN"])!) \(q2)\(subscripted.contains(".length") ? other : subscripted)"
        case 7:
            let bounds = chance(50) ? "{\(int(0...3)), \(int(2...8))}" : pick(["{'a', 'm'}", "{'', 'z'}", "{1, 'z'}"])!
            return "\(quantifier)\(x) BETWEEN \(bounds)"
        case 8:
            let string = props(cls) { $0.isScalar && ($0.type == "string" || $0.type == "data") }.map(\.name)
            let other = props(cls) { $0.collection != nil && !$0.isLink && !Self.hasElementLengths($0) }.map(\.name)
            let mixedLists = props(cls) { $0.collection == "list" && $0.type == "mixed" }.map(\.name)
            var forms = ["\(path).length.@count > 1", "\(path).length.@max > 1", "\(path)[0].length > 1", "\(path)[*].length > 1",
                         "\(path).length.length > 1", "\(path).lengthx > 1"]
            forms += string.map { "\($0).length > 1" } + other.map { "\($0).length > 1" } + mixedLists.map { "\($0).name == 'x'" }
            return pick(forms)
        default:
            let toMany = props(cls) { $0.type == "object" && $0.collection == "list" }
            guard let link = pick(toMany), let target = link.objectType.flatMap(model.class),
                  let measured = pick(target.props.filter(Self.hasElementLengths)) else { return "\(quantifier)\(x) \(op) \(number(&self))" }
            return "SUBQUERY(\(link.name), $f, \(quantifier)$f.\(measured.name).length \(op) \(number(&self))).@count \(pick([">", "=="])!) \(int(0...1))"
        }
    }
}
