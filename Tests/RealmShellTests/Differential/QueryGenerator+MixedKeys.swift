import Foundation

/// `@keys`/`@values` of dictionaries held in mixed values (`m.@keys == 'a'`,
/// `ml[*].@keys BEGINSWITH[c] 'x'`, `ALL md['k'].@keys IN {…}`, `m.@keys.@count
/// > 3`, `link.m.@keys`) and `@links.@count` after paths that leave the links
/// (`m.@links.@count`, `best.name.@links.@count`, `list[0].@links.@count`,
/// `dict['k'].@links.@count`, `m.@links.C.p == nil`): Realm Core reads a key
/// step `@keys` in a mixed value as the nested dictionary's keys, and counts
/// the backlinks where its link chain stops.
extension QueryGenerator {
    static let mixedKeyCategories = ["mixedkeys", "linkcount"]

    mutating func makeMixedKeys(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        switch category {
        case "mixedkeys": return mixedKeys(cls).map { ($0, false) }
        case "linkcount": return backlinkCountPath(cls).map { ($0, false) }
        default: return nil
        }
    }

    /// Every key of a dictionary nested in the values `samples` holds (sorted, so the same dump gives the same queries).
    static func nestedKeys(_ samples: [Any]) -> [String] {
        var keys = Set<String>()
        func visit(_ value: Any, depth: Int) {
            guard depth < 5 else { return }
            if let d = value as? [String: Any], d["$link"] == nil, d["$date"] == nil, d["$data"] == nil, d["$decimal"] == nil,
               d["$oid"] == nil, d["$uuid"] == nil {
                keys.formUnion(d.keys)
                d.values.forEach { visit($0, depth: depth + 1) }
            } else if let l = value as? [Any] {
                l.forEach { visit($0, depth: depth + 1) }
            }
        }
        samples.forEach { visit($0, depth: 0) }
        return keys.sorted()
    }

    /// A path to a mixed value (through a link now and then) followed by `@keys`, `['@keys']` or `@values`.
    mutating func mixedKeys(_ cls: DumpModel.Class) -> String? {
        var owner = cls
        var path = ""
        if chance(15), let link = pick(props(cls) { $0.type == "object" && ($0.collection == nil || $0.collection == "list") }),
           let target = link.objectType.flatMap(model.class), target.props.contains(where: { $0.type == "mixed" }) {
            path = link.name + (link.collection == "list" && chance(50) ? "[0]." : ".")
            owner = target
        }
        guard let p = pick(props(owner) { $0.type == "mixed" && $0.collection != "set" }) else { return nil }
        let samples = model.samples["\(owner.name).\(p.name)"] ?? []
        let keys = Self.nestedKeys(samples) + ["a", "name", "zz"]
        path += p.name
        if p.collection == "list" { path += pick(["[*]", "[0]", "[1]", "[LAST]"])! }
        if p.collection == "dictionary" { path += pick(["[*]", "['\(pick(model.keys["\(owner.name).\(p.name)"] ?? []) ?? "a")']"])! }
        for _ in 0..<int(0...1) {
            let name = pick(keys)!
            let dotted = name.allSatisfy { $0.isLetter } ? ".\(name)" : "['\(name)']"
            path += pick(["[0]", "[*]", "[LAST]", "['\(name)']", dotted])!
        }
        let step = int(0...19)
        path += step < 15 ? ".@keys" : step < 17 ? "['@keys']" : ".@values"
        let quantifier = pick(["", "", "", "ANY ", "ALL ", "NONE "])!
        let key = "'\(pick(keys)!)'"
        switch int(0...9) {
        case 0: return "\(quantifier)\(path).\(pick(["@count", "@size"])!) \(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2", "4", "5"])!)"
        case 1: return "\(quantifier)\(path).@type \(pick(["== 'string'", "!= 'string'", "IN {'string', 'int'}", "== 'null'"])!)"
        case 2: return "\(quantifier)\(path) \(pick(["IN", "==", "!="])!) {\((0..<int(0...3)).map { _ in "'\(pick(keys)!)'" }.joined(separator: ", "))}"
        case 3: return "\(quantifier)\(path) \(pick(["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE"])!)\(pick(["", "[c]"])!) \(key)"
        case 4: return "\(quantifier)\(path) \(pick(["==", "!="])!) \(pick(["nil", "1", "s", key])!)"
        default:
            let op = pick(Self.comparisonOperators + ["==[c]", "!=[c]"])!
            return "\(quantifier)\(path) \(op) \(chance(80) ? key : "'\(pick(keys)!.uppercased())'")"
        }
    }

    /// `path.@links.@count` where `path` leaves the links somewhere (a value, a mixed value, an unknown
    /// name, a subscript), or `m.@links.C.p` after a mixed value (a key no dictionary holds).
    mutating func backlinkCountPath(_ cls: DumpModel.Class) -> String? {
        var owner: DumpModel.Class? = cls
        var path: [String] = []
        for _ in 0..<int(1...3) {
            guard let here = owner else { break }
            switch int(0...9) {
            case 0...3:
                guard let link = pick(props(here) { $0.type == "object" }) else { continue }
                var step = link.name
                if link.collection == "list", chance(40) { step += pick(["[0]", "[*]", "[LAST]", "[7]"])! }
                if link.collection == "dictionary", chance(50) {
                    step += "['\(pick(model.keys["\(here.name).\(link.name)"] ?? []) ?? "x")']"
                }
                path.append(step)
                owner = link.objectType.flatMap(model.class)
            case 4, 5:
                guard let m = pick(props(here) { $0.type == "mixed" }) else { continue }
                path.append(m.name + (m.collection == "list" ? pick(["", "[0]", "[*]"])! : ""))
                owner = nil
            case 6:
                guard let v = pick(props(here) { $0.isScalar }) else { continue }
                path.append(v.name)
                owner = nil
            case 7:
                path.append("nosuch")
                owner = nil
            default:
                guard let back = pick(model.classes.flatMap { c in c.props.filter { $0.type == "object" && $0.objectType == here.name }.map { (c, $0) } })
                else { continue }
                path.append("@links.\(back.0.name).\(back.1.name)")
                owner = back.0
            }
        }
        guard !path.isEmpty else { return nil }
        let joined = path.joined(separator: ".")
        if chance(15), let back = pick(model.classes.flatMap { c in c.props.filter { $0.type == "object" }.map { (c, $0) } }),
           let m = pick(props(cls) { $0.type == "mixed" && $0.collection == nil }) {
            return "\(m.name).@links.\(back.0.name).\(back.1.name) \(pick(["== nil", "!= nil", ".@count == 0"])!)"
                .replacingOccurrences(of: " .@", with: ".@")
        }
        return "\(pick(["", "", "ANY ", "ALL ", "NONE "])!)\(joined).@links.@count \(pick(Self.comparisonOperators)!) \(pick(["0", "1", "2", "3"])!)"
    }
}
