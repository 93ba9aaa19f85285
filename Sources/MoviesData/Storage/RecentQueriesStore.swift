import Foundation
import MoviesDomain

/// Recent search queries persisted as JSON in the data directory (`recent-queries.json`).
///
/// Queries are trimmed (empty ones are ignored), deduplicated by exact string, newest first,
/// at most `maxStoredCount`. Each save is a locked read-modify-write with an atomic replace,
/// so several processes can save at once without losing queries. A corrupt file is moved aside
/// (see `WarningSink`); an unwritable directory gives one warning and an in-memory store.
package actor RecentQueriesStore: MovieQueriesRepository {
    /// The file name used in the data directory.
    package static let defaultFileName = "recent-queries.json"
    /// How many queries are kept.
    package static let maxStoredCount = 10

    private let storage: PersistentValue<RecentQueriesFile>

    /// Creates a store for `directory` (created on the first save).
    /// - Parameters:
    ///   - directory: the data directory, e.g. `DataDirectory.resolveForCurrentProcess(flag:).url`.
    ///   - fileName: the file inside it.
    ///   - warnings: receives the one-line warnings (corrupt file, unwritable directory).
    ///   - now: the clock used to name corrupt files.
    package init(
        directory: URL,
        fileName: String = RecentQueriesStore.defaultFileName,
        warnings: WarningSink = .standardError,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let file = LockedJSONFile<RecentQueriesFile>(
            url: directory.appendingPathComponent(fileName), warnings: warnings, now: now)
        storage = PersistentValue(file: file, empty: RecentQueriesFile(queries: []), normalize: { $0.normalized() })
    }

    /// Whether saves still reach the disk (false after an unwritable-directory warning).
    package var isPersistent: Bool {
        get async { await storage.isPersistent }
    }

    /// Returns up to `maxCount` queries, newest first (none when `maxCount <= 0`).
    package func fetchRecentQueries(maxCount: Int) async throws -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        return await storage.read().queries.prefix(maxCount).map(MovieQuery.init(query:))
    }

    /// Saves `query` (trimmed) as the newest; whitespace-only queries are ignored.
    package func saveRecentQuery(_ query: MovieQuery) async throws {
        let text = query.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let key = RecentQueriesFile.key(text)
        await storage.update { file in
            file.queries.removeAll { RecentQueriesFile.key($0) == key }
            file.queries.insert(text, at: 0)
        }
    }
}
