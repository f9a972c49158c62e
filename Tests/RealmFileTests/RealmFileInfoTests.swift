import Foundation
import RealmFile
import RealmModel
import Testing

@Suite(.requiresFixtures)
struct RealmFileInfoTests {
    @Test func emptyFileUsesSlotOne() throws {
        let file = try Fixtures.open("empty")
        #expect(file.fileFormatVersion == 24)
        #expect(file.topRef > 0)
        #expect(!file.info.isStreamingForm)
        #expect(file.info.tableNames == ["metadata"])
        #expect(file.info.schemaVersion == 0)
        #expect(file.schema.objectSchemas.isEmpty)
    }

    @Test func emptyClassesHaveSchemaVersionThree() throws {
        let file = try Fixtures.open("emptyclasses")
        #expect(file.info.schemaVersion == 3)
        #expect(file.schema.classNames == ["Alpha", "Beta", "Gamma", "Part"])
        #expect(file.schema["Part"]?.isEmbedded == true)
        #expect(file.schema["Alpha"]?.primaryKey == "_id")
        #expect(try file.objectCount(ofClass: "Alpha") == 0)
    }

    @Test func compactedFileIsInStreamingForm() throws {
        let file = try Fixtures.open("compacted")
        #expect(file.info.isStreamingForm)
        #expect(file.fileSize == 1_075_608)
        #expect(file.info.freeBytes == 0)
        #expect(try file.objectCount(ofClass: "Record") == 14_333)
        #expect(try file.objectCount(ofClass: "Event") == 820)
    }

    @Test func churnedFileHasAFreeListAndHistory() throws {
        let file = try Fixtures.open("churn")
        #expect(!file.info.isStreamingForm)
        #expect(file.info.freeListEntries > 0)
        #expect(file.info.freeBytes > 500_000)
        #expect(file.info.usedBytes + file.info.freeBytes == file.info.logicalFileSize)
        #expect(file.info.version == 202)
        #expect(file.info.historyType == "local (in-Realm)")
        #expect(try file.objectCount(ofClass: "Record") == 14_333)
    }

    @Test func largeFileCountsWithoutReadingValues() throws {
        let file = try Fixtures.open("large")
        #expect(try file.objectCount(ofClass: "Item") == 200_000)
        #expect(try file.objectCount(ofClass: "Bucket") == 1)
    }

    @Test func linksSchemaPutsThePrimaryKeyFirst() throws {
        let file = try Fixtures.open("links")
        let country = try #require(file.schema["Country"])
        #expect(country.properties.first?.name == "code")
        #expect(country.primaryKey == "code")
        let note = try #require(file.schema["Note"])
        #expect(note["text"]?.isFullTextIndexed == true)
        #expect(file.schema["City"]?["neighbors"]?.objectClassName == "City")
    }

    @Test func unknownClassIsAnError() throws {
        let file = try Fixtures.open("basic")
        #expect(throws: RealmFileError.noSuchClass("Cat")) { try file.forEachObject(ofClass: "Cat") { _ in } }
    }

    @Test func canonicalLinkValues() throws {
        let file = try Fixtures.open("basic")
        var keys: [ObjectKey] = []
        try file.forEachObject(ofClass: "Person") { keys.append($0.key) }
        #expect(try keys.enumerated().allSatisfy { try file.canonicalLinkValue(className: "Person", key: $0.element) == .index($0.offset) })
    }
}
