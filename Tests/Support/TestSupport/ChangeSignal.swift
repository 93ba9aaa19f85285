import Foundation

/// Wakes the tasks that wait for a condition on state a dedicated thread changes: the thread
/// calls ``signal()`` after each change, and each waiter checks its condition again.
///
/// Waiting suspends the task (a continuation), it never blocks a thread, and nothing polls: a
/// condition is checked when the wait starts, after each signal, and once at the deadline (a
/// `Task.sleep` racing the signals).
/// ```swift
/// // the reader thread, after each chunk:
/// lock.withLock { text += chunk }; changes.signal()
/// // a test:
/// #expect(await changes.wait(timeout: 30) { reader.text.contains("ready") })
/// ```
package final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextID = 0

    /// Creates a signal no one waits for yet.
    package init() {}

    /// Says the state changed: every waiter checks its condition again.
    package func signal() {
        let woken = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            generation += 1
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Suspends until `condition` holds or `timeout` seconds have passed (never, when nil);
    /// whether it held.
    ///
    /// `condition` runs on the caller's isolation: when the wait starts, after each
    /// ``signal()``, and at the deadline.
    package func wait(
        timeout: Double?, isolation: isolated (any Actor)? = #isolation, until condition: () -> Bool
    ) async -> Bool {
        let deadline = timeout.map { ContinuousClock.now.advanced(by: .seconds($0)) }
        return await withTaskGroup(of: Void.self) { group in
            if let deadline {
                group.addTask {
                    guard (try? await Task.sleep(until: deadline)) != nil else { return }
                    self.signal()
                }
            }
            defer { group.cancelAll() }
            while true {
                let seen = lock.withLock { generation }
                if condition() { return true }
                if let deadline, ContinuousClock.now >= deadline { return false }
                if Task.isCancelled { return false }
                await change(after: seen)
            }
        }
    }

    /// Returns once a signal came after generation `seen` (at once if one already did), or the
    /// task is cancelled.
    private func change(after seen: Int) async {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock { () -> Bool in
                    if generation != seen || Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
