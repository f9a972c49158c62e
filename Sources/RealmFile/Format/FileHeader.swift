/// The 24-byte header of a Realm file (`SlabAlloc::Header`): two top refs,
/// the `T-DB` mnemonic, two file-format bytes and the flags whose bit 0
/// selects the active slot — or, in the streaming form written by
/// compaction, the top ref in a 16-byte footer at the end of the file.
struct FileHeader: Sendable {
    static let size = 24
    static let footerSize = 16
    static let footerMagic: UInt64 = 0x3034_1252_37E5_26C8
    static let streamingTopRef: UInt64 = 0xFFFF_FFFF_FFFF_FFFF

    var topRefs: (UInt64, UInt64)
    var fileFormats: (UInt8, UInt8)
    var flags: UInt8
    /// Whether the real top ref is in the footer (streaming form).
    var isStreamingForm: Bool
    /// The top ref in use (0 for a file with no committed data).
    var topRef: Int

    /// Slot selected by flags bit 0.
    var activeSlot: Int { Int(flags & 1) }

    /// The file-format version of the active slot.
    var fileFormatVersion: Int { Int(activeSlot == 0 ? fileFormats.0 : fileFormats.1) }

    /// Whether `reader` starts like a Realm file (mnemonic `T-DB`).
    static func hasMnemonic(_ reader: ByteReader) -> Bool {
        guard reader.count >= size else { return false }
        return (try? reader.getBytes(at: 16, count: 4)) == Array("T-DB".utf8)
    }

    /// Parses the header (and footer) of `reader`; `path` names the file in errors.
    ///
    /// Checks what Realm Core checks before it trusts a file
    /// (`SlabAlloc::validate_header` and `read_and_validate_header`): a size
    /// that is a multiple of 8, and in the streaming form flags 0, slot 1
    /// empty and the footer's magic number.
    init(_ reader: ByteReader, path: String) throws {
        guard FileHeader.hasMnemonic(reader) else { throw RealmFileError.notARealmFile(path: path) }
        guard reader.count % 8 == 0 else {
            throw RealmFileError.corrupt(
                reason: "its size, \(reader.count) bytes, is not a multiple of 8 (the file was cut short?)", offset: reader.count)
        }
        topRefs = (try reader.getUInt64(at: 0), try reader.getUInt64(at: 8))
        fileFormats = (try reader.getUInt8(at: 20), try reader.getUInt8(at: 21))
        flags = try reader.getUInt8(at: 23)
        let slotRef = flags & 1 == 0 ? topRefs.0 : topRefs.1
        if topRefs.0 == FileHeader.streamingTopRef && flags & 1 == 0 {
            guard flags == 0 else {
                throw RealmFileError.corrupt(reason: "streaming-form header has flags 0x\(String(flags, radix: 16)), not 0", offset: 23)
            }
            guard topRefs.1 == 0 else {
                throw RealmFileError.corrupt(reason: "streaming-form header has a second top ref (0x\(String(topRefs.1, radix: 16)))", offset: 8)
            }
            isStreamingForm = true
            let footer = reader.count - FileHeader.footerSize
            guard footer >= FileHeader.size else {
                throw RealmFileError.corrupt(reason: "streaming-form file is too short for its footer", offset: reader.count)
            }
            let magic = try reader.getUInt64(at: footer + 8)
            guard magic == FileHeader.footerMagic else {
                throw RealmFileError.corrupt(reason: "streaming-form footer has a bad magic number 0x\(String(magic, radix: 16))", offset: footer + 8)
            }
            topRef = try FileHeader.checkedRef(try reader.getUInt64(at: footer), limit: footer, at: footer)
        } else {
            isStreamingForm = false
            topRef = try FileHeader.checkedRef(slotRef, limit: reader.count, at: flags & 1 == 0 ? 0 : 8)
        }
    }

    private static func checkedRef(_ value: UInt64, limit: Int, at offset: Int) throws -> Int {
        guard value < UInt64(limit), value & 7 == 0 else {
            throw RealmFileError.corrupt(reason: "top ref 0x\(String(value, radix: 16)) is outside the file or misaligned", offset: offset)
        }
        return Int(value)
    }
}
