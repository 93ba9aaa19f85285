/// One named benchmark: what it measures, what it is compared with, and the code that times it.
///
/// The body builds its own fixtures, starts a `Stopwatch` right before the timed work and returns
/// a `Sample`; it must feed its results to the `Blackhole`.
///
/// ```swift
/// Scenario(name: "floor.call", summary: "...", size: 1_000_000, quickSize: 10_000) { n, blackhole in
///     var state = 0
///     let stopwatch = Stopwatch()
///     for _ in 0..<n { bump(&state) }
///     let sample = Sample(elapsed: stopwatch.elapsed, operations: n)
///     blackhole.consume(state)
///     return sample
/// }
/// ```
package struct Scenario {
    /// The body of a scenario: given the workload size, time the work once.
    package typealias Body = @MainActor (_ size: Int, _ blackhole: Blackhole) async throws -> Sample

    /// The stable name (part of the tool's interface, e.g. `dispatch.0subs`).
    package let name: String
    /// One line on what one operation is.
    package let summary: String
    /// The scenario whose median this one's ratio is computed against, if any.
    package let baseline: String?
    /// The goal for this scenario, if any.
    package let target: PerformanceTarget?
    /// The workload size of a full run (the meaning is the scenario's: dispatches, queries...).
    package let size: Int
    /// The workload size under `--quick`.
    package let quickSize: Int
    /// Timed repetitions in a full run (after one untimed warm-up, if `warmsUp`).
    package let repetitions: Int
    /// Whether a full run does one untimed run first. A scenario whose one run is long enough
    /// to warm itself up (seconds of the same work) may skip it.
    package let warmsUp: Bool
    /// Times the work once.
    package let body: Body

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: stable name.
    ///   - summary: what one operation is.
    ///   - baseline: the name of the scenario to compare with.
    ///   - target: the goal, checked against this run's numbers.
    ///   - size: workload size of a full run.
    ///   - quickSize: workload size under `--quick`.
    ///   - repetitions: timed repetitions of a full run; at least 1.
    ///   - warmsUp: whether a full run does one untimed run first (the default).
    ///   - body: the timed work.
    package init(
        name: String, summary: String, baseline: String? = nil, target: PerformanceTarget? = nil,
        size: Int, quickSize: Int, repetitions: Int = 9, warmsUp: Bool = true, body: @escaping Body
    ) {
        self.name = name
        self.summary = summary
        self.baseline = baseline
        self.target = target
        self.size = size
        self.quickSize = quickSize
        self.repetitions = max(repetitions, 1)
        self.warmsUp = warmsUp
        self.body = body
    }
}
