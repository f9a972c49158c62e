import RealmModel
import RealmStore

/// `.export CLASS FILE` and `.import CLASS FILE`: one class's objects to and
/// from JSON (canonical encoding) or CSV (a header of property names).
enum TransferCommands {
    static func format(_ context: CommandContext, file: String) -> String {
        context.arguments["--format"] ?? (file.lowercased().hasSuffix(".csv") ? "csv" : "json")
    }

    static let export: Command = Command(
        name: ".export", abstract: "Write one class's objects to a file as JSON or CSV.",
        discussion: "JSON is an array of objects in the canonical value encoding; CSV has a header of property names, strings as they are, dates in ISO form, collections as JSON. The format follows the file's extension unless --format says.",
        arguments: [ArgumentSpec("CLASS", help: "The class."), ArgumentSpec("FILE", help: "The file to write.")],
        options: [OptionSpec(["--format"], valueName: "FORMAT", help: "json or csv.", allowedValues: ["json", "csv"])],
        examples: [".export Dog dogs.csv", ".export Person people.json"],
        run: { context in
            let store = try context.requireSession().requireStore()
            guard let className = context.arguments["CLASS"], let file = context.arguments["FILE"] else { return }
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
                        for (property, value) in zip(properties, record.values) {
                            let text = try CSVText.cell(value, property: property, encoder: &encoder)
                            row.cells.append(text ?? "")
                            row.nulls.append(text == nil)
                        }
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
            try context.stdout.line("exported \(count) \(className) object\(count == 1 ? "" : "s") to \(file)")
        })

    static let `import`: Command = Command(
        name: ".import", abstract: "Create objects of one class from a JSON or CSV file, all in one transaction.",
        discussion: "JSON is an array of objects ({property: value}, links by primary key or as nested objects); CSV has a header of property names. Nothing is created if any object fails.",
        arguments: [ArgumentSpec("CLASS", help: "The class."), ArgumentSpec("FILE", help: "The file to read.")],
        options: [OptionSpec(["--format"], valueName: "FORMAT", help: "json or csv.", allowedValues: ["json", "csv"])],
        examples: [".import Dog dogs.csv", ".import Person people.json"],
        run: { context in
            let session = try context.requireSession()
            let realm = try session.requireWritableRealm()
            guard let className = context.arguments["CLASS"], let file = context.arguments["FILE"] else { return }
            guard let objectSchema = realm.schema[className], !objectSchema.isEmbedded else {
                throw StatementRunner.noSuchClass(className, schema: realm.schema)
            }
            let input = try FileByteInput(path: file)
            var bytes: [UInt8] = []
            while let chunk = try input.readChunk() { bytes += chunk }
            let text = String(decoding: bytes, as: UTF8.self)
            let converter = ValueConverter(schema: realm.schema)
            var objects: [[String: AnyRealmValue]] = []
            if format(context, file: file) == "csv" {
                let records = try CSVText.records(text)
                guard let header = records.first else { throw CommandFailure("\(file) is empty") }
                let properties = try header.map { name -> Property in
                    guard let property = objectSchema[name], property.isPersisted else {
                        throw CommandFailure("\(file): column '\(name)' is not a property of '\(className)'")
                    }
                    return property
                }
                for (number, record) in records.dropFirst().enumerated() {
                    guard record.count == properties.count else {
                        throw CommandFailure("\(file): record \(number + 1) has \(record.count) fields, the header \(properties.count)")
                    }
                    var values: [String: AnyRealmValue] = [:]
                    for (property, cell) in zip(properties, record) {
                        let json = try CSVText.json(cell, property: property, schema: realm.schema)
                        values[property.name] = try converter.propertyValue(json, for: property, in: objectSchema)
                    }
                    objects.append(values)
                }
            } else {
                guard case .array(let items) = try RelaxedJSON.parse(text) else { throw CommandFailure("\(file) must hold a JSON array of objects") }
                objects = try items.map { try converter.objectValues($0, for: objectSchema) }
            }
            try StatementRunner(session: session).edit { realm in
                for values in objects { _ = try realm.create(className, value: values) }
            }
            try context.stdout.line("imported \(objects.count) \(className) object\(objects.count == 1 ? "" : "s") from \(file)")
        })
}
