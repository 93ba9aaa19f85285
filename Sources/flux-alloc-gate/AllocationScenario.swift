/// One claim of the gate: how many heap calls one operation makes, exactly.
struct AllocationScenario {
    /// The name the gate prints and `--trace` takes, e.g. `send.noSubscribers`.
    let name: String
    /// What one operation is, singular and plural: `send` / `sends`.
    let unit: (singular: String, plural: String)
    /// The operations done before counting the extra ones: the baseline run does `baseline`
    /// operations, the measured run `baseline + operations`.
    let baseline: Int
    /// The operations the measured run does beyond the baseline.
    let operations: Int
    /// The heap calls each operation beyond the baseline must make.
    let expected: HeapCalls
    /// Builds the fixture, warms it up and counts the heap calls of `n` operations on it.
    let measure: @MainActor (_ n: Int) async throws -> HeapCount

    /// How many times the scenario is measured; the attempt with the fewest extra allocations
    /// counts. A heap call that happens once in a while (a table of the runtime growing while the
    /// count runs) shows in one attempt, not in all of them; a call every operation makes shows
    /// in every attempt, so the count stays exact (swift-nio's allocation tests take the least of
    /// several runs for the same reason).
    static let attempts = 3

    /// The result of measuring this scenario: the attempt with the fewest extra allocations.
    @MainActor
    func run() async throws -> AllocationResult {
        var best: AllocationResult?
        for _ in 0..<Self.attempts {
            let base = try await measure(baseline)
            let total = try await measure(baseline + operations)
            let result = AllocationResult(
                scenario: self, baselineCalls: base.checked, extraCalls: total.checked.subtracting(base.checked),
                extraLibdispatchCalls: total.libdispatch.subtracting(base.libdispatch))
            if result.passed { return result }
            if best.map({ result.extraCalls.allocations < $0.extraCalls.allocations }) ?? true { best = result }
        }
        guard let best else { preconditionFailure("attempts is at least 1") }
        return best
    }
}

/// A scenario measured: the calls of the baseline run, and those of the extra operations.
struct AllocationResult {
    /// The scenario measured.
    let scenario: AllocationScenario
    /// The calls of the baseline run (set-up and warm-up are never counted).
    let baselineCalls: HeapCalls
    /// The calls of the measured run beyond the baseline run's.
    let extraCalls: HeapCalls
    /// libdispatch's own calls in the measured run beyond the baseline run's (not checked).
    let extraLibdispatchCalls: HeapCalls

    /// Whether the extra operations made exactly the expected calls.
    var passed: Bool { extraCalls == scenario.expected.times(scenario.operations) }

    /// The one line the gate prints for the scenario.
    var line: String {
        let scenario = scenario
        let expectedTotal = scenario.expected.times(scenario.operations)
        let measured =
            "\(scenario.operations) \(scenario.unit.plural) beyond \(scenario.baseline): "
            + "\(extraCalls.allocations) allocations, \(extraCalls.frees) frees "
            + "(baseline run: \(baselineCalls.allocations), \(baselineCalls.frees); libdispatch apart: "
            + "\(extraLibdispatchCalls.allocations), \(extraLibdispatchCalls.frees))"
        guard !passed else {
            return "ok   \(scenario.name): \(measured); expected \(scenario.expected.allocations) "
                + "and \(scenario.expected.frees) per \(scenario.unit.singular)"
        }
        return "FAIL \(scenario.name): expected \(scenario.expected.allocations) allocations and "
            + "\(scenario.expected.frees) frees per \(scenario.unit.singular) "
            + "(\(expectedTotal.allocations) and \(expectedTotal.frees) for \(scenario.operations)), got "
            + "\(extraCalls.allocations) and \(extraCalls.frees). See where they come from: "
            + "swift run -c release flux-alloc-gate --trace \(scenario.name). If the change is intended, "
            + "update the expected counts in Sources/flux-alloc-gate and docs/performance.md, and say why."
    }
}
