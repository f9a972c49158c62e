import Foundation

/// The narrow tests behind the README's listed differences (`documentedDifference`): a listed
/// difference is taken only for the exact form the README names, so a real difference beside it
/// still fails the run.
extension QueryGenerator {
    /// Whether the comparison `words[i]` stands in holds where that operand reads null, as Realm Core's
    /// leftover buffer does at the start of a search ("Realm Core answers we do not reproduce", "Values
    /// Realm Core reads from the previous object"): `!=`/`<>` against anything but null, or `==`, `<=`,
    /// `>=`, `LIKE` (with or without `[c]`) against a null literal, or `IN` a list holding null, with
    /// the operand on either side (`null == ANY d.@keys`). Elsewhere the buffer holds a value that did
    /// not match, so Core's answer is the plain one RealmLens gives (`d.@keys == 'a'`, `m.@size > 2`,
    /// `ALL d.@keys BEGINSWITH 'x'`, `d.@keys != nil`).
    static func holdsForNullRead(_ words: [Substring], at i: Int) -> Bool {
        let isNull: (Substring) -> Bool = {
            ["null", "nil"].contains($0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "{},()")))
        }
        let nullHolding: Set<String> = ["==", "=", "<=", "=<", ">=", "=>", "like"]
        let notEqual: Set<String> = ["!=", "<>"]
        if i + 2 < words.count {
            let op = bareOperator(words[i + 1]), other = words[i + 2]
            if notEqual.contains(op) { return !isNull(other) }
            if nullHolding.contains(op) { return isNull(other) }
            if op == "in" {
                let rest = words[(i + 2)...]
                guard let end = rest.firstIndex(where: { $0.contains("}") }) else { return false }
                return rest[...end].contains(where: isNull)
            }
        }
        let op = i >= 1 && ["ANY", "SOME", "ALL", "NONE"].contains(words[i - 1].uppercased()) ? i - 2 : i - 1
        guard op >= 1 else { return false }
        let bare = bareOperator(words[op])
        if notEqual.contains(bare) { return !isNull(words[op - 1]) }
        return nullHolding.contains(bare) && isNull(words[op - 1])
    }

    /// Whether a bare `B64"…"` literal is compared with a binary property ("Extensions": RealmLens
    /// compares the decoded bytes where Realm Core refuses); against a string (or anything else) `B64"…"`
    /// is a string in both, so a difference there is real. The property is looked for among the few
    /// words before the literal (`picture == B64"…"`, `dataList IN {B64"…", …}`) and the two after.
    func comparesB64WithBinary(_ words: [Substring]) -> Bool {
        let binary = Set(model.classes.flatMap(\.props).filter { $0.type == "data" }.map(\.name))
        for (i, word) in words.enumerated() where word.contains("B64\"") {
            let near = words[max(0, i - 4)...min(words.count - 1, i + 2)]
            if near.contains(where: { candidate in
                let last = candidate.split(separator: ".").last ?? ""
                return binary.contains(String(last.drop { "({!".contains($0) }.prefix { $0 != "[" && $0 != ")" }))
            }) { return true }
        }
        return false
    }
}
