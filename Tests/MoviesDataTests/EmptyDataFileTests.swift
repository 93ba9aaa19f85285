import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// An empty `history` or `recent-queries.json` (`: > history`: 0 bytes, or only whitespace) is
/// empty, not corrupt: it is read as no lines, left where it is, and no warning is given.
@Suite struct EmptyDataFileTests {
    static let fixedNow = Date(timeIntervalSince1970: 1_767_323_045)

    @Test(arguments: ["", " ", "\n", " \t\r\n  \n"])
    func anEmptyHistoryIsEmpty(_ contents: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data(contents.utf8).write(to: directory.file("history"))
        let warnings = WarningCollector()
        let history = CommandHistoryStore(directory: directory.url, warnings: warnings.sink, now: { Self.fixedNow })

        #expect(await history.lines() == [])
        #expect(try Data(contentsOf: directory.file("history")) == Data(contents.utf8))
        await history.append("open 1")

        #expect(await history.lines() == ["open 1"])
        #expect(warnings.messages == [])
        #expect(try directory.contents() == ["history", "history.lock"])
    }

    @Test(arguments: ["", "  \n"])
    func anEmptyRecentQueriesFileIsEmpty(_ contents: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data(contents.utf8).write(to: directory.file("recent-queries.json"))
        let warnings = WarningCollector()
        let store = RecentQueriesStore(directory: directory.url, warnings: warnings.sink, now: { Self.fixedNow })

        #expect(try await store.fetchRecentQueries(maxCount: 10).map(\.query) == [])
        try await store.saveRecentQuery(MovieQuery(query: "love"))

        #expect(try await store.fetchRecentQueries(maxCount: 10).map(\.query) == ["love"])
        #expect(warnings.messages == [])
        #expect(try directory.contents() == ["recent-queries.json", "recent-queries.json.lock"])
    }

    @Test func aFileOfOtherBytesIsStillCorrupt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Data(" x ".utf8).write(to: directory.file("history"))
        let warnings = WarningCollector()
        let history = CommandHistoryStore(directory: directory.url, warnings: warnings.sink, now: { Self.fixedNow })

        #expect(await history.lines() == [])
        #expect(warnings.messages.count == 1)
        #expect(try directory.contents().contains("history.corrupt-20260102T030405Z"))
    }
}
