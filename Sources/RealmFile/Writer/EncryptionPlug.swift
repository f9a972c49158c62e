import RealmModel

/// Where the encrypting output (`EncryptedFileOutput`) plugs into the writer.
public enum EncryptionPlug {
    static func write(_ source: some KeyOrderedObjectSource, toFileDescriptor descriptor: Int32, path: String,
                      key: [UInt8], options: RealmFileWriter.Options) throws {
        var output = try EncryptedFileOutput(descriptor: descriptor, path: path, key: key)
        try RealmFileWriter.write(source, to: &output, options: options)
    }
}
