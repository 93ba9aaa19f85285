import Foundation

/// Failures of `NetworkService`, kept separate from user-facing text.
package enum NetworkError: Error, Sendable {
    /// The server answered with HTTP status >= 400; `data` is the response body.
    case error(statusCode: Int, data: Data)
    /// A connectivity failure: not connected, host not found or unreachable,
    /// connection refused or lost, DNS failure.
    case notConnected
    /// The request was cancelled (task cancellation or `URLError.cancelled`).
    case cancelled
    /// The endpoint could not be turned into a valid URL (malformed path or base URL).
    case urlGeneration
    /// Any other transport failure (timeouts, TLS, bad server response...).
    case generic(any Error)

    /// Whether this is a connectivity failure (shown as "No internet connection").
    package var isConnectivityFailure: Bool {
        if case .notConnected = self { return true }
        return false
    }
}
