import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `NetworkSession` over a `URLSession` of its own that stops reading an answer at its limit:
/// a declared `Content-Length` over the limit is refused before any body byte is read, and a
/// body that grows past it (an endless chunked answer) is cancelled there, so an answer never
/// holds more than the limit in memory.
package final class BoundedURLSession: NetworkSession, Sendable {
    private let transfers: BoundedTransfers
    private let session: URLSession

    /// Creates a session with `configuration` (ephemeral by default: no cookies, no disk cache).
    package init(configuration: URLSessionConfiguration = .ephemeral) {
        let transfers = BoundedTransfers()
        self.transfers = transfers
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Performs `request` without a limit of its own.
    package func response(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await response(for: request, maxBytes: Int.max)
    }

    /// Performs `request`, reading at most `maxBytes` of body.
    /// - Throws: `NetworkError.tooLarge` past `maxBytes`; the transport's error (`URLError`),
    ///   `URLError.cancelled` when the calling task is cancelled.
    package func response(for request: URLRequest, maxBytes: Int) async throws -> (Data, URLResponse) {
        let task = TaskHandle(session.dataTask(with: request))
        let transfers = transfers
        let answer = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfers.begin(task.task, maxBytes: maxBytes, continuation: continuation)
                task.task.resume()
            }
        } onCancel: {
            task.task.cancel()
        }
        return (answer.data, answer.response)
    }
}

/// A data task carried into the cancellation handler (`URLSessionTask` is thread-safe).
private struct TaskHandle: @unchecked Sendable {
    let task: URLSessionDataTask

    init(_ task: URLSessionDataTask) {
        self.task = task
    }
}
