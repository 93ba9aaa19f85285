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
package final class ChangeSignal: Sendable {
    /// How many signals came so far.
    private let generation = Waiters(0)

    /// Creates a signal no one waits for yet.
    package init() {}

    /// Says the state changed: every waiter checks its condition again.
    package func signal() {
        generation.change { $0 += 1 }
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
                let seen = generation.current
                if condition() { return true }
                if let deadline, ContinuousClock.now >= deadline { return false }
                if Task.isCancelled { return false }
                await generation.wait { $0 != seen }
            }
        }
    }
}
