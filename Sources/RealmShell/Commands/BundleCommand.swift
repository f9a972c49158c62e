#if canImport(Glibc)
import Glibc
#endif
import RealmFile
import RealmLifecycle
import RealmModel
import RealmStore

/// `realmlens bundle SRC OUT`: a compacted, verified, read-only seed file to
/// ship inside an app (Realm's `writeCopy(toFile:)`), with a manifest: by
/// default a genuine Realm file, the only kind an app can open.
enum BundleCommand {
    static let command: Command = Command(
        name: "bundle",
        abstract: "Write a compacted, verified, read-only copy of a store to ship inside an app, with a manifest.",
        discussion: """
        OUT is a genuine Realm file (file format 24, as Realm's compacted copy) holding all committed
        data of SRC and nothing else: no free space, no side files, the source's schema version and
        object keys. Before it appears it is read back and its canonical dump is checked equal to the
        source's; it gets file mode 0444. OUT.manifest.json beside it lists the format, schema version,
        classes with their object counts and the file's SHA-256. SRC may be a RealmLens store or a
        genuine Realm file; an encrypted source's bundle keeps its key unless --out-key or --decrypt
        says otherwise. With --to store, OUT is a RealmLens store marked as a read-only bundle.
        'realmlens copy' makes a writable copy.
        """,
        arguments: [source, out],
        options: [.to(default: "realm"), .key, .outKey, .decrypt],
        examples: ["realmlens bundle dev.realm App/Resources/seed.realm", "realmlens bundle dev.realm seed.realm --out-key @seed.key"],
        run: run)

    static let source = ArgumentSpec("SRC", help: "The store to bundle (a RealmLens store or a Realm file).", type: .path)
    static let out = ArgumentSpec("OUT", help: "The bundle's file; must not exist.", type: .path)

    static func run(_ context: inout CommandContext) throws {
        let source = Self.source.required(in: context.arguments), out = Self.out.required(in: context.arguments)
        let manifestPath = BundleManifest.path(for: out)
        try StoreOpener.requireNewStorePath(out)
        try StoreOpener.requireAbsent(manifestPath)
        let store = try StoreOpener.open(source, context: context)
        try CheckCommand.requireWhole(store)
        let sourceSize = StoreCopier.fileSize(store.path)
        let form = FileForm.chosen(in: context, default: .realm)
        let key = try OutputEncryption.key(for: form, sourceIsEncrypted: OutputEncryption.isEncrypted(store), context: context)
        let manifest: BundleManifest
        switch form {
        case .realm:
            try GenuineFileBuilder.build(at: out, purpose: "bundle", from: try FileForm.keyOrderedSource(of: store),
                                         options: .init(encryptionKey: key, mode: 0o444, progress: context.stderr)) {
                try StoreCopier.dumpDigest(of: PersistedPropertiesDumpSource(store))
            }
            // Reopen the bundle as an app would, to prove it opens.
            let bundle = try RealmFile(path: out, encryptionKey: key)
            manifest = try makeManifest(of: bundle, at: out, format: key == nil ? "realm" : "realm-encrypted",
                                        source: source, sourceFormat: store.formatName, sourceSize: sourceSize)
        case .store:
            try bundleStore(store, to: out, sourceDigest: try StoreCopier.dumpDigest(of: store))
            let bundle = try Realm(configuration: Realm.Configuration(path: out, readOnly: true))
            guard bundle.isBundle else { throw LifecycleError.verificationFailed(path: out, reason: "it is not marked as a bundle") }
            manifest = try makeManifest(of: bundle, at: out, format: "realmlens",
                                        source: source, sourceFormat: store.formatName, sourceSize: sourceSize)
            StoreCopier.removeSideFiles(of: out)
        }
        try ExportCommand.writeAtomically(to: manifestPath) { try $0.write(manifest.renderJSON()) }

        let classCount = manifest.classes.count
        try context.stdout.line("bundled \(shown: source) into \(shown: out) (\(form.description(encrypted: key != nil))): \(manifest.objectCount) object\(manifest.objectCount == 1 ? "" : "s") in \(classCount) class\(classCount == 1 ? "" : "es"), read-only")
        try context.stdout.line("size: \(ByteCount(sourceSize)) before, \(ByteCount(manifest.size)) after")
        try context.stdout.line("sha256: \(manifest.sha256)")
        try context.stdout.line("manifest: \(shown: manifestPath)")
    }

    /// The manifest of the finished bundle at `out`.
    private static func makeManifest(of bundle: InspectableStore, at out: String, format: String, source: String,
                                     sourceFormat: String, sourceSize: Int64) throws -> BundleManifest {
        var classes: [BundleManifest.ClassCount] = []
        for objectSchema in bundle.schema.objectSchemas.sorted(by: { $0.className.utf8.lexicographicallyPrecedes($1.className.utf8) })
        where !objectSchema.isEmbedded {
            classes.append(.init(name: objectSchema.className, count: try bundle.objectCount(ofClass: objectSchema.className)))
        }
        return BundleManifest(
            format: format, file: AtomicFile.split(out).1, size: StoreCopier.fileSize(out), sha256: try SHA256.hash(fileAt: out).hexString,
            schemaVersion: bundle.schemaVersion, classes: classes, sourcePath: source, sourceFormat: sourceFormat, sourceSize: sourceSize)
    }

    /// A RealmLens store bundle: `VACUUM INTO`, marked, compacted, integrity- and dump-checked, mode 0444.
    private static func bundleStore(_ store: InspectableStore, to out: String, sourceDigest: SHA256.Digest) throws {
        AtomicFile.removeStaleTemporaries(for: out, purpose: "bundle")
        let temporary = AtomicFile.temporaryPath(for: out, purpose: "bundle")
        AtomicFile.removeWithSideFiles(temporary)
        let cleanup = TemporaryFiles.register(temporary, isStore: true)
        defer { TemporaryFiles.remove(cleanup) }
        do {
            try StoreCopier.writeCopy(of: store, to: temporary)
            do {
                let copy = try Realm(configuration: Realm.Configuration(path: temporary))
                try copy.setBundleMarker(true)
                try copy.compactInPlace()
            }
            _ = try Realm.verifiedTableRowCounts(path: temporary)
            let copyDigest = try StoreCopier.dumpDigest(of: try Realm(configuration: Realm.Configuration(path: temporary, readOnly: true)))
            guard copyDigest == sourceDigest else {
                throw LifecycleError.verificationFailed(path: out, reason: "its canonical dump differs from the source's")
            }
            StoreCopier.removeSideFiles(of: temporary)
            chmod(temporary, 0o444)
            try AtomicFile.commit(temporary, to: out, replace: false)
        } catch {
            AtomicFile.removeWithSideFiles(temporary)
            throw StoreBuilder.naming(error, temporary: temporary, as: out)
        }
        StoreCopier.removeSideFiles(of: temporary)
    }
}
