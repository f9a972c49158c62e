import RealmLifecycle
/// `realmlens diff A B [--format text|json] [--key-a KEY] [--key-b KEY]`:
/// what changed between two stores or genuine Realm files, in any mix.
enum DiffCommand {
    static let command: Command = Command(
        name: "diff",
        abstract: "Show what changed between two stores or Realm files: schema and objects.",
        discussion: """
        Schema changes (classes and properties added, removed or retyped, index, primary-key and
        embedding changes, the schema version) and objects added, removed and changed, matched by
        primary key, or by object key where a class has none; each change names the property and
        gives both values in canonical-dump spelling. Computed linkingObjects are not compared (a
        Realm file records none), so a genuine file and a store of the same data are equal. Both
        sides are read in one pass, merge-joined in key order, so memory stays flat.
        Exit status: 0 when A and B are equal, 1 when they differ, 2 on an error (as diff).
        """,
        arguments: [a, b],
        options: [format, keyA, keyB, .snapshot],
        examples: ["realmlens diff before.realm after.realm", "realmlens diff seed.realm default.realm --format json"],
        run: run)

    static let a = ArgumentSpec("A", help: "The store or Realm file to compare from.", type: .path)
    static let b = ArgumentSpec("B", help: "The store or Realm file to compare to.", type: .path)
    static let format = OptionSpec.format(["text", "json"], "text")
    static let keyA = OptionSpec(["--key-a"], valueName: "KEY", help: "Encryption key of A, if it is an encrypted Realm file: 128 hex digits, base64, or @FILE.")
    static let keyB = OptionSpec(["--key-b"], valueName: "KEY", help: "Encryption key of B, if it is an encrypted Realm file: 128 hex digits, base64, or @FILE.")

    static func run(_ context: inout CommandContext) throws {
        let pathA = Self.a.required(in: context.arguments), pathB = Self.b.required(in: context.arguments)
        // Like diff: any error is exit status 2, since 1 means "different". Rendered by the one renderer.
        do {
            let a = try StoreOpener.open(pathA, context: context.withKey(Self.keyA.value(in: context.arguments)))
            let b = try StoreOpener.open(pathB, context: context.withKey(Self.keyB.value(in: context.arguments)))
            let totals: DiffTotals
            if Self.format.value(in: context.arguments) == "json" {
                var report = DiffJSONReport(output: context.stdout)
                totals = try StoreDiff.run(a, b, report: &report)
            } else {
                var report = DiffTextReport(output: context.stdout)
                totals = try StoreDiff.run(a, b, report: &report)
            }
            context.exitCode = totals.isEqual ? .success : .failure
        } catch {
            try? context.stdout.flush()
            try context.stderr.write(Diagnostic.render(error))
            context.exitCode = .usage
        }
    }
}

extension CommandContext {
    /// This context with `--key` set to `key` (or removed): how each side of a diff is opened with its own key.
    func withKey(_ key: String?) -> CommandContext {
        var copy = self
        copy.arguments.options["--key"] = key.map { [$0] }
        return copy
    }
}
