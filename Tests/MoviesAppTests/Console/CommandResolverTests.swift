import MoviesApp
import MoviesDomain
import Testing

/// Commands against the current states: numbers checked against what is on screen; commands
/// with nothing to do give notes; errors carry what is accepted.
@Suite struct CommandResolverTests {
    private static func state(
        items: Int = 0, loading: Loading? = nil, suggestions: [String] = [],
        screen: NavigationState.Screen = .list
    ) -> AppState {
        var state = AppState()
        if items > 0 {
            state.search.query = "love"
            state.search.pages = [MovieFixtures.page(1, of: 2, ids: 1...items)]
            state.search.currentPage = 1
            state.search.totalPageCount = 2
        }
        state.search.loading = loading
        if loading == .nextPage { state.search.request = SearchRequest(id: 2, query: "love", page: 2) }
        state.suggestions.queries = suggestions
        state.navigation.screen = screen
        return state
    }

    private func resolve(_ text: String, _ state: AppState) -> CommandOutcome {
        CommandResolver.resolve(CommandParser.parse(.text(text)), in: state)
    }

    @Test func searchesDispatchTheTextAsTyped() {
        #expect(
            resolve("search  Love Actually ", Self.state())
                == .dispatch(.search(.submitted(query: "Love Actually")), note: nil))
    }

    @Test func openChecksTheNumberAgainstTheLoadedItems() {
        let state = Self.state(items: 20)
        #expect(resolve("open 20", state) == .dispatch(.details(.opened(index: 20)), note: nil))
        #expect(resolve("o 1", state) == .dispatch(.details(.opened(index: 1)), note: nil))
        #expect(resolve("open 007", state) == .dispatch(.details(.opened(index: 7)), note: nil))
        #expect(resolve("open", state) == .error(.missingNumber(.open, count: 20)))
        #expect(resolve("open 1.5", state) == .error(.notANumber(.open, argument: "1.5", count: 20)))
        #expect(resolve("open -1", state) == .error(.notANumber(.open, argument: "-1", count: 20)))
        #expect(resolve("open 1 2", state) == .error(.notANumber(.open, argument: "1 2", count: 20)))
        #expect(resolve("open 0", state) == .error(.outOfRange(.open, argument: "0", count: 20)))
        #expect(resolve("open 21", state) == .error(.outOfRange(.open, argument: "21", count: 20)))
        #expect(
            resolve("open 99999999999999999999", state)
                == .error(.outOfRange(.open, argument: "99999999999999999999", count: 20)))
        #expect(resolve("open 1", Self.state()) == .error(.nothingToOpen))
        var empty = Self.state()
        empty.search.query = "zzqqxx"
        empty.search.pages = [.empty]
        empty.search.currentPage = 1
        #expect(resolve("open 1", empty) == .error(.noMoviesFound(argument: "1", query: "zzqqxx")))
        #expect(resolve("open", empty) == .error(.noMoviesFound(argument: nil, query: "zzqqxx")))
    }

    @Test func pickChecksTheNumberAgainstTheRecentSearchesOnScreen() {
        let state = Self.state(suggestions: ["love", "amelie"], screen: .suggestions)
        #expect(resolve("pick 2", state) == .dispatch(.suggestions(.picked(index: 2)), note: nil))
        #expect(resolve("pick 5", state) == .error(.outOfRange(.pick, argument: "5", count: 2)))
        #expect(resolve("p", state) == .error(.missingNumber(.init(.pick, word: "p"), count: 2)))
        #expect(resolve("pick x", state) == .error(.notANumber(.pick, argument: "x", count: 2)))
        #expect(resolve("pick 1", Self.state(screen: .suggestions)) == .error(.nothingToPick))
        var loading = state
        loading.suggestions.isLoading = true
        #expect(resolve("pick 1", loading) == .error(.nothingToPick))
    }

    /// Issue #34, item 5: on a search that found nothing but suggested films, a bare number
    /// searches for that film, by title and year; other numbers search for themselves.
    @Test func aBareNumberAcceptsADidYouMean() {
        var state = AppState()
        state.search.query = "godfter"
        state.search.pages = [
            MoviesPage(
                page: 1, totalPages: 0, totalResults: 0, movies: [],
                didYouMean: [
                    Movie(id: 1, title: "The Godfather", year: 1972), Movie(id: 2, title: "Godfathers"),
                ])
        ]
        state.search.currentPage = 1
        #expect(resolve("1", state) == .dispatch(.search(.submitted(query: "The Godfather 1972")), note: nil))
        #expect(resolve("2", state) == .dispatch(.search(.submitted(query: "Godfathers")), note: nil))
        #expect(resolve("3", state) == .dispatch(.search(.submitted(query: "3")), note: nil))
        var recent = state
        recent.navigation.screen = .suggestions
        #expect(resolve("1", recent) == .dispatch(.search(.submitted(query: "1")), note: nil))
    }

    /// Issue #34, item 15: with the recent searches not on screen (never listed, or listed
    /// before a search that changed them), `pick` lists them first and then picks.
    @Test func pickListsTheRecentSearchesFirstWhenTheyAreNotOnScreen() {
        #expect(resolve("pick 1", Self.state()) == .listRecentFirst)
        #expect(resolve("pick 2", Self.state(items: 20, suggestions: ["love", "amelie"])) == .listRecentFirst)
        #expect(resolve("pick x", Self.state(items: 20, screen: .details)) == .listRecentFirst)
    }

    @Test func moreDependsOnPagingAndLoading() {
        #expect(resolve("more", Self.state()) == .note(.nothingToPage))
        #expect(resolve("more", Self.state(items: 20)) == .dispatch(.search(.nextPageRequested), note: nil))
        #expect(resolve("m", Self.state(items: 20, loading: .nextPage)) == .note(.stillLoadingPage(2)))
        var searching = Self.state(items: 0, loading: .fullScreen)
        searching.search.query = "love"
        #expect(resolve("more", searching) == .error(.stillSearching(query: "love")))
        #expect(resolve("open 22", searching) == .error(.stillSearching(query: "love")))
        #expect(resolve("pick 1", searching) == .error(.stillSearching(query: "love")))
        let paging = Self.state(items: 20, loading: .nextPage)
        #expect(resolve("open 2", paging) == .dispatch(.details(.opened(index: 2)), note: nil))
        var lastPage = Self.state(items: 5)
        lastPage.search.totalPageCount = 1
        #expect(resolve("more", lastPage) == .note(.noMorePages))
    }

    @Test func cancelBackRecentHelpQuit() {
        #expect(resolve("cancel", Self.state()) == .note(.nothingToCancel))
        #expect(
            resolve("c", Self.state(items: 3, loading: .nextPage))
                == .dispatch(.search(.cancelRequested), note: .cancelled))
        #expect(resolve("back", Self.state()) == .note(.alreadyAtList))
        #expect(resolve("b", Self.state(screen: .details)) == .dispatch(.navigation(.back), note: nil))
        #expect(resolve("recent", Self.state()) == .dispatch(.suggestions(.requested), note: nil))
        #expect(resolve("?", Self.state()) == .help)
        #expect(resolve("q", Self.state()) == .quit)
        #expect(resolve("  ", Self.state()) == .ignore)
        #expect(resolve("\u{1B}", Self.state()) == .error(.controlCharacter(0x1B)))
    }

    @Test func cancelOnTheDetailsCancelsALoadingPosterButTheMoviesLoadComesFirst() {
        var details = Self.state(items: 3, screen: .details)
        details.details.poster = .loading(PosterRequest(id: 1, path: "/p.jpg", width: 342))
        #expect(resolve("cancel", details) == .dispatch(.details(.posterCancelRequested), note: .cancelled))
        var both = details
        both.search.loading = .nextPage
        #expect(resolve("cancel", both) == .dispatch(.search(.cancelRequested), note: .cancelled))
        var list = details
        list.navigation.screen = .list
        #expect(resolve("cancel", list) == .note(.nothingToCancel))
        details.details.poster = .failed(reason: .notFound)
        #expect(resolve("cancel", details) == .note(.nothingToCancel))
    }
}
