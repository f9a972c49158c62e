import RealmModel

/// `ArrayMixed` (`array_mixed.cpp`): a composite integer per value,
/// `payload << 8 | payloadArray << 5 | (type + 1)`, with payload arrays for
/// wide ints and floats, pairs (timestamps, decimals, typed links), strings
/// (also binary, objectId, uuid bytes) and refs (nested collections). The
/// writing twin of `MixedLeaf`.
enum MixedLeafEncoder {
    private enum PayloadArray: Int64 {
        case int = 1, pair = 2, string = 3, ref = 4
    }

    /// Writes `values` as one leaf. A nested collection gets a non-zero key
    /// in the leaf's keys array (`payload_idx_key`), which Realm Core checks
    /// when it opens the collection; `position` (the leaf's first element's
    /// position in its collection) keeps keys unique across a B+tree's leaves.
    static func write(_ values: [AnyRealmValue], position: Int = 0, context: EncodingContext,
                      sink: inout some NodeSink) throws -> Int64 {
        var composite: [Int64] = []
        var ints: [Int64] = []
        var pairs: [Int64] = []
        var strings: [[UInt8]?] = []
        var longestString = 0
        var refs: [Int64] = []
        var keys: [Int64] = []
        composite.reserveCapacity(values.count)
        func addKey(_ index: Int) {
            if keys.isEmpty { keys = [Int64](repeating: 0, count: values.count) }
            keys[index] = Int64(position + index + 1)
        }

        func stored(_ type: MixedLeaf.StoredType, _ array: PayloadArray, _ index: Int) -> Int64 {
            Int64(index) << 8 | array.rawValue << 5 | (type.rawValue + 1)
        }
        func addString(_ bytes: [UInt8], _ type: MixedLeaf.StoredType) -> Int64 {
            longestString = max(longestString, bytes.count)
            strings.append(bytes)
            return stored(type, .string, strings.count - 1)
        }
        func addInt(_ value: Int64, _ type: MixedLeaf.StoredType) -> Int64 {
            ints.append(value)
            return stored(type, .int, ints.count - 1)
        }
        func addPair(_ first: Int64, _ second: Int64, _ type: MixedLeaf.StoredType) -> Int64 {
            pairs.append(first)
            pairs.append(second)
            return stored(type, .pair, pairs.count / 2 - 1)
        }

        for (index, value) in values.enumerated() {
            switch value {
            case .null:
                composite.append(0)
            case .int(let v):
                if v >= Int64(Int32.min) && v <= Int64(Int32.max) {
                    composite.append(v << 8 | (MixedLeaf.StoredType.int.rawValue + 1))
                } else {
                    composite.append(addInt(v, .int))
                }
            case .bool(let b):
                composite.append((b ? 1 : 0) << 8 | (MixedLeaf.StoredType.bool.rawValue + 1))
            case .float(let f):
                composite.append(addInt(Int64(f.bitPattern), .float))
            case .double(let d):
                composite.append(addInt(Int64(bitPattern: d.bitPattern), .double))
            case .string(let text):
                try AddressSpace.ensureRoom(for: text.utf8.count, "string")
                composite.append(addString(Array(text.utf8), .string))
            case .data(let bytes):
                composite.append(addString(bytes, .binary))
            case .objectId(let id):
                composite.append(addString(id.bytes, .objectId))
            case .uuid(let id):
                composite.append(addString(id.bytes, .uuid))
            case .date(let t):
                try LeafEncoder.checkTimestamp(t)
                composite.append(addPair(t.seconds, Int64(t.nanoseconds), .timestamp))
            case .decimal128(let d):
                composite.append(addPair(Int64(bitPattern: d.low), Int64(bitPattern: d.high), .decimal))
            case .link(let link):
                guard let key = link.key else { throw RealmFileWriterError.invalidSource("a link by primary key was not resolved") }
                composite.append(addPair(try context.tableKey(ofClass: link.className), key, .typedLink))
            case .embedded:
                throw RealmFileWriterError.invalidSource("an embedded object inside a mixed value")
            case .list(let elements):
                refs.append(try CollectionWriter.writeMixedList(elements, context: context, sink: &sink))
                composite.append(stored(.list, .ref, refs.count - 1))
                addKey(index)
            case .dictionary(let entries):
                refs.append(try CollectionWriter.writeDictionary(entries, valueType: ElementType(kind: .mixed, isNullable: true),
                                                                 context: context, sink: &sink))
                composite.append(stored(.dictionary, .ref, refs.count - 1))
                addKey(index)
            }
        }
        let compositeRef = try sink.writeIntegerArray(composite, flags: [])
        let intsRef = ints.isEmpty ? 0 : try sink.writeIntegerArray(ints, flags: [])
        let pairsRef = pairs.isEmpty ? 0 : try sink.writeIntegerArray(pairs, flags: [])
        let stringsRef = strings.isEmpty ? 0
            : try StringLeafEncoder.strings(strings, longest: longestString, nullable: true, sink: &sink)
        let refsRef = refs.isEmpty ? 0 : try sink.writeIntegerArray(refs, flags: .hasRefs)
        let keysRef = keys.isEmpty ? 0 : try sink.writeIntegerArray(keys, flags: [])
        return try sink.writeIntegerArray([compositeRef, intsRef, pairsRef, stringsRef, refsRef, keysRef], flags: .hasRefs)
    }
}
