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
    /// The largest answer body accepted, in bytes: a longer one is not read further, and a
    /// declared `Content-Length` above it is refused before reading.
    package var maxResponseBytes: Int

    /// The default ``maxResponseBytes``: 8 MiB, hundreds of times a page of search results.
    package static let defaultMaxResponseBytes = 8 << 20

    /// Creates a configuration.
    package init(
        baseURL: URL,
        headers: [String: String] = [:],
        queryItems: [URLQueryItem] = [],
        timeout: TimeInterval = 15,
        maxResponseBytes: Int = NetworkConfiguration.defaultMaxResponseBytes
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryItems = queryItems
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }
}
