import FluxTesting
import Foundation
import MoviesApp
import MoviesDomain
import TestSupport

/// Scripted use cases for store tests: each call is recorded, answered from a script, and can
/// wait at a gate so the test decides when it finishes. A call with no scripted answer is an
/// unimplemented dependency: it fails the test (through `unimplemented`), naming the use case.
final class FakeUseCases: Sendable {
    /// Reports unscripted calls; hand it to the test store.
    let unimplemented: Unimplemented

    init(unimplemented: Unimplemented = Unimplemented()) {
        self.unimplemented = unimplemented
    }

    /// One scripted answer to a search.
    struct SearchAnswer: Sendable {
        var cached: MoviesPage?
        var result: Result<MoviesPage, MoviesLoadError>
        var gate: Gate?
    }

    /// One recorded search call.
    struct SearchCall: Equatable, Sendable {
        var query: String
        var page: Int
    }

    /// One recorded poster call.
    struct PosterCall: Equatable, Sendable {
        var path: String
        var width: Int
    }

    private let searchAnswers = Locked<[SearchAnswer]>([])
    private let recordedSearches = Locked<[SearchCall]>([])
    private let recentAnswers = Locked<[Result<[MovieQuery], MoviesLoadError>]>([])
    private let recordedRecentCounts = Locked<[Int]>([])
    private let posterAnswers = Locked<[(result: Result<Data, MoviesLoadError>, gate: Gate?)]>([])
    private let recordedPosters = Locked<[PosterCall]>([])

    /// Queues the answer of the next search.
    func answerSearch(cached: MoviesPage? = nil, with result: Result<MoviesPage, MoviesLoadError>, gate: Gate? = nil) {
        searchAnswers.withLock { $0.append(SearchAnswer(cached: cached, result: result, gate: gate)) }
    }

    /// Queues the answer of the next recent-queries fetch.
    func answerRecent(with result: Result<[MovieQuery], MoviesLoadError>) {
        recentAnswers.withLock { $0.append(result) }
    }

    /// Queues the answer of the next poster fetch.
    func answerPoster(with result: Result<Data, MoviesLoadError>, gate: Gate? = nil) {
        posterAnswers.withLock { $0.append((result, gate)) }
    }

    var searches: [SearchCall] { recordedSearches.withLock { $0 } }

    /// Returns once `count` searches have been called: their effects have taken their answers
    /// (a cancel sent before that would leave an answer for the next search).
    func searchesCalled(_ count: Int) async {
        while searches.count < count { await Task.yield() }
    }
    var recentCounts: [Int] { recordedRecentCounts.withLock { $0 } }
    var posters: [PosterCall] { recordedPosters.withLock { $0 } }

    /// The dependencies over this fake; an unscripted call fails with a message naming it.
    var dependencies: AppDependencies {
        AppDependencies(
            searchMovies: { query, page, cached in
                self.recordedSearches.withLock { $0.append(SearchCall(query: query.query, page: page)) }
                guard let answer = self.searchAnswers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                    try self.unimplemented.call("SearchMovies(\(query.query), page \(page))")
                }
                if let copy = answer.cached { await cached(copy) }
                await answer.gate?.wait()
                try Task.checkCancellation()
                return try answer.result.get()
            },
            fetchRecentQueries: { maxCount in
                self.recordedRecentCounts.withLock { $0.append(maxCount) }
                guard let answer = self.recentAnswers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                    try self.unimplemented.call("FetchRecentMovieQueries")
                }
                return try answer.get()
            },
            fetchPoster: { path, width in
                self.recordedPosters.withLock { $0.append(PosterCall(path: path, width: width)) }
                guard let answer = self.posterAnswers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                    try self.unimplemented.call("FetchPosterImage(\(path), \(width))")
                }
                await answer.gate?.wait()
                try Task.checkCancellation()
                return PosterImage(url: "https://images.test/t/p/w\(width)\(path)", data: try answer.result.get())
            })
    }
}
