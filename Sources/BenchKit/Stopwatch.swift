/// Measures elapsed time on the monotonic `ContinuousClock`.
///
/// ```swift
/// let stopwatch = Stopwatch()
/// for _ in 0..<n { work() }
/// return Sample(elapsed: stopwatch.elapsed, operations: n)
/// ```
package struct Stopwatch {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// Starts measuring now.
    package init() {
        start = clock.now
    }

    /// The time since the stopwatch was created.
    package var elapsed: Duration {
        clock.now - start
    }
}
