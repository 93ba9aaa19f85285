import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The details and suggestions screens: exact lines.
@Suite struct DetailsAndSuggestionsViewTests {
    private static func lines(_ app: AppState, environment: ViewEnvironment = ViewEnvironment()) -> [String] {
        ConsoleRenderer.lines(
            from: nil, to: ConsoleViewModel.make(app, environment: environment),
            layout: ConsoleLayout(environment: environment))
    }

    private static func details(_ movie: Movie, poster: PosterStatus = .none) -> AppState {
        var app = AppState()
        app.details.movie = movie
        app.details.poster = poster
        app.navigation.screen = .details
        return app
    }

    @Test func detailsWithEveryFact() {
        #expect(
            Self.lines(Self.details(MovieFixtures.loveActually)) == [
                "Love Actually",
                "Release Date: Nov 14, 2003",
                "Year: 2003",
                "Genres: Comedy, Drama, Romance",
                "Runtime: 2h 15m",
                "Director: Richard Curtis",
                "Countries: United Kingdom, United States",
                "Languages: English",
                "Rating: 8.1/10 (231 reviews)",
                "MPAA rating: R",
                "Type \"back\" to return to the list.",
            ])
    }

    @Test func detailsWithoutFactsOrTitle() {
        #expect(
            Self.lines(Self.details(Movie(id: 1, title: ""))) == [
                "", "To be announced", "Type \"back\" to return to the list.",
            ])
        #expect(
            Self.lines(
                Self.details(Movie(id: 1, title: "Old", year: 1950, runtimeMinutes: 45, rating: 7, reviewCount: 1)))
                == [
                    "Old", "Release Date: 1950", "Runtime: 45m", "Rating: 7.0/10 (1 review)",
                    "Type \"back\" to return to the list.",
                ])
    }

    @Test func longValuesWrapOntoIndentedLinesInsteadOfBeingCut() {
        let movie = Movie(
            id: 8, title: "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb", posterPath: "/p.jpg",
            countries: ["United Kingdom", "United States", "Federal Republic of Germany"])
        let image = PosterImage(
            url: "https://image.tmdb.org/t/p/w342/aBcDeFgHiJkLmNoPqRsTuVwXyZ.jpg", data: Data(count: 5))
        #expect(
            Self.lines(Self.details(movie, poster: .loaded(image)), environment: ViewEnvironment(width: 30)) == [
                "Dr. Strangelove or: How I",
                "  Learned to Stop Worrying and",
                "  Love the Bomb",
                "To be announced",
                "Countries: United Kingdom,",
                "  United States, Federal",
                "  Republic of Germany",
                "Type \"back\" to return to the",
                "  list.",
                "Poster:",
                "  https://image.tmdb.org/t/p/w",
                "  342/aBcDeFgHiJkLmNoPqRsTuVwX",
                "  yZ.jpg (5 bytes)",
            ])
    }

    @Test func overviewIsWrappedAndThePosterLineFollowsOnceLoaded() {
        let movie = Movie(
            id: 7, title: "Love 1", posterPath: "/p.jpg",
            overview: "A story about love that is long enough to wrap at forty columns of text.")
        let image = PosterImage(url: "http://img/t/p/w342/p.jpg", data: Data(repeating: 1, count: 23))
        #expect(
            Self.lines(Self.details(movie, poster: .loaded(image)), environment: ViewEnvironment(width: 40)) == [
                "Love 1",
                "To be announced",
                "Overview:",
                "A story about love that is long enough",
                "to wrap at forty columns of text.",
                "Type \"back\" to return to the list.",
                "Poster: http://img/t/p/w342/p.jpg (23",
                "  bytes)",
            ])
        #expect(
            Self.lines(Self.details(movie, poster: .loading(PosterRequest(id: 1, path: "/p.jpg", width: 342)))).last
                == "Type \"back\" to return to the list.")
    }

    @Test(arguments: [
        (FailureKind?.some(.notFound), "Poster: unavailable (HTTP 404)", "Póster: no disponible (HTTP 404)"),
        (.serverError(status: 502), "Poster: unavailable (HTTP 502)", "Póster: no disponible (HTTP 502)"),
        (.rejectedKey, "Poster: unavailable (HTTP 401)", "Póster: no disponible (HTTP 401)"),
        (.rateLimited, "Poster: unavailable (HTTP 429)", "Póster: no disponible (HTTP 429)"),
        (.httpStatus(403), "Poster: unavailable (HTTP 403)", "Póster: no disponible (HTTP 403)"),
        (
            .unreachable(address: "image.tmdb.org:443"), "Poster: unavailable (cannot reach image.tmdb.org:443)",
            "Póster: no disponible (no se puede conectar con image.tmdb.org:443)"
        ),
        (
            .timedOut(seconds: 15), "Poster: unavailable (timed out after 15 s)",
            "Póster: no disponible (sin respuesta tras 15 s)"
        ),
        (
            .noConnection, "Poster: unavailable (no internet connection)",
            "Póster: no disponible (sin conexión a internet)"
        ),
        (.unreadable(.empty), "Poster: unavailable (empty answer)", "Póster: no disponible (respuesta vacía)"),
        (
            .tooLarge, "Poster: unavailable (the answer was too large)",
            "Póster: no disponible (la respuesta era demasiado grande)"
        ),
        (nil, "Poster: unavailable", "Póster: no disponible"),
    ])
    func aFailedPosterSaysWhyInTheDetails(reason: FailureKind?, english: String, spanish: String) {
        let app = Self.details(MovieFixtures.movie(1, posterPath: "/p.jpg"), poster: .failed(reason: reason))
        #expect(Self.lines(app).suffix(2) == ["Type \"back\" to return to the list.", english])
        #expect(Self.lines(app, environment: ViewEnvironment(language: .spanish)).last == spanish)
    }

    @Test func aCancelledPosterSaysSo() {
        let app = Self.details(MovieFixtures.movie(1, posterPath: "/p.jpg"), poster: .cancelled)
        #expect(Self.lines(app).last == "Poster: cancelled")
        #expect(Self.lines(app, environment: ViewEnvironment(language: .spanish)).last == "Póster: cancelado")
    }

    @Test func spanishDetailsUseTheLocaleForDates() {
        let spanish = ViewEnvironment(language: .spanish, locale: Locale(identifier: "es_ES"))
        #expect(
            Self.lines(Self.details(MovieFixtures.loveActually), environment: spanish) == [
                "Love Actually",
                "Fecha de lanzamiento: 14 nov 2003",
                "Año: 2003",
                "Géneros: Comedia, Drama, Romance",
                "Duración: 2h 15m",
                "Dirección: Richard Curtis",
                "Países: United Kingdom, United States",
                "Idiomas: English",
                "Puntuación: 8.1/10 (231 reseñas)",
                "Clasificación MPAA: R",
                "Escribe \"back\" para volver a la lista.",
            ])
        #expect(Self.lines(Self.details(Movie(id: 1, title: "X")), environment: spanish)[1] == "Para ser anunciado")
    }

    @Test func releaseDatesAreCalendarDaysInTheInjectedTimeZone() {
        let london = ViewEnvironment(locale: Locale(identifier: "en_GB"))
        #expect(
            DetailsViewModel.releaseLine(MovieFixtures.loveActually, environment: london) == "Release Date: 14 Nov 2003"
        )
        let honolulu = ViewEnvironment(timeZone: TimeZone(identifier: "Pacific/Honolulu") ?? .current)
        #expect(
            DetailsViewModel.releaseLine(MovieFixtures.loveActually, environment: honolulu)
                == "Release Date: Nov 13, 2003")
    }

    @Test func suggestions() {
        var app = AppState()
        app.navigation.screen = .suggestions
        app.suggestions.queries = ["love", "amelie"]
        #expect(
            Self.lines(app) == ["Recent searches:", "  1. love", "  2. amelie", "Type \"pick N\" to search one again."])
        app.suggestions.queries = []
        #expect(Self.lines(app) == ["Recent searches: none yet"])
        app.suggestions.isLoading = true
        #expect(Self.lines(app) == [])
        app.suggestions = SuggestionsState(queries: ["amor"])
        #expect(
            Self.lines(app, environment: ViewEnvironment(language: .spanish))
                == ["Búsquedas recientes:", "  1. amor", "Escribe \"pick N\" para repetir una búsqueda."])
        app.suggestions.queries = []
        #expect(
            Self.lines(app, environment: ViewEnvironment(language: .spanish)) == [
                "Búsquedas recientes: ninguna todavía"
            ])
    }

    @Test func factsFormatting() {
        #expect(FactsText.runtime(minutes: 135) == "2h 15m")
        #expect(FactsText.runtime(minutes: 120) == "2h")
        #expect(FactsText.runtime(minutes: 59) == "59m")
        #expect(FactsText.runtime(minutes: 0) == nil)
        #expect(FactsText.rating(8.1) == "8.1/10")
        #expect(FactsText.rating(8.149) == "8.1/10")
        #expect(FactsText.rating(10) == "10.0/10")
        #expect(FactsText.rating(0.04) == "0.0/10")
    }
}
