@testable import RealmFile
import RealmModel
import Testing

/// The structure of the indexes `SearchIndexBuilder` writes, read back
/// through an in-memory sink: what each shape of data turns into, and that
/// every value is found again through the index.
@Suite
struct SearchIndexBuilderTests {
    /// Builds an index of `values` (object key = position) and reads it back.
    static func build(_ values: [AnyRealmValue], kind: SearchIndexKind = .general, type: PropertyType,
                      isOptional: Bool = false, keys: [Int64]? = nil) throws -> (NodeShape, SearchIndexLookup) {
        var builder = SearchIndexBuilder(kind: kind, type: type, isOptional: isOptional)
        for (i, value) in values.enumerated() { builder.add(value, key: keys?[i] ?? Int64(i)) }
        var sink = MemoryNodeSink()
        let ref = try builder.write(to: &sink)
        let reader = sink.makeReader()
        return (try NodeShape(reader, ref: Int(ref)), SearchIndexLookup(reader: reader, root: Int(ref)))
    }

    static func key(_ text: String) -> Int64 { Int64(SearchIndexInserter.chunkKey(Array(text.utf8), offset: 0)) }

    /// The chunk keys of a node (element 0 is its keys array).
    static func keys(_ node: NodeShape) -> [Int64] {
        guard case .node(let keys) = node.elements[0] else { return [] }
        return keys.elements.compactMap { if case .value(let v) = $0 { v } else { nil } }
    }

    static func child(_ node: NodeShape, _ index: Int) -> NodeShape? {
        if case .node(let child) = node.elements[index] { return child }
        return nil
    }

    @Test func emptyIndexIsOneLeafWithNoKeys() throws {
        let (root, _) = try Self.build([], type: .int)
        #expect(root.flags == 0x60)  // hasRefs | context
        #expect(root.elements.count == 1)
        #expect(Self.child(root, 0)?.width == 32)
    }

    @Test func distinctStringsAreTaggedObjectsUnderTheirFirstFourBytes() throws {
        let (root, lookup) = try Self.build([.string("kitty"), .string("hello"), .string("ab")], type: .string)
        #expect(Self.keys(root) == [Self.key("ab"), Self.key("hell"), Self.key("kitt")])
        let slots: [NodeShape.Element] = [.value(5), .value(3), .value(1)]  // tagged objects 2, 1, 0
        #expect(Array(root.elements.dropFirst()) == slots)
        #expect(try lookup.candidates(for: Array("hello".utf8)) == [1])
    }

