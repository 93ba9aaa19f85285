import Foundation
import MoviesDomain

/// Where the selected movie's poster is.
package enum PosterStatus: Equatable, Sendable, Codable {
    /// No poster: none selected, or the movie has no poster path.
    case none
    /// Being fetched.
    case loading(PosterRequest)
    /// Fetched.
    case loaded(PosterImage)
    /// The fetch failed (the details show without it).
    case failed
}
