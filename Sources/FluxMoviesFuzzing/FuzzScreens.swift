import Foundation
import MoviesApp
import MoviesDomain

/// The screens a fuzzed console session starts on: every screen and the loading states.
enum FuzzScreens {
    /// State number `choice % 6`: the empty start, a list with more pages, a loading search, the
    /// details, the recent searches, a failed search.
    static func state(_ choice: Int) -> AppState {
        var state = AppState()
        switch choice % 6 {
        case 0:
            break
        case 1:
            state.search = list()
        case 2:
            state.search = list()
            state.search.loading = .nextPage
            state.search.request = SearchRequest(id: 2, query: "love", page: 2)
            state.search.lastRequestID = 2
        case 3:
            state.search = list()
            state.details.movie = state.search.items.first
            state.navigation.screen = .details
        case 4:
            state.suggestions = SuggestionsState(queries: ["love", "Amélie", "千と千尋"])
            state.navigation.screen = .suggestions
        default:
            state.search = list()
            state.search.error = LoadFailure(kind: .failed, detail: "HTTP 500")
        }
        return state
    }

    private static func list() -> SearchState {
        var search = SearchState()
        search.query = "love"
        search.pages = [
            MoviesPage(
                page: 1, totalPages: 3, totalResults: 45,
                movies: (1...20).map { Movie(id: $0, title: "Love story number \($0)", genres: ["Drama"], year: 2000) })
        ]
        search.currentPage = 1
        search.totalPageCount = 3
        search.totalResultCount = 45
        search.lastRequestID = 1
        return search
    }
}