    @Test func duplicatesShareASortedListAndPrefixesASubIndex() throws {
        let values: [AnyRealmValue] = [.string("kitten"), .string("foobar"), .string("kitty"), .string("foobar"), .string("kitty")]
        let (root, lookup) = try Self.build(values, type: .string, keys: [4, 3, 2, 1, 0])
        #expect(Self.keys(root) == [Self.key("foob"), Self.key("kitt")])
        let list = try #require(Self.child(root, 1))
        let listed: [NodeShape.Element] = [.value(1), .value(3)]
        #expect(list.flags == 0 && list.elements == listed)
        let sub = try #require(Self.child(root, 2))
        #expect(sub.flags == 0x60)
        #expect(Self.keys(sub) == [Int64(SearchIndexInserter.chunkKey(Array("kitten".utf8), offset: 4)),
                                   Int64(SearchIndexInserter.chunkKey(Array("kitty".utf8), offset: 4))])
        #expect(try lookup.candidates(for: Array("kitty".utf8)) == [0, 2])
        #expect(try lookup.candidates(for: Array("kitten".utf8)) == [4])
        #expect(try lookup.candidates(for: Array("kit".utf8)) == [])
    }

    @Test func nullZeroAndEmptyStringAreDifferentEntries() throws {
        let (ints, intLookup) = try Self.build([.null, .int(0), .int(1 << 32)], type: .int, isOptional: true)
        // null and 0 share chunk 0 twice; the value ends apart at offset 8
        #expect(Self.keys(ints) == [0])
        #expect(try intLookup.candidates(for: nil) == [0])
        #expect(try intLookup.candidates(for: SearchIndexValue.int(0).indexData) == [1])
        #expect(try intLookup.candidates(for: SearchIndexValue.int(1 << 32).indexData) == [2])
        let (_, stringLookup) = try Self.build([.string(""), .null, .string("X")], type: .string, isOptional: true)
        #expect(try stringLookup.candidates(for: []) == [0])
        #expect(try stringLookup.candidates(for: nil) == [1])
        #expect(try stringLookup.candidates(for: Array("X".utf8)) == [2])
    }

    @Test func keysAreOrderedAsSignedChunksOfLittleEndianBytes() throws {
        let (root, _) = try Self.build([.int(-1), .int(1), .int(256)], type: .int)
        // 1 → 01 00 00 00, 256 → 00 01 00 00, -1 → ff ff ff ff (negative first)
        #expect(Self.keys(root) == [-1, 0x0001_0000, 0x0100_0000])
    }

    @Test func moreThanAThousandKeysSplitTheRootIntoAnInnerNode() throws {
        let values = (0 ..< 1001).map { AnyRealmValue.string(String(format: "%04d", $0)) }
        let (root, lookup) = try Self.build(values, type: .string)
        #expect(root.flags == 0xE0)  // inner | hasRefs | context
        #expect(root.elements.count == 3)
        #expect(Self.keys(try #require(Self.child(root, 1))).count == 1000)
        #expect(Self.keys(try #require(Self.child(root, 2))) == [Self.key("1000")])
        for i in [0, 999, 1000] { #expect(try lookup.candidates(for: Array(String(format: "%04d", i).utf8)) == [Int64(i)]) }
    }

    @Test func thousandsOfDuplicatesBecomeAListBPlusTree() throws {
        let (root, lookup) = try Self.build(Array(repeating: AnyRealmValue.bool(true), count: 2500), type: .bool)
        let list = try #require(Self.child(root, 1))
        #expect(list.flags == 0xC0)  // inner | hasRefs, no context: a list, not a sub-index
        #expect(list.elements.first == NodeShape.Element.value(2001))  // tagged 1000 per child
        #expect(list.elements.last == NodeShape.Element.value(5001))  // tagged 2500 in all
        #expect(list.elements.count == 5)
        #expect(try lookup.candidates(for: SearchIndexValue.bool(true).indexData) == Array(0 ..< 2500))
    }

    @Test func valuesAlikeInTheirFirst200BytesShareOneListInValueOrder() throws {
        let prefix = String(repeating: "p", count: 210)
        let (_, lookup) = try Self.build([.string(prefix + "b"), .string(prefix + "a"), .string(prefix + "b")], type: .string)
        #expect(try lookup.candidates(for: Array((prefix + "a").utf8)) == [1, 0, 2])
    }

    @Test func entriesMayComeInAnyOrder() throws {
        let values: [AnyRealmValue] = (0 ..< 300).map { .int(Int64($0 % 37)) }
        let keys = (0 ..< 300).map { Int64($0) }
        let (inOrder, _) = try Self.build(values, type: .int, keys: keys)
        let shuffled = Array(zip(values, keys).reversed())
        let (reversed, _) = try Self.build(shuffled.map(\.0), type: .int, keys: shuffled.map(\.1))
        #expect(inOrder == reversed)
    }

    @Test func fullTextIndexKeepsEachWordWhole() throws {
        let texts: [AnyRealmValue] = [.string("The quick brown fox"), .string("Crème BRÛLÉE and the fox"), .null]
        let (root, lookup) = try Self.build(texts, kind: .fullText, type: .string, isOptional: true)
        #expect(try lookup.candidates(for: Array("fox".utf8)) == [0, 1])
        #expect(try lookup.candidates(for: Array("the".utf8)) == [0, 1])
        #expect(try lookup.candidates(for: Array("brulee".utf8)) == [1])
        #expect(try lookup.candidates(for: Array("quick".utf8)) == [0])
        #expect(try lookup.candidates(for: Array("qui".utf8)) == [])
        #expect(try lookup.candidates(for: Array("quic".utf8)) == [])
        #expect(Self.keys(root).contains(Self.key("fox")))
    }
}

