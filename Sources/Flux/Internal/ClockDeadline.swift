/// An instant on some clock, fixed when it is made: `duration` after the clock's `now`.
///
/// Debounce and throttle take `any Clock<Duration>`, whose `Instant` type is not known
/// statically; this opens the clock once and keeps the two questions they ask of the deadline.
/// Fixing the deadline when the call is made (not when the effect's task starts) makes the
/// interval start at the call, whatever the scheduling of the task.
struct ClockDeadline: Sendable {
    /// Whether the clock has reached the deadline.
    let isReached: @Sendable () -> Bool
    /// Suspends until the clock reaches the deadline; throws `CancellationError` when cancelled
    /// (as the clock's `sleep` does).
    let sleep: @Sendable () async throws -> Void

    /// The instant `duration` after `clock.now`.
    init(_ clock: any Clock<Duration>, after duration: Duration) {
        self = Self.make(clock, after: duration)
    }

    private init(isReached: @escaping @Sendable () -> Bool, sleep: @escaping @Sendable () async throws -> Void) {
        self.isReached = isReached
        self.sleep = sleep
    }

    private static func make<C: Clock<Duration>>(_ clock: C, after duration: Duration) -> ClockDeadline {
        let deadline = clock.now.advanced(by: duration)
        return ClockDeadline(
            isReached: { clock.now >= deadline },
            sleep: { try await clock.sleep(until: deadline, tolerance: nil) })
    }
}
