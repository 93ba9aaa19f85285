import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `NetworkService` needs from a transport; `URLSession` conforms, tests inject fakes.
package protocol NetworkSession: Sendable {
    /// Performs `request` and returns the body and response, or throws the transport error
    /// (`URLError`, `CancellationError`...). HTTP error statuses are not errors at this level.
    func response(for request: URLRequest) async throws -> (Data, URLResponse)

    /// Performs `request` reading at most `maxBytes` of body; a longer body (or a declared
    /// `Content-Length` above it) throws `NetworkError.tooLarge`.
    ///
    /// The default reads the whole body with ``response(for:)`` then checks its size: sessions
    /// that can stop reading part way (``BoundedURLSession``) implement it themselves.
    func response(for request: URLRequest, maxBytes: Int) async throws -> (Data, URLResponse)
}

extension NetworkSession {
    /// Reads the whole body with ``response(for:)``, then refuses it when over `maxBytes`.
    package func response(for request: URLRequest, maxBytes: Int) async throws -> (Data, URLResponse) {
        let (data, response) = try await response(for: request)
        guard data.count <= maxBytes else { throw NetworkError.tooLarge(limit: maxBytes) }
        return (data, response)
    }
}

extension URLSession: NetworkSession {
    /// Performs `request` with `data(for:)`: the whole body is read before its size is checked,
    /// so the app uses ``BoundedURLSession``, which stops at the limit.
    package func response(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request)
    }
}
