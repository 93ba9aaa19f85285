import Foundation
import MoviesDomain

/// One poster fetch the details store asked for.
package struct PosterRequest: Equatable, Sendable, Codable {
    /// The request's id; results carry it back.
    package var id: Int
    /// The movie's poster path, e.g. `/abc.jpg`.
    package var path: String
    /// The available width closest to the requested one.
    package var width: Int

    /// Creates a request.
    package init(id: Int, path: String, width: Int) {
        self.id = id
        self.path = path
        self.width = width
    }
}
