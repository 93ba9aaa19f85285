import Foundation
import MoviesDomain

/// A movies repository that answers from a script and records its calls.
actor FakeMoviesRepository: MoviesRepository {
    enum Answer: Sendable {
        case page(MoviesPage)
        case failure(MoviesLoadError)
    }

    private let cachedPage: MoviesPage?
    private let answer: Answer
    private(set) var calls: [(query: MovieQuery, page: Int)] = []

    init(cachedPage: MoviesPage? = nil, answer: Answer) {
        self.cachedPage = cachedPage
        self.answer = answer
    }

    func fetchMoviesPage(
        query: MovieQuery,
        page: Int,
        cached: @Sendable (MoviesPage) async -> Void
    ) async throws -> MoviesPage {
        calls.append((query, page))
        if let cachedPage { await cached(cachedPage) }
        switch answer {
        case .page(let fresh): return fresh
        case .failure(let error): throw error
        }
    }
}

/// A recent-queries repository kept in memory that records saves.
actor FakeQueriesRepository: MovieQueriesRepository {
    struct SaveFailed: Error {}

    private(set) var saved: [MovieQuery] = []
    private let failSaves: Bool
    private let stored: [MovieQuery]

    init(stored: [MovieQuery] = [], failSaves: Bool = false) {
        self.stored = stored
        self.failSaves = failSaves
    }

    func fetchRecentQueries(maxCount: Int) async throws -> [MovieQuery] {
        Array(stored.prefix(maxCount))
    }

    func saveRecentQuery(_ query: MovieQuery) async throws {
        if failSaves { throw SaveFailed() }
        saved.append(query)
    }
}

/// Collects values delivered to a `@Sendable` callback.
actor Collector<Value: Sendable> {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
}

/// A poster repository returning fixed bytes and recording requests.
actor FakePosterRepository: PosterImagesRepository {
    private(set) var requests: [(path: String, width: Int)] = []
    let bytes: Data

    init(bytes: Data) { self.bytes = bytes }

    func fetchPosterImage(path: String, width: Int) async throws -> Data {
        requests.append((path, width))
        return bytes
    }
}

enum Samples {
    static let movie = Movie(id: 1, title: "Love Actually", genres: ["Comedy"], year: 2003)
    static let page1 = MoviesPage(page: 1, totalPages: 2, totalResults: 21, movies: [movie])
    static let cachedPage1 = MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [movie])
}
