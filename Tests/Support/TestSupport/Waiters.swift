import Foundation

/// Tasks suspended until a value changes so that their condition holds: ``Gate`` and
/// ``ChangeSignal`` wait on one.
///
/// The value and the waiting continuations are behind one lock, so a change cannot come between
/// a waiter's check and its suspension (no lost wake-up). A waiter never blocks a thread.
package final class Waiters<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextID = 0

    /// Waiters on `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// The value now.
    package var current: Value { lock.withLock { value } }

    /// Changes the value, then wakes every waiter; each checks its condition again.
    package func change(_ body: (inout Value) -> Void) {
        let woken = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            body(&value)
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Returns at once when `isDone` holds for the value, else after the next ``change(_:)``
    /// (whatever it changed), or when the calling task is cancelled.
    package func wait(unless isDone: (Value) -> Bool) async {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock { () -> Bool in
                    if isDone(value) || Task.isCancelled { return true }
                    waiting[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiting.removeValue(forKey: id) }?.resume()
        }
    }
}
