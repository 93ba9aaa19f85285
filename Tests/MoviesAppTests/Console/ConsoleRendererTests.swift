import Flux
import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The renderer prints through its subscriptions, and only what changed.
@MainActor @Suite struct ConsoleRendererTests {
    private final class Lines {
        var all: [String] = []
    }

    @Test func printsOnlyWhenTheViewChanges() {
        let core = AppCore()
        let printed = Lines()
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) { printed.all.append($0) }
        let page = MovieFixtures.page(1, of: 1, ids: 1...2)

        renderer.start()
        #expect(printed.all == [])
        core.dispatcher.send(.search(.submitted(query: "love")))
        core.dispatcher.send(.search(.cachedPageLoaded(requestID: 1, page: page)))
        core.dispatcher.send(.search(.pageLoaded(requestID: 1, page: page)))
        core.dispatcher.send(.search(.pageLoaded(requestID: 1, page: page)))
        core.dispatcher.send(.navigation(.back))

        #expect(
            printed.all == [
                "Searching \"love\"...",
                "Movies - \"love\": page 1 of 1 (20 results)",
                "  1. Movie 1 (2001) - Drama - 1.5/10",
                "  2. Movie 2 (2002) - Drama - 2.5/10",
            ])
    }

    @Test func screensStatusAndPosterPrintInOrder() {
        let core = AppCore()
        let printed = Lines()
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) { printed.all.append($0) }
        renderer.start()
        core.dispatcher.send(.search(.submitted(query: "love")))
        core.dispatcher.send(
            .search(
                .pageLoaded(
                    requestID: 1,
                    page: MoviesPage(
                        page: 1, totalPages: 2, totalResults: 21, movies: [MovieFixtures.movie(5, posterPath: "/5.jpg")]
                    ))))
        printed.all = []

        core.dispatcher.send(.details(.opened(index: 1)))
        core.dispatcher.send(
            .details(.posterLoaded(requestID: 1, url: "http://img/w342/5.jpg", data: Data([1, 2, 3]))))
        core.dispatcher.send(.search(.nextPageRequested))
        core.dispatcher.send(
            .search(.loadFailed(requestID: 2, failure: LoadFailure(kind: .noConnection, detail: "x"))))

        #expect(
            printed.all == [
                "Movie 5", "Release Date: 2005", "Genres: Drama", "Rating: 5.5/10",
                "Type \"back\" to return to the list.",
                "Poster: http://img/w342/5.jpg (3 bytes)",
                "Movies - \"love\": page 1 of 2 (21 results)",
                "  1. Movie 5 (2005) - Drama - 5.5/10",
                "Type \"more\" for page 2.",
                "Loading page 2...",
                "Error: No internet connection: check your network, then type \"more\" to retry.",
            ])
        renderer.stop()
        core.dispatcher.send(.navigation(.back))
        core.dispatcher.send(.search(.submitted(query: "quiet")))
        #expect(printed.all.count == 11)
    }
}

/// The prompt stays at the bottom on a terminal; nothing but lines on a pipe.
@MainActor @Suite struct ConsoleOutputTests {
    @Test func linesPrintedWhileThePromptShowsEraseAndRestoreIt() {
        var text = ""
        let output = ConsoleOutput(showsPrompt: true) { text += $0 }
        output.prompt()
        output.prompt()
        output.line("Movies")
        output.inputReceived()
        output.line("Loading page 2...")
        output.finish()
        #expect(text == "> \r\u{1B}[KMovies\n> Loading page 2...\n")
    }

    @Test func thePromptAndItsControlsCanGoElsewhereThanTheLines() {
        var lines = ""
        var controls = ""
        let output = ConsoleOutput(showsPrompt: true, writeText: { lines += $0 }, writeControl: { controls += $0 })
        output.prompt()
        output.line("Movies")
        output.finish()
        #expect(lines == "Movies\n")
        #expect(controls == "> \r\u{1B}[K> \n")
    }

    @Test func aDumbTerminalGetsNoEscapeSequence() {
        var text = ""
        let output = ConsoleOutput(showsPrompt: true, clearsLine: false) { text += $0 }
        output.prompt()
        output.line("late")
        output.inputReceived()
        output.line("Movies")
        #expect(text == "> \nlate\n> Movies\n")
    }

    @Test func withoutAPromptOnlyLines() {
        var text = ""
        let output = ConsoleOutput(showsPrompt: false) { text += $0 }
        output.prompt()
        output.line("a")
        output.finish()
        #expect(text == "a\n")
    }
}
