import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// `MinimizeUnits`: effect results go with the action that started their effect.
@MainActor @Suite struct MinimizeUnitsTests {
    private static let page = MoviesPage(page: 1, totalPages: 1, totalResults: 0, movies: [])

    @Test func resultsGoWithTheActionThatStartedTheirEffect() {
        let actions: [AppAction] = [
            .search(.submitted(query: "a")),  // request 1
            .suggestions(.typed(text: "al")),
            .search(.submitted(query: "b")),  // request 2
            .search(.pageLoaded(requestID: 1, page: Self.page)),  // stale, still the first search's
            .suggestions(.requested),
            .search(.pageLoaded(requestID: 2, page: Self.page)),
            .suggestions(.loaded(queries: ["x"])),
            .suggestions(.titlesFound(query: "al", titles: [])),
            .navigation(.back),
        ]
        #expect(MinimizeUnits.of(actions) == [[0, 3], [1, 7], [2, 5], [4, 6], [8]])
    }
}
