import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One answer being read by a ``BoundedURLSession``: what came so far and who waits for it.
/// Only touched under ``BoundedTransfers``' lock.
final class BoundedTransfer {
    /// The largest body accepted.
    let maxBytes: Int
    /// Resumed once, when the task completes.
    let continuation: CheckedContinuation<BoundedAnswer, any Error>
    /// The body so far.
    var data = Data()
    /// The response, once its headers came.
    var response: URLResponse?
    /// Whether the answer went (or was declared to go) past ``maxBytes``; reading stopped.
    var isTooLarge = false

    init(maxBytes: Int, continuation: CheckedContinuation<BoundedAnswer, any Error>) {
        self.maxBytes = maxBytes
        self.continuation = continuation
    }

    /// Takes `chunk` unless it brings the body past ``maxBytes``; then drops the body, marks the
    /// transfer too large and returns false.
    func take(_ chunk: Data) -> Bool {
        guard !isTooLarge else { return false }
        guard chunk.count <= maxBytes - data.count else {
            isTooLarge = true
            data = Data()
            return false
        }
        data.append(chunk)
        return true
    }

    /// Resumes the waiting caller with the answer or the error the task completed with.
    func finish(error: (any Error)?, taskResponse: URLResponse?) {
        if isTooLarge {
            continuation.resume(throwing: NetworkError.tooLarge(limit: maxBytes))
        } else if let error {
            continuation.resume(throwing: error)
        } else if let response = response ?? taskResponse {
            continuation.resume(returning: BoundedAnswer(data: data, response: response))
        } else {
            continuation.resume(throwing: URLError(.badServerResponse))
        }
    }
}
