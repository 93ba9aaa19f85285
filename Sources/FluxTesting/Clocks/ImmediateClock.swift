import Foundation

/// A clock whose sleeps return at once, moving ``now`` to their deadline: for tests that do
/// not care how long an effect waits, only what it does after.
///
/// ```swift
/// let feature = try FilterFeature(clock: ImmediateClock())
/// ```
///
/// Use ``TestClock`` to test the timing itself ("nothing before 300 ms"). The names follow
/// swift-clocks' `ImmediateClock`. It is `Sendable`: ``now`` is guarded by a lock.
public final class ImmediateClock: Clock, @unchecked Sendable {
    /// The clock's duration type.
    public typealias Duration = Swift.Duration
    /// The clock's instants: the time slept since the clock's start, as for ``TestClock``.
    public typealias Instant = TestClock.Instant

    // Guarded by `lock` (the `@unchecked Sendable` invariant).
    private let lock = NSLock()
    private var current: Instant

    /// Creates a clock that stands at `now` until something sleeps on it.
    /// - Parameter now: the starting instant; the clock's start (offset zero) by default.
    public init(now: Instant = Instant()) {
        current = now
    }

    /// The current instant: the latest deadline slept until, or the start.
    public var now: Instant { lock.withLock { current } }

    /// The clock's resolution: none.
    public var minimumResolution: Duration { .zero }

    /// Moves ``now`` to `deadline` (never back) and returns at once.
    /// - Parameters:
    ///   - deadline: the instant to wake at.
    ///   - tolerance: ignored.
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        lock.withLock { current = max(current, deadline) }
        await Task.yield()
    }
}
