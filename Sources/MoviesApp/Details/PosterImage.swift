import Foundation
import MoviesDomain

/// A fetched poster.
package struct PosterImage: Equatable, Sendable, Codable {
    /// Where it was fetched from.
    package var url: String
    /// The image bytes.
    package var data: Data

    /// Creates a poster image.
    package init(url: String, data: Data) {
        self.url = url
        self.data = data
    }
}
