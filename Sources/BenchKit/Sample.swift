/// One timed repetition of a scenario: how long its timed part took and how many operations it did.
package struct Sample: Equatable, Sendable {
    /// The time of the timed part only (set-up excluded).
    package let elapsed: Duration
    /// The number of operations timed.
    package let operations: Int
    /// The peak resident memory of the process that did the work, in bytes, when the scenario
    /// measures it (e.g. a child process's `VmHWM`); nil otherwise.
    package let peakResidentBytes: Int?

    /// Creates a sample.
    /// - Parameters:
    ///   - elapsed: the time of the timed part.
    ///   - operations: how many operations it did; must be at least 1.
    ///   - peakResidentBytes: the peak resident memory of the process that did the work, if measured.
    package init(elapsed: Duration, operations: Int, peakResidentBytes: Int? = nil) {
        self.elapsed = elapsed
        self.operations = operations
        self.peakResidentBytes = peakResidentBytes
    }

    /// Nanoseconds per operation.
    package var nanosecondsPerOperation: Double {
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        return nanoseconds / Double(max(operations, 1))
    }
}
