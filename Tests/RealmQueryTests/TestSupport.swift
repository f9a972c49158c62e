import RealmModel
@testable import RealmQuery

// MARK: - Schema

/// The test schema, after Realm's docs: `Dog`, `Person`, an embedded
/// `Address` with a GeoJSON `Location`, and `AllTypes` with every property
/// type, a collection of each, dictionaries, a mixed and backlinks.
let testSchema = Schema([
    ObjectSchema(className: "Dog", primaryKey: "name", properties: [
        Property(name: "name", type: .string, isIndexed: true),
        Property(name: "age", type: .int),
        Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
        Property(name: "weight", type: .double, isOptional: true),
        Property(name: "owners", type: .linkingObjects, collection: .list, objectClassName: "Person", linkOriginPropertyName: "dogs"),
    ]),
    ObjectSchema(className: "Person", properties: [
        Property(name: "name", type: .string),
        Property(name: "birthdate", type: .date),
        Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
        Property(name: "friends", type: .object, collection: .set, objectClassName: "Person"),
        Property(name: "bestFriend", type: .object, isOptional: true, objectClassName: "Person"),
        Property(name: "address", type: .object, isOptional: true, objectClassName: "Address"),
        Property(name: "bio", type: .string, isFullTextIndexed: true),
        Property(name: "nicknames", type: .string, collection: .list),
    ]),
    ObjectSchema(className: "Address", isEmbedded: true, properties: [
        Property(name: "street", type: .string),
        Property(name: "city", type: .string),
        Property(name: "location", type: .object, isOptional: true, objectClassName: "Location"),
    ]),
    ObjectSchema(className: "Location", isEmbedded: true, properties: [
        Property(name: "type", type: .string),
        Property(name: "coordinates", type: .double, collection: .list),
    ]),
    ObjectSchema(className: "AllTypes", primaryKey: "_id", properties: [
        Property(name: "_id", type: .objectId),
        Property(name: "boolCol", type: .bool),
        Property(name: "intCol", type: .int),
        Property(name: "floatCol", type: .float),
        Property(name: "doubleCol", type: .double),
        Property(name: "stringCol", type: .string),
        Property(name: "dataCol", type: .data),
        Property(name: "dateCol", type: .date),
        Property(name: "decimalCol", type: .decimal128),
        Property(name: "objectIdCol", type: .objectId),
        Property(name: "uuidCol", type: .uuid),
        Property(name: "mixedCol", type: .mixed, isOptional: true),
        Property(name: "optIntCol", type: .int, isOptional: true),
        Property(name: "optStringCol", type: .string, isOptional: true),
        Property(name: "objectCol", type: .object, isOptional: true, objectClassName: "Dog"),
        Property(name: "embeddedCol", type: .object, isOptional: true, objectClassName: "Address"),
        Property(name: "boolList", type: .bool, collection: .list),
        Property(name: "intList", type: .int, collection: .list),
        Property(name: "floatList", type: .float, collection: .list),
        Property(name: "doubleList", type: .double, collection: .list),
        Property(name: "stringList", type: .string, collection: .list),
        Property(name: "dataList", type: .data, collection: .list),
        Property(name: "dateList", type: .date, collection: .list),
        Property(name: "decimalList", type: .decimal128, collection: .list),
        Property(name: "objectIdList", type: .objectId, collection: .list),
        Property(name: "uuidList", type: .uuid, collection: .list),
        Property(name: "mixedList", type: .mixed, collection: .list, isOptional: true),
        Property(name: "objectList", type: .object, collection: .list, objectClassName: "Dog"),
        Property(name: "embeddedList", type: .object, collection: .list, objectClassName: "Address"),
        Property(name: "intSet", type: .int, collection: .set),
        Property(name: "stringSet", type: .string, collection: .set),
        Property(name: "objectSet", type: .object, collection: .set, objectClassName: "Dog"),
        Property(name: "intDict", type: .int, collection: .dictionary),
        Property(name: "stringDict", type: .string, collection: .dictionary, isOptional: true),
        Property(name: "mixedDict", type: .mixed, collection: .dictionary, isOptional: true),
        Property(name: "objectDict", type: .object, collection: .dictionary, isOptional: true, objectClassName: "Dog"),
        Property(name: "parents", type: .linkingObjects, collection: .list, objectClassName: "Holder", linkOriginPropertyName: "item"),
    ]),
    ObjectSchema(className: "Holder", properties: [
        Property(name: "item", type: .object, isOptional: true, objectClassName: "AllTypes"),
        Property(name: "items", type: .object, collection: .list, objectClassName: "AllTypes"),
    ]),
])

let testResolver = QueryResolver(schema: testSchema)

// MARK: - Helpers

/// The diagnostic as the shell prints it: `error: ` and the message, the
/// caret lines under the error's range, then the hint if any.
func rendered(_ error: QueryError, in text: String) -> String {
    (["error: " + error.message] + SourceCaret.lines(text, range: error.range.lowerBound..<error.range.upperBound)
        + (error.hint.map { [$0] } ?? [])).joined(separator: "\n")
}

/// Parses, or returns the rendered diagnostic.
func parseOrRender(_ text: String) -> String {
    do {
        return try QueryParser.parse(text).description
    } catch let error as QueryError {
        return rendered(error, in: text)
    } catch {
        return "unexpected error type: \(error)"
    }
}

/// Parses and resolves; returns "ok" or the rendered diagnostic.
func resolveOrRender(_ text: String, on className: String, arguments: [AnyRealmValue] = []) -> String {
    do {
        _ = try testResolver.resolve(text, className: className, arguments: arguments)
        return "ok"
    } catch let error as QueryError {
        return rendered(error, in: text)
    } catch {
        return "unexpected error type: \(error)"
    }
}
