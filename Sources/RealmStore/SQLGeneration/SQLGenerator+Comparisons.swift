import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - Comparisons

    /// `l op r` as a 0/1 expression with Realm's rules: null equals only
    /// null (and `<=`/`>=` hold between two nulls), ordering with null is
    /// false, values of incomparable types are unequal.
    func compare(_ l: SQLValue, _ op: ComparisonOperator, _ r: SQLValue, options: StringOptions) throws -> String {
        if options.contains(.diacriticInsensitive) {
            return try compare(diacriticFree(l), op, diacriticFree(r), options: options.subtracting(.diacriticInsensitive))
        }
        if l.type == .typeName || r.type == .typeName { return typeNameCompare(l, op, r) }
        if !op.isEquality, !options.contains(.caseInsensitive), l.type == .string || l.constant == .null, r.type == .string || r.constant == .null {
            return stringOrder(l, op, r)
        }
        if r.constant == .null { return nullCompare(l, op) }
        if l.constant == .null { return nullCompare(r, mirrored(op)) }
        let fold = options.contains(.caseInsensitive)
        // Realm Core folds two binaries as it folds two strings (`dataProp ==[c] bin('É')` finds "é").
        if fold, op.isEquality, l.type == .string, l.constant == nil, case .string(let needle)? = r.constant {
            let folded = RealmSQLFunctions.folded(needle)
            if let test = asciiEqualFolded(l, folded, negated: op == .notEqual) { return test }
            // Any other needle (not ASCII, or holding a NUL): the needle folded once, compared under the
            // collation `RL_EQUALC` (every byte, no function call per value). `IS` is 0 for a null or
            // non-text value, `IS NOT` 1, so `!=[c]` holds for null, as `rl_fold(v) IS NOT ?` did.
            let test = "(\(l.sql) \(op == .equal ? "IS" : "IS NOT") \(context.bind(.text(folded))) COLLATE \(FoldedCollation.name))"
            let ranges = op == .equal ? foldedIndexRanges(l, Array(folded.utf8)) : nil
            return ranges.map { "(\($0) AND \(test))" } ?? test
        }
        if fold, op.isEquality, l.type == .data, r.type == .data, r.constant == nil {
            // Two stored binaries: Realm Core maps only one, and for `==[c]` the left one is the needle
            // (`CoreCaseFold`; `b ==[c] a` holds for a NUL and 0xFF, `a ==[c] b` does not).
            let test = "\(RealmSQLFunctions.stringOperation)(5, \(r.sql), \(l.sql), 1)"
            return op == .equal ? test : "NOT \(test)"
        }
        if fold, l.type == r.type, l.type == .string || l.type == .data {
            return nativeCompare(foldedSQL(l), op, foldedSQL(r), rightIsConstant: r.constant != nil, floating: false, nullable: true)
        }
        if !fold || (l.type != .string && l.type != .mixed && r.type != .string && r.type != .mixed),
           let lf = SQLValue.family(l.type), lf == SQLValue.family(r.type) {
            let floating = [ValueType.float, .double].contains(l.type) || [ValueType.float, .double].contains(r.type)
            if floating && ordersNaNFirst { return nanFirstCompare(l.sql, op, r.sql) }
            return nativeCompare(l.sql, op, r.sql, rightIsConstant: r.constant != nil, floating: floating, nullable: l.isNullable)
        }
        if op.isEquality, let (mixed, link) = mixedAndLink(l, r) {
            guard case .object(let className) = link.type else { return "0" }
            let key = "\(RealmSQLFunctions.mixedLinkKey)(\(mixed.sql), \(mixed.tagSQL), \(context.bind(.text(className))))"
            let test = "coalesce(\(key) = \(link.sql), 0)"
            return op == .equal ? test : "NOT \(test)"
        }
        let code = "\(RealmSQLFunctions.compare)(\(l.sql), \(l.tagSQL), \(r.sql), \(r.tagSQL), \(fold ? 1 : 0))"
        switch op {
        case .equal: return "\(code) IN (0, 3)"
        case .notEqual: return "\(code) NOT IN (0, 3)"
        case .less: return "\(code) = -1"
        case .lessOrEqual: return "\(code) IN (-1, 0, 3)"
        case .greater: return "\(code) = 1"
        case .greaterOrEqual: return "\(code) IN (1, 0, 3)"
        }
    }

    /// A mixed value compared with a link (a link column or `obj(…)`): the sides in that order.
    private func mixedAndLink(_ l: SQLValue, _ r: SQLValue) -> (SQLValue, SQLValue)? {
        if l.type == .mixed, case .object = r.type { return (l, r) }
        if r.type == .mixed, case .object = l.type { return (r, l) }
        return nil
    }

    /// `==[c]` (`!=[c]` when `negated`) of a string against a needle already folded, as SQLite's own
    /// `IS … COLLATE NOCASE` (no function call per value) where that provably answers as Realm Core
    /// does: the folded needle is ASCII without a NUL. Realm Core's `EqualIns` wants the same byte
    /// length and each byte of the value equal to the needle's upper- or lower-case byte there, so an
    /// ASCII needle matches only ASCII values, byte for byte up to ASCII case, which is NOCASE's
    /// equality (it folds `A`–`Z` only; a value with any byte from 0x80 fails both ways). NOCASE stops
    /// comparing at a NUL (`sqlite3StrNICmp`), so a needle holding one takes `RL_EQUALC`. `IS` is 0 for a
    /// null value, `IS NOT` 1, as under `RL_EQUALC`. Nil where NOCASE would not answer as Core.
    private func asciiEqualFolded(_ l: SQLValue, _ folded: String, negated: Bool) -> String? {
        guard folded.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return nil }
        // Only on the column itself (not `[d]`'s call or a subscript's CASE, which the list would evaluate again).
        let variants = !negated && l.isIndexedColumn && !l.sql.contains("(") ? caseVariants(l, Array(folded.utf8)) : nil
        let test = "(\(l.sql) \(negated ? "IS NOT" : "IS") \(context.bind(.text(folded))) COLLATE NOCASE)"
        return variants.map { "(\($0) AND \(test))" } ?? test
    }

    /// What an indexed column's value must be to equal the ASCII `folded` needle up to case, in terms its
    /// index answers (Realm Core finds `==[c]` through the index too): a needle of at most
    /// `caseVariantLetters` letters gives every way of writing it, an `IN` list; a longer one two
    /// ranges, its first letter in either case, then the rest between itself in upper case and in lower
    /// case (`A`–`Z` order before `a`–`z`, other bytes must be themselves). Only a necessary condition:
    /// the NOCASE test beside it decides. (SQLite, without statistics, scans rather than search more
    /// than about two ranges, so the ranges spell only the first letter both ways.)
    private func caseVariants(_ l: SQLValue, _ folded: [UInt8]) -> String {
        let letters = folded.indices.filter { folded[$0] >= 0x61 && folded[$0] <= 0x7A }
        let chosen = letters.count <= Self.caseVariantLetters ? letters : [letters[0]]
        let prefixEnd = letters.count > chosen.count ? letters[chosen.count] : folded.count
        let rest = folded[prefixEnd...]
        let text = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self) }
        var exact: [String] = [], ranges: [String] = []
        for mask in 0..<(1 << chosen.count) {
            var prefix = Array(folded[..<prefixEnd])
            for (bit, position) in chosen.enumerated() where mask & (1 << bit) != 0 { prefix[position] -= 0x20 }
            if rest.isEmpty {
                exact.append(context.bind(.text(text(prefix))))
            } else {
                let low = context.bind(.text(text(prefix + rest.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 })))
                let high = context.bind(.text(text(prefix + rest)))
                ranges.append("\(l.sql) BETWEEN \(low) AND \(high)")
            }
        }
        return rest.isEmpty ? "\(l.sql) IN (\(exact.joined(separator: ", ")))" : "(" + ranges.joined(separator: " OR ") + ")"
    }

    /// The most letters a needle may have for `caseVariants` to list its every case (2⁶ = 64 index look-ups).
    static let caseVariantLetters = 6

    /// Strings order with null before every string, "" included (Realm Core's StringData
    /// order): `name > null` holds for every string, `name < 'a'` for null too. That is Realm
    /// Core's column search only (a plain property against a constant); its general expression
    /// (`ordersNaNFirst`: lists, links, subscripts, two properties, the constant on the left)
    /// compares as `Mixed` does, where null is never ordered: `ANY names > null` and
    /// `stringOpt < stringReq` never hold for a null, `<=`/`>=` only between two nulls.
    private func stringOrder(_ l: SQLValue, _ op: ComparisonOperator, _ r: SQLValue) -> String {
        if r.constant != nil && r.constant != .null && !l.isNullable { return "\(l.sql) \(op.rawValue) \(r.sql)" }
        let (ln, rn) = ("\(l.sql) IS NULL", "\(r.sql) IS NULL")
        if ordersNaNFirst {
            let bothNull = op == .lessOrEqual || op == .greaterOrEqual ? "\(ln) AND \(rn)" : "0"
            return "CASE WHEN \(ln) OR \(rn) THEN \(bothNull) ELSE \(l.sql) \(op.rawValue) \(r.sql) END"
        }
        switch op {
        case .less: return "CASE WHEN \(rn) THEN 0 WHEN \(ln) THEN 1 ELSE \(l.sql) < \(r.sql) END"
        case .lessOrEqual: return "CASE WHEN \(ln) THEN 1 WHEN \(rn) THEN 0 ELSE \(l.sql) <= \(r.sql) END"
        case .greater: return "CASE WHEN \(ln) THEN 0 WHEN \(rn) THEN 1 ELSE \(l.sql) > \(r.sql) END"
        case .greaterOrEqual: return "CASE WHEN \(rn) THEN 1 WHEN \(ln) THEN 0 ELSE \(l.sql) >= \(r.sql) END"
        case .equal, .notEqual: preconditionFailure("only orderings come here")
        }
    }

    func mirrored(_ op: ComparisonOperator) -> ComparisonOperator {
        switch op {
        case .less: return .greater
        case .greater: return .less
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        default: return op
        }
    }

    private func nullCompare(_ v: SQLValue, _ op: ComparisonOperator) -> String {
        let isNull = v.type == .mixed ? "\(v.tagSQL) IS NULL" : "\(v.sql) IS NULL"
        switch op {
        case .equal, .lessOrEqual, .greaterOrEqual: return isNull
        case .notEqual: return "NOT \(isNull)"
        // Never ordered, but still written with the value: its SQL may hold parameters
        // (`children[0].kids.@avg.m > null`), which must stay in the statement.
        case .less, .greater: return "(\(isNull) AND 0)"
        }
    }

    /// SQLite's comparison, made two-valued (and index-friendly for `col op ?`).
    private func nativeCompare(_ l: String, _ op: ComparisonOperator, _ r: String, rightIsConstant: Bool, floating: Bool, nullable: Bool) -> String {
        // NaN is stored as a BLOB, which SQLite orders after every number; Realm's NaN is never < or >.
        let notNaN = floating ? " AND typeof(\(l)) <> 'blob' AND typeof(\(r)) <> 'blob'" : ""
        switch op {
        case .equal:
            // `=` plus a null test (not `IS`): still 0/1, and SQLite sees the row cannot be null,
            // so a LEFT JOIN it filters becomes an inner join the planner can drive from an index.
            // NaN (a BLOB) equals nothing, itself included (IEEE, as Realm Core's float columns).
            if rightIsConstant {
                if nullable { return "(\(l) = \(r) AND \(l) IS NOT NULL\(notNaN))" }
                return floating ? "(\(l) = \(r)\(notNaN))" : "\(l) = \(r)"
            }
            return floating ? "(\(l) IS \(r)\(notNaN))" : "\(l) IS \(r)"
        case .notEqual:
            return floating ? "(\(l) IS NOT \(r) OR typeof(\(l)) = 'blob' OR typeof(\(r)) = 'blob')" : "\(l) IS NOT \(r)"
        case .less, .greater:
            if rightIsConstant && !nullable && !floating { return "\(l) \(op.rawValue) \(r)" }
            if rightIsConstant { return "(\(l) \(op.rawValue) \(r) AND \(l) IS NOT NULL\(notNaN))" }
            return "coalesce(\(l) \(op.rawValue) \(r)\(notNaN), 0)"
        case .lessOrEqual, .greaterOrEqual:
            if rightIsConstant && !nullable && !floating { return "\(l) \(op.rawValue) \(r)" }
            if rightIsConstant { return "(\(l) \(op.rawValue) \(r) AND \(l) IS NOT NULL\(notNaN))" }
            return "coalesce(\(l) \(op.rawValue) \(r)\(notNaN), \(l) IS NULL AND \(r) IS NULL)"
        }
    }

    /// A string (or binary) folded Realm's `[c]` way; constants are folded here and bound.
    private func foldedSQL(_ v: SQLValue) -> String {
        if case .string(let s)? = v.constant { return context.bind(.text(RealmSQLFunctions.folded(s))) }
        if case .data(let d)? = v.constant { return context.bind(.blob(d.withUnsafeBytes { RealmSQLFunctions.folded($0) })) }
        return "\(RealmSQLFunctions.fold)(\(v.sql))"
    }

    private func typeNameCompare(_ l: SQLValue, _ op: ComparisonOperator, _ r: SQLValue) -> String {
        if l.constant == nil && r.constant == nil {
            // Two @type operands: both are canonical names.
            return op == .notEqual ? "\(l.sql) IS NOT \(r.sql)" : "\(l.sql) IS \(r.sql)"
        }
        let (subject, name) = l.type == .typeName && l.constant == nil ? (l, r) : (r, l)
        var names: [String] = []
        if case .string(let n)? = name.constant {
            switch n {
            case "numeric": names = TypeNames.numeric
            case "collection": names = TypeNames.collection
            default: names = [n]
            }
        }
        let list = names.map { context.bind(.text($0)) }.joined(separator: ", ")
        let test = "\(subject.sql) IN (\(list))"
        return op == .notEqual ? "NOT \(test)" : test
    }

    // MARK: - String operators

    /// `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` (with `[c]`) on strings,
    /// binary and string-holding mixed values.
    func stringCompare(_ l: SQLValue, _ op: StringOperator, _ r: SQLValue, options: StringOptions, nullNeedleMatches: Bool = true) -> String {
        if options.contains(.diacriticInsensitive) {
            return stringCompare(diacriticFree(l), op, diacriticFree(r), options: options.subtracting(.diacriticInsensitive),
                                 nullNeedleMatches: nullNeedleMatches)
        }
        let fold = options.contains(.caseInsensitive)
        // Realm (test_parser.cpp, Parser_StringOperations): a null needle matches every string,
        // null included, except for LIKE, where null matches only null; a null subject matches nothing.
        // Through a link, list or subscript (`nullNeedleMatches` false, Realm Core's general expression)
        // CONTAINS null matches every string but not null, BEGINSWITH and ENDSWITH null nothing; so does
        // a needle that is another property's null value (`rl_strop`), whatever the two types.
        // A binary property's `CONTAINS[c] null` matches every value but null: Core's `ContainsIns` reads
        // both binaries as strings, and an empty needle is found in every string, but a null subject is
        // no string (`NOT cover CONTAINS[c] null` finds the nulls).
        if r.constant == .null {
            switch op {
            case .like: return "\(l.sql) IS NULL"
            case .contains where fold && l.type == .data: return "(\(l.sql) IS NOT NULL)"
            case _ where nullNeedleMatches: return "1"
            case .contains: return l.type == .mixed ? "(\(l.tagSQL) IS NOT NULL)" : "(\(l.sql) IS NOT NULL)"
            default: return "0"
            }
        }
        if l.constant == .null { return op == .like ? "\(r.sql) IS NULL" : "0" }
        // A subject that is no string or binary (`age CONTAINS[c] 'a'`) never matches (Realm Core accepts it),
        // nor does a binary subject with a string needle (`data BEGINSWITH ''`: Realm Core finds nothing),
        // nor a string subject with a binary needle (`name CONTAINS[c] bin('ab')`).
        let nullRule = mixedNullRule(l, op, r)
        if ![ValueType.string, .data, .mixed].contains(l.type) || (l.type == .data && r.type == .string) || (l.type == .string && r.type == .data) {
            return nullRule ?? "(0 AND \(r.sql) IS NULL)"
        }
        // A string needle matches only strings, a binary needle only binary (Realm Core's Parser_Mixed).
        var guards: [String] = []
        let string = ValueCoding.MixedTag.string.rawValue, data = ValueCoding.MixedTag.data.rawValue
        switch (l.type == .mixed, r.type == .mixed) {
        case (true, true): guards.append("\(l.tagSQL) IN (\(string), \(data)) AND \(l.tagSQL) = \(r.tagSQL)")
        case (true, false): guards.append("\(l.tagSQL) = \(r.type == .data ? data : string)")
        case (false, true): guards.append("\(r.tagSQL) = \(l.type == .data ? data : string)")
        case (false, false): break
        }
        let term: String
        if l.type == .string, case .string(let pattern)? = r.constant, op == .like {
            // One call per value reading every byte, a NUL included, as Realm Core does, for any pattern
            // (no length limit, a NUL in it too): SQLite's `LIKE`/`GLOB` stop at a NUL and would need a
            // second look for one at every value they reject.
            let function = fold ? RealmSQLFunctions.likeFolded : RealmSQLFunctions.like
            let form = WildcardPattern.realmCoreForm(fold ? RealmSQLFunctions.folded(pattern) : pattern)
            let term = "\(function)(\(l.sql), \(context.bind(.text(form))))"
            return guards.isEmpty ? term : "(" + (guards + [term]).joined(separator: " AND ") + ")"
        }
        if !fold, l.type == .string, case .string(let needle)? = r.constant, op == .beginsWith || op == .endsWith {
            if op == .beginsWith, let range = prefixRange(l, needle) { return range }
            // One memcmp per value over every byte, a NUL included (`rl_strop` copied both into arrays).
            let function = op == .beginsWith ? RealmSQLFunctions.beginsWith : RealmSQLFunctions.endsWith
            return "\(function)(\(l.sql), \(context.bind(.text(needle))))"
        }
        // SQLite refuses LIKE and GLOB patterns beyond 50,000 bytes ("pattern too complex"), and reads one only
        // up to a NUL (an argument can hold one): such needles go through rl_strop, which has no limit.
        let fitsPattern: Bool
        if case .string(let needle)? = r.constant {
            fitsPattern = needle.utf8.count <= Self.longestPattern && !needle.utf8.contains(0)
        } else {
            fitsPattern = false
        }
        if !fitsPattern, l.type == .string, r.constant != nil, op != .contains || fold {
            let term = "\(RealmSQLFunctions.stringOperation)(\(op.stringOperationCode), \(l.sql), \(r.sql), \(fold ? 1 : 0))"
            return guards.isEmpty ? term : "(" + (guards + [term]).joined(separator: " AND ") + ")"
        }
        if l.type == .string, case .string(let needle)? = r.constant, op == .contains || (fold && op == .endsWith) {
            // These read every byte, a NUL included, as Realm Core does. `rl_containsc` costs about what
            // `LIKE '%…%'` does, and `LIKE` would need a second look for a NUL at every value it rejects.
            if fold {
                let function = op == .contains ? RealmSQLFunctions.containsFolded : RealmSQLFunctions.endsWithFolded
                term = "\(function)(\(l.sql), \(context.bind(.text(RealmSQLFunctions.folded(needle)))))"
            } else {
                term = "coalesce(instr(\(l.sql), \(context.bind(.text(needle)))) > 0, 0)"
            }
        } else if fold, l.type == .string, case .string(let needle)? = r.constant, op == .beginsWith, needle.utf8.allSatisfy({ $0 < 0x80 }) {
            // With an ASCII needle, Realm's folding (ASCII and Latin-1) matches exactly where
            // SQLite's LIKE (ASCII case-insensitive) does: non-ASCII bytes never match it either way.
            // A needle without a NUL that starts the string starts the part before its first NUL.
            let test = "\(l.sql) LIKE \(context.bind(.text(Self.likeEscaped(needle) + "%"))) ESCAPE '\\'"
            term = l.isNullable ? "coalesce(\(test), 0)" : test
        } else {
            term = "\(RealmSQLFunctions.stringOperation)(\(op.stringOperationCode), \(l.sql), \(r.sql), \(fold ? 1 : 0))"
        }
        let compared = guards.isEmpty ? term : "(" + (guards + [term]).joined(separator: " AND ") + ")"
        // A mixed null makes the comparison NULL in SQL: coalesced, so that `ALL`/`NONE` see false.
        return nullRule.map { "coalesce(\($0) OR \(compared), 0)" } ?? compared
    }

    /// `BEGINSWITH` a non-empty needle as a range of SQLite's own byte order (`memcmp`, then length;
    /// a NUL is a byte like any other): a value starts with the needle exactly when it is at least the
    /// needle and below the needle with its last byte raised by one (never 0xFF in UTF-8, so it can
    /// be raised; the bound may not be UTF-8, so it is bound as a blob and cast to text, keeping its
    /// bytes). No function call per value, and an index on the property serves it. Only text lies in
    /// that range (numbers order before text, blobs after); 0, not null, for a null value. Nil for an
    /// empty needle and for a subject that is no column (`[d]`'s call, a subquery), which the range
    /// would evaluate twice.
    private func prefixRange(_ l: SQLValue, _ needle: String) -> String? {
        var bound = Array(needle.utf8)
        guard let last = bound.last, last < 0xFF, !l.sql.contains("(") else { return nil }
        bound[bound.count - 1] = last + 1
        let range = "\(l.sql) >= \(context.bind(.text(needle))) AND \(l.sql) < CAST(\(context.bind(.blob(bound))) AS TEXT)"
        return l.isNullable ? "(\(range) AND \(l.sql) IS NOT NULL)" : "(\(range))"
    }

    /// What decides a string operator between two values Realm Core compares as
    /// `Mixed` (query_conditions.hpp) — properties of different types, or one of
    /// them mixed — besides two strings or two binaries: a null needle is
    /// contained in any value but null (`boolReq CONTAINS dataOpt` holds where
    /// `dataOpt` is null), LIKE holds between two nulls, BEGINSWITH and ENDSWITH
    /// never hold for a null; a constant searched too (`1 CONTAINS s` holds where
    /// `s` is null). Nil for a constant needle or two strings or two binaries
    /// (`rl_strop` applies the same rule to those). A subject of another
    /// type with a needle of its own type is one compared with a dictionary's
    /// values (`boolOpt LIKE boolOptDict` holds between two nulls).
    func mixedNullRule(_ l: SQLValue, _ op: StringOperator, _ r: SQLValue) -> String? {
        guard r.constant == nil, l.type != r.type || ![ValueType.string, .data].contains(l.type) else { return nil }
        let isNull = { (v: SQLValue) in v.type == .mixed ? "\(v.tagSQL) IS NULL" : "\(v.sql) IS NULL" }
        switch op {
        case .contains: return "(\(isNull(r)) AND NOT \(isNull(l)))"
        case .like: return "(\(isNull(l)) AND \(isNull(r)))"
        case .beginsWith, .endsWith: return nil
        }
    }

    /// A string (or string-holding mixed) value without its diacritics, for `[d]`.
    /// A constant keeps its parameter (stripped in SQL too) so no bound argument goes unused.
    func diacriticFree(_ v: SQLValue) -> SQLValue {
        guard v.type == .string || v.type == .mixed, v.constant != .null else { return v }
        var out = v
        out.sql = "\(Diacritics.function)(\(v.sql))"
        if case .string(let s)? = v.constant { out.constant = .string(Diacritics.stripped(s)) }
        return out
    }

    /// The longest needle compiled to a LIKE or GLOB pattern (SQLite's limit is 50,000 bytes; escaping can double it).
    static let longestPattern = 10_000

    /// `text` with LIKE's `%`, `_` and the escape `\` escaped.
    static func likeEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

extension StringOperator {
    /// The operator's code for `rl_strop` (`RealmSQLFunctions.stringOperation`)
    /// and for `MixedListComparison`'s flags: BEGINSWITH 1, ENDSWITH 2,
    /// CONTAINS 3, LIKE 4.
    var stringOperationCode: Int64 {
        switch self {
        case .beginsWith: return 1
        case .endsWith: return 2
        case .contains: return 3
        case .like: return 4
        }
    }
}
