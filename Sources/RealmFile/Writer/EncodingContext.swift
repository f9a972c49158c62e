/// What leaf encoders need to know about the file being written beyond the
/// values themselves: the table key of each class (typed links in mixed
/// values and dictionaries).
struct EncodingContext {
    let tableKeys: [String: Int64]

    func tableKey(ofClass className: String) throws -> Int64 {
        guard let key = tableKeys[className] else {
            throw RealmFileWriterError.invalidSource("a link to unknown class \(quoted: className)")
        }
        return key
    }
}
