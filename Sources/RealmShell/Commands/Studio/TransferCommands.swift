import RealmLifecycle
import RealmModel
import RealmStore

/// `.export CLASS FILE` and `.import CLASS FILE`: one class's objects to and
/// from JSON (canonical encoding) or CSV (a header of property names).
enum TransferCommands {
    /// CLASS and FILE as given, or swapped when given in the sqlite3 shell's
    /// order (`.import FILE TABLE`): the class is whichever names one.
    static func classAndFile(_ context: CommandContext, schema: Schema) -> (String, String)? {
        guard let first = className.value(in: context.arguments), let second = file.value(in: context.arguments) else { return nil }
        if schema[first] == nil && schema[second] != nil { return (second, first) }
        return (first, second)
    }

    static func format(_ context: CommandContext, file: String) -> String {
        formatOption.value(in: context.arguments) ?? (file.lowercased().hasSuffix(".csv") ? "csv" : "json")
    }

    /// `spec` with its own help text (the same name, so the same value).
    static func with(_ spec: ArgumentSpec, help: String) -> ArgumentSpec {
        var spec = spec
        spec.help = help
        return spec
    }

    static let className = ArgumentSpec("CLASS", help: "The class.", type: .className)
    static let file = ArgumentSpec("FILE", help: "The file.", type: .path)
    static let formatOption = OptionSpec(["--format"], valueName: "FORMAT", help: "json or csv.", allowedValues: ["json", "csv"])

    static let export: Command = Command(
        name: ".export", abstract: "Write one class's objects to a file as JSON or CSV.",
        discussion: "JSON is an array of objects in the canonical value encoding; CSV has a header of property names and each value as its canonical JSON, strings bare (null is an empty cell, the empty string \"\"). The format follows the file's extension unless --format says. CLASS and FILE may also come in the sqlite3 shell's order (FILE CLASS).",
        arguments: [className, with(file, help: "The file to write.")],
        options: [formatOption],
        examples: [".export Dog dogs.csv", ".export Person people.json"],
        run: { context in
            let store = try context.requireSession().requireStore()
            guard let (className, file) = classAndFile(context, schema: store.schema) else { return }
            guard let objectSchema = store.schema[className], !objectSchema.isEmbedded else {
                throw StatementRunner.noSuchClass(className, schema: store.schema)
            }
            let properties = objectSchema.persistedProperties
            var encoder = CanonicalValueEncoder(schema: store.schema, linkValue: store.canonicalLinkValue)
            let csv = format(context, file: file) == "csv"
            var count = 0
            try ExportCommand.writeAtomically(to: file, protecting: [store.path]) { output in
                var writer: ResultWriter = csv ? CSVFormat(output: output, showHeaders: true) : JSONFormat(output: output, lines: false)
                try writer.begin(columns: properties.map(\.name))
                try store.forEachObject(ofClass: className) { record in
                    var row = ResultRow(cells: [], nulls: [], numeric: [])
                    if csv {
                        row.dataCells = try zip(properties, record.values).map { try CSVText.cell($1, property: $0, encoder: &encoder) }
                    } else {
                        var json: [UInt8] = []
                        try encoder.appendObject(record.values, properties: properties, to: &json)
                        row.json = json
                    }
                    try writer.write(row)
                    count += 1
                }
                try writer.finish()
            }
            try context.requireSession().status("exported \(count) \(className) object\(count == 1 ? "" : "s") to \(file)")
        })

    static let `import`: Command = Command(
        name: ".import", abstract: "Create objects of one class from a JSON or CSV file, all in one transaction.",
        discussion: "JSON is an array of objects ({property: value}, links by primary key or as nested objects); CSV has a header of property names. Nothing is created if any object fails. CLASS and FILE may also come in the sqlite3 shell's order (.import FILE CLASS).",
        arguments: [className, with(file, help: "The file to read.")],
        options: [formatOption],
        examples: [".import Dog dogs.csv", ".import Person people.json"],
        run: { context in
            let session = try context.requireSession()
            let realm = try session.requireWritableRealm()
            guard let (className, file) = classAndFile(context, schema: realm.schema) else { return }
            guard let objectSchema = realm.schema[className], !objectSchema.isEmbedded else {
                throw StatementRunner.noSuchClass(className, schema: realm.schema)
            }
            let input = try FileByteInput(path: file)
            var bytes: [UInt8] = []
            while let chunk = try input.readChunk() { bytes += chunk }
            let text = String(decoding: bytes, as: UTF8.self)
            let objects = try ClassImport(text: text, csv: format(context, file: file) == "csv", file: file,
                                          objectSchema: objectSchema, schema: realm.schema)
            let filled = try StatementRunner(session: session).edit { realm in try objects.create(in: realm, session: session) }
            let count = objects.objects.count
            try session.status("imported \(count) \(className) object\(count == 1 ? "" : "s") from \(file)")
            if !filled.isEmpty {
                try session.status("note: left out, so set to their type's empty value: "
                    + filled.map { "\($0.path) (in \($0.count) object\($0.count == 1 ? "" : "s"))" }.joined(separator: ", "))
            }
        })
}
