/// Fetches the recent search queries, newest first.
package struct FetchRecentMovieQueriesUseCase: Sendable {
    private let queriesRepository: any MovieQueriesRepository

    /// Creates the use case over a recent-queries repository.
    package init(queriesRepository: any MovieQueriesRepository) {
        self.queriesRepository = queriesRepository
    }

    /// Returns up to `maxCount` recent queries, newest first; none when `maxCount <= 0`.
    package func execute(maxCount: Int) async throws -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        return try await queriesRepository.fetchRecentQueries(maxCount: maxCount)
    }
}
