import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``BoundedURLSession``: collects each task's body up to its limit, and
/// cancels the task as soon as the answer is known to be larger.
final class BoundedTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: BoundedTransfer] = [:]

    /// Starts following `task` (before it is resumed).
    func begin(
        _ task: URLSessionTask, maxBytes: Int, continuation: CheckedContinuation<BoundedAnswer, any Error>
    ) {
        let transfer = BoundedTransfer(maxBytes: maxBytes, continuation: continuation)
        lock.withLock { transfers[task.taskIdentifier] = transfer }
    }

    /// Refuses an answer whose declared length is over the limit, before reading its body.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let refused = lock.withLock { () -> Bool in
            guard let transfer = transfers[dataTask.taskIdentifier] else { return false }
            transfer.response = response
            if response.expectedContentLength > Int64(clamping: transfer.maxBytes) { transfer.isTooLarge = true }
            return transfer.isTooLarge
        }
        completionHandler(refused ? .cancel : .allow)
        if refused { dataTask.cancel() }
    }

    /// Keeps `data`, or stops the task when it brings the body past the limit.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let taken = lock.withLock { transfers[dataTask.taskIdentifier]?.take(data) ?? true }
        if !taken { dataTask.cancel() }
    }

    /// Hands the answer (or the error, or `tooLarge`) to the caller.
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
        transfer?.finish(error: error, taskResponse: task.response)
    }
}
