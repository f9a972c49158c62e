import RealmModel

/// realm-dart (Flutter) model classes for `dart run realm generate`
/// (https://www.mongodb.com/docs/atlas/device-sdks/sdk/flutter/realm-database/model-data/define-realm-object-schema/):
/// `@RealmModel() class _X` (`ObjectType.embeddedObject` for embedded ones),
/// `@PrimaryKey()`, `@Indexed()`, `@MapTo`, `late` required fields,
/// `RealmValue`, `Decimal128`, `ObjectId`, `Uuid`, `@Backlink`, and the
/// `part` directive naming the generated file.
enum DartModelCode {
    static let names = ModelCodeNames(keywords: [
        "abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const", "continue",
        "covariant", "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends", "extension",
        "external", "factory", "false", "final", "finally", "for", "Function", "get", "hide", "if", "implements",
        "import", "in", "interface", "is", "late", "library", "mixin", "new", "null", "on", "operator", "part",
        "required", "rethrow", "return", "sealed", "set", "show", "static", "super", "switch", "sync", "this",
        "throw", "true", "try", "typedef", "var", "void", "when", "while", "with", "yield",
    ], escapeKeyword: nil)

    /// A Dart field name: a legal identifier without leading underscores
    /// (which would make it library-private), as realm-dart's own
    /// `@MapTo('_id') late ObjectId id;`.
    static func fieldName(_ name: String) -> String {
        let trimmed = String(name.drop { $0 == "_" })
        let identifier = names.identifier(for: trimmed.isEmpty ? name : trimmed)
        // `identifier(for:)` puts `_` before a leading digit, which Dart reads as private: `$` is public.
        if let first = trimmed.unicodeScalars.first, first >= "0" && first <= "9" { return "$" + identifier.dropFirst() }
        return identifier
    }

    static func render(_ context: ModelCodeContext) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames,
                                                              ModelCodeNames.distinct(context.schema.classNames.map { fieldName($0) }).map { "_" + $0 }))
        var fieldNames: [String: [String]] = [:]
        for objectSchema in context.schema.objectSchemas {
            fieldNames[objectSchema.className] = ModelCodeNames.distinct(objectSchema.properties.map { fieldName($0.name) })
        }
        var out = """
        // Save as \(context.fileBaseName).dart; `dart run realm generate` writes \(context.fileBaseName).realm.dart.
        import 'dart:typed_data';

        import 'package:realm/realm.dart';

        part '\(context.fileBaseName).realm.dart';

        """
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            out += "\n@RealmModel(\(objectSchema.isEmbedded ? "ObjectType.embeddedObject" : ""))\n"
            if className.dropFirst() != objectSchema.className { out += "@MapTo(\(CodeLiteral.string(objectSchema.className, .dart)))\n" }
            out += "class \(className) {\n"
            for line in context.backlinkNote(for: objectSchema, indent: "  ") { out += line + "\n" }
            for (n, property) in objectSchema.properties.enumerated() {
                let name = fieldNames[objectSchema.className]?[n] ?? property.name
                var annotations: [String] = []
                if property.name == objectSchema.primaryKey { annotations.append("@PrimaryKey()") } else if property.isFullTextIndexed {
                    annotations.append("@Indexed(RealmIndexType.fullText)")
                } else if property.isIndexed { annotations.append("@Indexed()") }
                if property.type != .linkingObjects && name != property.name { annotations.append("@MapTo(\(CodeLiteral.string(property.name, .dart)))") }
                if property.type == .float { annotations.append("// float in the store: realm-dart declares it as double") }
                if property.type == .linkingObjects {
                    let originClass = property.objectClassName ?? ""
                    let originIndex = context.schema[originClass]?.index(of: property.linkOriginPropertyName ?? "") ?? 0
                    annotations.append("@Backlink(#\(fieldNames[originClass]?[originIndex] ?? (property.linkOriginPropertyName ?? "")))")
                }
                for annotation in annotations { out += "  \(annotation)\n" }
                out += "  " + declaration(property, name: name, classNames: classNames) + "\n"
            }
            out += "}\n"
        }
        return out
    }

    static func declaration(_ property: Property, name: String, classNames: [String: String]) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "RealmObject"
        var element: String
        switch property.type {
        case .bool: element = "bool"
        case .int: element = "int"
        case .float, .double: element = "double"
        case .string: element = "String"
        case .data: element = "Uint8List"
        case .date: element = "DateTime"
        case .decimal128: element = "Decimal128"
        case .objectId: element = "ObjectId"
        case .uuid: element = "Uuid"
        case .mixed: element = "RealmValue"
        case .object, .linkingObjects: element = target
        }
        if property.type == .linkingObjects { return "late Iterable<\(target)> \(name);" }
        let nullable = property.type != .mixed && (property.isOptional
            || (property.type == .object && (property.collection == nil || property.collection == .dictionary)))
        if nullable { element += "?" }
        switch property.collection {
        case nil: return nullable ? "\(element) \(name);" : "late \(element) \(name);"
        case .list: return "late List<\(element)> \(name);"
        case .set: return "late Set<\(element)> \(name);"
        case .dictionary: return "late Map<String, \(element)> \(name);"
        }
    }
}
