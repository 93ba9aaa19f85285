import Foundation
import MoviesDomain

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
