import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The movies list: exact lines for pages, numbering, empty state, loading and errors.
@Suite struct ListViewTests {
    private static let english = ViewEnvironment()

    private static func lines(_ state: SearchState, environment: ViewEnvironment = english) -> [String] {
        var app = AppState()
        app.search = state
        let view = ConsoleViewModel.make(app, environment: environment)
        return ConsoleRenderer.lines(from: nil, to: view, layout: ConsoleLayout(environment: environment))
    }

    private static func loaded(_ pages: [MoviesPage], query: String = "love") -> SearchState {
        var state = SearchState()
        state.query = query
        state.pages = pages
        state.currentPage = pages.last?.page ?? 0
        state.totalPageCount = pages.last?.totalPages ?? 1
        state.totalResultCount = pages.last?.totalResults ?? 0
        return state
    }

    private static let page1 = MoviesPage(
        page: 1, totalPages: 15, totalResults: 292,
        movies: [
            Movie(id: 1, title: "Love Actually", genres: ["Comedy", "Drama", "Romance"], year: 2003, rating: 6.2),
            Movie(id: 2, title: "Love", year: 2012),
            Movie(id: 3, title: "Untitled"),
        ])

    @Test func aListPageHasHeaderRowsAndHint() {
        #expect(
            Self.lines(Self.loaded([Self.page1])) == [
                "Movies - \"love\": page 1 of 15 (292 results)",
                "  1. Love Actually (2003) - Comedy, Drama, Romance - 6.2/10",
                "  2. Love (2012)",
                "  3. Untitled",
                "Type \"more\" for page 2.",
            ])
    }

    @Test func page2ContinuesNumberingAt21AndTheLastPageHasNoHint() {
        let first = MovieFixtures.page(1, of: 2, ids: 1...20, totalResults: 22)
        let second = MoviesPage(
            page: 2, totalPages: 2, totalResults: 22,
            movies: [Movie(id: 21, title: "Twenty-one"), Movie(id: 22, title: "Twenty-two", rating: 7.25)])
        #expect(
            Self.lines(Self.loaded([first, second])) == [
                "Movies - \"love\": page 2 of 2 (22 results)",
                " 21. Twenty-one",
                " 22. Twenty-two - 7.3/10",
            ])
    }

    @Test func emptyStateBlankStartLoadingAndErrors() {
        #expect(Self.lines(Self.loaded([.empty], query: "xyz")) == ["Search results: no movies found for \"xyz\""])
        #expect(Self.lines(SearchState()) == [])
        var searching = SearchState()
        searching.query = "love"
        searching.loading = .fullScreen
        #expect(Self.lines(searching) == ["Searching \"love\"..."])
        var nextPage = Self.loaded([Self.page1])
        nextPage.loading = .nextPage
        nextPage.request = SearchRequest(id: 2, query: "love", page: 2)
        #expect(Self.lines(nextPage).last == "Loading page 2...")
        var offline = SearchState()
        offline.query = "love"
        offline.error = LoadFailure(kind: .noConnection, detail: "refused")
        #expect(
            Self.lines(offline) == ["Error: No internet connection: check your network, then type \"more\" to retry."])
        var failed = Self.loaded([Self.page1])
        failed.error = LoadFailure(kind: .failed, detail: "HTTP 500")
        #expect(Self.lines(failed).last == "Error: Failed loading movies: type \"more\" to retry.")
        #expect(Self.lines(failed).count == 6)
    }

    @Test func spanish() {
        let spanish = ViewEnvironment(language: .spanish, locale: Locale(identifier: "es_ES"))
        #expect(
            Self.lines(Self.loaded([Self.page1]), environment: spanish) == [
                "Películas - \"love\": página 1 de 15 (292 resultados)",
                "  1. Love Actually (2003) - Comedia, Drama, Romance - 6.2/10",
                "  2. Love (2012)",
                "  3. Untitled",
                "Escribe \"more\" para ver la página 2.",
            ])
        #expect(
            Self.lines(Self.loaded([.empty], query: "xyz"), environment: spanish)
                == ["Resultados de búsqueda: no se encontraron películas para \"xyz\""])
        var offline = SearchState()
        offline.error = LoadFailure(kind: .noConnection, detail: "")
        #expect(
            Self.lines(offline, environment: spanish)
                == ["Error: Sin conexión a internet: revisa tu red y escribe \"more\" para reintentar."])
        offline.error = LoadFailure(kind: .failed, detail: "")
        #expect(
            Self.lines(offline, environment: spanish)
                == ["Error: Error al descargar películas: escribe \"more\" para reintentar."])
        offline.error = nil
        offline.query = "amor"
        offline.loading = .fullScreen
        #expect(Self.lines(offline, environment: spanish) == ["Buscando \"amor\"..."])
        #expect(spanish.strings.searchPlaceholder == "Buscar películas")
        #expect(spanish.strings.screenTitle == "Películas")
        #expect(
            spanish.strings.welcome(source: .catalog)
                == "flux-movies \(AppVersion.current) (catálogo integrado): escribe un título; comandos: \"help\"."
        )
    }

    @Test func theWelcomeLineCarriesTheSearchPlaceholder() {
        let english = ViewEnvironment()
        let spanish = ViewEnvironment(language: .spanish)
        #expect(
            english.strings.welcome(source: .tmdb)
                == "flux-movies \(AppVersion.current) (TMDB): type a title, or \"help\" for commands.")
        #expect(
            spanish.strings.welcome(source: .tmdb)
                == "flux-movies \(AppVersion.current) (TMDB): escribe un título; comandos: \"help\"."
        )
        #expect(
            english.strings.welcome(source: .catalog)
                == "flux-movies \(AppVersion.current) (embedded catalog): type a title, or \"help\" for commands."
        )
    }

    @Test func narrowColumnsDropGenresThenTheRatingThenShortenTheTitle() {
        let page = MoviesPage(
            page: 1, totalPages: 1, totalResults: 2,
            movies: [
                Movie(
                    id: 1, title: "Star Wars: Episode IV – A New Hope", genres: ["Sci-Fi", "Action"], year: 1977,
                    rating: 9.1),
                Movie(id: 2, title: "Love", genres: ["Drama"], year: 2012, rating: 5),
            ])
        let narrow = ViewEnvironment(width: 40)
        #expect(
            Self.lines(Self.loaded([page], query: "a very long query text"), environment: narrow) == [
                "Movies - \"a very long query text\":",
                "  page 1 of 1 (2 results)",
                "  1. Star Wars: Epi… – A New Hope (1977)",
                "  2. Love (2012) - Drama - 5.0/10",
            ])
        #expect(
            Self.lines(
                Self.loaded([page], query: "the lord of the rings the return of the king"),
                environment: ViewEnvironment(width: 60)
            ).first
                == "Movies - \"the lord of the rings t…\": page 1 of 1 (2 results)")
        let tiny = ViewEnvironment(width: 10)
        #expect(tiny.width == 20)
        #expect(Self.lines(Self.loaded([page]), environment: tiny).allSatisfy { $0.count <= 20 })
        #expect(
            Self.lines(Self.loaded([page]), environment: tiny) == [
                "Movies - \"love\":",
                "  page 1 of 1 (2",
                "    results)",
                "  1. Star Wa… (1977)",
                "  2. Love (2012)",
            ])
    }

    @Test func narrowColumnsKeepTheMeaningOfTheEmptyStateAndTheHint() {
        let spanish = ViewEnvironment(language: .spanish, locale: Locale(identifier: "es_ES"), width: 40)
        #expect(
            Self.lines(Self.loaded([.empty], query: "zzqqxx"), environment: spanish) == [
                "Resultados de búsqueda: no se",
                "  encontraron películas para \"zzqqxx\"",
            ])
        #expect(
            Self.lines(
                Self.loaded([.empty], query: "the lord of the rings the return of the king"),
                environment: spanish) == [
                    "Resultados de búsqueda: no se",
                    "  encontraron películas para",
                    "  \"the lord of the rings the return of…\"",
                ])
        let page = MovieFixtures.page(1, of: 2, ids: 1...1, totalResults: 21)
        #expect(
            Self.lines(Self.loaded([page], query: "amelie"), environment: spanish) == [
                "Películas - \"amelie\":",
                "  página 1 de 2 (21 resultados)",
                "  1. Movie 1 (2001) - Drama - 1.5/10",
                "Escribe \"more\" para ver la página 2.",
            ])
        #expect(
            Self.lines(Self.loaded([page], query: "amelie"), environment: ViewEnvironment(width: 20)).suffix(2)
                == ["Type \"more\" for page", "  2."])
    }

    @Test func colourOnlyWhenEnabled() {
        var failed = SearchState()
        failed.error = LoadFailure(kind: .failed, detail: "")
        #expect(
            Self.lines(failed, environment: ViewEnvironment(usesColor: true)) == [
                "\u{1B}[31mError: Failed loading movies: type \"more\" to retry.\u{1B}[0m"
            ])
        #expect(
            Self.lines(Self.loaded([Self.page1]), environment: ViewEnvironment(usesColor: true)).first
                == "\u{1B}[1mMovies - \"love\": page 1 of 15 (292 results)\u{1B}[0m")
    }
}
