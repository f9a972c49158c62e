import RealmModel

/// realm-js class-based models
/// (https://www.mongodb.com/docs/atlas/device-sdks/sdk/node/model-data/define-a-realm-object-model/):
/// classes extending `Realm.Object` with a `static schema`; TypeScript adds
/// `Realm.Object<T>`, typed fields and `ObjectSchema`. Property names are
/// strings in the schema, so any stored name is kept as it is (quoted where
/// it is not an identifier); class names become identifiers and the schema
/// keeps the stored `name`.
enum RealmJSModelCode {
    static let names = ModelCodeNames(keywords: [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
        "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
        "while", "with", "yield", "let", "static", "implements", "interface", "package", "private", "protected",
        "public", "await", "Object", "Realm", "BSON",
    ], escapeKeyword: nil)

    static func render(_ context: ModelCodeContext, typed: Bool) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames, names.identifiers(for: context.schema.classNames)))
        var out = typed ? "import Realm, { BSON, ObjectSchema } from \"realm\";\n" : "import Realm from \"realm\";\n"
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            out += "\nexport class \(className) extends Realm.Object\(typed ? "<\(className)>" : "") {\n"
            for line in context.backlinkNote(for: objectSchema, indent: "  ") { out += line + "\n" }
            if typed {
                for property in objectSchema.properties {
                    out += "  " + fieldDeclaration(property, classNames: classNames) + "\n"
                }
                if !objectSchema.properties.isEmpty { out += "\n" }
            }
            out += "  static schema\(typed ? ": ObjectSchema" : "") = {\n"
            out += "    name: \(CodeLiteral.string(objectSchema.className, .javaScript)),\n"
            if objectSchema.isEmbedded { out += "    embedded: true,\n" }
            if let primaryKey = objectSchema.primaryKey { out += "    primaryKey: \(CodeLiteral.string(primaryKey, .javaScript)),\n" }
            out += "    properties: {\n"
            for property in objectSchema.properties {
                out += "      \(key(property.name)): \(schemaType(property, isPrimaryKey: property.name == objectSchema.primaryKey)),\n"
            }
            out += "    },\n  };\n}\n"
        }
        return out
    }

    /// A property name as an object key or class field: bare where it is an identifier, quoted otherwise.
    static func key(_ name: String) -> String {
        names.identifier(for: name) == name || names.keywords.contains(name) ? name : CodeLiteral.string(name, .javaScript)
    }

    /// `name!: type;` / `name?: type;` for the TypeScript class body.
    static func fieldDeclaration(_ property: Property, classNames: [String: String]) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "Realm.Object"
        var element: String
        switch property.type {
        case .bool: element = "boolean"
        case .int, .float, .double: element = "number"
        case .string: element = "string"
        case .data: element = "ArrayBuffer"
        case .date: element = "Date"
        case .decimal128: element = "BSON.Decimal128"
        case .objectId: element = "BSON.ObjectId"
        case .uuid: element = "BSON.UUID"
        case .mixed: element = "Realm.Mixed"
        case .object, .linkingObjects: element = target
        }
        if property.type == .linkingObjects { return "\(key(property.name))!: Realm.Results<\(target)>;" }
        switch property.collection {
        case nil:
            let optional = property.isOptional || property.type == .object
            return "\(key(property.name))\(optional && property.type != .mixed ? "?" : "!"): \(element);"
        case .list, .set, .dictionary:
            if property.isOptional && property.type != .mixed && property.type != .object { element += " | null" }
            if property.type == .object && property.collection == .dictionary { element += " | null" }
            let kind = property.collection == .list ? "Realm.List" : property.collection == .set ? "Realm.Set" : "Realm.Dictionary"
            return "\(key(property.name))!: \(kind)<\(element)>;"
        }
    }

    /// The schema's type for one property: the shorthand string (`"int?"`,
    /// `"Dog[]"`, `"string<>"`, `"City?{}"`) or, with an index or for
    /// backlinks, the object form.
    static func schemaType(_ property: Property, isPrimaryKey: Bool) -> String {
        if property.type == .linkingObjects {
            return "{ type: \"linkingObjects\", objectType: \(CodeLiteral.string(property.objectClassName ?? "", .javaScript)), property: \(CodeLiteral.string(property.linkOriginPropertyName ?? "", .javaScript)) }"
        }
        let base: String
        switch property.type {
        case .decimal128: base = "decimal128"
        case .object: base = property.objectClassName ?? "object"
        default: base = property.type.rawValue
        }
        let optional = property.type != .mixed && (property.isOptional || (property.type == .object && property.collection != .list && property.collection != .set))
        let suffix: String
        switch property.collection {
        case nil: suffix = ""
        case .list: suffix = "[]"
        case .set: suffix = "<>"
        case .dictionary: suffix = "{}"
        }
        guard property.isIndexed && !isPrimaryKey && property.collection == nil else {
            return CodeLiteral.string(base + (optional ? "?" : "") + suffix, .javaScript)
        }
        let indexed = property.isFullTextIndexed ? "\"full-text\"" : "true"
        return "{ type: \(CodeLiteral.string(base, .javaScript)), \(optional ? "optional: true, " : "")indexed: \(indexed) }"
    }
}
