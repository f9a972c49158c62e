import RealmModel

/// Where the encrypting output (`EncryptedFileOutput`, branch `index`)
/// plugs into the writer.
///
/// Once it lands, `isAvailable` is true and the body of `write` is:
/// ```swift
/// var output = try EncryptedFileOutput(descriptor: descriptor, path: path, key: key)
/// try RealmFileWriter.write(source, to: &output, options: options)
/// ```
public enum EncryptionPlug {
    /// Whether the writer can encrypt what it writes.
    public static let isAvailable = false

    static func write(_ source: some KeyOrderedObjectSource, toFileDescriptor descriptor: Int32, path: String,
                      key: [UInt8], options: RealmFileWriter.Options) throws {
        throw RealmFileWriterError.unsupported("writing encrypted files")
    }
}
