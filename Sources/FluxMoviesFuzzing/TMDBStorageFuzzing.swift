import Dispatch
import Foundation
import MoviesData
import MoviesDomain

/// The TMDB-and-storage target: bytes as a TMDB `search/movie` answer, and as the contents of the
/// data directory's files (recent searches, response cache).
enum TMDBStorageFuzzing {
    static func run(_ data: Data) {
        if let page = try? TMDBMapping.page(decoding: data) {
            fuzzInvariant(page.movies.allSatisfy { $0.year == nil || $0.releaseDate != nil }, "a year without a date")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-movies-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return }
        defer { try? FileManager.default.removeItem(at: directory) }
        waitFor { await recentQueries(data, in: directory) }
        waitFor { await responseCache(data, in: directory) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        fuzzInvariant(!names.contains { $0.contains(".tmp-") }, "a temporary file was left: \(names)")
    }

    /// Any recent-searches file is read (or moved aside); a save is then read back first.
    private static func recentQueries(_ data: Data, in directory: URL) async {
        try? data.write(to: directory.appendingPathComponent(RecentQueriesStore.defaultFileName))
        let store = RecentQueriesStore(directory: directory, warnings: .ignore)
        let before = (try? await store.fetchRecentQueries(maxCount: 10)) ?? []
        fuzzInvariant(before.count <= 10 && before.allSatisfy { !$0.query.isEmpty }, "bad recent queries \(before)")
        try? await store.saveRecentQuery(MovieQuery(query: "fuzz"))
        let after =
            (try? await RecentQueriesStore(directory: directory, warnings: .ignore).fetchRecentQueries(maxCount: 1))
        fuzzInvariant(after?.first?.query == "fuzz", "a saved query was not read back: \(String(describing: after))")
    }

    /// Any response-cache file is read (or moved aside); a stored page is then found.
    private static func responseCache(_ data: Data, in directory: URL) async {
        try? data.write(to: directory.appendingPathComponent(ResponseCacheStore.defaultFileName))
        let cache = ResponseCacheStore(directory: directory, warnings: .ignore)
        _ = await cache.cachedPage(query: "love", page: 1)
        let page = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [Movie(id: 7, title: "Fuzz")])
        await cache.store(page, query: "fuzz", page: 1)
        let found = await ResponseCacheStore(directory: directory, warnings: .ignore).cachedPage(query: "fuzz", page: 1)
        fuzzInvariant(found == page, "a cached page was not read back")
    }

    /// Runs `body` to completion from synchronous code (the fuzzer calls in on one thread).
    private static func waitFor(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await body()
            done.signal()
        }
        done.wait()
    }
}
