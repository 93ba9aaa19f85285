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
    /// The poster width asked for; the fetch uses the closest of `PosterSize.available`.
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

/// Where the selected movie's poster is.
public enum PosterStatus: Equatable, Sendable, Codable {
    /// No poster: none selected, or the movie has no poster path.
    case none
    /// Being fetched.
    case loading(PosterRequest)
    /// Fetched.
    case loaded(PosterImage)
    /// The fetch failed (the details show without it).
    case failed
}

/// One poster fetch the details store asked for.
public struct PosterRequest: Equatable, Sendable, Codable {
    /// The request's id; results carry it back.
    public var id: Int
    /// The movie's poster path, e.g. `/abc.jpg`.
    public var path: String
    /// The available width closest to the requested one.
    public var width: Int

    /// Creates a request.
    public init(id: Int, path: String, width: Int) {
        self.id = id
        self.path = path
        self.width = width
    }
}

/// A fetched poster.
public struct PosterImage: Equatable, Sendable, Codable {
    /// Where it was fetched from.
    public var url: String
    /// The image bytes.
    public var data: Data

    /// Creates a poster image.
    public init(url: String, data: Data) {
        self.url = url
        self.data = data
    }
}
