import BenchKit
import Testing

/// Records the order of scenario runs and hands out scripted samples.
@MainActor
private final class Script {
    var runs: [String] = []
    var durations: [String: [Duration]] = [:]

    func scenario(_ name: String, baseline: String? = nil, target: PerformanceTarget? = nil, repetitions: Int = 3)
        -> Scenario
    {
        Scenario(
            name: name, summary: name, baseline: baseline, target: target, size: 100, quickSize: 10,
            repetitions: repetitions
        ) { size, _ in
            self.runs.append("\(name)@\(size)")
            let next =
                self.durations[name, default: []].isEmpty
                ? Duration.nanoseconds(size) : self.durations[name]!.removeFirst()
            return Sample(elapsed: next, operations: size)
        }
    }
}

@MainActor
@Suite struct BenchRunnerTests {
    @Test func eachScenarioWarmsUpOnceThenRunsInInterleavedRounds() async throws {
        let script = Script()
        let scenarios = [script.scenario("a"), script.scenario("b", repetitions: 2)]
        var progress: [String] = []

        _ = try await BenchRunner(quick: false).run(scenarios) { progress.append($0) }

        #expect(progress == ["a", "b"])
        #expect(script.runs == ["a@100", "b@100", "a@100", "b@100", "a@100", "b@100", "a@100"])
    }

    @Test func resultsCarryMedianMinimumAndTheRatioToTheBaselineMedian() async throws {
        let script = Script()
        // warm-up first, then three timed repetitions (per 100 operations)
        script.durations["base"] = [.nanoseconds(1), .nanoseconds(200), .nanoseconds(400), .nanoseconds(300)]
        script.durations["x"] = [.nanoseconds(1), .nanoseconds(1_500), .nanoseconds(900), .nanoseconds(1_200)]
        let scenarios = [
            script.scenario("x", baseline: "base", target: PerformanceTarget(maxRatio: 3)),
            script.scenario("base"),
        ]

        let results = try await BenchRunner(quick: false).run(scenarios)

        #expect(
            results == [
                ScenarioResult(
                    name: "x", operations: 100, medianNanoseconds: 12, minimumNanoseconds: 9,
                    baseline: "base", ratio: 4, target: PerformanceTarget(maxRatio: 3)),
                ScenarioResult(name: "base", operations: 100, medianNanoseconds: 3, minimumNanoseconds: 2),
            ])
        #expect(results[0].met == false)
        #expect(results[1].met == nil)
    }

    @Test func aQuickRunSkipsTheWarmUpUsesTheQuickSizeAndChecksNoTarget() async throws {
        let script = Script()
        let scenarios = [script.scenario("a", target: PerformanceTarget(medianBelowNanoseconds: 0.5))]

        let results = try await BenchRunner(quick: true).run(scenarios)

        #expect(script.runs == ["a@10", "a@10"])
        #expect(results.map(\.target) == [nil])
        #expect(results.map(\.met) == [nil])
    }

    @Test func aScenarioMayRunWithoutWarmUp() async throws {
        let script = Script()
        var runs = 0
        let long = Scenario(name: "long", summary: "", size: 7, quickSize: 1, repetitions: 2, warmsUp: false) {
            size, _ in
            runs += 1
            return Sample(elapsed: .nanoseconds(size), operations: size)
        }

        _ = try await BenchRunner(quick: false).run([script.scenario("a", repetitions: 2), long])

        #expect(runs == 2)
        #expect(script.runs == ["a@100", "a@100", "a@100"])
    }

    @Test func thePeakMemoryIsTheHighestOfTheRepetitionsAndChecksTheTarget() async throws {
        var peaks = [30_000_000, 120_000_000, 40_000_000]
        let measured = Scenario(
            name: "m", summary: "", target: PerformanceTarget(peakResidentBelowMegabytes: 100),
            size: 1, quickSize: 1, repetitions: 3, warmsUp: false
        ) { _, _ in
            Sample(elapsed: .nanoseconds(5), operations: 1, peakResidentBytes: peaks.removeFirst())
        }

        let results = try await BenchRunner(quick: false).run([measured])

        #expect(results.map(\.peakResidentMegabytes) == [120])
        #expect(results.map(\.met) == [false])
    }

    @Test func aFailingScenarioStopsTheRunWithItsError() async {
        let failing = Scenario(name: "bad", summary: "", size: 1, quickSize: 1) { _, _ in
            throw ScenarioFailure()
        }
        await #expect(throws: ScenarioFailure.self) { try await BenchRunner(quick: true).run([failing]) }
    }

    @Test func theBlackholeFoldsConsumedValuesIntoItsChecksum() {
        let blackhole = Blackhole()
        blackhole.consume(2)
        blackhole.consume(3)
        #expect(blackhole.checksum == 2 &* 31 &+ 3)
        #expect(blackhole.opaque("value") == "value")
    }
}

private struct ScenarioFailure: Error {}
