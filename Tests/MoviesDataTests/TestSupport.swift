import Foundation

@testable import MoviesData

/// Collects warnings from a `WarningSink` (thread-safe).
final class WarningCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var sink: WarningSink { WarningSink { [self] line in lock.withLock { lines.append(line) } } }
    var messages: [String] { lock.withLock { lines } }
}

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sessions for loopback tests.
enum URLSessionForTests {
    static let session = BoundedURLSession()
}

/// A `NetworkSession` answering from a closure and recording requests.
final class FakeSession: NetworkSession, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [URLRequest] = []
    private let answer: @Sendable (URLRequest) async throws -> (Data, URLResponse)

    init(answer: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) {
        self.answer = answer
    }

    /// Answers `status` with `body` for every request.
    convenience init(status: Int, body: Data) {
        self.init { request in
            let url = request.url ?? URL(fileURLWithPath: "/")
            let response: URLResponse =
                HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:]
                ) ?? URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
            return (body, response)
        }
    }

    /// Throws `error` for every request.
    convenience init(error: any Error) {
        self.init { _ in throw error }
    }

    var requests: [URLRequest] { lock.withLock { recorded } }

    func response(for request: URLRequest) async throws -> (Data, URLResponse) {
        lock.withLock { recorded.append(request) }
        return try await answer(request)
    }
}

/// A short, exact description of a `NetworkError` case for assertions.
func describe(_ error: NetworkError) -> String {
    switch error {
    case .error(let statusCode, let data): "error(\(statusCode), \(String(decoding: data, as: UTF8.self)))"
    case .notConnected: "notConnected"
    case .unreachable: "unreachable"
    case .timedOut: "timedOut"
    case .cancelled: "cancelled"
    case .urlGeneration: "urlGeneration"
    case .tooLarge(let limit): "tooLarge(\(limit))"
    case .generic(let underlying):
        if let urlError = underlying as? URLError {
            "generic(URLError \(urlError.code.rawValue))"
        } else {
            "generic(\(underlying))"
        }
    }
}

/// A short, exact description of a `DataTransferError` case for assertions.
func describe(_ error: DataTransferError) -> String {
    switch error {
    case .noResponse: "noResponse"
    case .parsing(let underlying): "parsing(\(underlying is DecodingError ? "DecodingError" : "\(underlying)"))"
    case .networkFailure(let network): "networkFailure(\(describe(network)))"
    }
}
