import FluxTesting
import Foundation
import MoviesApp
import MoviesDomain
import TestSupport
import Testing

/// The details store with the poster middleware (opening an item loads its poster), and
/// navigation.
@MainActor @Suite struct DetailsStoreTests {
    private static let page = MoviesPage(
        page: 1, totalPages: 1, totalResults: 3,
        movies: [
            MovieFixtures.movie(1, posterPath: "/one.jpg"), MovieFixtures.movie(2, posterPath: "/two.jpg"),
            MovieFixtures.movie(3),
        ])

    /// A harness whose list already holds `page`, asking for posters `width` wide.
    private static func harness(width: Int) -> AppHarness {
        var search = SearchState()
        search.query = "love"
        search.pages = [page]
        search.currentPage = 1
        search.totalPageCount = 1
        search.totalResultCount = 3
        search.lastRequestID = 1
        return AppHarness(initialState: AppState(search: search, details: DetailsState(requestedPosterWidth: width)))
    }

    @Test func thePosterIsFetchedOnceWithThePathAndTheClosestWidthAndStored() async {
        let app = Self.harness(width: 300)
        app.fakes.answerPoster(with: .success(Data("POSTER".utf8)))

        app.store.send(.details(.opened(index: 1))) {
            $0[app.details].movie = Self.page.movies[0]
            $0[app.details].poster = .loading(PosterRequest(id: 1, path: "/one.jpg", width: 342))
            $0[app.details].lastPosterRequestID = 1
            $0[app.navigation].screen = .details
        }
        await app.store.receive(
            .details(
                .posterLoaded(
                    requestID: 1, url: "https://images.test/t/p/w342/one.jpg",
                    data: Data("POSTER".utf8)))
        ) {
            $0[app.details].poster = .loaded(
                PosterImage(url: "https://images.test/t/p/w342/one.jpg", data: Data("POSTER".utf8)))
        }
        await app.store.finish()

        #expect(app.fakes.posters == [.init(path: "/one.jpg", width: 342)])
    }

    @Test func cancelDuringAPosterLoadCancelsTheFetch() async {
        let app = Self.harness(width: 100)
        let gate = Gate()
        app.fakes.answerPoster(with: .success(Data([1])), gate: gate)

        app.store.send(.details(.opened(index: 1))) {
            $0[app.details].movie = Self.page.movies[0]
            $0[app.details].poster = .loading(PosterRequest(id: 1, path: "/one.jpg", width: 92))
            $0[app.details].lastPosterRequestID = 1
            $0[app.navigation].screen = .details
        }
        app.store.send(.details(.posterCancelRequested)) { $0[app.details].poster = .cancelled }
        gate.open()
        await app.store.finish()  // no posterLoaded arrives: the test store fails on an unexpected action
    }

    @Test func aNewFetchCancelsThePreviousOne() async {
        let app = Self.harness(width: 100)
        app.fakes.answerPoster(with: .success(Data([1])), gate: Gate())
        app.fakes.answerPoster(with: .success(Data([2])))

        app.store.send(.details(.opened(index: 1))) {
            $0[app.details].movie = Self.page.movies[0]
            $0[app.details].poster = .loading(PosterRequest(id: 1, path: "/one.jpg", width: 92))
            $0[app.details].lastPosterRequestID = 1
            $0[app.navigation].screen = .details
        }
        app.store.send(.navigation(.back)) { $0[app.navigation].screen = .list }
        app.store.send(.details(.opened(index: 2))) {
            $0[app.details].movie = Self.page.movies[1]
            $0[app.details].poster = .loading(PosterRequest(id: 2, path: "/two.jpg", width: 92))
            $0[app.details].lastPosterRequestID = 2
            $0[app.navigation].screen = .details
        }
        await app.store.receive(
            .details(.posterLoaded(requestID: 2, url: "https://images.test/t/p/w92/two.jpg", data: Data([2])))
        ) {
            $0[app.details].poster = .loaded(PosterImage(url: "https://images.test/t/p/w92/two.jpg", data: Data([2])))
        }
        await app.store.finish()

        #expect(app.fakes.posters == [.init(path: "/one.jpg", width: 92), .init(path: "/two.jpg", width: 92)])
    }

    @Test func aPosterFailureKeepsItsKindAndAMovieWithoutPosterFetchesNothing() async {
        let app = Self.harness(width: 500)
        app.fakes.answerPoster(with: .failure(.notFound(detail: "HTTP 404")))

        app.store.send(.details(.opened(index: 2))) {
            $0[app.details].movie = Self.page.movies[1]
            $0[app.details].poster = .loading(PosterRequest(id: 1, path: "/two.jpg", width: 500))
            $0[app.details].lastPosterRequestID = 1
            $0[app.navigation].screen = .details
        }
        await app.store.receive(
            .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "HTTP 404")))
        ) {
            $0[app.details].poster = .failed(reason: .notFound)
        }
        app.store.send(.navigation(.back)) { $0[app.navigation].screen = .list }
        app.store.send(.details(.opened(index: 3))) {
            $0[app.details].movie = Self.page.movies[2]
            $0[app.details].poster = .none
            $0[app.navigation].screen = .details
        }
        app.store.send(.details(.opened(index: 4)))  // no such item: nothing changes
        await app.store.finish()

        #expect(app.details.state.isPosterHidden)
        #expect(app.fakes.posters == [.init(path: "/two.jpg", width: 500)])
    }
}
