/// A key path as written, such as `owner.dogs[FIRST].name` or
/// `@links.Person.dogs`, before it is checked against a schema.
public struct PropertyPath: Hashable, Sendable, CustomStringConvertible {
    public var elements: [PathElement]

    public init(_ elements: [PathElement]) {
        precondition(!elements.isEmpty, "a PropertyPath has at least one element")
        self.elements = elements
    }

    /// From the first element to the last.
    public var range: SourceRange {
        elements[0].range.merged(with: elements[elements.count - 1].range)
    }

    /// The path in canonical RQL spelling: `owner.dogs[FIRST].name`.
    public var description: String {
        var out = ""
        for (i, element) in elements.enumerated() {
            if case .subscript = element.kind {
                out += element.description
            } else {
                out += (i == 0 ? "" : ".") + element.description
            }
        }
        return out
    }
}

/// One step of a key path, with where it was written.
public struct PathElement: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of step a key path can take.
    public enum Kind: Hashable, Sendable {
        /// A property name (or, on a dictionary, a key; or a subquery variable like `$dog`).
        case property(String)
        /// `@links.Class.property`: the objects of `Class` whose `property` links here.
        case backlinks(className: String, propertyName: String)
        /// `@links` alone: every object linking here (only `@links.@count` is meaningful).
        case allBacklinks
        /// `@keys` of a dictionary.
        case keys
        /// `@values` of a dictionary.
        case values
        /// `[…]` after a collection.
        case `subscript`(Subscript)
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public var description: String {
        switch kind {
        case .property(let name): return name
        case .backlinks(let className, let propertyName): return "@links.\(className).\(propertyName)"
        case .allBacklinks: return "@links"
        case .keys: return "@keys"
        case .values: return "@values"
        case .subscript(let s): return "[\(s)]"
        }
    }
}

/// What is written between the brackets of a subscript.
public enum Subscript: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case first
    case last
    /// `[*]`: every element.
    case all
    /// `['key']` on a dictionary.
    case key(String)
    /// `[$0]`: an index or key supplied as an argument.
    case argument(Int)

    public var description: String {
        switch self {
        case .index(let i): return String(i)
        case .first: return "FIRST"
        case .last: return "LAST"
        case .all: return "*"
        case .key(let k): return quoted(k)
        case .argument(let n): return "$\(n)"
        }
    }
}

/// A string in double quotes with RQL escapes, as the canonical description writes it.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
