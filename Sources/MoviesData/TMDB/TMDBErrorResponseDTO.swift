import Foundation

/// TMDB's JSON error body, e.g. `{"status_code": 7, "status_message": "Invalid API key...", "success": false}`.
package struct TMDBErrorResponseDTO: Decodable, Equatable, Sendable {
    /// TMDB's own error code (not the HTTP status).
    package let statusCode: Int?
    /// TMDB's explanation.
    package let statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    /// Creates an error body.
    package init(statusCode: Int?, statusMessage: String?) {
        self.statusCode = statusCode
        self.statusMessage = statusMessage
    }

    /// Decodes `data` as a TMDB error body; `nil` when it is not one.
    package static func decode(_ data: Data) -> TMDBErrorResponseDTO? {
        guard let body = try? JSONDecoder().decode(Self.self, from: data),
            body.statusCode != nil || body.statusMessage != nil
        else { return nil }
        return body
    }
}
