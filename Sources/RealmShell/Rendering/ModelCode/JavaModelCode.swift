import RealmModel

/// Realm Java model classes
/// (https://www.mongodb.com/docs/atlas/device-sdks/sdk/java/model-data/define-a-realm-object-model/):
/// `RealmObject` subclasses (`@RealmClass(embedded = true)` for embedded
/// ones), `@PrimaryKey`, `@Index`, `@Required`, `RealmList`/`RealmSet`/
/// `RealmDictionary`, `RealmAny`, `@LinkingObjects`, and `@RealmClass(name:)`
/// / `@RealmField(name:)` for stored names that are not Java identifiers.
/// Java wants one public class per file: each class starts with a
/// `// File: NAME.java` line.
enum JavaModelCode {
    static let names = ModelCodeNames(keywords: [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ], escapeKeyword: nil)

    static let imports = """
    import io.realm.RealmAny;
    import io.realm.RealmDictionary;
    import io.realm.RealmList;
    import io.realm.RealmObject;
    import io.realm.RealmResults;
    import io.realm.RealmSet;
    import io.realm.annotations.Index;
    import io.realm.annotations.LinkingObjects;
    import io.realm.annotations.PrimaryKey;
    import io.realm.annotations.RealmClass;
    import io.realm.annotations.RealmField;
    import io.realm.annotations.Required;
    import java.util.Date;
    import java.util.UUID;
    import org.bson.types.Decimal128;
    import org.bson.types.ObjectId;

    """

    static func render(_ context: ModelCodeContext) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames, names.identifiers(for: context.schema.classNames)))
        var out = ""
        for (n, objectSchema) in context.schema.objectSchemas.enumerated() {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            if n > 0 { out += "\n" }
            out += "// File: \(className).java\n" + imports + "\n"
            var classArguments: [String] = []
            if className != objectSchema.className { classArguments.append("name = \(CodeLiteral.string(objectSchema.className, .java))") }
            if objectSchema.isEmbedded { classArguments.append("embedded = true") }
            if !classArguments.isEmpty { out += "@RealmClass(\(classArguments.joined(separator: ", ")))\n" }
            out += "public class \(className) extends RealmObject {\n"
            for line in context.backlinkNote(for: objectSchema, indent: "    ") { out += line + "\n" }
            let propertyNames = names.identifiers(for: objectSchema.properties.map(\.name))
            for (property, name) in zip(objectSchema.properties, propertyNames) {
                out += declaration(property, name: name, isPrimaryKey: property.name == objectSchema.primaryKey,
                                   classNames: classNames, context: context)
            }
            out += "}\n"
        }
        return out
    }

    static func declaration(_ property: Property, name: String, isPrimaryKey: Bool, classNames: [String: String],
                            context: ModelCodeContext) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "RealmObject"
        var annotations: [String] = []
        if property.type == .linkingObjects {
            let origin = property.linkOriginPropertyName ?? ""
            let originName = context.schema[property.objectClassName ?? ""].map { originSchema in
                names.identifiers(for: originSchema.properties.map(\.name))[originSchema.index(of: origin) ?? 0]
            } ?? origin
            return "    @LinkingObjects(\(CodeLiteral.string(originName, .java)))\n    public final RealmResults<\(target)> \(name) = null;\n"
        }
        if isPrimaryKey { annotations.append("@PrimaryKey") } else if property.isFullTextIndexed {
            annotations.append("// full-text index in the store (RQL TEXT); Realm Java declares none")
        } else if property.isIndexed { annotations.append("@Index") }
        if !names.declaresSameName(name, as: property.name) {
            annotations.append("@RealmField(name = \(CodeLiteral.string(property.name, .java)))")
        }
        let boxed: String, primitive: String?
        switch property.type {
        case .bool: (boxed, primitive) = ("Boolean", "boolean")
        case .int: (boxed, primitive) = ("Long", "long")
        case .float: (boxed, primitive) = ("Float", "float")
        case .double: (boxed, primitive) = ("Double", "double")
        case .string: (boxed, primitive) = ("String", nil)
        case .data: (boxed, primitive) = ("byte[]", nil)
        case .date: (boxed, primitive) = ("Date", nil)
        case .decimal128: (boxed, primitive) = ("Decimal128", nil)
        case .objectId: (boxed, primitive) = ("ObjectId", nil)
        case .uuid: (boxed, primitive) = ("UUID", nil)
        case .mixed: (boxed, primitive) = ("RealmAny", nil)
        case .object, .linkingObjects: (boxed, primitive) = (target, nil)
        }
        let type: String
        // Reference types are nullable in Realm Java unless @Required; for a
        // collection of values @Required makes its elements non-null.
        let needsRequired = !property.isOptional && property.type != .object && property.type != .mixed
        switch property.collection {
        case nil:
            if needsRequired, let primitive { type = primitive } else {
                type = boxed
                if needsRequired { annotations.append("@Required") }
            }
        case .list, .set, .dictionary:
            let kind = property.collection == .list ? "RealmList" : property.collection == .set ? "RealmSet" : "RealmDictionary"
            type = "\(kind)<\(boxed)>"
            if needsRequired { annotations.append("@Required") }
        }
        var out = ""
        for annotation in annotations { out += "    \(annotation)\n" }
        return out + "    public \(type) \(name);\n"
    }
}
