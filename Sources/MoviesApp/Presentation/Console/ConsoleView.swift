/// Everything the console shows, derived from the states: the screen in front, the status line
/// and the poster line. The renderer prints each part when it changes.
package struct ConsoleView: Equatable, Sendable {
    /// The screen in front.
    package var screen: ScreenView
    /// The loading or error line, or nil.
    package var status: StatusLine?
    /// The poster line of the details screen, or nil.
    package var poster: String?

    /// Creates the view.
    package init(screen: ScreenView, status: StatusLine? = nil, poster: String? = nil) {
        self.screen = screen
        self.status = status
        self.poster = poster
    }
}
