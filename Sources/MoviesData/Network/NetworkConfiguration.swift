import Foundation

/// What every request to one host shares: base URL, default headers and query items, timeout.
public struct NetworkConfiguration: Equatable, Sendable {
    /// The base URL; endpoint paths are appended to its path (e.g. `https://api.themoviedb.org`).
    public var baseURL: URL
    /// Headers sent with every request (an endpoint's own headers win on conflicts).
    public var headers: [String: String]
    /// Query items sent first in every request (e.g. `api_key`, `language`).
    public var queryItems: [URLQueryItem]
    /// The request timeout in seconds.
    public var timeout: TimeInterval

    /// Creates a configuration.
    public init(
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
