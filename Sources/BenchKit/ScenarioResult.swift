/// The measured outcome of one scenario in one run.
package struct ScenarioResult: Equatable, Sendable {
    /// The scenario's name.
    package let name: String
    /// Operations timed per repetition.
    package let operations: Int
    /// Median nanoseconds per operation over the repetitions.
    package let medianNanoseconds: Double
    /// Fastest repetition, in nanoseconds per operation.
    package let minimumNanoseconds: Double
    /// The baseline scenario's name, if any.
    package let baseline: String?
    /// `median / baseline median`, when there is a baseline.
    package let ratio: Double?
    /// The goal, if any.
    package let target: PerformanceTarget?
    /// The highest peak resident memory over the repetitions, in megabytes (10^6 bytes), when
    /// the scenario measures it.
    package let peakResidentMegabytes: Double?

    /// Creates a result.
    package init(
        name: String, operations: Int, medianNanoseconds: Double, minimumNanoseconds: Double,
        baseline: String? = nil, ratio: Double? = nil, target: PerformanceTarget? = nil,
        peakResidentMegabytes: Double? = nil
    ) {
        self.name = name
        self.operations = operations
        self.medianNanoseconds = medianNanoseconds
        self.minimumNanoseconds = minimumNanoseconds
        self.baseline = baseline
        self.ratio = ratio
        self.target = target
        self.peakResidentMegabytes = peakResidentMegabytes
    }

    /// Whether the target is met; nil without a target (or without the ratio it needs).
    package var met: Bool? {
        target?.isMet(median: medianNanoseconds, ratio: ratio, peakResidentMegabytes: peakResidentMegabytes)
    }

    /// A copy with `ratio` filled in from the baseline's median.
    func withRatio(baselineMedian: Double?) -> ScenarioResult {
        guard baseline != nil, let baselineMedian, baselineMedian > 0 else { return self }
        return ScenarioResult(
            name: name, operations: operations, medianNanoseconds: medianNanoseconds,
            minimumNanoseconds: minimumNanoseconds, baseline: baseline,
            ratio: medianNanoseconds / baselineMedian, target: target, peakResidentMegabytes: peakResidentMegabytes)
    }

    /// This result checked against `target`, or against none under `quick` (numbers from a smoke
    /// run mean nothing).
    package func withTarget(_ target: PerformanceTarget?, quick: Bool) -> ScenarioResult {
        ScenarioResult(
            name: name, operations: operations, medianNanoseconds: medianNanoseconds,
            minimumNanoseconds: minimumNanoseconds, baseline: baseline, ratio: ratio, target: quick ? nil : target,
            peakResidentMegabytes: peakResidentMegabytes)
    }
}
