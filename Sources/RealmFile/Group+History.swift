/// The history slots of the top array (7: type, 8: ref, 9: schema
/// version), judged as Realm Core judges them when a Realm app opens the
/// file (`DB::open`) and in `Group::verify`. A reader of values never needs
/// the history, so damage here stops no export; `check` reports it, and so
/// nothing is written from such a file (a converted copy would be a whole
/// file made from one Realm Core refuses).
extension Group {
    /// The newest history schema version Realm Core 14 reads, per history
    /// type: none (0), local (in-Realm, `history.cpp`), sync client
    /// (`client_history_impl.hpp`), sync server (`server_history.hpp`).
    /// Type 1 (out-of-Realm) is no longer written or read.
    static let newestHistorySchemaVersion: [UInt64: UInt64] = [0: 0, 2: 1, 3: 12, 4: 20]

    /// What is wrong with the history slots of `top`, if anything.
    static func historyDamage(_ reader: ByteReader, top: ArrayNode) throws -> RealmFileError? {
        guard top.size > 7 else { return nil }
        // Realm Core reads these as `int`, from `RefOrTagged::get_as_int`.
        let type = UInt64(UInt32(truncatingIfNeeded: try top.getAsInt(7)))
        guard let newest = newestHistorySchemaVersion[type] else {
            return .corrupt(reason: "history type \(Int32(truncatingIfNeeded: type)) in the top array is not one Realm Core knows", offset: top.ref)
        }
        if top.size > 9 {
            let version = Int32(truncatingIfNeeded: try top.getAsInt(9))
            guard version >= 0, UInt64(version) <= newest else {
                return .corrupt(reason: "history schema version \(version) in the top array is not one Realm Core reads "
                                    + "for this history (0 to \(newest))", offset: top.ref)
            }
        }
        guard top.size > 8 else { return nil }
        let value = try top.get(8)
        guard value != 0 else { return nil }
        // The history is a B+tree of changesets: its root holds refs.
        guard value > 0, value & 7 == 0, Int(value) < reader.count,
              let root = try? ArrayNode(reader, ref: Int(value)), root.hasRefs else {
            return .corrupt(reason: "history ref 0x\(String(value, radix: 16)) in the top array does not lead to a history", offset: top.ref)
        }
        guard type == 2 else { return nil }
        do {
            try checkChangesets(reader, root: root.ref)
        } catch RealmFileError.corrupt(let reason, let offset) {
            return .corrupt(reason: "the history's changesets are damaged: \(reason)", offset: offset)
        }
        return nil
    }

    /// The local history (type 2, `InRealmHistory`) is a B+tree of
    /// changesets, binary values (`BinaryColumn`): a leaf of big blobs
    /// (context flag) holds a ref per changeset to a blob, itself a node
    /// without refs or, with the context flag, a list of such nodes. Realm
    /// Core's `Group::verify` reads them all (`ArrayBigBlobs::verify`,
    /// `ArrayBlob::verify`) and stops on a blob ref that leads elsewhere
    /// (`array_blob.cpp:190: Assertion failed: !has_refs()`, or signal 11).
    private static func checkChangesets(_ reader: ByteReader, root: Int) throws {
        let budget = TraversalBudget(fileSize: reader.count)
        try BPlusTree.forEachLeaf(reader, root: root, budget: budget) { leaf in
            guard leaf.contextFlag else { return }  // small blobs: offsets and bytes, no refs
            for i in 0 ..< leaf.size {
                let blob = try leaf.get(i)
                if blob != 0 { try checkBlob(reader, ref: blob, in: leaf, depth: 0) }
            }
        }
    }

    private static func checkBlob(_ reader: ByteReader, ref value: Int64, in parent: ArrayNode, depth: Int) throws {
        guard value > 0, value & 7 == 0, Int(value) < reader.count, depth < 2 else {
            throw RealmFileError.corrupt(reason: "a blob ref 0x\(String(value, radix: 16)) leads outside the file", offset: parent.ref)
        }
        let blob = try ArrayNode(reader, ref: Int(value))
        guard blob.contextFlag else {
            guard !blob.hasRefs else {
                throw RealmFileError.corrupt(reason: "a blob ref 0x\(String(value, radix: 16)) leads to a node with refs", offset: parent.ref)
            }
            return
        }
        guard blob.hasRefs else {
            throw RealmFileError.corrupt(reason: "a big blob at 0x\(String(value, radix: 16)) holds no refs", offset: parent.ref)
        }
        for i in 0 ..< blob.size { try checkBlob(reader, ref: try blob.get(i), in: blob, depth: depth + 1) }
    }
}
