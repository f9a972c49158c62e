import RealmModel

/// What every model-code template needs beyond the schema: whether the
/// schema came from a genuine file (no `linkingObjects` recorded), which
/// links point at each class, and the source's file name.
struct ModelCodeContext {
    let schema: Schema
    let isGenuineFile: Bool
    let fileBaseName: String

    /// `Class.property` of every forward link (single or collection) whose
    /// target is `className`, in schema order: the backlinks an app may
    /// declare there.
    func incomingLinks(to className: String) -> [(className: String, propertyName: String)] {
        var links: [(String, String)] = []
        for objectSchema in schema.objectSchemas {
            for property in objectSchema.properties where property.type == .object && property.objectClassName == className {
                links.append((objectSchema.className, property.name))
            }
        }
        return links
    }

    /// The comment lines a class gets when the schema came from a Realm file
    /// and links point at it: the file cannot say which `linkingObjects`
    /// the app declares, so they are named rather than silently dropped.
    /// Empty otherwise. `prefix` is the language's line comment (`//`).
    func backlinkNote(for objectSchema: ObjectSchema, indent: String, prefix: String = "//") -> [String] {
        guard isGenuineFile, !objectSchema.isEmbedded else { return [] }
        let links = incomingLinks(to: objectSchema.className)
        guard !links.isEmpty else { return [] }
        // Names from the file are escaped: a line break in one would end the comment and make code of the rest.
        let names = links.map { CodeLiteral.comment("\($0.className).\($0.propertyName)") }.joined(separator: ", ")
        return [
            "\(indent)\(prefix) Backlinks (linkingObjects) the app declares are not in a Realm file;",
            "\(indent)\(prefix) links to \(CodeLiteral.comment(objectSchema.className)) come from: \(names).",
        ]
    }

    /// The property of `className` called `name`, if any.
    func property(_ name: String?, of className: String?) -> Property? {
        guard let name, let className else { return nil }
        return schema[className]?[name]
    }
}
