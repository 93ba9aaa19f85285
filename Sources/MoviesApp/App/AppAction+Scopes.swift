import Flux

/// Where each feature's actions are inside ``AppAction``: the scopes that compose the features
/// into the app's one dispatcher.
extension ActionScope where Parent == AppAction, Child == SearchAction {
    /// The movies list's actions.
    package static let search = ActionScope(embed: AppAction.search) { action in
        if case .search(let search) = action { search } else { nil }
    }
}

extension ActionScope where Parent == AppAction, Child == SuggestionsAction {
    /// The recent-query suggestions' actions.
    package static let suggestions = ActionScope(embed: AppAction.suggestions) { action in
        if case .suggestions(let suggestions) = action { suggestions } else { nil }
    }
}

extension ActionScope where Parent == AppAction, Child == DetailsAction {
    /// The details screen's actions.
    package static let details = ActionScope(embed: AppAction.details) { action in
        if case .details(let details) = action { details } else { nil }
    }
}

extension ActionScope where Parent == AppAction, Child == NavigationEvent {
    /// The app actions that move between screens, as the navigation store's input.
    package static let navigation = ActionScope(embed: \.appAction, extract: NavigationEvent.init)
}
