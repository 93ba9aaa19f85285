import Foundation

/// Suspends effects until the test opens it; a gate never opened holds an effect until the
/// effect is cancelled. Used instead of sleeps.
package final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextID = 0

    /// Creates a closed gate.
    package init() {}

    /// Returns once the gate is open or the calling task is cancelled.
    package func wait() async {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock { () -> Bool in
                    if isOpen || Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Whether the gate has been opened.
    package var isOpenNow: Bool { lock.withLock { isOpen } }

    /// Opens the gate: every waiting and future `wait()` returns.
    package func open() {
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpen = true
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}
