/// Runs scenarios: one untimed warm-up each (unless the scenario opts out), then timed
/// repetitions in interleaved rounds.
///
/// Round `r` times repetition `r` of every scenario in turn (A B C, A B C, ...), so that a
/// scenario and its baseline see the same machine: background load that comes and goes shifts
/// both, and their ratio stays meaningful. Under `quick`, each scenario runs twice at its quick
/// size with no warm-up (a smoke test). Ratios use the baselines' medians from the same run.
@MainActor
package struct BenchRunner {
    /// Whether this is a `--quick` run.
    package let quick: Bool
    /// Where every scenario's results go.
    package let blackhole: Blackhole

    /// Creates a runner.
    /// - Parameters:
    ///   - quick: brief runs at each scenario's quick size.
    ///   - blackhole: the sink for results (a fresh one by default).
    package init(quick: Bool, blackhole: Blackhole = Blackhole()) {
        self.quick = quick
        self.blackhole = blackhole
    }

    /// Measures `scenarios`.
    /// - Parameters:
    ///   - scenarios: the scenarios to run, in order.
    ///   - progress: told each scenario's name before its warm-up, or before its first run
    ///     without one (e.g. to print on stderr).
    /// - Returns: one result per scenario, in the same order, with ratios filled in.
    /// - Throws: the first error a scenario body throws.
    package func run(
        _ scenarios: [Scenario], progress: (String) -> Void = { _ in }
    ) async throws -> [ScenarioResult] {
        for scenario in scenarios {
            progress(scenario.name)
            if !quick && scenario.warmsUp { _ = try await scenario.body(size(of: scenario), blackhole) }
        }
        var samples = [[Sample]](repeating: [], count: scenarios.count)
        let rounds = scenarios.map(repetitions).max() ?? 0
        for round in 0..<rounds {
            for (index, scenario) in scenarios.enumerated() where round < repetitions(of: scenario) {
                samples[index].append(try await scenario.body(size(of: scenario), blackhole))
            }
        }
        let results = zip(scenarios, samples).map { result(of: $0, samples: $1) }
        var medians: [String: Double] = [:]
        for result in results { medians[result.name] = result.medianNanoseconds }
        return results.map { result in
            result.withRatio(baselineMedian: result.baseline.flatMap { medians[$0] })
        }
    }

    /// The workload size this run uses for `scenario`.
    func size(of scenario: Scenario) -> Int {
        quick ? scenario.quickSize : scenario.size
    }

    /// The timed repetitions this run makes of `scenario`.
    func repetitions(of scenario: Scenario) -> Int {
        quick ? 2 : scenario.repetitions
    }

    /// Median and minimum per operation of `samples`, and the highest peak memory any of them
    /// measured; no target under `quick` (numbers from a smoke run mean nothing).
    func result(of scenario: Scenario, samples: [Sample]) -> ScenarioResult {
        let perOperation = samples.map(\.nanosecondsPerOperation)
        let peakBytes = samples.compactMap(\.peakResidentBytes).max()
        return ScenarioResult(
            name: scenario.name,
            operations: samples.last?.operations ?? 0,
            medianNanoseconds: Statistics.median(perOperation) ?? 0,
            minimumNanoseconds: Statistics.minimum(perOperation) ?? 0,
            baseline: scenario.baseline,
            target: quick ? nil : scenario.target,
            peakResidentMegabytes: peakBytes.map { Double($0) / 1_000_000 })
    }
}
