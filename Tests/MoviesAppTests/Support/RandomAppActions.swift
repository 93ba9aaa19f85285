import BenchKit
import Foundation
import MoviesApp
import MoviesDomain

/// Random actions from the whole app action space, as the live app would see them with its
/// effects' results injected as actions: user intents, and load results that mostly answer the
/// request in flight but are sometimes stale, with random movies (every field, nil or not,
/// fractional dates and ratings, unicode and JSON-special characters).
struct RandomAppActions {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// How many actions a sequence of this seed has (1...24).
    mutating func length() -> Int { random.int(1...24) }

    /// The next action, given the states so far: often the result of the work in flight (as
    /// its effect would deliver it), otherwise a user intent or a stray (stale) result.
    mutating func next(after state: AppState) -> AppAction {
        if state.search.request != nil, random.chance(55) { return searchResult(state) }
        if case .loading = state.details.poster, random.chance(50) { return posterResult(state) }
        if state.suggestions.isLoading, random.chance(60) { return suggestionsResult() }
        switch random.int(1...100) {
        case 1...16: return .search(.submitted(query: random.pick(Self.queries)))
        case 17...32: return .search(.nextPageRequested)
        case 33...35: return .search(.cancelRequested)
        case 36...38: return .details(.posterCancelRequested)
        case 39...56: return .details(.opened(index: item(state)))
        case 57...63: return .navigation(.back)
        case 64...70: return .suggestions(.requested)
        case 71...76: return .suggestions(.picked(index: random.int(0...(state.suggestions.queries.count + 1))))
        case 77...88: return searchResult(state)
        case 89...94: return posterResult(state)
        case 95...97: return liveSuggestion(state)
        default: return suggestionsResult()
        }
    }

    private mutating func searchResult(_ state: AppState) -> AppAction {
        switch random.int(1...100) {
        case 1...25: .search(.cachedPageLoaded(requestID: searchRequest(state), page: page(state)))
        case 26...85: .search(.pageLoaded(requestID: searchRequest(state), page: page(state)))
        default: .search(.loadFailed(requestID: searchRequest(state), failure: failure()))
        }
    }

    private mutating func posterResult(_ state: AppState) -> AppAction {
        random.chance(75)
            ? .details(.posterLoaded(requestID: posterRequest(state), url: random.pick(Self.urls), data: bytes()))
            : .details(.posterFailed(requestID: posterRequest(state), failure: failure()))
    }

    private mutating func suggestionsResult() -> AppAction {
        random.chance(85)
            ? .suggestions(.loaded(queries: (0..<random.int(0...12)).map { _ in random.pick(Self.queries) }))
            : .suggestions(.loadFailed(detail: random.pick(Self.details)))
    }

    /// A search text typed at the prompt, or titles for the text typed (sometimes a stale one).
    private mutating func liveSuggestion(_ state: AppState) -> AppAction {
        guard random.chance(50) else { return .suggestions(.typed(text: random.pick(Self.queries))) }
        let query = state.suggestions.live?.typed ?? random.pick(Self.queries)
        let titles = (0..<random.int(0...3)).map { _ in
            TitleSuggestion(title: random.pick(Self.queries), year: random.chance(80) ? random.int(1900...2030) : nil)
        }
        return .suggestions(.titlesFound(query: random.chance(80) ? query : random.pick(Self.queries), titles: titles))
    }

    /// Mostly a loaded item; sometimes 0 or just past the end.
    private mutating func item(_ state: AppState) -> Int {
        let count = state.search.itemCount
        return count > 0 && random.chance(85) ? random.int(1...count) : random.int(0...(count + 2))
    }

    static let queries = ["love", " alien ", "", "   ", "Amélie", "q\"uote\\", "新しい", "tab\tin", "emoji 🎬"]
    static let details = ["HTTP 500", "refused", "", "line\nbreak", "unicode ☃"]
    static let failureKinds: [FailureKind] = [
        .noConnection, .unreachable(address: "127.0.0.1:9"), .rejectedKey, .notFound, .rateLimited,
        .serverError(status: 503), .httpStatus(403), .timedOut(seconds: 15), .tooLarge, .unreadable(.empty),
        .unreadable(.notJSON), .unreadable(.missingField(path: "results[0].id")),
        .unreadable(.badField(path: "page\n☃")), .failed,
    ]
    static let urls = ["http://127.0.0.1:1/t/p/w342/p.jpg", "https://image.tmdb.org/t/p/w92/a b.jpg", ""]
    static let words = ["Love", "Alien", "Ça", "\"Q\"", "Back\\slash", "日本", "  ", "Ω"]

    /// The request in flight most of the time; otherwise an older, a newer or a random id.
    private mutating func searchRequest(_ state: AppState) -> Int {
        if let request = state.search.request, random.chance(80) { return request.id }
        return random.int(0...(state.search.lastRequestID + 1))
    }

    private mutating func posterRequest(_ state: AppState) -> Int {
        if case .loading(let request) = state.details.poster, random.chance(80) { return request.id }
        return random.int(0...(state.details.lastPosterRequestID + 1))
    }

    /// Mostly the page asked for, with totals like a source's; sometimes anything.
    private mutating func page(_ state: AppState) -> MoviesPage {
        let number = state.search.request.map(\.page).flatMap { random.chance(85) ? $0 : nil } ?? random.int(1...4)
        let total = random.chance(10) ? 0 : max(number, random.int(1...6))
        let count = total == 0 ? 0 : random.int(0...3)
        return MoviesPage(
            page: number, totalPages: total, totalResults: total * 20 - random.int(0...19),
            movies: (0..<count).map { _ in movie() })
    }

    private mutating func movie() -> Movie {
        Movie(
            id: random.int(1...999_999),
            title: (0..<random.int(1...3)).map { _ in random.pick(Self.words) }.joined(separator: " "),
            genres: (0..<random.int(0...3)).map { _ in random.pick(Self.words) },
            posterPath: random.chance(50) ? "/\(random.int(1...99))/p.jpg" : nil,
            overview: random.chance(30) ? random.pick(Self.details) : nil,
            releaseDate: random.chance(60)
                ? Date(timeIntervalSinceReferenceDate: Double(random.int(-2_000_000_000...600_000_000)) / 7) : nil,
            year: random.chance(70) ? random.int(1900...2030) : nil,
            runtimeMinutes: random.chance(50) ? random.int(1...400) : nil,
            director: random.chance(50) ? random.pick(Self.words) : nil,
            countries: (0..<random.int(0...2)).map { _ in random.pick(Self.words) },
            languages: (0..<random.int(0...2)).map { _ in random.pick(Self.words) },
            rating: random.chance(70) ? Double(random.int(0...100)) / 3 : nil,
            reviewCount: random.chance(60) ? random.int(0...5_000) : nil,
            mpaa: random.chance(30) ? random.pick(["R", "PG-13", "G"]) : nil)
    }

    private mutating func failure() -> LoadFailure {
        LoadFailure(kind: random.pick(Self.failureKinds), detail: random.pick(Self.details))
    }

    private mutating func bytes() -> Data {
        Data((0..<random.int(0...40)).map { _ in UInt8(random.int(0...255)) })
    }
}
