/// A sleep suspended on a ``TestClock``: resumed when the clock reaches its deadline, or with
/// `CancellationError` when its task is cancelled.
struct TestClockSleeper {
    /// Unique within the clock, increasing: sleeps with the same deadline wake in this order.
    let id: UInt64
    let deadline: TestClock.Instant
    let continuation: CheckedContinuation<Void, any Error>

    /// Whether this sleeper wakes before `other`.
    func wakes(before other: Self) -> Bool {
        (deadline, id) < (other.deadline, other.id)
    }
}
