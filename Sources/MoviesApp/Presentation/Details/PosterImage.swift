import Foundation
import MoviesDomain

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
