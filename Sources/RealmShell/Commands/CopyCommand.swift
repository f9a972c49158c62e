#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens copy SRC OUT`: a compacted, writable copy of a store — the
/// way to edit a read-only bundle.
enum CopyCommand {
    static let command: Command = Command(
        name: "copy",
        abstract: "Write a compacted, writable copy of a store (e.g. of a read-only bundle).",
        discussion: """
        OUT holds all committed data of SRC, without free space or side files, in the same form as SRC
        (a genuine Realm file stays one, keeping its key, schema version and object keys; --to
        changes the form); a bundle's read-only mark is cleared, so the copy can be edited. OUT is
        created complete or not at all, and an existing OUT is never overwritten.
        """,
        arguments: [source, out],
        options: [.to(default: "SRC's form"), .key, .outKey, .decrypt],
        examples: ["realmlens copy seed.realm editable.realm"],
        run: run)

    static let source = ArgumentSpec("SRC", help: "The store to copy.", type: .path)
    static let out = ArgumentSpec("OUT", help: "The copy's file; must not exist.", type: .path)

    static func run(_ context: inout CommandContext) throws {
        let source = Self.source.required(in: context.arguments), out = Self.out.required(in: context.arguments)
        try StoreOpener.requireNewStorePath(out)
        let store = try StoreOpener.open(source, context: context)
        try CheckCommand.requireWhole(store)
        let form = FileForm.chosen(in: context, default: FileForm.of(store))
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: OutputEncryption.isEncrypted(store), context: context)
        if form == .realm {
            try GenuineFileBuilder.build(at: out, purpose: "copy", from: try FileForm.keyOrderedSource(of: store),
                                         options: .init(encryptionKey: key, progress: context.stderr)) { try StoreCopier.dumpDigest(of: PersistedPropertiesDumpSource(store)) }
            try context.stdout.line("copied \(shown: source) into \(shown: out) (\(form.description(encrypted: key != nil))): \(counted(try store.topLevelObjectCount(), "object")), writable")
            return
        }
        AtomicFile.removeStaleTemporaries(for: out, purpose: "copy")
        let temporary = AtomicFile.temporaryPath(for: out, purpose: "copy")
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary, isStore: true)
        defer { TemporaryFiles.remove(cleanup) }
        var objectCount = 0
        do {
            try StoreCopier.writeCopy(of: store, to: temporary)
            chmod(temporary, 0o644)
            do {
                let copy = try Realm(configuration: Realm.Configuration(path: temporary))
                if copy.isBundle { try copy.setBundleMarker(false) }
                for objectSchema in copy.schema.objectSchemas where !objectSchema.isEmbedded {
                    objectCount += try copy.objects(objectSchema.className).count
                }
            }
            StoreCopier.removeSideFiles(of: temporary)
            try AtomicFile.commit(temporary, to: out, replace: false)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: out)
        }
        StoreCopier.removeSideFiles(of: temporary)
        try context.stdout.line("copied \(shown: source) into \(shown: out): \(objectCount) object\(objectCount == 1 ? "" : "s"), writable")
    }
}
