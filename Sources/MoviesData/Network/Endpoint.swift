import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request description: path, method, query items and headers, resolved against a
/// `NetworkConfiguration`.
package struct Endpoint: Equatable, Sendable {
    /// The path appended to the base URL's path; must start with `/` and contain only URL path
    /// characters (letters, digits, `-._~!$&'()*+,;=:@/` and valid `%XX` escapes).
    package var path: String
    /// The HTTP method.
    package var method: HTTPMethod
    /// Query items added after the configuration's; values are percent-encoded strictly
    /// (everything but unreserved characters), so `+`, `&` and spaces survive.
    package var queryItems: [URLQueryItem]
    /// Headers added to the configuration's (these win on conflicts).
    package var headers: [String: String]

    /// Creates an endpoint.
    package init(
        path: String,
        method: HTTPMethod = .get,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:]
    ) {
        self.path = path
        self.method = method
        self.queryItems = queryItems
        self.headers = headers
    }

    /// The full URL for `configuration`.
    /// - Throws: `NetworkError.urlGeneration` for a malformed path or an unusable base URL.
    package func url(with configuration: NetworkConfiguration) throws(NetworkError) -> URL {
        guard URLPathValidation.isValid(path),
            var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else { throw .urlGeneration }
        let basePath = components.percentEncodedPath
        components.percentEncodedPath = (basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath) + path
        let items = configuration.queryItems + queryItems
        components.percentEncodedQuery =
            items.isEmpty ? nil : items.map(URLPathValidation.encode).joined(separator: "&")
        components.fragment = nil
        guard let url = components.url else { throw .urlGeneration }
        return url
    }

    /// The `URLRequest` for `configuration` (URL, method, merged headers, timeout).
    /// - Throws: `NetworkError.urlGeneration` (see `url(with:)`).
    package func urlRequest(with configuration: NetworkConfiguration) throws(NetworkError) -> URLRequest {
        var request = URLRequest(url: try url(with: configuration), timeoutInterval: configuration.timeout)
        request.httpMethod = method.rawValue
        for (name, value) in configuration.headers.merging(headers, uniquingKeysWith: { $1 }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}
