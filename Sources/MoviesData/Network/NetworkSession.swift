import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What `NetworkService` needs from a transport; `URLSession` conforms, tests inject fakes.
package protocol NetworkSession: Sendable {
    /// Performs `request` and returns the body and response, or throws the transport error
    /// (`URLError`, `CancellationError`...). HTTP error statuses are not errors at this level.
    func response(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: NetworkSession {
    /// Performs `request` with `data(for:)`.
    package func response(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request)
    }
}
