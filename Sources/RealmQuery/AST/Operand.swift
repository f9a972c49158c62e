import RealmModel

/// One side of a comparison as written: a key path, a constant, an
/// argument, a list, arithmetic, a collection operator or a subquery count.
public struct Operand: Hashable, Sendable, CustomStringConvertible {
    /// The forms an operand can take.
    public indirect enum Kind: Hashable, Sendable {
        case property(PropertyPath)
        /// A literal; numbers keep their source text (via `range`) so a decimal can be read at full precision.
        case constant(AnyRealmValue)
        /// `$n`.
        case argument(Int)
        /// `{1, 2, 3}`.
        case list([Operand])
        case arithmetic(ArithmeticOperator, Operand, Operand)
        /// `path.@count`, `path.@type`, `path.@sum`, or `path.@sum.member` (for collections of objects).
        case collectionOperator(PropertyPath, CollectionOperator, member: PathElement?)
        /// `SUBQUERY(path, $variable, condition).@count`.
        case subqueryCount(Subquery)
        /// `obj('Dog', 'Rex')`: the object of class `className` whose primary key is `primaryKey`.
        case objectReference(className: String, primaryKey: Operand)
    }

    public var kind: Kind
    /// `ANY`, `ALL` or `NONE` written before the operand, if any.
    public var quantifier: Quantifier?
    public var range: SourceRange

    public init(_ kind: Kind, quantifier: Quantifier? = nil, range: SourceRange) {
        self.kind = kind
        self.quantifier = quantifier
        self.range = range
    }

    /// Canonical RQL: `ANY dogs.age`, `"Rex"`, `$0`, `(age + 1)`, `dogs.@sum.age`.
    public var description: String {
        let prefix = quantifier.map { $0.rawValue + " " } ?? ""
        switch kind {
        case .property(let path): return prefix + path.description
        case .constant(let value): return prefix + literal(value)
        case .argument(let n): return prefix + "$\(n)"
        case .list(let items): return prefix + "{" + items.map(\.description).joined(separator: ", ") + "}"
        case .arithmetic(let op, let l, let r): return prefix + "(\(l) \(op.rawValue) \(r))"
        case .collectionOperator(let path, let op, let member):
            return prefix + "\(path).\(op.rawValue)" + (member.map { ".\($0)" } ?? "")
        case .subqueryCount(let s): return prefix + "\(s).@count"
        case .objectReference(let className, let key): return prefix + "obj(\(quoted(className)), \(key))"
        }
    }
}

/// `SUBQUERY(dogs, $dog, $dog.age > 3)`: the elements of a collection that match a condition.
public struct Subquery: Hashable, Sendable, CustomStringConvertible {
    public var collection: PropertyPath
    /// The variable, `$` included.
    public var variable: String
    public var condition: Condition

    public init(collection: PropertyPath, variable: String, condition: Condition) {
        self.collection = collection
        self.variable = variable
        self.condition = condition
    }

    public var description: String { "SUBQUERY(\(collection), \(variable), \(condition))" }
}

/// A constant written back as RQL: the canonical spelling of each value type.
func literal(_ value: AnyRealmValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .float(let f): return f.isNaN ? "nan" : pointed(FloatingPointText.render(f)) + "f"
    case .double(let d): return d.isNaN ? "nan" : pointed(FloatingPointText.render(d))
    case .string(let s): return quoted(s)
    case .data(let bytes): return "bin(\(quoted(String(decoding: bytes, as: UTF8.self))))"
    case .date(let t): return "T\(t.seconds):\(t.nanoseconds)"
    case .decimal128(let d): return "decimal(\(d))"
    case .objectId(let o): return "oid(\(o))"
    case .uuid(let u): return "uuid(\(u))"
    case .link(let link):
        switch link.target {
        case .key(let key): return "obj(\(quoted(link.className)), key \(key))"
        case .primaryKey(let pk): return "obj(\(quoted(link.className)), \(literal(pk)))"
        }
    case .embedded(let e): return "embedded(\(e.className))"
    case .list(let items): return "{" + items.map(literal).joined(separator: ", ") + "}"
    case .dictionary(let d):
        return "[" + d.keys.sorted().map { "\(quoted($0)): \(literal(d[$0] ?? .null))" }.joined(separator: ", ") + "]"
    }
}

/// `10` → `10.0`, so a double never reads back as an integer.
private func pointed(_ text: String) -> String {
    text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" || $0 == "i" }) ? text : text + ".0"
}
