import Foundation
import TestRandomness

/// One generated query: its category (for the agreement report), the class
/// it runs on, and whether its result order is meaningful.
struct DifferentialCase: CustomStringConvertible {
    var category: String
    var className: String
    var query: String
    var ordered: Bool
    /// Set when the query meets a difference the README ("Where queries differ from Realm Core") lists.
    var documented: String? = nil
    var description: String { "[\(category)] \(className): \(query)" }
}

/// Generates Realm Query Language queries over every property kind and
/// operator of a dump's schema, with literals drawn from the values the
/// store actually holds (so comparisons hit), plus edge literals.
struct QueryGenerator {
    let model: DumpModel
    var rng: SplitMix64
    /// Whether to ask the `widerCategories` too (arithmetic, `[c]` on keys, …): every run does since they
    /// met no difference (seeds 6100, 6900, 7300; they share the queries per file, so they cost no time).
    var includesWider = true

    static let categories = ["compare", "null", "string", "in", "between", "quantifier", "aggregate",
                             "subscript", "mixed", "subquery", "link", "order", "logic", "literal"]

    init(model: DumpModel, seed: UInt64) {
        self.model = model
        rng = SplitMix64(seed: seed)
    }

    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(rng.next() % UInt64(items.count))] }
    mutating func chance(_ percent: Int) -> Bool { Int(rng.next() % 100) < percent }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }

    /// `count` cases, spread over the categories and the dump's top-level classes.
    mutating func cases(_ count: Int) -> [DifferentialCase] {
        let all = Self.categories + Self.widenedCategories + Self.appCategories + Self.aggregateCategories + Self.parserCategories + Self.numericCategories + Self.lengthCategories + Self.mixedKeyCategories + Self.subqueryFormCategories + Self.comboCategories + Self.everydayCategories + Self.compoundCategories + Self.orderingCategories + (includesWider ? Self.widerCategories : [])
        return cases(count, categories: all) { $0.make($1, $2) }
    }

    /// `count` cases taking `categories` in turn, each made by `make` on one of the dump's top-level
    /// classes (the class picked at random; a category that has nothing to ask of it is skipped).
    mutating func cases(_ count: Int, categories: [String],
                        make: (inout QueryGenerator, String, DumpModel.Class) -> (String, Bool)?) -> [DifferentialCase] {
        let classes = model.classes.filter { !$0.embedded }
        var out: [DifferentialCase] = []
        var attempts = 0
        while out.count < count && attempts < count * 20 {
            attempts += 1
            let category = categories[attempts % categories.count]
            guard let cls = pick(classes), let made = make(&self, category, cls) else { continue }
            var testCase = DifferentialCase(category: category, className: cls.name, query: made.0, ordered: made.1)
            testCase.documented = documentedDifference(testCase, cls)
            out.append(testCase)
        }
        return out
    }

    /// The notes of the forms where Realm Core reads what the previous object left in its buffer: a
    /// lone condition RealmLens answers as Core does (`LeftoverBuffer`), only the others are listed.
    static let leftoverSizeNote = "@size of a mixed value that has no size reads the previous object's size in Realm Core"
    static let leftoverKeysNote = "Realm Core reads a never-written dictionary's @keys as the previous object's"
    static let leftoverIndexNote = "Realm Core reads an index past the end of a list as the previous object's value"
    static let leftoverNotes: Set<String> = [leftoverSizeNote, leftoverKeysNote, leftoverIndexNote]

    /// The documented difference a query meets, if any (see the README ("Where queries differ from Realm Core")).
    func documentedDifference(_ testCase: DifferentialCase, _ cls: DumpModel.Class) -> String? {
        let words = testCase.query.split(separator: " ")
        let query = testCase.query
        // Each leftover read differs from our plain answer only where the null Realm Core reads then holds
        // (`Self.holdsForNullRead`): anywhere else it reads a value that did not match, as ours does not.
        if words.indices.contains(where: { isSizeOfPlainMixed(String(words[$0])) && Self.holdsForNullRead(words, at: $0) }) {
            return Self.leftoverSizeNote
        }
        if words.indices.contains(where: { readsDictionaryPropertyKeys(words[$0]) && Self.holdsForNullRead(words, at: $0) }) {
            return Self.leftoverKeysNote
        }
        // `il[1] …`, `NONE ml[1] …`: a list of values or of mixed values (not of links), under any quantifier.
        let quantified = words.first.map { ["ANY", "SOME", "ALL", "NONE"].contains($0.uppercased()) } ?? false
        let at = quantified ? 1 : 0
        if let first = words.dropFirst(at).first, first.range(of: #"^\w+\[[1-9]\]$"#, options: .regularExpression) != nil,
           let p = cls.prop(String(first.prefix { $0 != "[" })), p.collection == "list", p.type != "object",
           Self.holdsForNullRead(words, at: at) {
            return Self.leftoverIndexNote
        }
        if comparesB64WithBinary(words) {
            return "bare B64\"…\" literals compare with binary properties"
        }
        if query.contains("\\u") || query.contains("\\\\") || query.contains("\\'") || query.contains("\\\"") {
            return "backslash escapes in string literals"
        }
        return nil
    }

    /// Whether `word` reads the `@keys` of a dictionary property of the class itself (`intDict.@keys`),
    /// the README's "never-written dictionary" form; not through a link (`link.d.@keys`, `links.d.@keys`:
    /// RealmLens answers those as Core does, one group per linked object), nor the keys of a dictionary
    /// held in a mixed value (`m.@keys`, `ml[0].@keys`, `md['k'].@keys`), which Realm Core reads afresh
    /// for every object.
    func readsDictionaryPropertyKeys(_ word: Substring) -> Bool {
        let word = word.prefix { $0 != ")" && $0 != "," }
        guard let range = word.range(of: ".@keys"), range.upperBound == word.endIndex else { return false }
        let owner = word[..<range.lowerBound].drop { "({!".contains($0) }
        guard !owner.contains("["), !owner.contains(".") else { return false }
        return model.classes.flatMap(\.props).contains { $0.name == owner && $0.collection == "dictionary" }
    }

    /// An operator word lowercased, without its `[c]`/`[d]` options.
    static func bareOperator(_ word: Substring) -> String {
        String(word.prefix { $0 != "[" }).lowercased()
    }

    /// `m.@size`, `link.m.@count`, `m[SIZE]` where `m` is a mixed property (not a collection of them), or
    /// `m[2].@size`, `ml[0].@size`: an element of a mixed value or of a collection of them.
    func isSizeOfPlainMixed(_ word: String) -> Bool {
        guard let suffix = [".@size", ".@count", "[SIZE]"].first(where: word.hasSuffix) else { return false }
        let last = word.dropLast(suffix.count).split(separator: ".").last ?? ""
        let name = String(last.prefix { $0 != "[" })
        let subscripted = last.contains("[")
        return model.classes.flatMap(\.props).contains { $0.name == name && $0.type == "mixed" && ($0.collection == nil || subscripted) }
    }

    mutating func make(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "compare": return compare(cls).map { ($0, false) }
        case "null": return nullComparison(cls).map { ($0, false) }
        case "string": return string(cls).map { ($0, false) }
        case "in": return inList(cls).map { ($0, false) }
        case "between": return between(cls).map { ($0, false) }
        case "quantifier": return quantifier(cls).map { ($0, false) }
        case "aggregate": return aggregate(cls).map { ($0, false) }
        case "subscript": return subscriptQuery(cls).map { ($0, false) }
        case "mixed": return mixed(cls).map { ($0, false) }
        case "subquery": return subquery(cls).map { ($0, false) }
        case "link": return link(cls).map { ($0, false) }
        case "order": return order(cls)
        case "logic": return logic(cls).map { ($0, false) }
        case "app": return appQuery(cls)
        case "numeric": return numericEdge(cls)
        case "literal": return literalForms(cls).map { ($0, false) }
        case _ where Self.orderingCategories.contains(category): return makeOrdering(category, cls)
        default: return makeWidened(category, cls) ?? makeAggregate(category, cls) ?? makeParserForm(category, cls) ?? makeWider(category, cls) ?? makeLength(category, cls)
            ?? makeMixedKeys(category, cls) ?? makeSubqueryForm(category, cls) ?? makeCombo(category, cls) ?? makeEveryday(category, cls)
            ?? makeCompound(category, cls)
        }
    }

    // MARK: - Properties and literals

    func props(_ cls: DumpModel.Class, _ filter: (DumpModel.Prop) -> Bool) -> [DumpModel.Prop] { cls.props.filter(filter) }

    static let comparable: Set<String> = ["int", "float", "double", "date", "decimal", "mixed"]

    /// A literal for a value of `type`: one the store holds (most of the time) or an edge value.
    mutating func literal(_ cls: DumpModel.Class, _ prop: DumpModel.Prop, type: String? = nil) -> String? {
        let type = type ?? prop.type
        if chance(70), let sample = pick(model.samples["\(cls.name).\(prop.name)"] ?? []),
           let text = Self.render(sample, type: type) {
            return text
        }
        return edgeLiteral(type)
    }

    mutating func edgeLiteral(_ type: String) -> String? {
        switch type {
        case "bool": return pick(["true", "false", "TRUE", "null"])
        case "int": return pick(["0", "1", "-1", "5", "42", "100", "-100", "0x10", "9223372036854775807", "null", "2.5"])
        case "float", "double": return pick(["0", "0.5", "-1.5", "1e3", "3.25", "-0.0", "100.0", "1e-10", "null", "2"])
        case "string": return pick(["'a'", "\"abc\"", "''", "'Ana María'", "'ANA'", "'s1'", "'hello'", "'é'", "null", "'東京'"])
        case "data": return pick(["'abc'", "''", "null"])
        case "date": return pick(["T0:0", "1970-01-01@00:00:00", "2000-01-01@00:00:00", "2024-01-31@12:30:00:500", "T1700000000:0", "null", "1900-01-01@00:00:00"])
        case "decimal": return pick(["decimal128(0)", "decimal128(1.5)", "decimal128(-987.65)", "decimal128(1E3)", "3", "2.5", "null"])
        case "objectId": return pick(["oid(000000000000000000000000)", "oid(600000000005000500001315)", "null"])
        case "uuid": return pick(["uuid(00000000-0000-0000-0000-000000000000)", "uuid(83f14ec3-7c8b-4fb1-b446-6c95c0a83ce5)", "null"])
        case "mixed": return pick(["1", "'a'", "2.5", "true", "null", "'s1'", "T0:0", "decimal128(1)", "oid(600000000005000500001315)", "0"])
        default: return nil
        }
    }

    static func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }
    static func isInteger(_ n: NSNumber) -> Bool { let t = String(cString: n.objCType); return t == "q" || t == "i" || t == "l" || t == "s" }

    /// A canonical JSON value written as an RQL literal (nil where RQL has no spelling for it).
    static func render(_ value: Any, type: String) -> String? {
        if value is NSNull { return "null" }
        if let n = value as? NSNumber {
            if isBool(n) { return n.boolValue ? "true" : "false" }
            if isInteger(n) { return "\(n.int64Value)" }
            let d = n.doubleValue
            if d == d.rounded() && abs(d) < 1e15 { return "\(Int64(d)).0" }
            return "\(d)"
        }
        if let s = value as? String {
            if type == "float" || type == "double" { return nil }  // "NaN", "inf"
            guard !s.contains("\\"), !s.contains("\""), !s.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return nil }
            return "\"\(s)\""
        }
        guard let object = value as? [String: Any] else { return nil }
        if let text = object["$date"] as? String { return dateLiteral(text) }
        if let text = object["$oid"] as? String { return "oid(\(text))" }
        if let text = object["$uuid"] as? String { return "uuid(\(text))" }
        if let text = object["$decimal"] as? String {
            return text.contains("NaN") || text.contains("Inf") ? nil : "decimal128(\(text))"
        }
        if let text = object["$data"] as? String, let bytes = Data(base64Encoded: text),
           let s = String(data: bytes, encoding: .utf8), s.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }) {
            return "\"\(s)\""
        }
        return nil
    }

    /// `2024-01-31T23:59:59.123456789Z` → `2024-01-31@23:59:59:123456789`.
    static func dateLiteral(_ text: String) -> String? {
        guard text.count == 30, text.first != "-" else { return nil }
        let u = Array(text)
        return String(u[0..<10]) + "@" + String(u[11..<19]) + ":" + String(u[20..<29])
    }

    // MARK: - Categories

    static let comparisonOperators = ["==", "!=", "<", "<=", ">", ">=", "=", "<>"]

    mutating func compare(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isScalar }) else { return nil }
        let op = Self.comparable.contains(p.type) || chance(20) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!
        if chance(15), let q = pick(props(cls) { $0.isScalar && $0.name != p.name && ($0.type == p.type || chance(20)) }) {
            return "\(p.name) \(op) \(q.name)"
        }
        guard let lit = literal(cls, p) else { return nil }
        return chance(15) ? "\(lit) \(op) \(p.name)" : "\(p.name) \(op) \(lit)"
    }

    mutating func nullComparison(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(cls.props.filter { $0.type != "linkingObjects" }) else { return nil }
        let op = pick(["==", "!="])!
        let null = pick(["nil", "null", "NULL"])!
        if p.isLink, p.collection == nil, let target = p.objectType.flatMap(model.class), chance(50),
           let q = pick(target.props.filter { $0.isScalar }) {
            return "\(p.name).\(q.name) \(op) \(null)"
        }
        if p.isLink, p.collection != nil, let target = p.objectType.flatMap(model.class),
           let q = pick(target.props.filter { $0.isScalar }), chance(50) {
            return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(p.name).\(q.name) \(op) \(null)"
        }
        if p.collection == "dictionary", chance(50) {
            let key = pick(model.keys["\(cls.name).\(p.name)"] ?? []) ?? "missing"
            return "\(p.name)['\(chance(30) ? "missing" : key)'] \(op) \(null)"
        }
        if p.collection != nil, chance(50) { return "\(pick(["ANY ", "ALL ", "NONE "])!)\(p.name) \(op) \(null)" }
        return "\(p.name) \(op) \(null)"
    }

    mutating func string(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ($0.type == "string" || $0.type == "mixed" || chance(10)) }) else { return nil }
        let op = pick(["==", "!=", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "beginswith", "contains"])!
        let modifier = chance(50) ? "[c]" : ""
        var text: String
        if let sample = pick(model.samples["\(cls.name).\(p.name)"] ?? []) as? String, !sample.contains("\\"), !sample.contains("\""),
           !sample.contains("'"), !sample.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            text = sample
            let chars = Array(text)
            if !chars.isEmpty && chance(60) {
                let a = int(0...chars.count - 1), b = int(a...chars.count)
                text = String(chars[a..<b])
            }
            if chance(30) { text = chance(50) ? text.uppercased() : text.lowercased() }
        } else {
            guard let t = pick(["a", "A", "ana", "é", "s1", "", "b", "hello", "ria", "東"]) else { return nil }
            text = t
        }
        if op == "LIKE" {
            var chars = Array(text)
            if !chars.isEmpty && chance(50) { chars[int(0...chars.count - 1)] = "?" }
            text = (chance(50) ? "*" : "") + String(chars) + (chance(50) ? "*" : "")
        }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if p.type != "string" && p.type != "mixed" && p.collection == nil && chance(50), let lit = literal(cls, p) {
            return "\(p.name) \(op)\(modifier) \(lit)"
        }
        return "\(prefix)\(p.name) \(op)\(modifier) '\(text)'"
    }

    mutating func inList(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink }) else { return nil }
        var items: [String] = []
        for _ in 0..<int(1...4) { if let l = literal(cls, p, type: p.type) { items.append(l) } }
        let modifier = (p.type == "string" || p.type == "mixed") && chance(40) ? "[c]" : ""
        if modifier == "[c]" { items = items.map { $0.uppercased().replacingOccurrences(of: "NULL", with: "null") } }
        let list = "{" + items.joined(separator: ", ") + "}"
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        if p.collection != nil && chance(25), let lit = literal(cls, p) { return "\(lit) IN \(p.name)" }
        return "\(prefix)\(p.name) IN\(modifier) \(list)"
    }

    mutating func between(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { !$0.isLink && ($0.collection == nil || chance(40)) }),
              let a = literal(cls, p), let b = literal(cls, p) else { return nil }
        let prefix = p.collection != nil ? pick(["", "ANY ", "ALL ", "NONE "])! : ""
        return "\(prefix)\(p.name) BETWEEN {\(a), \(b)}"
    }

    mutating func quantifier(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.collection != nil }) else { return nil }
        let q = pick(["ANY", "ALL", "NONE", "SOME", ""])!
        if p.isLink, let target = p.objectType.flatMap(model.class), let tp = pick(target.props.filter { $0.isScalar }),
           let lit = literal(target, tp) {
            let op = Self.comparable.contains(tp.type) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!
            return "\(q) \(p.name).\(tp.name) \(op) \(lit)"
        }
        guard !p.isLink, let lit = literal(cls, p) else { return nil }
        let op = Self.comparable.contains(p.type) ? pick(Self.comparisonOperators)! : pick(["==", "!=", "==[c]", "CONTAINS"])!
        let path = p.collection == "dictionary" && chance(40) ? "\(p.name).\(pick(["@values", "@keys"])!)" : p.name
        if path.hasSuffix("@keys") { return "\(q) \(path) \(pick(["==", "!=", "BEGINSWITH"])!) '\(pick(model.keys["\(cls.name).\(p.name)"] ?? ["a"]) ?? "a")'" }
        return "\(q) \(path) \(op) \(lit)"
    }

    mutating func aggregate(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(cls.props) else { return nil }
        let op = pick(Self.comparisonOperators)!
        let n = pick(["0", "1", "2", "3", "5", "10", "2.5", "-1", "null"])!
        if p.type == "linkingObjects" || (p.isLink && p.collection != nil) {
            if chance(50), let target = p.objectType.flatMap(model.class), let tp = pick(target.props.filter { $0.isScalar && ["int", "float", "double", "decimal", "date", "mixed"].contains($0.type) }) {
                return "\(p.name).\(pick(["@sum", "@avg", "@min", "@max"])!).\(tp.name) \(op) \(literal(target, tp) ?? n)"
            }
            return "\(p.name).\(pick(["@count", "@size"])!) \(op) \(n)"
        }
        if p.collection != nil {
            let agg = pick(["@count", "@size", "@sum", "@avg", "@min", "@max", "@type"])!
            if agg == "@type" { return "\(pick(["ANY ", "ALL ", "NONE ", ""])!)\(p.name).@type == '\(pick(Self.typeNames)!)'" }
            let rhs = ["@count", "@size"].contains(agg) ? n : (literal(cls, p) ?? n)
            return "\(p.name).\(agg) \(op) \(rhs)"
        }
        if p.type == "string" || p.type == "data" { return "\(p.name).\(pick(["@size", "@count", "@length"])!) \(op) \(pick(["0", "1", "3", "5", "10"])!)" }
        if p.type == "mixed" || chance(20) {
            return "\(p.name).@type \(pick(["==", "!=", "==[c]", "IN"])!) \(chance(20) ? "{'int', 'string'}" : "'\(pick(Self.typeNames)!)'")"
        }
        return "\(p.name).\(pick(["@count", "@sum", "@min"])!) \(op) \(n)"
    }

    static let typeNames = ["int", "double", "float", "string", "bool", "date", "decimal", "objectId", "uuid", "binary",
                            "null", "link", "object", "numeric", "list", "dictionary", "collection", "Int", "STRING", "timestamp", "decimal128", "data"]

    mutating func subscriptQuery(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.collection == "dictionary" || ($0.collection == "list" && chance(30)) }) else { return nil }
        let key = pick(model.keys["\(cls.name).\(p.name)"] ?? []) ?? "a"
        var path: String
        if p.collection == "list" {
            path = "\(p.name)[\(pick(["0", "1", "FIRST", "LAST", "SIZE", "*"])!)]"
        } else if chance(30) && key.allSatisfy({ $0.isLetter || $0.isNumber }) && !key.isEmpty && key.first!.isLetter {
            path = "\(p.name).\(key)"
        } else {
            path = "\(p.name)['\(chance(20) ? "nokey" : key)']"
        }
        if p.isLink, let target = p.objectType.flatMap(model.class), let tp = pick(target.props.filter { $0.isScalar }), let lit = literal(target, tp) {
            return "\(path).\(tp.name) \(pick(["==", "!="])!) \(lit)"
        }
        if p.isLink { return "\(path) \(pick(["==", "!="])!) null" }
        let op = Self.comparable.contains(p.type) ? pick(Self.comparisonOperators)! : pick(["==", "!=", "==[c]", "BEGINSWITH"])!
        return "\(path) \(op) \(literal(cls, p) ?? "null")"
    }

    /// Mixed values holding nested collections: subscripts, `@size`, `@type`, comparisons through them.
    mutating func mixed(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.type == "mixed" }) else { return nil }
        var path = p.name
        if p.collection == "list" { path += "[\(pick(["0", "1", "FIRST", "LAST", "*"])!)]" }
        if p.collection == "dictionary" { path += "['\(pick(model.keys["\(cls.name).\(p.name)"] ?? []) ?? "a")']" }
        for _ in 0..<int(0...2) {
            path += pick(["[0]", "[1]", "[2]", "[FIRST]", "[LAST]", "[*]", "['a']", "['list']", "['name']", "['deep']", ".name", ".a", "['z']", "[4]", "['nokey']"])!
        }
        let nested = pick(model.samples["\(cls.name).\(p.name)"]?.filter { $0 is [Any] || $0 is [String: Any] } ?? [])
        let tail = pick(["", "", "", ".@size", ".@count", ".@type", "[SIZE]"])!
        let full = path + tail
        if tail == ".@type" { return "\(full) \(pick(["==", "!="])!) '\(pick(Self.typeNames)!)'" }
        if tail == ".@size" || tail == ".@count" || tail == "[SIZE]" { return "\(full) \(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2", "3", "5"])!)" }
        var lit = edgeLiteral("mixed") ?? "1"
        if let nested, let leaf = Self.leaf(nested, rng: &rng), let text = Self.render(leaf, type: "mixed") { lit = text }
        let op = pick(["==", "!=", ">", "<", ">=", "==[c]", "BEGINSWITH", "IN"])!
        if op == "IN" { return "\(pick(["", "ANY ", "ALL ", "NONE "])!)\(full) IN {\(lit), 1, 'two'}" }
        return "\(pick(["", "", "ANY ", "ALL ", "NONE "])!)\(full) \(op) \(lit)"
    }

    /// A scalar somewhere inside a nested JSON collection.
    static func leaf(_ value: Any, rng: inout SplitMix64) -> Any? {
        var current = value
        for _ in 0..<4 {
            if let list = current as? [Any], !list.isEmpty { current = list[Int(rng.next() % UInt64(list.count))]; continue }
            if let dict = current as? [String: Any], !dict.isEmpty {
                let keys = dict.keys.sorted()
                current = dict[keys[Int(rng.next() % UInt64(keys.count))]] as Any
                continue
            }
            break
        }
        return current is [Any] || current is [String: Any] ? nil : current
    }

    mutating func subquery(_ cls: DumpModel.Class) -> String? {
        let lists = props(cls) { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" }
        let others = props(cls) { $0.isLink || $0.collection != nil }
        guard let p = chance(85) && !lists.isEmpty ? pick(lists) : pick(others) else { return nil }
        let count = "\(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2"])!)"
        guard let target = p.objectType.flatMap(model.class) else {
            guard let lit = literal(cls, p) else { return nil }
            return "SUBQUERY(\(p.name), $x, $x \(pick(["==", "!=", ">"])!) \(lit)).@count \(count)"
        }
        guard let tp = pick(target.props.filter { $0.isScalar }), let lit = literal(target, tp) else { return nil }
        let op = Self.comparable.contains(tp.type) ? pick(Self.comparisonOperators)! : pick(["==", "!=", "BEGINSWITH[c]"])!
        let variable = pick(["$x", "$item", "$dog"])!
        let qualified = chance(70) ? "\(variable).\(tp.name)" : tp.name
        var inner = "\(qualified) \(op) \(lit)"
        if chance(30), let tp2 = pick(target.props.filter { $0.isScalar }), let lit2 = literal(target, tp2) {
            inner += " \(pick(["AND", "OR", "&&"])!) \(variable).\(tp2.name) \(pick(["==", "!="])!) \(lit2)"
        }
        if chance(15), let outer = pick(cls.props.filter { $0.isScalar && $0.type == tp.type }) {
            inner = "\(variable).\(tp.name) == \(outer.name)"  // comparing with the outer object's property
        }
        return "SUBQUERY(\(p.name), \(variable), \(inner)).@count \(count)"
    }

    mutating func link(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isLink }), let target = p.objectType.flatMap(model.class) else { return nil }
        var path = p.name
        var current = target
        if chance(40), let hop = pick(target.props.filter { $0.isLink }), let next = hop.objectType.flatMap(model.class) {
            path += "." + hop.name
            current = next
        }
        if chance(10) { return "\(path).@count \(pick(["==", ">", "<"])!) \(pick(["0", "1", "2"])!)" }
        if chance(10), p.collection == nil { return "\(p.name) \(pick(["==", "!="])!) \(p.name)" }
        guard let tp = pick(current.props.filter { $0.isScalar }), let lit = literal(current, tp) else { return nil }
        let op = Self.comparable.contains(tp.type) ? pick(Self.comparisonOperators)! : pick(["==", "!=", "CONTAINS[c]"])!
        return "\(pick(["", "", "ANY ", "ALL ", "NONE "])!)\(path).\(tp.name) \(op) \(lit)"
    }

    mutating func order(_ cls: DumpModel.Class) -> (String, Bool)? {
        var keys: [String] = []
        for _ in 0..<int(1...3) {
            if chance(30), let l = pick(cls.props.filter { $0.isLink && $0.collection == nil && $0.type == "object" }),
               let target = l.objectType.flatMap(model.class), let tp = pick(target.props.filter { $0.isScalar }) {
                keys.append("\(l.name).\(tp.name)")
            } else if let sp = pick(cls.props.filter { $0.isScalar }) {
                keys.append(sp.name)
            }
        }
        guard !keys.isEmpty else { return nil }
        let condition = chance(50) ? "TRUEPREDICATE" : (compare(cls) ?? "TRUEPREDICATE")
        let sort = "SORT(" + keys.map { "\($0) \(pick(["ASC", "DESC", "ascending", "descending"])!)" }.joined(separator: ", ") + ")"
        let limit = chance(40) ? " LIMIT(\(int(0...5)))" : ""
        if chance(25) {
            let distinct = "DISTINCT(\(keys[0]))"
            return ("\(condition) \(distinct)\(limit)", false)
        }
        if chance(15) { return ("\(condition) LIMIT(\(int(0...5)))", true) }
        return ("\(condition) \(sort)\(limit)", true)
    }

    mutating func logic(_ cls: DumpModel.Class) -> String? {
        guard let a = compare(cls), let b = chance(50) ? nullComparison(cls) : compare(cls) else { return nil }
        switch int(0...5) {
        case 0: return "\(a) AND \(b)"
        case 1: return "\(a) OR \(b)"
        case 2: return "NOT (\(a))"
        case 3: return "!(\(a) || \(b)) && TRUEPREDICATE"
        case 4: return "(\(a)) \(pick(["AND", "OR"])!) FALSEPREDICATE"
        default: return "\(a) && NOT \(b)"
        }
    }

    mutating func literalForms(_ cls: DumpModel.Class) -> String? {
        guard let p = pick(props(cls) { $0.isScalar }) else { return nil }
        let forms: [String: [String]] = [
            "int": ["0x1F", "-0x10", "1e2", "+5", "5.0", "'5'", "true", "9223372036854775807", "-9223372036854775808", "1.5"],
            "double": ["1e400", "-1e-400", "inf", "-inf", "nan", "infinity", "1.", ".5", "3", "1.7976931348623157e308"],
            "float": ["3.4028235e38", "inf", "1.5f", "0.1", "-0.0", "nan", "1e-50", "2"],
            "string": ["\"it's\"", "'say \"hi\"'", "'東京'", "'\\u00e9'", "''", "\"\"", "'a\\'b'"],
            "bool": ["TRUE", "False", "1", "0", "'true'", "yes"],
            "date": ["T0:0", "T-1:-1", "T1:-1", "1970-01-01T00:00:00", "1969-12-31@23:59:59:999999999", "2038-01-19@03:14:08", "0001-01-01@00:00:00", "9999-12-31@23:59:59", "1900-01-01@00:00:00:1"],
            "decimal": ["decimal128(1E-1)", "decimal128(+inf)", "decimal128(-0)", "decimal128(NaN)", "1.000", "decimal128(1e3)", "decimal128('12')"],
            "objectId": ["oid(6000000000060006000016e6)", "oid(6000000000060006000016E6)", "oid(123)"],
            "uuid": ["uuid(7d13e0d9-daf1-4292-b093-90f127afadb7)", "uuid(7D13E0D9-DAF1-4292-B093-90F127AFADB7)", "uuid(1)"],
            "data": ["'abc'", "B64\"AQID\"", "bin('abc')"],
            "mixed": ["0x10", "1e2", "TRUE", "T0:0", "decimal128(1)", "'1'", "inf", "nan", "oid(6000000000060006000016e6)"],
        ]
        guard let lit = pick(forms[p.type] ?? ["null"]) else { return nil }
        let op = Self.comparable.contains(p.type) ? pick(Self.comparisonOperators)! : pick(["==", "!="])!
        return "\(p.name) \(op) \(lit)"
    }
}
