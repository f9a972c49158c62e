import Foundation

/// Numbers at the edges: ints and doubles around ±2^63 (and 2^53) compared in
/// every operator and direction — plain, through a link, in lists, in mixed
/// values, in `IN` lists — decimals beyond the range of a double compared,
/// sorted and grouped, and `@size` of mixed values of every type.
extension QueryGenerator {
    static let numericCategories = ["numeric"]

    static let edgeNumbers = ["9.2233720368547758e18", "-9.2233720368547758e18", "1e19", "-1e+19", "9223372036854775807",
                              "-9223372036854775808", "9223372036854775807.0", "9223372036854774784.0", "9007199254740993", "5f"]
    static let edgeDecimals = ["1e400", "-1E6000", "decimal128(1E400)", "decimal128(9223372036854775807)", "1e308"]

    mutating func numericEdge(_ cls: DumpModel.Class) -> (String, Bool)? {
        let numeric = props(cls) { ["int", "double", "float", "decimal", "mixed"].contains($0.type) && !$0.isLink }
        switch int(0...6) {
        case 0, 1:  // plain, list or through a to-one link, either side
            guard let p = pick(numeric) else { return nil }
            var path = p.name
            if chance(25), let link = pick(props(cls) { $0.type == "object" && $0.collection == nil }),
               let target = link.objectType.flatMap(model.class),
               let q = pick(target.props.filter { ["int", "double", "decimal", "mixed"].contains($0.type) && $0.collection == nil }) {
                path = "\(link.name).\(q.name)"
            }
            let literal = p.type == "decimal" && chance(50) ? pick(Self.edgeDecimals)! : pick(Self.edgeNumbers)!
            let op = pick(Self.comparisonOperators)!
            let quantifier = p.collection != nil && path == p.name ? pick(["ANY ", "ALL ", "NONE ", ""])! : ""
            if quantifier.isEmpty && p.collection == nil && chance(25) { return ("\(literal) \(op) \(path)", false) }
            return ("\(quantifier)\(path) \(op) \(literal)", false)
        case 2:  // IN a list of edge numbers
            guard let p = pick(numeric.filter { $0.collection == nil }) else { return nil }
            let items = (0..<int(1...3)).map { _ in pick(Self.edgeNumbers + ["'x'", "null", "0"])! }
            return ("\(p.name) IN {\(items.joined(separator: ", "))}", false)
        case 3:  // two numeric properties of different types
            let scalars = numeric.filter { $0.collection == nil }
            guard let p = pick(scalars), let q = pick(scalars.filter { $0.type != p.type }) else { return nil }
            return ("\(p.name) \(pick(Self.comparisonOperators)!) \(q.name)", false)
        case 4:  // SORT / DISTINCT on decimals and mixed values
            guard let p = pick(numeric.filter { $0.collection == nil && ($0.type == "decimal" || $0.type == "mixed" || $0.type == "double") })
            else { return nil }
            let key = cls.primaryKey.map { ", \($0) ASC" } ?? ""
            switch int(0...2) {
            case 0: return ("TRUEPREDICATE SORT(\(p.name) \(pick(["ASC", "DESC"])!)\(key))", true)
            case 1: return ("TRUEPREDICATE DISTINCT(\(p.name))", true)
            default: return ("TRUEPREDICATE SORT(\(p.name) \(pick(["ASC", "DESC"])!)) DISTINCT(\(p.name))", true)
            }
        default:  // @size of a mixed value, whatever it holds
            guard let p = pick(props(cls) { $0.type == "mixed" && $0.collection == nil }) else { return nil }
            let size = pick(["\(p.name).@size", "\(p.name).@count", "\(p.name)[SIZE]"])!
            return ("\(size) \(pick(Self.comparisonOperators)!) \(pick(["-1", "0", "1", "3", "5", "nil", "1.5"])!)", false)
        }
    }
}
