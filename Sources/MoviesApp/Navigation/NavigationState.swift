/// Which screen is in front.
package struct NavigationState: Equatable, Sendable, Codable {
    /// The console's screens.
    package enum Screen: String, Equatable, Sendable, Codable {
        /// The movies list (also before the first search).
        case list
        /// The recent-query suggestions.
        case suggestions
        /// The selected movie's details.
        case details
    }

    /// The screen in front.
    package var screen: Screen

    /// Creates the state; the list is in front at start.
    package init(screen: Screen = .list) {
        self.screen = screen
    }
}
