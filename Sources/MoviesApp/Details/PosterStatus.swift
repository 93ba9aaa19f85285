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
    /// The fetch failed (the details show without it); `reason` is nil when the kind is unknown
    /// (``FailureKind/failed``, or a log recorded before kinds were logged).
    case failed(reason: FailureKind?)
    /// The user cancelled the fetch.
    case cancelled
}
