import Foundation

/// Failures of `NetworkService`, kept separate from user-facing text.
package enum NetworkError: Error, Sendable {
    /// The server answered with HTTP status >= 400; `data` is the response body.
    case error(statusCode: Int, data: Data)
    /// This machine is offline: not connected to any network (roaming or data not allowed too).
    case notConnected
    /// The host could not be reached: connection refused, host not found (DNS), connection lost.
    case unreachable
    /// No answer within the configuration's timeout.
    case timedOut
    /// The request was cancelled (task cancellation or `URLError.cancelled`).
    case cancelled
    /// The endpoint could not be turned into a valid URL (malformed path or base URL).
    case urlGeneration
    /// The answer was larger than `limit` bytes (declared so, or sent so): reading stopped there.
    case tooLarge(limit: Int)
    /// Any other transport failure (TLS, bad server response...).
    case generic(any Error)

    /// Whether this is a connectivity failure: offline, or the host unreachable.
    package var isConnectivityFailure: Bool {
        switch self {
        case .notConnected, .unreachable: true
        default: false
        }
    }
}
