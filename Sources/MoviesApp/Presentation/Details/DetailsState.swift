import Foundation
import MoviesDomain

/// The details screen: the selected movie and its poster.
public struct DetailsState: Equatable, Sendable, Codable {
    /// The poster width the console asks for by default (the closest available one is fetched).
    public static let defaultPosterWidth = 342

    /// The selected movie, or nil before any was opened.
    public var movie: Movie?
    /// The poster's status.
    public var poster: PosterStatus = .none
    /// The poster width asked for; the fetch uses the closest of `PosterWidth.available`.
    public var requestedPosterWidth: Int
    /// The id of the last poster request made.
    public var lastPosterRequestID = 0

    /// The start state: nothing selected.
    public init(requestedPosterWidth: Int = DetailsState.defaultPosterWidth) {
        self.requestedPosterWidth = requestedPosterWidth
    }

    /// The heading: the movie's title, or "" when none.
    public var title: String { movie?.title ?? "" }
    /// Whether the movie has no poster to show.
    public var isPosterHidden: Bool { movie?.posterPath == nil }
}
