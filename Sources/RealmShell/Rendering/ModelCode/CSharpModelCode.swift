import RealmModel

/// Realm .NET model classes for the source generator
/// (https://www.mongodb.com/docs/atlas/device-sdks/sdk/dotnet/model-data/define-object-model/):
/// `public partial class X : IRealmObject` / `IEmbeddedObject`, PascalCase
/// properties with `[MapTo("stored name")]` where they differ,
/// `[PrimaryKey]`, `[Indexed]`, `[Indexed(IndexType.FullText)]`, `IList<>`,
/// `ISet<>`, `IDictionary<string, >`, `RealmValue`, `DateTimeOffset`,
/// `Decimal128`, `ObjectId`, `Guid`, and `[Backlink]` for backlinks.
/// Written without a nullable context, so any C# compiler takes it: value
/// types are optional as `long?`, reference types (`string`, `byte[]`) are
/// optional unless `[Required]` (on a collection: its elements).
enum CSharpModelCode {
    static let names = ModelCodeNames(keywords: [
        "abstract", "as", "base", "bool", "break", "byte", "case", "catch", "char", "checked", "class", "const",
        "continue", "decimal", "default", "delegate", "do", "double", "else", "enum", "event", "explicit",
        "extern", "false", "finally", "fixed", "float", "for", "foreach", "goto", "if", "implicit", "in", "int",
        "interface", "internal", "is", "lock", "long", "namespace", "new", "null", "object", "operator", "out",
        "override", "params", "private", "protected", "public", "readonly", "ref", "return", "sbyte", "sealed",
        "short", "sizeof", "stackalloc", "static", "string", "struct", "switch", "this", "throw", "true", "try",
        "typeof", "uint", "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "void", "volatile", "while",
    ], escapeKeyword: { "@" + $0 })

    /// `first_name` → `First_name`, `_id` → `Id`: .NET's PascalCase for a
    /// legal identifier (leading underscores dropped, first letter upper-cased).
    static func pascalCase(_ name: String) -> String {
        var identifier = names.identifier(for: name)
        if identifier.hasPrefix("@") { identifier.removeFirst() }
        let trimmed = identifier.drop { $0 == "_" }
        guard let first = trimmed.first, first.isLetter else { return identifier }
        return first.uppercased() + trimmed.dropFirst()
    }

    static func render(_ context: ModelCodeContext) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames, names.identifiers(for: context.schema.classNames)))
        var memberNames: [String: [String]] = [:]
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            // A member may not be named like its class.
            memberNames[objectSchema.className] = names.identifiers(for: objectSchema.properties.map { pascalCase($0.name) },
                                                                    avoiding: [className])
        }
        var out = """
        using System;
        using System.Collections.Generic;
        using System.Linq;
        using MongoDB.Bson;
        using Realms;

        """
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            out += "\n"
            if !names.declaresSameName(className, as: objectSchema.className) {
                out += "[MapTo(\(CodeLiteral.string(objectSchema.className, .csharp)))]\n"
            }
            out += "public partial class \(className) : \(objectSchema.isEmbedded ? "IEmbeddedObject" : "IRealmObject")\n{\n"
            for line in context.backlinkNote(for: objectSchema, indent: "    ") { out += line + "\n" }
            for (n, property) in objectSchema.properties.enumerated() {
                let name = memberNames[objectSchema.className]?[n] ?? property.name
                if n > 0 { out += "\n" }
                var attributes: [String] = []
                if property.name == objectSchema.primaryKey { attributes.append("[PrimaryKey]") } else if property.isFullTextIndexed {
                    attributes.append("[Indexed(IndexType.FullText)]")
                } else if property.isIndexed { attributes.append("[Indexed]") }
                if property.type != .linkingObjects && !names.declaresSameName(name, as: property.name) {
                    attributes.append("[MapTo(\(CodeLiteral.string(property.name, .csharp)))]")
                }
                if property.type == .linkingObjects {
                    let originClass = property.objectClassName ?? ""
                    let originIndex = context.schema[originClass]?.index(of: property.linkOriginPropertyName ?? "") ?? 0
                    let originName = memberNames[originClass]?[originIndex] ?? (property.linkOriginPropertyName ?? "")
                    attributes.append("[Backlink(nameof(\(classNames[originClass] ?? originClass).\(originName)))]")
                }
                if property.type != .linkingObjects && !property.isOptional && (property.type == .string || property.type == .data) {
                    attributes.append("[Required]")
                }
                for attribute in attributes { out += "    \(attribute)\n" }
                out += "    " + declaration(property, name: name, classNames: classNames) + "\n"
            }
            out += "}\n"
        }
        return out
    }

    static func declaration(_ property: Property, name: String, classNames: [String: String]) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "IRealmObject"
        let element: String
        switch property.type {
        case .bool: element = "bool"
        case .int: element = "long"
        case .float: element = "float"
        case .double: element = "double"
        case .string: element = "string"
        case .data: element = "byte[]"
        case .date: element = "DateTimeOffset"
        case .decimal128: element = "Decimal128"
        case .objectId: element = "ObjectId"
        case .uuid: element = "Guid"
        case .mixed: element = "RealmValue"
        case .object, .linkingObjects: element = target
        }
        if property.type == .linkingObjects { return "public IQueryable<\(target)> \(name) { get; }" }
        // Only value types take `?`; links and strings are references, optional unless [Required].
        let isValueType = ![PropertyType.string, .data, .object, .mixed].contains(property.type)
        let elementType = element + (isValueType && property.isOptional ? "?" : "")
        switch property.collection {
        case nil: return "public \(elementType) \(name) { get; set; }"
        case .list: return "public IList<\(elementType)> \(name) { get; }"
        case .set: return "public ISet<\(elementType)> \(name) { get; }"
        case .dictionary: return "public IDictionary<string, \(elementType)> \(name) { get; }"
        }
    }
}
