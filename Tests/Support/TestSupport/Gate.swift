import Foundation

/// Suspends effects until the test opens it; a gate never opened holds an effect until the
/// effect is cancelled. Used instead of sleeps.
package final class Gate: Sendable {
    private let opened = Waiters(false)

    /// Creates a closed gate.
    package init() {}

    /// Returns once the gate is open or the calling task is cancelled.
    package func wait() async {
        await opened.wait { $0 }  // the only change there is opens it
    }

    /// Whether the gate has been opened.
    package var isOpenNow: Bool { opened.current }

    /// Opens the gate: every waiting and future `wait()` returns.
    package func open() {
        opened.change { $0 = true }
    }
}
