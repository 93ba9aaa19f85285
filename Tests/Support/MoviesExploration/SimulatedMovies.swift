import FluxExploration
import Foundation
import MoviesApp
import MoviesDomain

/// The app's repositories simulated for exploration: a search, the recent queries, posters and
/// title suggestions that answer after latencies drawn from the explorer's entropy, on its clock,
/// and fail when the entropy says so.
///
/// A search's results are made from its query (`love 1`, `love 2`, …: 0 to 12 films, 5 a page),
/// so a property can tell which query a list answers; every search is remembered as a recent
/// query, as the real search use case does.
struct SimulatedMovies: Sendable {
    /// How many films a page holds.
    static let pageSize = 5
    /// The catalog's titles that the live suggestions come from.
    static let titles = ["Alien", "Aliens", "Amelie", "Amadeus", "Babe", "Bambi", "Casablanca", "Cabaret"]

    let environment: ExplorationEnvironment
    let recent = RecentQueries()

    /// The dependencies of the app over the simulation.
    var dependencies: AppDependencies {
        var dependencies = AppDependencies(
            searchMovies: search, fetchRecentQueries: recent.newest, fetchPoster: poster)
        dependencies.suggestTitles = { text, count in Self.suggestions(for: text, count: count) }
        dependencies.clock = environment.clock
        return dependencies
    }

    /// Page `page` of `query`, after a drawn latency; a cached copy first, sometimes; a time-out, sometimes.
    func search(
        _ query: MovieQuery, page: Int, cached: @escaping @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        try await environment.clock.sleep(for: .milliseconds(environment.entropy.int(in: 0...400)))
        let answer = Self.page(page, of: query.query)
        if environment.entropy.chance(percent: 10) { throw MoviesLoadError.timedOut(seconds: 10, detail: "simulated") }
        recent.add(query.query)
        if environment.entropy.chance(percent: 20) {
            await cached(answer)
            try await environment.clock.sleep(for: .milliseconds(environment.entropy.int(in: 0...200)))
        }
        return answer
    }

    /// The poster at `path`, after a drawn latency; not found, sometimes.
    func poster(path: String, width: Int) async throws -> PosterImage {
        try await environment.clock.sleep(for: .milliseconds(environment.entropy.int(in: 0...300)))
        if environment.entropy.chance(percent: 10) { throw MoviesLoadError.notFound(detail: "simulated") }
        return PosterImage(url: "https://posters.example/w\(width)\(path)", data: Data(path.utf8))
    }

    /// Page `number` of the films of `query`: how many there are follows from the query's bytes.
    static func page(_ number: Int, of query: String) -> MoviesPage {
        let total = query.utf8.reduce(0) { ($0 + Int($1)) % 13 }
        let pages = (total + pageSize - 1) / pageSize
        let first = (number - 1) * pageSize + 1
        let movies = (first..<min(first + pageSize, total + 1)).map { rank in
            Movie(id: rank, title: "\(query) \(rank)", posterPath: rank.isMultiple(of: 2) ? "/\(rank).jpg" : nil)
        }
        return MoviesPage(page: number, totalPages: pages, totalResults: total, movies: movies)
    }

    /// Up to `count` catalog titles that start with `text` (ignoring case).
    static func suggestions(for text: String, count: Int) -> [TitleSuggestion] {
        titles.filter { $0.lowercased().hasPrefix(text.lowercased()) }.prefix(count).map { TitleSuggestion(title: $0) }
    }
}

/// The recent queries the simulated search remembers, newest first, each once.
///
/// `@unchecked Sendable`: `queries` is read and written under `lock` only.
final class RecentQueries: @unchecked Sendable {
    private let lock = NSLock()
    private var queries: [String] = []

    /// Remembers `query` as the newest.
    func add(_ query: String) {
        lock.withLock {
            queries.removeAll { $0 == query }
            queries.insert(query, at: 0)
        }
    }

    /// Up to `count` queries, newest first.
    @Sendable func newest(_ count: Int) async throws -> [MovieQuery] {
        lock.withLock { queries.prefix(count).map { MovieQuery(query: $0) } }
    }
}
