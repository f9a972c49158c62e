import DemoData
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens demo OUT [--template NAME] [--objects N] [--seed S] [--to realm|store]`:
/// a new demo database, the same for the same template, count and seed. As
/// Realm Studio's "generate demo database", it is a genuine Realm file (an
/// app opens it) unless `--to store` asks for a RealmLens store.
enum DemoCommand {
    static let command: Command = Command(
        name: "demo",
        abstract: "Create a demo Realm file (or store) from a template, deterministic for a given object count and seed.",
        discussion: """
        Templates:
        \(DemoTemplate.all.map { "  " + $0.name + String(repeating: " ", count: max(1, 9 - $0.name.count)) + $0.abstract }.joined(separator: "\n"))

        OUT is a genuine Realm file, as Realm Studio's demo databases are; --to store writes a RealmLens
        store instead. The same template, object count and seed always give the same canonical dump
        (a Realm file's has no linkingObjects: the SDKs compute them, no file stores them). OUT is created
        complete or not at all, and an existing OUT is never overwritten.
        """,
        arguments: [out],
        options: [.to(default: "realm"), .outKey, template, objects, seed],
        examples: ["realmlens demo studio.realm", "realmlens demo app.realm --template todo --out-key @app.key",
                   "realmlens demo dogs.realm --template dogs --objects 1000000 --seed 7 --to store"],
        run: run)

    static let out = ArgumentSpec("OUT", help: "The new file; must not exist.", type: .path)
    static let template = OptionSpec(["--template", "-t"], valueName: "NAME", help: "The template.",
                                     allowedValues: DemoTemplate.all.map(\.name), defaultValue: DemoTemplate.defaultName)
    static let objects = OptionSpec(["--objects", "-n"], valueName: "N", help: "How many objects to create (embedded ones not counted).",
                                    type: .integer(0...), defaultValue: "1000")
    static let seed = OptionSpec(["--seed", "-s"], valueName: "S", help: "The random seed (an unsigned integer).", type: .unsigned64, defaultValue: "0")

    static func run(_ context: inout CommandContext) throws {
        let out = Self.out.required(in: context.arguments)
        let name = Self.template.value(in: context.arguments) ?? DemoTemplate.defaultName
        guard let template = DemoTemplate.named(name) else {
            preconditionFailure("--template was checked against DemoTemplate.all")
        }
        let count = Self.objects.integer(in: context.arguments) ?? 1000
        let seed = Self.seed.unsigned64(in: context.arguments) ?? 0
        let progress = ProgressBar(label: "generating", total: count, output: context.stderr)
        defer { progress.finish() }
        let form = FileForm.chosen(in: context, default: .realm)
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: false, context: context)
        let fill = { (realm: Realm) in
            try DemoDatabase.fill(realm, template: template, objectCount: count, seed: seed, progress: progress.update)
            progress.finish()  // a genuine file's own bar ("writing") comes next, on a clean line
        }
        switch form {
        case .store: try StoreBuilder.build(at: out, purpose: "demo", schema: template.schema, fill)
        case .realm: try GenuineFileBuilder.buildThroughStore(at: out, purpose: "demo", schema: template.schema, options: .init(encryptionKey: key, progress: context.stderr), fill)
        }
        progress.finish()
        try context.stdout.line("created \(shown: out) (\(form.description(encrypted: key != nil))): \(counted(count, "object")) of the \(template.name) template (seed \(seed))")
    }
}