/// Realm Core's tokenizer, word for word.
@Suite
struct SearchIndexTokenizerTests {
    static func words(_ text: String) -> [String] {
        SearchIndexTokenizer.words(in: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func splitsOnEverythingButLettersAndDigits() {
        #expect(Self.words("Hello, World! hello-world 42x") == ["42x", "hello", "world"])
        #expect(Self.words("") == [])
        #expect(Self.words("  \t\n") == [])
    }

    @Test func foldsLatin1LettersAndSkipsOtherScripts() {
        #expect(Self.words("Crème brûlée ÆØÅ straße") == ["brulee", "creme", "straße", "æøå"])
        #expect(Self.words("日本 ok 🎉 done") == ["done", "ok"])
        // × and ÷ count as word characters but add nothing
        #expect(Self.words("2×3") == ["23"])
        #expect(Self.words("a ÷ b") == ["", "a", "b"])
    }

    @Test func cutsWordsAt64Bytes() {
        let long = String(repeating: "a", count: 70)
        #expect(Self.words(long) == [String(repeating: "a", count: 64)])
        let accented = String(repeating: "a", count: 63) + "ü"
        #expect(Self.words(accented) == [String(repeating: "a", count: 63) + "u"])
        let twoByte = String(repeating: "a", count: 63) + "ß"
        #expect(Self.words(twoByte) == [String(repeating: "a", count: 63)])
    }
}

/// The compact entry store keeps every value as given, whatever its form.
@Suite
struct SearchIndexEntriesTests {
    static func values(_ entries: SearchIndexEntries) -> [String] {
        (0 ..< entries.count).map { String(describing: entries[$0]) }
    }

    @Test func integersKeepNullsThatComeFirst() {
        var entries = SearchIndexEntries(type: .int)
        for (key, value) in [(0, AnyRealmValue.null), (1, .int(0)), (2, .null)] {
            entries.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(Self.values(entries) == ["null", "int(0)", "null"])
    }

    @Test func integersKeepNullsThatComeLate() {
        var entries = SearchIndexEntries(type: .int)
        for (key, value) in [(0, AnyRealmValue.int(5)), (1, .int(-1)), (2, .null), (3, .int(0))] {
            entries.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(Self.values(entries) == ["int(5)", "int(-1)", "null", "int(0)"])
    }

    @Test func aValueOfAnotherTypeMovesTheColumnToTheGeneralForm() {
        var entries = SearchIndexEntries(type: .bool)
        entries.append(key: 0, value: .bool(true), tableKeys: [:])
        entries.append(key: 1, value: .null, tableKeys: [:])
        entries.append(key: 2, value: .string("x"), tableKeys: [:])
        entries.append(key: 3, value: .bool(false), tableKeys: [:])
        #expect(Self.values(entries) == ["bool(true)", "null", "string(\"x\")", "bool(false)"])
    }

    @Test func sortsByKeyKeepingEqualKeysInOrder() {
        var entries = SearchIndexEntries(type: .string)
        for (key, value) in [(3, AnyRealmValue.string("c")), (1, .null), (2, .string("b")), (1, .string("a"))] {
            entries.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(!entries.isInKeyOrder)
        entries.sortByKey()
        #expect(entries.keys == [1, 1, 2, 3])
        #expect(Self.values(entries) == ["null", "string(\"a\")", "string(\"b\")", "string(\"c\")"])
        #expect(entries.position(ofKey: 2) == 2 && entries.position(ofKey: 4) == nil)
    }

    @Test func fixedWidthValuesKeepEveryByteAndLateNulls() throws {
        let uuid = try #require(RealmUUID(bytes: Array(0 ..< 16)))
        let other = try #require(RealmUUID(bytes: Array(repeating: 0xFF, count: 16)))
        var uuids = SearchIndexEntries(type: .uuid)
        for (key, value) in [(0, AnyRealmValue.uuid(uuid)), (1, .uuid(other)), (2, .null), (3, .uuid(uuid))] {
            uuids.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(Self.values(uuids) == ["uuid(\(uuid.bytes))", "uuid(\(other.bytes))", "null", "uuid(\(uuid.bytes))"])

        let id = try #require(ObjectId(bytes: Array(100 ..< 112)))
        var ids = SearchIndexEntries(type: .objectId)
        ids.append(key: 0, value: .null, tableKeys: [:])
        ids.append(key: 1, value: .objectId(id), tableKeys: [:])
        #expect(Self.values(ids) == ["null", "objectId(\(id.bytes))"])

        var dates = SearchIndexEntries(type: .date)
        for (key, seconds, nanoseconds) in [(0, Int64.min, Int32(0)), (1, -1, -1), (2, 1_700_000_000, 999_999_999)] {
            dates.append(key: Int64(key), value: .date(Timestamp(seconds: seconds, nanoseconds: nanoseconds)), tableKeys: [:])
        }
        #expect(Self.values(dates) == ["timestamp(seconds: -9223372036854775808, nanoseconds: 0)",
                                       "timestamp(seconds: -1, nanoseconds: -1)",
                                       "timestamp(seconds: 1700000000, nanoseconds: 999999999)"])

        var bools = SearchIndexEntries(type: .bool)
        for (key, value) in [(0, AnyRealmValue.bool(false)), (1, .bool(true)), (2, .null)] {
            bools.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(Self.values(bools) == ["bool(false)", "bool(true)", "null"])
    }

    @Test func keysAreStoredOnlyOnceTheirRunBreaks() {
        var entries = SearchIndexEntries(type: .int)
        for key in [5, 6, 7] { entries.append(key: Int64(key), value: .int(Int64(key) * 10), tableKeys: [:]) }
        #expect(entries.isInKeyOrder)
        #expect(entries.position(ofKey: 6) == 1 && entries.position(ofKey: 8) == nil && entries.position(ofKey: 4) == nil)
        entries.append(key: 2, value: .int(20), tableKeys: [:])
        entries.append(key: 9, value: .null, tableKeys: [:])
        #expect(entries.keys == [5, 6, 7, 2, 9])
        #expect(!entries.isInKeyOrder)
        entries.sortByKey()
        #expect(entries.keys == [2, 5, 6, 7, 9])
        #expect(Self.values(entries) == ["int(20)", "int(50)", "int(60)", "int(70)", "null"])
        #expect(entries.position(ofKey: 7) == 3 && entries.position(ofKey: 8) == nil)
    }

    @Test func stringsAndNullsShareOneBuffer() {
        var entries = SearchIndexEntries(type: .string)
        for (key, value) in [(0, AnyRealmValue.string("")), (1, .string("Ünïcode ✓")), (2, .null), (3, .string("x"))] {
            entries.append(key: Int64(key), value: value, tableKeys: [:])
        }
        #expect(Self.values(entries) == ["string(\"\")", "string(\"Ünïcode ✓\")", "null", "string(\"x\")"])
    }
}
