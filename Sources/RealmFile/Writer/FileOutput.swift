/// A sequential destination for the plaintext bytes of a Realm file being
/// written: a plain file, or an encrypting layer over one.
///
/// The writer produces the streaming form (`SlabAlloc`'s streaming header,
/// nodes, then a 16-byte footer holding the top ref), strictly in order, so
/// an output never seeks back.
protocol FileOutput {
    /// Plaintext bytes written so far: the offset the next byte lands at.
    var position: Int64 { get }

    /// Appends `bytes` at `position`.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws

    /// Appends the streaming-form footer (top ref, then the footer magic) and
    /// flushes everything to the destination; called once, last. An output
    /// whose format needs it pads before the footer (an encrypted file ends
    /// on a page boundary, with the footer in the last 16 bytes), so the
    /// footer is always the last 16 plaintext bytes of the file.
    mutating func finish(footer: [UInt8]) throws
}
