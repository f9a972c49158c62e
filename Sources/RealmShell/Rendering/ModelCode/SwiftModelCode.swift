import RealmModel

/// RealmSwift model classes, `@Persisted` style
/// (https://www.mongodb.com/docs/realm-sdks/swift/latest/Structs/Persisted.html):
/// `Object`/`EmbeddedObject` subclasses, `List`, `MutableSet`, `Map`,
/// `LinkingObjects`, and `propertiesMapping()` for stored names that are
/// not Swift identifiers.
enum SwiftModelCode {
    static let names = ModelCodeNames(keywords: [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ], escapeKeyword: { "`\($0)`" })

    static func render(_ context: ModelCodeContext) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames, names.identifiers(for: context.schema.classNames)))
        var out = "import RealmSwift\n"
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            out += "\nclass \(className): \(objectSchema.isEmbedded ? "EmbeddedObject" : "Object") {\n"
            for line in context.backlinkNote(for: objectSchema, indent: "    ") { out += line + "\n" }
            let propertyNames = names.identifiers(for: objectSchema.properties.map(\.name))
            var mapping: [(String, String)] = []
            for (property, name) in zip(objectSchema.properties, propertyNames) {
                if property.isFullTextIndexed { out += "    // full-text index in the store (RQL TEXT)\n" }
                out += "    " + declaration(property, name: name, isPrimaryKey: property.name == objectSchema.primaryKey,
                                             classNames: classNames) + "\n"
                if !names.declaresSameName(name, as: property.name) { mapping.append((name, property.name)) }
            }
            if !names.declaresSameName(className, as: objectSchema.className) {
                out += "\n    override class func _realmObjectName() -> String? { \(CodeLiteral.string(objectSchema.className, .swift)) }\n"
            }
            if !mapping.isEmpty {
                out += "\n    override class func propertiesMapping() -> [String: String] {\n        ["
                out += mapping.map { "\(CodeLiteral.string($0.0, .swift)): \(CodeLiteral.string($0.1, .swift))" }.joined(separator: ", ")
                out += "]\n    }\n"
            }
            out += "}\n"
        }
        return out
    }

    static func declaration(_ property: Property, name: String, isPrimaryKey: Bool, classNames: [String: String]) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "Object"
        if property.type == .linkingObjects {
            return "@Persisted(originProperty: \(CodeLiteral.string(property.linkOriginPropertyName ?? "", .swift))) var \(name): LinkingObjects<\(target)>"
        }
        var element = property.type == .object ? target : property.swiftElementTypeName
        // Single links are always optional in RealmSwift; so are dictionary values of links.
        if property.type != .mixed && (property.isOptional || (property.type == .object && property.collection != .list && property.collection != .set)) {
            element += "?"
        }
        let type: String
        switch property.collection {
        case nil: type = element
        case .list: type = "List<\(element)>"
        case .set: type = "MutableSet<\(element)>"
        case .dictionary: type = "Map<String, \(element)>"
        }
        var attribute = "@Persisted"
        if isPrimaryKey { attribute = "@Persisted(primaryKey: true)" } else if property.isIndexed { attribute = "@Persisted(indexed: true)" }
        return "\(attribute) var \(name): \(type)"
    }
}
