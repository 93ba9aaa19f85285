import Foundation

/// What every request to one host shares: base URL, default headers and query items, timeout.
package struct NetworkConfiguration: Equatable, Sendable {
    /// The base URL; endpoint paths are appended to its path (e.g. `https://api.themoviedb.org`).
    package var baseURL: URL
    /// Headers sent with every request (an endpoint's own headers win on conflicts).
    package var headers: [String: String]
    /// Query items sent first in every request (e.g. `api_key`, `language`).
    package var queryItems: [URLQueryItem]
    /// The request timeout in seconds.
    package var timeout: TimeInterval

    /// Creates a configuration.
    package init(
        baseURL: URL,
        headers: [String: String] = [:],
        queryItems: [URLQueryItem] = [],
        timeout: TimeInterval = 15
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryItems = queryItems
        self.timeout = timeout
    }
}
