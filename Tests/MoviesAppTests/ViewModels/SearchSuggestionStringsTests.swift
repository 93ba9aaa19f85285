import MoviesApp
import MoviesDomain
import Testing

/// The "did you mean" empty-state line in both languages.
@Suite struct SearchSuggestionStringsTests {
    private let godfather = Movie(id: 1, title: "The Godfather", year: 1972)
    private let partTwo = Movie(id: 2, title: "The Godfather Part II", year: 1974)
    private let undated = Movie(id: 3, title: "Godfathers", year: nil)

    @Test func englishListsUpToThreeTitlesWithTheirYears() {
        let line = Language.english.strings.emptyStateLine(
            query: "godfter", didYouMean: [godfather, partTwo, undated, godfather])
        #expect(
            line.text
                == "Search results: no movies found for \"godfter\". "
                + "Did you mean: 1. The Godfather (1972), 2. The Godfather Part II (1974), 3. Godfathers? "
                + "Type its number to search for it.")
    }

    @Test func spanishAsksInSpanish() {
        let line = Language.spanish.strings.emptyStateLine(query: "godfter", didYouMean: [godfather])
        #expect(
            line.text
                == "Resultados de búsqueda: no se encontraron películas para \"godfter\". "
                + "¿Quisiste decir: The Godfather (1972)? Escribe 1 para buscarla.")
    }

    @Test func oneTitleIsNotNumberedAndTheLineSaysHowToSearchForIt() {
        #expect(
            Language.english.strings.emptyStateLine(query: "godfter", didYouMean: [godfather]).tail
                == ". Did you mean: The Godfather (1972)? Type 1 to search for it.")
        #expect(
            Language.spanish.strings.emptyStateLine(query: "godfter", didYouMean: [godfather, partTwo]).tail
                == ". ¿Quisiste decir: 1. The Godfather (1972), 2. The Godfather Part II (1974)? "
                + "Escribe su número para buscarla.")
    }

    @Test func withoutSuggestionsItIsThePlainEmptyState() {
        let strings = Language.english.strings
        #expect(strings.emptyStateLine(query: "zzqqxx", didYouMean: []) == strings.emptyStateLine(query: "zzqqxx"))
    }

    @Test func theListShowsThePagesNearestTitlesForAnEmptyResult() {
        var state = SearchState()
        SearchReducer.reduce(&state, .submitted(query: "godfter"))
        let page = MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [], didYouMean: [godfather])
        SearchReducer.reduce(&state, .pageLoaded(requestID: 1, page: page))
        let strings = Language.english.strings
        #expect(
            SearchViewModel.screen(state, strings: strings)
                == .empty(strings.emptyStateLine(query: "godfter", didYouMean: [godfather])))
    }

    @Test func aQueryNearACommandStillAsksAboutTheCommand() {
        var state = SearchState()
        SearchReducer.reduce(&state, .submitted(query: "mor"))
        let page = MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [], didYouMean: [godfather])
        SearchReducer.reduce(&state, .pageLoaded(requestID: 1, page: page))
        let strings = Language.english.strings
        #expect(
            SearchViewModel.screen(state, strings: strings)
                == .empty(strings.emptyStateLine(query: "mor", nearCommand: "more")))
    }

}
