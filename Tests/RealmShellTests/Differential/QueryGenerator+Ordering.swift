import Foundation

/// What apps do with results, where engines differ subtly: `SORT` by every property kind (optional and
/// required, mixed values of every type and across types, strings differing by case, diacritics or only
/// by being empty, dates before 1970, NaN, ±inf and -0.0, decimals, uuids, object ids, bools, binary)
/// ascending and descending with ties and several keys, through to-one links that are null (one or two
/// hops); `DISTINCT` on every kind and on several keys; `LIMIT` before and after them, and several of
/// those clauses in a row in any order. Every answer is compared in order. And mixed values compared
/// across types: `m > 'a'`, `m == 1` where `m` holds `true`, `1.0`, `'1'` or `decimal128(1)`, mixed
/// against typed properties and numbers of one kind against another.
extension QueryGenerator {
    static let orderingCategories = ["ordering", "crosstype"]

    mutating func makeOrdering(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "ordering": return orderingClauses(cls).map { ($0, true) }
        case "crosstype": return crossTypeComparison(cls).map { ($0, false) }
        default: return nil
        }
    }

    /// The keys a `SORT` or `DISTINCT` may name: every scalar of the class and of the classes one or two
    /// to-one links away (where the link may be null).
    func orderingKeys(_ cls: DumpModel.Class) -> [String] {
        var keys = cls.props.filter(\.isScalar).map(\.name)
        for l in cls.props where l.type == "object" && l.collection == nil {
            guard let target = l.objectType.flatMap(model.class) else { continue }
            keys += target.props.filter(\.isScalar).map { "\(l.name).\($0.name)" }
            for l2 in target.props where l2.type == "object" && l2.collection == nil {
                guard let far = l2.objectType.flatMap(model.class) else { continue }
                keys += far.props.filter { $0.isScalar && ["mixed", "string", "double", "date"].contains($0.type) }
                    .map { "\(l.name).\(l2.name).\($0.name)" }
            }
        }
        return keys
    }

    /// A filter, then one to four `SORT`/`DISTINCT`/`LIMIT` clauses in any order.
    mutating func orderingClauses(_ cls: DumpModel.Class) -> String? {
        let keys = orderingKeys(cls)
        guard !keys.isEmpty else { return nil }
        var clauses: [String] = []
        for _ in 0..<int(1...4) {
            switch int(0...5) {
            case 0, 1, 2:
                let sortKeys = (0..<int(1...3)).map { _ in "\(pick(keys)!) \(pick(["ASC", "DESC", "ascending", "descending"])!)" }
                clauses.append("SORT(\(sortKeys.joined(separator: ", ")))")
            case 3, 4: clauses.append("DISTINCT(\((0..<int(1...2)).map { _ in pick(keys)! }.joined(separator: ", ")))")
            default: clauses.append("LIMIT(\(pick(["0", "1", "2", "3", "5", "10"])!))")
            }
        }
        let filter = chance(60) ? "TRUEPREDICATE" : (crossTypeComparison(cls) ?? compare(cls) ?? "TRUEPREDICATE")
        return "\(filter) \(clauses.joined(separator: " "))"
    }

    /// Constants of every type that equal or nearly equal each other across types.
    static let crossTypeLiterals = ["1", "1.0", "true", "'1'", "decimal128(1)", "0", "-0.0", "0.0", "false", "'0'", "'a'", "'A'", "''",
                                    "'true'", "2.5", "decimal128(2.5)", "-1", "nan", "inf", "-inf", "T0:0", "T-1:0", "null",
                                    "oid(000000000000000000000000)", "uuid(00000000-0000-0000-0000-000000000000)",
                                    "B64\"YWJj\"", "'abc'", "'é'", "'E'", "'Z'", "100", "1e20", "9223372036854775807"]

    /// A mixed value (of the object, through a to-one link, or an element of a list of mixed values)
    /// against a constant of another type, a typed property or a string operator; or two numbers of
    /// different kinds, or a bool against a number.
    mutating func crossTypeComparison(_ cls: DumpModel.Class) -> String? {
        let mixed = cls.props.filter { $0.type == "mixed" && ($0.collection == nil || $0.collection == "list") }
        guard let m = pick(mixed) else {
            return numbersAcrossKinds(cls)
        }
        let path = m.collection == "list" ? "\(pick(["ANY ", "ALL ", "NONE "])!)\(m.name)" : m.name
        switch int(0...5) {
        case 0, 1, 2:
            return "\(path) \(pick(Self.comparisonOperators)!) \(pick(Self.crossTypeLiterals)!)"
        case 3:
            guard let other = pick(cls.props.filter { $0.isScalar && $0.name != m.name }) else { return nil }
            return "\(path) \(pick(Self.comparisonOperators)!) \(other.name)"
        case 4:
            let op = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "==[c]", "!=[c]", "BEGINSWITH[c]", "CONTAINS[c]"])!
            return "\(path) \(op) \(pick(["'a'", "'1'", "''", "'*'", "'t'", "'É'", "B64\"YWJj\""])!)"
        default:
            return numbersAcrossKinds(cls) ?? "\(path) IN {\((0..<int(1...3)).map { _ in pick(Self.crossTypeLiterals)! }.joined(separator: ", "))}"
        }
    }

    /// An int, float, double, decimal or bool property against one of another kind, or against a constant
    /// of another kind.
    mutating func numbersAcrossKinds(_ cls: DumpModel.Class) -> String? {
        let numbers = cls.props.filter { $0.isScalar && ["int", "float", "double", "decimal", "bool"].contains($0.type) }
        guard let a = pick(numbers) else { return nil }
        if chance(50), let b = pick(numbers.filter { $0.type != a.type }) {
            return "\(a.name) \(pick(Self.comparisonOperators)!) \(b.name)"
        }
        return "\(a.name) \(pick(Self.comparisonOperators)!) \(pick(["1", "1.0", "true", "decimal128(1)", "0", "-0.0", "2.5", "nan", "inf"])!)"
    }
}
