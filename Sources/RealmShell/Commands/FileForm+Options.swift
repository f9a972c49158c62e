import RealmFile
import RealmLifecycle
import RealmModel

extension FileForm {
    /// `--to FORM`, or `defaultForm` when the option is absent.
    static func chosen(in context: CommandContext, default defaultForm: FileForm) -> FileForm {
        context.arguments["--to"].flatMap(FileForm.init(rawValue:)) ?? defaultForm
    }
}

/// Forms a command can export a store to that RealmLens does not open as
/// a store again: `sqlite`, an ordinary relational database (one table per
/// class; see `SQLiteExportLayout`) for tools that know nothing of Realm.
/// Apart from `FileForm` so the commands that write only stores and Realm
/// files never meet it.
enum ExportForm: String, CaseIterable, Sendable {
    case sqlite

    /// `--to FORM` when it names an export form.
    static func chosen(in context: CommandContext) -> ExportForm? {
        context.arguments["--to"].flatMap(ExportForm.init(rawValue:))
    }
}

extension OptionSpec {
    /// `--to realm|store`: the form of the file a command writes.
    static func to(default defaultText: String) -> OptionSpec {
        OptionSpec(["--to"], valueName: "FORM",
                   help: "The form of the file written: 'realm' (a genuine Realm file an app opens) or 'store' (a RealmLens store on SQLite). Default: \(defaultText).",
                   allowedValues: FileForm.allCases.map(\.rawValue))
    }

    /// `--to realm|store|sqlite`: as `to(default:)`, plus the export forms.
    static func toOrExport(default defaultText: String) -> OptionSpec {
        OptionSpec(["--to"], valueName: "FORM",
                   help: "The form of the file written: 'realm' (a genuine Realm file an app opens), 'store' (a RealmLens store on SQLite) or 'sqlite' (a plain SQLite database, one table per class, for any SQL tool). Default: \(defaultText).",
                   allowedValues: FileForm.allCases.map(\.rawValue) + ExportForm.allCases.map(\.rawValue))
    }
    static let outKey = OptionSpec(["--out-key"], valueName: "KEY",
        help: "Encrypt the Realm file written with KEY: 128 hex digits, base64, or @FILE holding the 64 bytes.")
    static let decrypt = OptionSpec(["--decrypt"],
        help: "Write an encrypted source's data in plain text (otherwise a Realm file written from it keeps its key).")
}

/// Which key, if any, encrypts a file a command writes: `--out-key`, else
/// the encrypted source's own key (`--key`), unless `--decrypt` — so nothing
/// encrypted is ever written out in plain text unasked.
enum OutputEncryption {
    static func key(for form: FileForm, sourceIsEncrypted: Bool, context: CommandContext) throws -> [UInt8]? {
        let outKeyText = context.arguments["--out-key"]
        let decrypt = context.arguments.flag("--decrypt")
        if outKeyText != nil && decrypt {
            throw UsageError.invalid("--out-key and --decrypt contradict each other; give one of them.")
        }
        switch form {
        case .store:
            if outKeyText != nil {
                throw UsageError.invalid("a RealmLens store cannot be encrypted; write a Realm file (--to realm) to use --out-key.")
            }
            if sourceIsEncrypted && !decrypt {
                throw CommandFailure("the source is encrypted and a RealmLens store is not; add --decrypt to write its data in plain text, or --to realm to keep it encrypted")
            }
            return nil
        case .realm:
            if let outKeyText { return try EncryptionKey.parse(outKeyText) }
            if decrypt || !sourceIsEncrypted { return nil }
            guard let keyText = context.arguments["--key"] else { return nil }
            return try EncryptionKey.parse(keyText)
        }
    }

    /// Whether `store` is an encrypted genuine file.
    static func isEncrypted(_ store: InspectableStore) -> Bool {
        (FileForm.underlyingSource(of: store) as? RealmFile)?.isEncrypted ?? false
    }
}
