import BenchKit

extension Blackhole {
    /// Times `work`, which makes `operations` operations and returns a checksum of their results;
    /// the checksum is consumed once the clock has stopped, so the work is never dead code.
    ///
    /// ```swift
    /// blackhole.timed(operations: queries.count) {
    ///     queries.reduce(0) { $0 &+ catalog.search($1, page: 1).movies.count }
    /// }
    /// ```
    func timed(operations: Int, _ work: () throws -> Int) rethrows -> Sample {
        let stopwatch = Stopwatch()
        let checksum = try work()
        let sample = Sample(elapsed: stopwatch.elapsed, operations: operations)
        consume(checksum)
        return sample
    }

    /// ``timed(operations:_:)`` for work that awaits, on the main actor as the scenarios are.
    @MainActor
    func timedAsync(operations: Int, _ work: () async throws -> Int) async rethrows -> Sample {
        let stopwatch = Stopwatch()
        let checksum = try await work()
        let sample = Sample(elapsed: stopwatch.elapsed, operations: operations)
        consume(checksum)
        return sample
    }
}
