import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends endpoints over a `NetworkSession` and maps every failure to `NetworkError`.
package struct NetworkService: Sendable {
    /// The shared host configuration.
    package let configuration: NetworkConfiguration
    private let session: any NetworkSession

    /// Creates a service.
    /// - Parameters:
    ///   - configuration: base URL, default headers and query items, timeout.
    ///   - session: the transport; `URLSession.shared` by default, a fake in tests.
    package init(configuration: NetworkConfiguration, session: any NetworkSession = URLSession.shared) {
        self.configuration = configuration
        self.session = session
    }

    /// Performs `endpoint` and returns the response body.
    /// - Throws: `NetworkError`: `.urlGeneration` before sending, `.cancelled` if the task is
    ///   cancelled, `.error(statusCode:data:)` for HTTP status >= 400, `.notConnected` offline,
    ///   `.unreachable` for a refused or unknown host, `.timedOut` after the configuration's
    ///   timeout, `.tooLarge` for a body over the configuration's `maxResponseBytes`, `.generic`
    ///   for any other transport error.
    package func request(_ endpoint: Endpoint) async throws(NetworkError) -> Data {
        let request = try endpoint.urlRequest(with: configuration)
        guard !Task.isCancelled else { throw .cancelled }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await send(request)
        } catch {
            throw Self.map(error)
        }
        if let http = response as? HTTPURLResponse, http.statusCode >= 400 {
            throw .error(statusCode: http.statusCode, data: data)
        }
        return data
    }

    /// Sends `request`, failing with `URLError.timedOut` after `configuration.timeout` seconds
    /// whatever the session does (URLSession on Linux does not always honour the timeout).
    private func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let session = session
        let timeout = configuration.timeout
        let maxBytes = configuration.maxResponseBytes
        return try await withThrowingTaskGroup(of: SessionResult.self) { group in
            group.addTask { SessionResult(try await session.response(for: request, maxBytes: maxBytes)) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return (first.data, first.response)
        }
    }

    /// Maps a transport error to the taxonomy.
    static func map(_ error: any Error) -> NetworkError {
        if let networkError = error as? NetworkError { return networkError }
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else { return .generic(error) }
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed:
            return .notConnected
        case .cannotFindHost, .cannotConnectToHost, .networkConnectionLost, .dnsLookupFailed:
            return .unreachable
        case .timedOut:
            return .timedOut
        default:
            return .generic(urlError)
        }
    }
}

/// A session answer carried out of a task group child.
private struct SessionResult: @unchecked Sendable {
    let data: Data
    let response: URLResponse

    init(_ answer: (Data, URLResponse)) {
        data = answer.0
        response = answer.1
    }
}
