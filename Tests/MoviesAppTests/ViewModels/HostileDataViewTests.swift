import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// Control characters in data (a hostile or broken catalog, TMDB answer or storage file) are
/// shown as pictures on every screen, never sent to the terminal raw; colour escapes, which the
/// layout adds, are kept.
@Suite struct HostileDataViewTests {
    static let hostile = Movie(
        id: 1, title: "Alien\u{1B}[2J", genres: ["Hor\u{7}ror"], overview: "Bell\u{7} and\r\nreturn",
        year: 1979, director: "Ridley\u{0}Scott", countries: ["U\u{9B}K"], rating: 8.5)

    private static func lines(_ app: AppState, color: Bool = false) -> [String] {
        let environment = ViewEnvironment(usesColor: color)
        return ConsoleRenderer.lines(
            from: nil, to: ConsoleViewModel.make(app, environment: environment),
            layout: ConsoleLayout(environment: environment))
    }

    @Test func aHostileListIsShownVisibly() {
        var app = AppState()
        app.search.query = "q\u{1B}]0;x\u{7}"
        app.search.pages = [MoviesPage(page: 1, totalPages: 1, totalResults: 1, movies: [Self.hostile])]
        app.search.currentPage = 1
        app.search.totalPageCount = 1
        app.search.totalResultCount = 1
        #expect(
            Self.lines(app) == [
                "Movies - \"q␛]0;x␇\": page 1 of 1 (1 result)",
                "  1. Alien␛[2J (1979) - Hor␇ror - 8.5/10",
            ])
    }

    @Test func hostileDetailsAreShownVisiblyAndColourStays() {
        var app = AppState()
        app.details.movie = Self.hostile
        app.navigation.screen = .details
        let lines = Self.lines(app, color: true)
        #expect(lines.first == "\u{1B}[1mAlien␛[2J\u{1B}[0m")
        #expect(lines.contains("Director: Ridley␀Scott"))
        #expect(lines.contains("Countries: U\\u{9B}K"))
        // A line break in an overview is a paragraph (issue 24, item 12); other controls are pictures.
        #expect(Array(lines.drop { $0 != "Overview:" }.dropFirst().prefix(2)) == ["Bell␇ and", "return"])
        #expect(lines.allSatisfy { line in !line.replacingOccurrences(of: "\u{1B}[", with: "").contains("\u{1B}") })
    }

    @Test func hostileRecentQueriesAndLoadingLinesAreShownVisibly() {
        var app = AppState()
        app.suggestions.queries = ["\u{1B}[2Jpwn", "ok"]
        app.navigation.screen = .suggestions
        #expect(Array(Self.lines(app).dropFirst().prefix(2)) == ["  1. ␛[2Jpwn", "  2. ok"])
    }
}
