import RealmModel

/// Human and machine renderings of a schema: the `schema` command, `.schema`
/// and `.schema --swift`.
enum SchemaText {
    /// One block per class: name, flags, then a row per property.
    ///
    /// ```
    /// class Dog (primary key: id)
    ///   id      int        primary key
    ///   owner   Person?    link
    /// ```
    ///
    /// Names and types holding a newline or a terminal escape are quoted
    /// (`Quoting.shown`), so a hostile file cannot forge lines; ordinary
    /// ones print as they are.
    static func table(_ schema: Schema, counts: [String: Int]? = nil) -> String {
        var out = ""
        for (n, objectSchema) in schema.objectSchemas.enumerated() {
            if n > 0 { out += "\n" }
            var header = (objectSchema.isEmbedded ? "embedded class " : "class ") + Quoting.shown(objectSchema.className)
            var notes: [String] = []
            if let pk = objectSchema.primaryKey { notes.append("primary key: \(shown: pk)") }
            if let count = counts?[objectSchema.className] { notes.append("\(count) object\(count == 1 ? "" : "s")") }
            if !notes.isEmpty { header += " (" + notes.joined(separator: ", ") + ")" }
            out += header + "\n"
            let names = objectSchema.properties.map { Quoting.shown($0.name) }
            let types = objectSchema.properties.map { Quoting.shown($0.typeDescription) }
            let nameWidth = names.map(TableFormat.displayWidth).max() ?? 0
            let typeWidth = types.map(\.count).max() ?? 0
            for (index, property) in objectSchema.properties.enumerated() {
                var attributes: [String] = []
                if property.name == objectSchema.primaryKey { attributes.append("primary key") } else if property.isFullTextIndexed {
                    attributes.append("full-text indexed")
                } else if property.isIndexed { attributes.append("indexed") }
                let name = names[index] + String(repeating: " ", count: nameWidth - TableFormat.displayWidth(names[index]))
                let type = types[index] + String(repeating: " ", count: typeWidth - types[index].count)
                out += ("  \(name)  \(type)  " + attributes.joined(separator: ", ")).trimmingWhitespaceAtEnd() + "\n"
            }
            if objectSchema.properties.isEmpty { out += "  (no properties)\n" }
        }
        if schema.objectSchemas.isEmpty { out += "(no classes)\n" }
        return out
    }

    /// The canonical `"schema"` array, as a JSON document of its own.
    static func json(_ schema: Schema) -> String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (i, objectSchema) in schema.objectSchemas.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            CanonicalSchemaText.appendClass(objectSchema, to: &out)
        }
        out.append(contentsOf: Array("]\n".utf8))
        return String(decoding: out, as: UTF8.self)
    }

    /// RealmSwift model classes (`@Persisted` style) that declare this schema.
    static func swift(_ schema: Schema) -> String {
        ModelCodeLanguage.swift.render(schema)
    }
}

extension String {
    func trimmingWhitespaceAtEnd() -> String {
        guard let end = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...end])
    }
}
