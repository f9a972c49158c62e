import Foundation
import RealmModel
@testable import RealmShell
import Testing

/// The schemas model-code tests render, and their golden files.
enum ModelCodeSamples {
    static let fixtureNames = ["basic", "alltypes", "links", "emptyclasses", "churn"]
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func fixturePath(_ name: String) throws -> String {
        try #require(fixturesDirectory).appendingPathComponent("\(name).realm").path
    }

    static func fileExtension(_ language: ModelCodeLanguage) -> String {
        switch language {
        case .swift: return "swift"
        case .kotlin: return "kt"
        case .java: return "java"
        case .typescript: return "ts"
        case .javascript: return "js"
        case .csharp: return "cs"
        case .dart: return "dart"
        }
    }

    /// Compares `text` with `Golden/name` (or writes it there with REALMLENS_UPDATE_GOLDEN=1).
    static func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["REALMLENS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }

    /// Names no language takes as they are (spaces, leading digits,
    /// keywords, a property named like its class, a leading underscore),
    /// every collection kind, an embedded class, and `linkingObjects`.
    static let awkwardSchema = Schema([
        ObjectSchema(className: "Person", primaryKey: "_id", properties: [
            Property(name: "_id", type: .objectId, isIndexed: true),
            Property(name: "first name", type: .string),
            Property(name: "class", type: .string, isOptional: true),
            Property(name: "2fa", type: .bool),
            Property(name: "age", type: .int, isIndexed: true),
            Property(name: "bio", type: .string, isFullTextIndexed: true),
            Property(name: "Person", type: .int),
            Property(name: "default", type: .double, isOptional: true),
            Property(name: "tags", type: .string, collection: .set, isOptional: true),
            Property(name: "scores", type: .float, collection: .dictionary, isOptional: true),
            Property(name: "photo", type: .data, isOptional: true),
            Property(name: "friends", type: .object, collection: .list, objectClassName: "Person"),
            Property(name: "followers", type: .linkingObjects, objectClassName: "Person", linkOriginPropertyName: "friends"),
            Property(name: "dogs", type: .linkingObjects, objectClassName: "Dog", linkOriginPropertyName: "owner"),
        ]),
        ObjectSchema(className: "Dog", properties: [
            Property(name: "name", type: .string, isIndexed: true),
            Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
            Property(name: "house", type: .object, isOptional: true, objectClassName: "Dog House"),
            Property(name: "rooms", type: .object, collection: .list, objectClassName: "Dog House"),
            Property(name: "born", type: .date),
            Property(name: "weight", type: .decimal128, isOptional: true),
        ]),
        ObjectSchema(className: "Dog House", isEmbedded: true, properties: [
            Property(name: "size", type: .int),
            Property(name: "chip", type: .uuid, isOptional: true),
        ]),
        ObjectSchema(className: "class", primaryKey: "key", properties: [
            Property(name: "key", type: .string),
            Property(name: "value", type: .mixed),
            Property(name: "values", type: .mixed, collection: .list),
            Property(name: "when", type: .date, isOptional: true, isIndexed: true),
        ]),
    ])

    /// Names a hostile file can hold: a quote, a backslash, `$` (Kotlin
    /// and Dart interpolate it), a line break, CR, tab, NUL, a terminal
    /// escape, a line separator and a bidirectional override; rendered as
    /// from a genuine file, so the backlink comment names them too.
    static let hostileSchema = Schema([
        ObjectSchema(className: "Dog\"s $x\\", properties: [
            Property(name: "na\nme", type: .string),
            Property(name: "cr\r\u{1b}[2J\t\u{0}", type: .int),
            Property(name: "a$b", type: .string, isOptional: true),
            Property(name: "rtl\u{202E}x\u{2028}y\u{85}", type: .bool),
            // A backslash-u in the text: Java reads `\u000a` as a line break even in a comment.
            Property(name: "own\\u000aer", type: .object, isOptional: true, objectClassName: "Pe\nrson'"),
        ]),
        ObjectSchema(className: "Pe\nrson'", properties: [
            Property(name: "name", type: .string),
        ]),
    ])
}
