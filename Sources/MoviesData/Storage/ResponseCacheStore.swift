import Foundation
import MoviesDomain

/// A persisted cache of TMDB search pages (`response-cache.json` in the data directory).
///
/// Keyed by the exact query text and page number; a stored page replaces the previous one for
/// its key and becomes the newest; beyond `maxEntries` the oldest entries are evicted. Same
/// locking, atomic-write, corrupt-file and unwritable-directory rules as `RecentQueriesStore`.
package actor ResponseCacheStore {
    /// The file name used in the data directory.
    package static let defaultFileName = "response-cache.json"
    /// The default bound on cached pages.
    package static let defaultMaxEntries = 100
    /// The default bound on the file read back: 32 MiB (100 real pages take a few megabytes); a
    /// larger file is moved aside like a corrupt one.
    package static let defaultMaxFileBytes = 32 << 20

    private let storage: PersistentValue<ResponseCacheFile>

    /// Creates a cache in `directory` (created on the first store).
    /// - Parameters:
    ///   - directory: the data directory.
    ///   - fileName: the file inside it.
    ///   - maxEntries: how many pages are kept (at least 1).
    ///   - maxFileBytes: the largest file read back; a larger one is moved aside unread.
    ///   - warnings: receives the one-line warnings.
    ///   - now: the clock used to name corrupt files.
    package init(
        directory: URL,
        fileName: String = ResponseCacheStore.defaultFileName,
        maxEntries: Int = ResponseCacheStore.defaultMaxEntries,
        maxFileBytes: Int = ResponseCacheStore.defaultMaxFileBytes,
        warnings: WarningSink = .standardError,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let limit = max(1, maxEntries)
        var file = LockedJSONFile<ResponseCacheFile>(
            url: directory.appendingPathComponent(fileName), warnings: warnings, now: now)
        file.maxBytes = maxFileBytes
        storage = PersistentValue(
            file: file, empty: ResponseCacheFile(entries: []), normalize: { $0.limited(to: limit) })
    }

    /// The cached page for exactly `query` and `page`, if any.
    package func cachedPage(query: String, page: Int) async -> MoviesPage? {
        await storage.read().entries.first { $0.query == query && $0.page == page }?.response
    }

    /// Stores `response` for `query` and `page` as the newest entry, replacing an older copy.
    package func store(_ response: MoviesPage, query: String, page: Int) async {
        let entry = ResponseCacheFile.Entry(query: query, page: page, response: response)
        await storage.update { file in
            file.entries.removeAll { $0.query == query && $0.page == page }
            file.entries.insert(entry, at: 0)
        }
    }

    /// The cached keys, newest first (for diagnostics and tests).
    package func keys() async -> [(query: String, page: Int)] {
        await storage.read().entries.map { ($0.query, $0.page) }
    }
}
