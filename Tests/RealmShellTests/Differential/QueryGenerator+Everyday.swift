import Foundation

/// The forms an app developer writes against a realistic schema, with the values the store holds spelled
/// every way Realm Query Language allows: every comparison operator on every property kind (optional and
/// required, lists, sets, dictionaries, mixed values holding each type), null as `nil`/`NULL`, dates as
/// `T<seconds>:<nanos>` and `YYYY-MM-DDTHH:MM:SS`, ints in hex, numbers with exponents, `uuid(…)` and
/// `oid(…)` in upper case; `BEGINSWITH`/`ENDSWITH`/`CONTAINS`/`LIKE` with `[c]` on strings and binary;
/// `@count`/`@size`/`@sum`/`@avg`/`@min`/`@max` of each collection kind against literals, properties and
/// each other; `ANY`/`ALL`/`NONE` through to-many links; `SORT` by several keys mixing directions
/// (through a link too), `DISTINCT` on several keys and `LIMIT(0)`.
extension QueryGenerator {
    static let everydayCategories = ["everyday", "everydaylist"]

    mutating func makeEveryday(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "everyday":
            switch int(0...6) {
            case 0, 1: return everydayComparison(cls).map { ($0, false) }
            case 2: return everydayStringOperator(cls).map { ($0, false) }
            case 3: return everydayAggregate(cls).map { ($0, false) }
            case 4: return everydayThroughLinks(cls).map { ($0, false) }
            case 5: return everydayMixed(cls).map { ($0, false) }
            default: return everydayNulls(cls).map { ($0, false) }
            }
        case "everydaylist": return everydayListing(cls)
        default: return nil
        }
    }

    /// A value `p` holds (most of the time) or an edge value, in another of its spellings.
    mutating func everydayLiteral(_ cls: DumpModel.Class, _ p: DumpModel.Prop) -> String? {
        let sample = chance(75) ? pick(model.samples["\(cls.name).\(p.name)"] ?? []) : nil
        if sample is NSNull { return pick(["nil", "NULL", "null", "Nil"]) }
        switch p.type {
        case "date":
            if let text = (sample as? [String: Any])?["$date"] as? String, let t = Self.secondsLiteral(text) {
                return chance(70) ? t : Self.dateLiteral(text).map { $0.replacingOccurrences(of: "@", with: "T") } ?? t
            }
            return pick(["T0:0", "T-1:-500000000", "T1706704200:500000000", "T-2208988800:0", "T946684800:0", "2000-01-01T00:00:00"])
        case "int":
            if let n = sample as? NSNumber, Self.isInteger(n) {
                let v = n.int64Value
                if chance(40), v != Int64.min { return (v < 0 ? "-" : "") + "0x" + String(v.magnitude, radix: 16, uppercase: chance(50)) }
                return "\(v)"
            }
            return pick(["9223372036854775807", "-9223372036854775808", "-0", "1.5e3", "1e2", "0x7fffffffffffffff", "-1", "2.0"])
        case "float", "double":
            if let n = sample as? NSNumber, !Self.isBool(n) {
                let d = n.doubleValue
                if d != 0, d.isFinite, chance(50) { return String(format: "%.17e", d) }
                return Self.render(n, type: p.type)
            }
            return pick(["-0.0", "1.5e3", "1.5E-3", "inf", "-inf", "3", "0.1", "1e308", "-1.5"])
        case "decimal":
            if let text = (sample as? [String: Any])?["$decimal"] as? String, !text.contains("NaN"), !text.contains("Inf") {
                return chance(50) ? "decimal128(\(text))" : text
            }
            return pick(["1.5e3", "decimal128(-0)", "-0.0", "decimal128(1.50)", "9223372036854775807", "decimal128(1E400)", "0.1"])
        case "uuid":
            if let text = (sample as? [String: Any])?["$uuid"] as? String { return "uuid(\(chance(50) ? text.uppercased() : text))" }
            return pick(["uuid(FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF)", "uuid(00000000-0000-0000-0000-000000000000)"])
        case "objectId":
            if let text = (sample as? [String: Any])?["$oid"] as? String { return "oid(\(chance(50) ? text.uppercased() : text))" }
            return pick(["oid(FFFFFFFFFFFFFFFFFFFFFFFF)", "oid(000000000000000000000000)"])
        case "bool":
            return pick(["true", "false", "TRUE", "FALSE", "True", "nil"])
        default:
            if let sample, let text = Self.render(sample, type: p.type) { return text }
            return edgeLiteral(p.type == "mixed" ? pick(["int", "double", "string", "date", "decimal", "uuid", "objectId", "bool"])! : p.type)
        }
    }

    /// `2024-01-31T12:30:00.500000000Z` → `T1706704200:500000000` (the nanoseconds take the sign of the seconds).
    static func secondsLiteral(_ text: String) -> String? {
        let u = Array(text)
        guard u.count == 30, let y = Int(String(u[0..<4])), let mo = Int(String(u[5..<7])), let d = Int(String(u[8..<10])),
              let h = Int(String(u[11..<13])), let mi = Int(String(u[14..<16])), let s = Int(String(u[17..<19])),
              let nanos = Int(String(u[20..<29])) else { return nil }
        // Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
        let yy = mo <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        let seconds = days * 86_400 + h * 3_600 + mi * 60 + s
        // seconds + nanos / 1e9, the nanoseconds with the sign of the seconds (no product in nanoseconds: year 9999 overflows).
        return seconds < 0 && nanos > 0 ? "T\(seconds + 1):\(nanos - 1_000_000_000)" : "T\(seconds):\(nanos)"
    }

    /// `prop op literal` (or `literal op prop`) on any property that is not a link, quantified where it is a collection.
    mutating func everydayComparison(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink }), let lit = everydayLiteral(cls, p) else { return nil }
        let ordered = Self.comparable.contains(p.type) || p.type == "string" || chance(15)
        let op = ordered ? pick(Self.comparisonOperators + ["=<", "=>"])! : pick(["==", "!=", "=", "<>"])!
        let quantifier = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE ", "SOME "])! : ""
        var path = p.name
        if p.collection == "dictionary" && chance(35) {
            path += chance(60) ? ".@values" : "['\(pick(model.keys["\(cls.name).\(p.name)"] ?? ["a"]) ?? "a")']"
        }
        if quantifier.isEmpty && p.collection == nil && chance(20) { return "\(lit) \(op) \(path)" }
        if chance(15) { return "\(quantifier)\(path) \(pick(["IN", "in"])!) {\(lit), \(everydayLiteral(cls, p) ?? "nil")}" }
        if chance(10), p.collection == nil, let other = everydayLiteral(cls, p) { return "\(path) BETWEEN {\(lit), \(other)}" }
        return "\(quantifier)\(path) \(op) \(lit)"
    }

    /// String operators with and without `[c]` on strings, binary, their collections and mixed values.
    mutating func everydayStringOperator(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ["string", "data", "mixed"].contains($0.type) }) else { return nil }
        var needle = pick(["a", "A", "ab", "É", "é", "", "hello", "ANA", "ss", "ß", "S1", "Ω"])!
        if chance(65), let sample = pick(model.samples["\(cls.name).\(p.name)"] ?? []) {
            var text = sample as? String
            if let d = (sample as? [String: Any])?["$data"] as? String, let bytes = Data(base64Encoded: d) {
                text = String(data: bytes, encoding: .utf8)
            }
            if let text, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "'" && $0 != "\\" && $0 != "\"" }) {
                let chars = Array(text)
                needle = text
                if !chars.isEmpty, chance(60) {
                    let a = int(0...chars.count - 1)
                    needle = String(chars[a..<int(a...chars.count)])
                }
                if chance(35) { needle = chance(50) ? needle.uppercased() : needle.lowercased() }
            }
        }
        let op = pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "==", "!=", "beginsWith", "endswith"])!
        let modifier = chance(55) ? "[c]" : ""
        if op == "LIKE" {
            var chars = Array(needle)
            if !chars.isEmpty, chance(40) { chars[int(0...chars.count - 1)] = pick(["?", "*"])! }
            needle = (chance(50) ? "*" : "") + String(chars) + (chance(40) ? "*" : "")
        }
        let quantifier = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        let path = p.collection == "dictionary" && chance(30) ? "\(p.name).@keys" : p.name
        return "\(chance(10) ? "NOT " : "")\(quantifier)\(path) \(op)\(modifier) \(chance(85) ? "'\(needle)'" : "\"\(needle)\"")"
    }

    /// Aggregates of each collection kind against a literal, a scalar property or another aggregate.
    mutating func everydayAggregate(_ cls: DumpModel.Class) -> String? {
        let numeric: Set<String> = ["int", "float", "double", "decimal", "mixed", "date"]
        guard let c = pick(props(cls) { !$0.isLink && $0.collection != nil }) else { return nil }
        let sizes = ["@count", "@size"]
        let aggs = numeric.contains(c.type) ? sizes + ["@sum", "@avg", "@min", "@max", "@min", "@max"] : sizes
        let agg = pick(aggs)!
        let lhs = "\(c.name).\(agg)"
        let op = pick(Self.comparisonOperators)!
        switch int(0...3) {
        case 0:
            let others = props(cls) { !$0.isLink && $0.collection != nil && $0.name != c.name && (sizes.contains(agg) || numeric.contains($0.type)) }
            guard let o = pick(others) else { return nil }
            let oagg = sizes.contains(agg) ? pick(sizes)! : pick(["@sum", "@avg", "@min", "@max"])!
            return "\(lhs) \(op) \(o.name).\(oagg)"
        case 1:
            let scalars = props(cls) { $0.isScalar && ["int", "float", "double", "decimal", "mixed"].contains($0.type) }
            guard let s = pick(scalars) else { return nil }
            return chance(50) ? "\(lhs) \(op) \(s.name)" : "\(s.name) \(op) \(lhs)"
        case 2:
            guard let l = pick(props(cls) { ($0.isLink && $0.collection != nil) || $0.type == "linkingObjects" }),
                  let target = l.objectType.flatMap(model.class),
                  let t = pick(target.props.filter { $0.isScalar && numeric.contains($0.type) }) else { return nil }
            let lagg = pick(["@sum", "@avg", "@min", "@max"])!
            return "\(l.name).\(lagg).\(t.name) \(op) \(chance(50) ? (everydayLiteral(target, t) ?? "0") : pick(["0", "nil", "-0.0", "1.5e3"])!)"
        default:
            if sizes.contains(agg) { return "\(lhs) \(op) \(pick(["0", "1", "2", "3", "0x2", "1.0", "2.5", "-1", "nil"])!)" }
            return "\(lhs) \(op) \(everydayLiteral(cls, c) ?? "0")"
        }
    }

    /// `ANY`/`ALL`/`NONE` (or nothing) through links, to-one and to-many, one or two steps.
    mutating func everydayThroughLinks(_ cls: DumpModel.Class) -> String? {
        guard let l = pick(props(cls) { $0.isLink }), var target = l.objectType.flatMap(model.class) else { return nil }
        var path = l.name
        var many = l.collection != nil || l.type == "linkingObjects"
        if chance(30), let hop = pick(target.props.filter { $0.isLink }), let next = hop.objectType.flatMap(model.class) {
            path += ".\(hop.name)"
            many = many || hop.collection != nil || hop.type == "linkingObjects"
            target = next
        }
        guard let t = pick(target.props.filter { !$0.isLink }), let lit = everydayLiteral(target, t) else { return nil }
        many = many || t.collection != nil
        let ordered = Self.comparable.contains(t.type) || t.type == "string"
        let op = ordered ? pick(Self.comparisonOperators)! : pick(["==", "!=", "==[c]", "!=[c]"])!
        let quantifier = many ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if t.collection != nil && chance(40) { return "\(path).\(t.name).@\(pick(["count", "size"])!) \(op) \(int(0...3))" }
        return "\(quantifier)\(path).\(t.name) \(op) \(lit)"
    }

    /// A mixed value against a literal of each type, and against the other properties of the object.
    mutating func everydayMixed(_ cls: DumpModel.Class) -> String? {
        guard let m = pick(props(cls) { $0.type == "mixed" && !$0.isLink }) else { return nil }
        let type = pick(["int", "double", "float", "decimal", "string", "bool", "date", "uuid", "objectId", "data", "mixed"])!
        let probe = DumpModel.Prop(name: m.name, type: type, optional: true, collection: nil, objectType: nil)
        var lit = everydayLiteral(cls, probe) ?? "nil"
        if type == "data" { lit = "\(pick(["'abc'", "'hello'", "''"])!)" }
        let op = pick(Self.comparisonOperators + ["==[c]", "!=[c]", "BEGINSWITH", "CONTAINS[c]"])!
        let quantifier = m.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if chance(20), let other = pick(props(cls) { $0.isScalar && $0.name != m.name }) {
            return "\(quantifier)\(m.name) \(pick(Self.comparisonOperators)!) \(other.name)"
        }
        return "\(quantifier)\(m.name) \(op) \(lit)"
    }

    /// Null in every spelling against optional and required properties, collections, links, and combined.
    mutating func everydayNulls(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(cls.props.filter { $0.type != "linkingObjects" }) else { return nil }
        let null = pick(["nil", "NULL", "null", "Nil", "NIL"])!
        let op = pick(["==", "!=", "=", "<>"])!
        let quantifier = p.collection != nil && !p.isLink ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        let condition = chance(25) ? "\(null) \(op) \(p.name)" : "\(quantifier)\(p.name) \(op) \(null)"
        switch int(0...4) {
        case 0: return "\(condition) AND \(pick(["TRUEPREDICATE", "truepredicate", "true == true"])!)"
        case 1: return "NOT (\(condition)) OR \(pick(["FALSEPREDICATE", "falsepredicate"])!)"
        case 2:
            guard let other = everydayComparison(cls) else { return condition }
            return "(\(condition) \(pick(["OR", "||"])!) \(other)) \(pick(["AND", "&&"])!) \(everydayComparison(cls) ?? "TRUEPREDICATE")"
        default: return condition
        }
    }

    /// `SORT` by one to three keys (through a to-one link too) mixing directions, `DISTINCT` on several
    /// keys, `LIMIT(0)` and small limits, after an everyday condition.
    mutating func everydayListing(_ cls: DumpModel.Class) -> (String, Bool)? {
        let keys = listingKeys(cls)
        guard !keys.isEmpty else { return nil }
        let condition = chance(40) ? pick(["TRUEPREDICATE", "truepredicate"])! : (everydayComparison(cls) ?? "TRUEPREDICATE")
        let (sort, distinct, limit) = listingClauses(keys, cls)
        switch int(0...5) {
        case 0: return ("\(condition) \(sort)", true)
        case 1: return ("\(condition) \(sort) \(limit)", true)
        case 2: return ("\(condition) \(distinct)", false)
        case 3: return ("\(condition) \(sort) \(distinct)", true)
        case 4: return ("\(condition) \(limit)", false)
        default: return ("\(condition) \(distinct) \(sort) \(limit)", true)
        }
    }

    /// The keys `SORT` and `DISTINCT` may name: the scalars, and those of to-one links (embedded ones half the time).
    mutating func listingKeys(_ cls: DumpModel.Class) -> [String] {
        var keys = props(cls) { $0.isScalar }.map(\.name)
        for l in cls.props where l.type == "object" && l.collection == nil {
            if let t = l.objectType.flatMap(model.class), !t.embedded || chance(50) {
                keys += t.props.filter { $0.isScalar }.map { "\(l.name).\($0.name)" }
            }
        }
        return keys
    }

    /// A `SORT` by one to three of `keys` mixing directions (the primary key after them now and then),
    /// a `DISTINCT` on one to three, and a `LIMIT` (`LIMIT(0)` often); `keys` is not empty.
    mutating func listingClauses(_ keys: [String], _ cls: DumpModel.Class) -> (sort: String, distinct: String, limit: String) {
        let sortKeys = (0..<int(1...3)).map { _ in "\(pick(keys)!) \(pick(["ASC", "DESC", "asc", "DESC", "ascending", "descending"])!)" }
        let tieBreak = chance(60) ? cls.primaryKey.map { ", \($0) \(pick(["ASC", "DESC"])!)" } ?? "" : ""
        let sort = "SORT(\(sortKeys.joined(separator: ", "))\(tieBreak))"
        let distinct = "DISTINCT(\((0..<int(1...3)).map { _ in pick(keys)! }.joined(separator: ", ")))"
        let limit = "LIMIT(\(pick(["0", "1", "2", "3", "5", "0"])!))"
        return (sort, distinct, limit)
    }
}
