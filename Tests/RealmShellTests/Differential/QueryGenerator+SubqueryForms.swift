import Foundation

/// Every other category's condition, asked inside a `SUBQUERY` on the class it was made for:
/// `SUBQUERY(things, $t, $t.m2 == -9.22e18 AND $t.io != 42).@count > 0`. Realm Core runs the
/// subquery's condition as a query of its own on that class, one object at a time
/// (`Query::eval_object` → `ParentNode::match`), so the forms its column search answers apart from
/// the general comparison (search indexes, `IN` lists, null needles, `[c]`) must hold there too,
/// which the `subquery` category (one plain comparison) seldom meets (seed 17700 did).
extension QueryGenerator {
    static let subqueryFormCategories = ["subform"]

    /// The categories whose conditions are asked inside a subquery.
    static let subqueryInnerCategories = ["compare", "null", "string", "in", "between", "quantifier", "aggregate", "subscript",
                                          "mixed", "link", "logic", "literal", "numeric", "anytype", "spelling", "idorder",
                                          "collection", "crosstype", "listrhs", "typeof", "strsize", "twoprop", "unicode",
                                          "likeglob", "nullspell", "length", "arith", "dictkeys", "minmax", "mixedin"]

    mutating func makeSubqueryForm(_ category: String, _ cls: DumpModel.Class) -> (String, Bool)? {
        guard category == "subform" else { return nil }
        let lists = props(cls) { ($0.isLink && $0.collection == "list") || $0.type == "linkingObjects" }
        guard let list = pick(lists), let target = list.objectType.flatMap(model.class),
              let inner = make(pick(Self.subqueryInnerCategories)!, target), !inner.1 else { return nil }
        // Orderings cannot stand inside a subquery, a nested subquery would reuse the variable, and a form
        // whose answer the README lists as different at the top is not asked here (its note would not follow).
        let upper = inner.0.uppercased()
        guard !["SORT(", "DISTINCT(", "LIMIT(", "SUBQUERY(", "$"].contains(where: upper.contains),
              documentedDifference(DifferentialCase(category: "subform", className: target.name, query: inner.0, ordered: false), target) == nil
        else { return nil }
        let variable = pick(["$t", "$x", "$item"])!
        let condition = Self.qualifying(inner.0, properties: Set(target.props.map(\.name)), with: variable)
        let count = pick(["> 0", "== 0", ">= 1", "== 1", "< 2"])!
        return ("SUBQUERY(\(list.name), \(variable), \(condition)).@count \(count)", false)
    }

    /// `query` with `variable.` before every path that starts at one of `properties`: an identifier
    /// outside quotes, not after `.`, `@`, `$` or `[` (a step, `@type`, `[c]`), nor part of a number
    /// (`1e3`, a uuid's hex digits) and not a function (`oid(`).
    static func qualifying(_ query: String, properties: Set<String>, with variable: String) -> String {
        let chars = Array(query)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" || c == "\"" {
                var j = i + 1
                while j < chars.count && chars[j] != c { j += chars[j] == "\\" ? 2 : 1 }
                out += String(chars[i..<min(j + 1, chars.count)])
                i = j + 1
                continue
            }
            guard c.isLetter || c == "_" || c.isNumber else {
                out.append(c)
                i += 1
                continue
            }
            var j = i
            while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
            let word = String(chars[i..<j])
            let before = i > 0 ? chars[i - 1] : " "
            let isPath = c.isLetter || c == "_"
            if isPath, properties.contains(word), !".@$[".contains(before), j >= chars.count || chars[j] != "(" {
                out += "\(variable).\(word)"
            } else {
                out += word
            }
            i = j
        }
        return out
    }
}
