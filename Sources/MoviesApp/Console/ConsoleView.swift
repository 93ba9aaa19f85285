/// Everything the console shows, derived from the states: the screen in front, the status line
/// and the poster line. The renderer prints each part when it changes.
package struct ConsoleView: Equatable, Sendable {
    /// The screen in front.
    package var screen: ScreenView
    /// The loading or error line, or nil.
    package var status: StatusLine?
    /// The poster line of the details screen, or nil.
    package var poster: String?
    /// The poster line while the details screen's poster loads (`Poster: loading...`), or nil;
    /// shown only at a terminal (``ConsoleRenderer/showsPosterLoading``).
    package var posterLoading: String?

    /// Creates the view.
    package init(screen: ScreenView, status: StatusLine? = nil, poster: String? = nil, posterLoading: String? = nil) {
        self.screen = screen
        self.status = status
        self.poster = poster
        self.posterLoading = posterLoading
    }
}
