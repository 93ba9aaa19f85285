/// Everything the console shows, derived from the states: the screen in front, the status line
/// and the poster line. The renderer prints each part when it changes.
public struct ConsoleView: Equatable, Sendable {
    /// The screen in front.
    public var screen: ScreenView
    /// The loading or error line, or nil.
    public var status: StatusLine?
    /// The poster line of the details screen, or nil.
    public var poster: String?

    /// Creates the view.
    public init(screen: ScreenView, status: StatusLine? = nil, poster: String? = nil) {
        self.screen = screen
        self.status = status
        self.poster = poster
    }
}
