/// The pure function from all store states to what the console shows.
package enum ConsoleViewModel {
    /// The console view of `state` in `environment`, every text made safe for a terminal
    /// (``ConsoleView/madeVisible()``).
    package static func make(_ state: AppState, environment: ViewEnvironment) -> ConsoleView {
        view(state, environment: environment).madeVisible()
    }

    private static func view(_ state: AppState, environment: ViewEnvironment) -> ConsoleView {
        let strings = environment.strings
        let status = SearchViewModel.status(state.search, strings: strings)
        switch state.navigation.screen {
        case .list:
            return ConsoleView(screen: SearchViewModel.screen(state.search, strings: strings), status: status)
        case .suggestions:
            return ConsoleView(screen: SuggestionsViewModel.screen(state.suggestions, strings: strings), status: status)
        case .details:
            return ConsoleView(
                screen: DetailsViewModel.screen(state.details, environment: environment), status: status,
                poster: DetailsViewModel.posterLine(state.details, strings: strings),
                posterLoading: DetailsViewModel.posterLoadingLine(state.details, strings: strings))
        }
    }
}
