import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// Temporary files that killed writers left next to the stored files are removed on first use,
/// once older than a minute; fresh ones (a write in progress elsewhere) and other files are kept.
@Suite struct StaleTemporaryFileTests {
    /// Creates `name` in `directory`, last modified `age` seconds ago.
    private func leave(_ name: String, in directory: TemporaryDirectory, age: TimeInterval) throws {
        let url = directory.file(name)
        try Data("{\"queries\": [\"ha".utf8).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
    }

    @Test func staleTemporaryFilesOfTheRecentSearchesAreRemovedAtStart() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try leave(".recent-queries.json.tmp-4242-OLD", in: directory, age: 3_600)
        try leave(".recent-queries.json.tmp-4243-RECENT", in: directory, age: 70)
        try leave(".recent-queries.json.tmp-4244-FRESH", in: directory, age: 5)
        try leave(".history.tmp-4245-OTHER", in: directory, age: 3_600)
        try leave("notes.tmp-1", in: directory, age: 3_600)
        let store = RecentQueriesStore(directory: directory.url, warnings: WarningCollector().sink)

        #expect(try await store.fetchRecentQueries(maxCount: 10).isEmpty)
        #expect(
            try directory.contents() == [
                ".history.tmp-4245-OTHER", ".recent-queries.json.tmp-4244-FRESH", "notes.tmp-1",
                "recent-queries.json.lock",
            ])
    }

    @Test func staleTemporaryFilesOfTheHistoryAreRemovedWithoutUsingIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try leave(".history.tmp-4245-OLD", in: directory, age: 600)
        try leave(".history.tmp-4246-FRESH", in: directory, age: 1)
        let history = CommandHistoryStore(directory: directory.url, warnings: WarningCollector().sink)

        await history.removeStaleTemporaries()
        #expect(try directory.contents() == [".history.tmp-4246-FRESH", "history.lock"])
    }

    @Test func aFolderWithoutStaleHistoryTemporariesIsLeftAsItIs() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try leave(".history.tmp-4246-FRESH", in: directory, age: 1)
        await CommandHistoryStore(directory: directory.url, warnings: WarningCollector().sink).removeStaleTemporaries()
        #expect(try directory.contents() == [".history.tmp-4246-FRESH"])
    }

    @Test func staleTemporaryFilesOfTheHistoryAreRemovedOnTheFirstAppend() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try leave(".history.tmp-4245-OLD", in: directory, age: 600)
        try leave(".history.tmp-4246-FRESH", in: directory, age: 1)
        let history = CommandHistoryStore(directory: directory.url, warnings: WarningCollector().sink)

        await history.append("search love")
        #expect(await history.lines() == ["search love"])
        #expect(try directory.contents() == [".history.tmp-4246-FRESH", "history", "history.lock"])
    }
}
