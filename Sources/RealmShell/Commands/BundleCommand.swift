#if canImport(Glibc)
import Glibc
#endif
import RealmModel
import RealmStore

/// `realmlens bundle SRC OUT`: a compacted, verified, read-only seed file to
/// ship inside an app (Realm's `writeCopy(toFile:)`), with a manifest.
enum BundleCommand {
    static let command: Command = Command(
        name: "bundle",
        abstract: "Write a compacted, verified, read-only copy of a store to ship inside an app, with a manifest.",
        discussion: """
        OUT holds all committed data of SRC and nothing else: no free space, no side files. Before it
        appears it is integrity-checked and its canonical dump is checked equal to the source's; it
        is marked as a read-only bundle (in its metadata and by file mode 0444) and reopened read-only
        to prove it opens. OUT.manifest.json beside it lists the format, schema version, classes with
        their object counts and the file's SHA-256. SRC may be a RealmLens store or a genuine Realm
        file. Bundles open read-only everywhere; 'realmlens copy' makes a writable copy.
        """,
        arguments: [
            ArgumentSpec("SRC", help: "The store to bundle (a RealmLens store or a Realm file)."),
            ArgumentSpec("OUT", help: "The bundle's file; must not exist."),
        ],
        options: [.key],
        examples: ["realmlens bundle dev.realm App/Resources/seed.realm"],
        run: run)

    static func run(_ context: inout CommandContext) throws {
        guard let source = context.arguments["SRC"], let out = context.arguments["OUT"] else { return }
        let manifestPath = BundleManifest.path(for: out)
        try StoreOpener.requireNewStorePath(out)
        try StoreOpener.requireAbsent(manifestPath)
        let store = try StoreOpener.open(source, context: context)
        let sourceSize = StoreCopier.fileSize(store.path)
        let sourceDigest = try StoreCopier.dumpDigest(of: store)

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

        // Reopen the bundle read-only, as an app would, to prove it opens; then leave no side files.
        var classes: [BundleManifest.ClassCount] = []
        let schemaVersion: UInt64
        do {
            let bundle = try Realm(configuration: Realm.Configuration(path: out, readOnly: true))
            guard bundle.isBundle else { throw LifecycleError.verificationFailed(path: out, reason: "it is not marked as a bundle") }
            schemaVersion = bundle.schemaVersion
            for objectSchema in bundle.schema.objectSchemas.sorted(by: { $0.className.utf8.lexicographicallyPrecedes($1.className.utf8) })
            where !objectSchema.isEmbedded {
                classes.append(.init(name: objectSchema.className, count: try bundle.objects(objectSchema.className).count))
            }
        }
        StoreCopier.removeSideFiles(of: out)
        let manifest = BundleManifest(
            file: AtomicFile.split(out).1, size: StoreCopier.fileSize(out), sha256: try SHA256.hash(fileAt: out).hexString,
            schemaVersion: schemaVersion, classes: classes, sourcePath: source, sourceFormat: store.formatName, sourceSize: sourceSize)
        try ExportCommand.writeAtomically(to: manifestPath) { try $0.write(manifest.renderJSON()) }

        try context.stdout.line("bundled \(source) into \(out): \(manifest.objectCount) object\(manifest.objectCount == 1 ? "" : "s") in \(classes.count) class\(classes.count == 1 ? "" : "es"), read-only")
        try context.stdout.line("size: \(ByteCount(sourceSize)) before, \(ByteCount(manifest.size)) after")
        try context.stdout.line("sha256: \(manifest.sha256)")
        try context.stdout.line("manifest: \(manifestPath)")
    }
}
