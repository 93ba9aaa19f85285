/// Storage of the recent search queries.
package protocol MovieQueriesRepository: Sendable {
    /// Returns up to `maxCount` recent queries, newest first (none when `maxCount <= 0`).
    func fetchRecentQueries(maxCount: Int) async throws -> [MovieQuery]
    /// Records `query` as the most recent one (implementations trim and deduplicate it).
    func saveRecentQuery(_ query: MovieQuery) async throws
}
