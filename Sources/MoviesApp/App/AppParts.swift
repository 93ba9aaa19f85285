import Flux

/// The reducer and middleware that a composition root may swap: `AppParts()` is the app itself.
///
/// The app never changes its parts; a test's composition root does, to run the stores with a
/// faulty variant of one (the explorer's planted bugs in `Tests/Support/MoviesExploration`), as a
/// real bug in that part would run: everywhere the part runs, and nowhere else.
@MainActor
package struct AppParts {
    /// Makes the search use case's middleware, given the dependencies and the search store's state.
    package typealias MakeSearchMiddleware =
        @MainActor (AppDependencies, @escaping @MainActor () -> SearchState) -> any Middleware<SearchAction>
    /// Makes the live suggestions' middleware, given the dependencies.
    package typealias MakeSuggestionsMiddleware = @MainActor (AppDependencies) -> any Middleware<SuggestionsAction>

    /// The search store's reducer.
    package var searchReducer: (inout SearchState, SearchAction) -> Void = SearchReducer.reduce
    /// The middleware that runs searches.
    package var searchMiddleware: MakeSearchMiddleware = { dependencies, state in
        SearchMoviesMiddleware(searchMovies: dependencies.searchMovies, state: state)
    }
    /// The middleware that looks up titles while a search is typed.
    package var liveSuggestionsMiddleware: MakeSuggestionsMiddleware = { dependencies in
        LiveSuggestionsMiddleware(suggestTitles: dependencies.suggestTitles, clock: dependencies.clock)
    }

    /// The app's own parts.
    package init() {}
}
