import Foundation
import MoviesDomain

/// The details screen: the selected movie and its poster.
package struct DetailsState: Equatable, Sendable, Codable {
    /// The poster width the console asks for by default (the closest available one is fetched).
    package static let defaultPosterWidth = 342

    /// The selected movie, or nil before any was opened.
    package var movie: Movie?
    /// The poster's status.
    package var poster: PosterStatus = .none
    /// The poster width asked for; the fetch uses the closest of `PosterWidth.available`.
    package var requestedPosterWidth: Int
    /// The id of the last poster request made.
    package var lastPosterRequestID = 0

    /// The start state: nothing selected.
    package init(requestedPosterWidth: Int = DetailsState.defaultPosterWidth) {
        self.requestedPosterWidth = requestedPosterWidth
    }

    /// The heading: the movie's title, or "" when none.
    package var title: String { movie?.title ?? "" }
    /// Whether the movie has no poster to show.
    package var isPosterHidden: Bool { movie?.posterPath == nil }
}
