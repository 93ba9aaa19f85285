import Flux
import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// Issue 24, items 12, 18 and 19 as view data: overview paragraphs, `Poster: loading...` at a
/// terminal, the matched words of result rows in bold, and `replay --verify`'s success line.
@MainActor @Suite struct DetailsAndRowsLayoutTests {
    private final class Lines {
        var all: [String] = []
        var loading: [String] = []
    }

    private static func detailsLines(overview: String, language: Language = .english) -> [String] {
        var app = AppState()
        var movie = MovieFixtures.movie(7, title: "Seven")
        movie.overview = overview
        app.details.movie = movie
        app.navigation.screen = .details
        let environment = ViewEnvironment(language: language, width: 40)
        return ConsoleRenderer.lines(
            from: nil, to: ConsoleViewModel.make(app, environment: environment),
            layout: ConsoleLayout(environment: environment))
    }

    @Test func newlinesInAnOverviewArePararaphsAndOtherControlsStayPictures() {
        let lines = Self.detailsLines(overview: "\n\nFirst line\u{07} here.\r\nSecond\u{1B}[2J one\n\nThird\rend\n")
        #expect(
            Array(lines.drop { $0 != "Overview:" }) == [
                "Overview:", "First line␇ here.", "Second␛[2J one", "", "Third␍end",
                "Type \"back\" to return to the list.",
            ])
    }

    @Test func thePosterLineShowsLoadingAtATerminalAndIsReplaced() {
        for (language, loadingLine) in [(Language.english, "Poster: loading..."), (.spanish, "Póster: cargando...")] {
            let core = AppCore()
            let printed = Lines()
            let renderer = ConsoleRenderer(
                stores: core.stores, environment: ViewEnvironment(language: language),
                writeLoading: { printed.loading.append($0) }, write: { printed.all.append($0) })
            renderer.showsPosterLoading = true
            renderer.start()
            core.dispatcher.send(.search(.submitted(query: "seven")))
            core.dispatcher.send(
                .search(
                    .pageLoaded(
                        requestID: 1,
                        page: MoviesPage(
                            page: 1, totalPages: 1, totalResults: 1,
                            movies: [MovieFixtures.movie(5, posterPath: "/5.jpg")]))))
            printed.loading = []
            core.dispatcher.send(.details(.opened(index: 1)))
            #expect(printed.loading == [loadingLine])
            core.dispatcher.send(.details(.posterLoaded(requestID: 1, url: "http://img/5.jpg", data: Data([1]))))
            #expect(printed.loading == [loadingLine])
            #expect(printed.all.last?.hasSuffix("http://img/5.jpg (1 bytes)") == true)
        }
    }

    @Test func withoutATerminalNoLoadingLineIsShown() {
        let core = AppCore()
        let printed = Lines()
        let renderer = ConsoleRenderer(
            stores: core.stores, environment: ViewEnvironment(),
            writeLoading: { printed.loading.append($0) }, write: { printed.all.append($0) })
        renderer.start()
        core.dispatcher.send(.search(.submitted(query: "seven")))
        core.dispatcher.send(
            .search(
                .pageLoaded(
                    requestID: 1,
                    page: MoviesPage(
                        page: 1, totalPages: 1, totalResults: 1, movies: [MovieFixtures.movie(5, posterPath: "/5.jpg")]
                    ))))
        core.dispatcher.send(.details(.opened(index: 1)))
        #expect(printed.loading == ["Searching \"seven\"..."])
    }

    @Test func matchedWordsOfAResultRowAreBoldWithColoursOnly() {
        let row = ResultRow(number: 2, title: "Love Actually, Amélie's Lover", year: 2003, genres: "Comedy")
        let coloured = ConsoleLayout(width: 80, style: TextStyle(isEnabled: true))
        let plain = ConsoleLayout(width: 80, style: TextStyle(isEnabled: false))
        #expect(
            coloured.row(row, highlighting: "love amelie")
                == "  2. \u{1B}[1mLove\u{1B}[0m Actually, \u{1B}[1mAmélie\u{1B}[0m's \u{1B}[1mLover\u{1B}[0m (2003) - Comedy"
        )
        #expect(plain.row(row, highlighting: "love amelie") == "  2. Love Actually, Amélie's Lover (2003) - Comedy")
        #expect(coloured.row(row) == plain.row(row))
        // A shortened title keeps its width: only the words shown are bold.
        let narrow = ConsoleLayout(width: 24, style: TextStyle(isEnabled: true))
        #expect(
            narrow.row(row, highlighting: "love")
                == "  2. \u{1B}[1mLove\u{1B}[0m A…\u{1B}[1mLover\u{1B}[0m (2003)")
    }

    @Test func theReplayVerifiedLineInBothLanguages() {
        let verified = ReplayMessage.verified(actions: 42, digests: 168)
        #expect(Language.english.strings.replayMessage(verified) == "verified 42 actions, 168 digests")
        #expect(Language.spanish.strings.replayMessage(verified) == "verificado: 42 acciones, 168 digests")
        #expect(
            Language.english.strings.replayMessage(.verified(actions: 1, digests: 1))
                == "verified 1 action, 1 digest")
    }
}

/// A title cut to fit keeps its start and its end, which tells sequels apart (issue 34).
@Suite struct MiddleTruncationTests {
    @Test func aTitleCutInTheMiddleKeepsWhatTellsItApart() {
        #expect(TextFitting.truncateMiddle("The Godfather Part II", to: 18) == "The Godfa… Part II")
        #expect(TextFitting.truncateMiddle("The Godfather Part III", to: 18) == "The Godfa…Part III")
        #expect(TextFitting.truncateMiddle("The Godfather", to: 18) == "The Godfather")
        // Too narrow for two halves to mean anything: the start is kept.
        #expect(TextFitting.truncateMiddle("Star Wars: A New Hope", to: 8) == "Star Wa…")
        #expect(TextFitting.truncateMiddle("Amélie", to: 0) == "")
    }
}
