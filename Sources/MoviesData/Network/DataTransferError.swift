/// Failures of `DataTransferService`.
package enum DataTransferError: Error, Sendable {
    /// The response had no body to decode.
    case noResponse
    /// The body was not the expected JSON; carries the decoding error.
    case parsing(any Error)
    /// The request itself failed.
    case networkFailure(NetworkError)
}
