import RealmModel

/// `studio` (the default): the richest template. A small library catalogue
/// (`Author`, `Book`, `Tag`, `Note`, embedded `Address` and `Edition`) plus
/// `AllTypes`, which has every property type required and optional, as
/// lists, sets and dictionaries, with the values that break viewers
/// sprinkled in at a few percent. Primary keys of every kind (int, string,
/// objectId, uuid) and none; indexes; to-one links, lists, sets and
/// dictionaries of links; embedded objects; backlinks; mixed values.
enum StudioTemplate {
    static let template = DemoTemplate(
        name: "studio",
        abstract: "Every property type, collections, links, embedded objects, backlinks, mixed and edge values (default).",
        schema: Schema(catalogueClasses + [allTypesClass]),
        fill: { var filler = StudioFiller(); try filler.fill(&$0) })

    static let catalogueClasses: [ObjectSchema] = [
        ObjectSchema(className: "Address", isEmbedded: true, properties: [
            Property(name: "street", type: .string),
            Property(name: "city", type: .string),
            Property(name: "postcode", type: .string, isOptional: true),
        ]),
        ObjectSchema(className: "Edition", isEmbedded: true, properties: [
            Property(name: "format", type: .string),
            Property(name: "year", type: .int),
            Property(name: "price", type: .double, isOptional: true),
        ]),
        ObjectSchema(className: "Tag", primaryKey: "name", properties: [
            Property(name: "name", type: .string),
            Property(name: "color", type: .string, isOptional: true),
            Property(name: "books", type: .linkingObjects, objectClassName: "Book", linkOriginPropertyName: "tags"),
        ]),
        ObjectSchema(className: "Author", primaryKey: "_id", properties: [
            Property(name: "_id", type: .objectId),
            Property(name: "name", type: .string, isIndexed: true),
            Property(name: "email", type: .string, isOptional: true),
            Property(name: "born", type: .date, isOptional: true),
            Property(name: "address", type: .object, isOptional: true, objectClassName: "Address"),
            Property(name: "books", type: .linkingObjects, objectClassName: "Book", linkOriginPropertyName: "authors"),
        ]),
        ObjectSchema(className: "Book", primaryKey: "id", properties: [
            Property(name: "id", type: .uuid),
            Property(name: "title", type: .string),
            Property(name: "isbn", type: .string, isOptional: true, isIndexed: true),
            Property(name: "pages", type: .int),
            Property(name: "rating", type: .float, isOptional: true),
            Property(name: "price", type: .decimal128),
            Property(name: "published", type: .date, isIndexed: true),
            Property(name: "inPrint", type: .bool),
            Property(name: "cover", type: .data, isOptional: true),
            Property(name: "authors", type: .object, collection: .list, objectClassName: "Author"),
            Property(name: "tags", type: .object, collection: .set, objectClassName: "Tag"),
            Property(name: "editions", type: .object, collection: .list, objectClassName: "Edition"),
            Property(name: "metadata", type: .string, collection: .dictionary, isOptional: true),
            Property(name: "extra", type: .mixed),
            Property(name: "sequelTo", type: .object, isOptional: true, objectClassName: "Book"),
            Property(name: "sequels", type: .linkingObjects, objectClassName: "Book", linkOriginPropertyName: "sequelTo"),
        ]),
        ObjectSchema(className: "Note", properties: [
            Property(name: "text", type: .string),
            Property(name: "created", type: .date),
            Property(name: "author", type: .object, isOptional: true, objectClassName: "Author"),
            Property(name: "book", type: .object, isOptional: true, objectClassName: "Book"),
            Property(name: "value", type: .mixed),
            Property(name: "tagsByRole", type: .object, collection: .dictionary, isOptional: true, objectClassName: "Tag"),
        ]),
    ]

    /// The scalar types `AllTypes` has one of each shape for.
    static let scalarTypes: [PropertyType] = [.bool, .int, .float, .double, .string, .data, .date, .decimal128, .objectId, .uuid]
    static let indexedTypes: Set<PropertyType> = [.bool, .int, .string, .date, .objectId, .uuid]

    /// `id`, then for each scalar type T: `T`, `optT`, `listT`, `setT`,
    /// `mapT` (optional values); then the mixed ones and a self link.
    static let allTypesClass: ObjectSchema = {
        var properties = [Property(name: "id", type: .int)]
        for type in scalarTypes {
            let base = type == .decimal128 ? "decimal" : type.rawValue
            let title = base.prefix(1).uppercased() + base.dropFirst()
            properties += [
                Property(name: base + "Value", type: type, isIndexed: indexedTypes.contains(type)),
                Property(name: "opt" + title, type: type, isOptional: true),
                Property(name: "list" + title, type: type, collection: .list),
                Property(name: "set" + title, type: type, collection: .set),
                Property(name: "map" + title, type: type, collection: .dictionary, isOptional: true),
            ]
        }
        properties += [
            Property(name: "mixedValue", type: .mixed, isIndexed: true),
            Property(name: "listMixed", type: .mixed, collection: .list),
            Property(name: "mapMixed", type: .mixed, collection: .dictionary),
            Property(name: "link", type: .object, isOptional: true, objectClassName: "AllTypes"),
            Property(name: "linkedFrom", type: .linkingObjects, objectClassName: "AllTypes", linkOriginPropertyName: "link"),
        ]
        return ObjectSchema(className: "AllTypes", primaryKey: "id", properties: properties)
    }()
}
