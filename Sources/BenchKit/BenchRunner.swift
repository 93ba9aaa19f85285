/// Runs scenarios: one untimed warm-up, several timed repetitions, median and minimum per op.
///
/// Under `quick`, each scenario runs twice at its quick size with no warm-up (a smoke test).
/// Ratios are computed at the end, against the baselines' medians from the same run.
@MainActor
public struct BenchRunner {
    /// Whether this is a `--quick` run.
    public let quick: Bool
    /// Where every scenario's results go.
    public let blackhole: Blackhole

    /// Creates a runner.
    /// - Parameters:
    ///   - quick: brief runs at each scenario's quick size.
    ///   - blackhole: the sink for results (a fresh one by default).
    public init(quick: Bool, blackhole: Blackhole = Blackhole()) {
        self.quick = quick
        self.blackhole = blackhole
    }

    /// Measures `scenarios` in order.
    /// - Parameter progress: told each scenario's name before it runs (e.g. to print on stderr).
    /// - Returns: one result per scenario, in the same order, with ratios filled in.
    /// - Throws: the first error a scenario body throws.
    public func run(
        _ scenarios: [Scenario], progress: (String) -> Void = { _ in }
    ) async throws -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        for scenario in scenarios {
            progress(scenario.name)
            results.append(try await measure(scenario))
        }
        var medians: [String: Double] = [:]
        for result in results { medians[result.name] = result.medianNanoseconds }
        return results.map { result in
            result.withRatio(baselineMedian: result.baseline.flatMap { medians[$0] })
        }
    }

    /// Warms up and times one scenario.
    public func measure(_ scenario: Scenario) async throws -> ScenarioResult {
        let size = quick ? scenario.quickSize : scenario.size
        let repetitions = quick ? 2 : scenario.repetitions
        if !quick {
            _ = try await scenario.body(size, blackhole)
        }
        var samples: [Sample] = []
        for _ in 0..<repetitions {
            samples.append(try await scenario.body(size, blackhole))
        }
        let perOperation = samples.map(\.nanosecondsPerOperation)
        return ScenarioResult(
            name: scenario.name,
            operations: samples.last?.operations ?? 0,
            medianNanoseconds: Statistics.median(perOperation) ?? 0,
            minimumNanoseconds: Statistics.minimum(perOperation) ?? 0,
            baseline: scenario.baseline,
            target: scenario.target)
    }
}
