import RealmModel

/// Realm Kotlin SDK model classes
/// (https://www.mongodb.com/docs/atlas/device-sdks/sdk/kotlin/realm-database/schemas/define-realm-object-model/):
/// `RealmObject`/`EmbeddedRealmObject`, `@PrimaryKey`, `@Index`,
/// `@FullText`, `@PersistedName`, `RealmList`/`RealmSet`/`RealmDictionary`,
/// `RealmInstant`, `BsonObjectId`, `RealmUUID`, `Decimal128`, `RealmAny`,
/// and backlinks `by backlinks(Origin::property)`.
enum KotlinModelCode {
    static let names = ModelCodeNames(keywords: [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ], escapeKeyword: { "`\($0)`" })

    static func render(_ context: ModelCodeContext) -> String {
        let classNames = Dictionary(uniqueKeysWithValues: zip(context.schema.classNames, names.identifiers(for: context.schema.classNames)))
        var out = """
        import io.realm.kotlin.ext.backlinks
        import io.realm.kotlin.ext.realmDictionaryOf
        import io.realm.kotlin.ext.realmListOf
        import io.realm.kotlin.ext.realmSetOf
        import io.realm.kotlin.query.RealmResults
        import io.realm.kotlin.types.EmbeddedRealmObject
        import io.realm.kotlin.types.RealmAny
        import io.realm.kotlin.types.RealmDictionary
        import io.realm.kotlin.types.RealmInstant
        import io.realm.kotlin.types.RealmList
        import io.realm.kotlin.types.RealmObject
        import io.realm.kotlin.types.RealmSet
        import io.realm.kotlin.types.RealmUUID
        import io.realm.kotlin.types.annotations.FullText
        import io.realm.kotlin.types.annotations.Index
        import io.realm.kotlin.types.annotations.PersistedName
        import io.realm.kotlin.types.annotations.PrimaryKey
        import org.mongodb.kbson.BsonObjectId
        import org.mongodb.kbson.Decimal128

        """
        for objectSchema in context.schema.objectSchemas {
            let className = classNames[objectSchema.className] ?? objectSchema.className
            out += "\n"
            if !names.declaresSameName(className, as: objectSchema.className) { out += "@PersistedName(\(CodeLiteral.string(objectSchema.className, .kotlin)))\n" }
            out += "class \(className) : \(objectSchema.isEmbedded ? "EmbeddedRealmObject" : "RealmObject") {\n"
            for line in context.backlinkNote(for: objectSchema, indent: "    ") { out += line + "\n" }
            let propertyNames = names.identifiers(for: objectSchema.properties.map(\.name))
            for (property, name) in zip(objectSchema.properties, propertyNames) {
                var annotations: [String] = []
                if property.name == objectSchema.primaryKey { annotations.append("@PrimaryKey") } else if property.isFullTextIndexed {
                    annotations.append("@FullText")
                } else if property.isIndexed { annotations.append("@Index") }
                if !names.declaresSameName(name, as: property.name) && property.type != .linkingObjects {
                    annotations.append("@PersistedName(\(CodeLiteral.string(property.name, .kotlin)))")
                }
                for annotation in annotations { out += "    \(annotation)\n" }
                out += "    " + declaration(property, name: name, context: context, classNames: classNames) + "\n"
            }
            out += "}\n"
        }
        return out
    }

    static func declaration(_ property: Property, name: String, context: ModelCodeContext, classNames: [String: String]) -> String {
        let target = property.objectClassName.map { classNames[$0] ?? $0 } ?? "RealmObject"
        if property.type == .linkingObjects {
            let origin = property.linkOriginPropertyName ?? ""
            let originName = context.schema[property.objectClassName ?? ""].map { originSchema in
                names.identifiers(for: originSchema.properties.map(\.name))[originSchema.index(of: origin) ?? 0]
            } ?? origin
            return "val \(name): RealmResults<\(target)> by backlinks(\(target)::\(originName))"
        }
        let element: (type: String, defaultValue: String)
        switch property.type {
        case .bool: element = ("Boolean", "false")
        case .int: element = ("Long", "0")
        case .float: element = ("Float", "0f")
        case .double: element = ("Double", "0.0")
        case .string: element = ("String", "\"\"")
        case .data: element = ("ByteArray", "byteArrayOf()")
        case .date: element = ("RealmInstant", "RealmInstant.from(0, 0)")
        case .decimal128: element = ("Decimal128", "Decimal128(\"0\")")
        case .objectId: element = ("BsonObjectId", "BsonObjectId()")
        case .uuid: element = ("RealmUUID", "RealmUUID.random()")
        case .mixed: element = ("RealmAny", "null")
        case .object, .linkingObjects: element = (target, "null")
        }
        // RealmAny and single links are always nullable; so are dictionary values of links.
        let nullable = property.isOptional || property.type == .mixed
            || (property.type == .object && (property.collection == nil || property.collection == .dictionary))
        let elementType = element.type + (nullable ? "?" : "")
        switch property.collection {
        case nil: return "var \(name): \(elementType) = \(nullable ? "null" : element.defaultValue)"
        case .list: return "var \(name): RealmList<\(elementType)> = realmListOf()"
        case .set: return "var \(name): RealmSet<\(elementType)> = realmSetOf()"
        case .dictionary: return "var \(name): RealmDictionary<\(elementType)> = realmDictionaryOf()"
        }
    }
}
