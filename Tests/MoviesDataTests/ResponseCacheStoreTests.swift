import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

@Suite struct ResponseCacheStoreTests {
    private func page(_ id: Int) -> MoviesPage {
        MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: id, title: "M\(id)")])
    }

    @Test func storesByExactQueryAndPageAndReplaces() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = ResponseCacheStore(directory: directory.url, warnings: WarningCollector().sink)

        await cache.store(page(1), query: "love", page: 1)
        await cache.store(page(2), query: "love", page: 2)
        await cache.store(page(3), query: "love", page: 1)

        #expect(await cache.cachedPage(query: "love", page: 1) == page(3))
        #expect(await cache.cachedPage(query: "love", page: 2) == page(2))
        #expect(await cache.cachedPage(query: "love ", page: 1) == nil)
        #expect(await cache.keys().map { "\($0.query)#\($0.page)" } == ["love#1", "love#2"])
        #expect(try directory.contents() == ["response-cache.json", "response-cache.json.lock"])
    }

    @Test func evictsTheOldestBeyondTheBoundAndPersists() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = ResponseCacheStore(directory: directory.url, maxEntries: 3, warnings: WarningCollector().sink)
        for index in 1...5 { await cache.store(page(index), query: "q\(index)", page: 1) }
        await cache.store(page(30), query: "q3", page: 1)

        let reopened = ResponseCacheStore(directory: directory.url, maxEntries: 3, warnings: WarningCollector().sink)
        #expect(await reopened.keys().map(\.query) == ["q3", "q5", "q4"])
        #expect(await reopened.cachedPage(query: "q1", page: 1) == nil)
        #expect(await reopened.cachedPage(query: "q3", page: 1) == page(30))
    }

    @Test func aCorruptCacheIsMovedAsideAndStartsEmpty() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data("[1,2".utf8).write(to: directory.file("response-cache.json"))
        let warnings = WarningCollector()
        let cache = ResponseCacheStore(
            directory: directory.url, warnings: warnings.sink,
            now: { Date(timeIntervalSince1970: 0) })

        #expect(await cache.cachedPage(query: "love", page: 1) == nil)
        #expect(
            try Data(contentsOf: directory.file("response-cache.json.corrupt-19700101T000000Z")) == Data("[1,2".utf8))
        #expect(warnings.messages.count == 1)
    }

    @Test func anUnwritableDirectoryKeepsTheCacheInMemory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data().write(to: directory.file("file"))
        let warnings = WarningCollector()
        let cache = ResponseCacheStore(
            directory: directory.file("file").appendingPathComponent("sub"), warnings: warnings.sink)

        await cache.store(page(1), query: "love", page: 1)
        await cache.store(page(2), query: "love", page: 2)

        #expect(await cache.cachedPage(query: "love", page: 2) == page(2))
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasSuffix("continuing without saving response-cache.json") == true)
    }
}
