/// Measures elapsed time on the monotonic `ContinuousClock`.
///
/// ```swift
/// let stopwatch = Stopwatch()
/// for _ in 0..<n { work() }
/// return Sample(elapsed: stopwatch.elapsed, operations: n)
/// ```
public struct Stopwatch {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// Starts measuring now.
    public init() {
        start = clock.now
    }

    /// The time since the stopwatch was created.
    public var elapsed: Duration {
        clock.now - start
    }
}
