import FluxExploration
import Testing

/// Replays: the steps a shrunk sequence is made of, preconditions re-checked on the way.
@MainActor
@Suite struct ExplorerReplayTests {
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aStepItsRuleRefusesInTheStateReachedIsDropped() throws {
        let explorer = SearchRules.explorer(bugs: [])
        let select = 3  // SearchRules.all's "select"
        let replayed = try explorer.replay(
            [
                .send(rule: select, action: .select(0)),  // no results yet: dropped
                .send(rule: 1, action: .submitted("a")),  // user action 2 as given, 1 as recorded
                .run(job: ExplorationJob(path: [2, 1]), draws: []), .advance(by: .milliseconds(500)),
                .run(job: ExplorationJob(path: [2, 1]), draws: []),
                .send(rule: select, action: .select(5)),  // two results: dropped
                .send(rule: select, action: .select(1)),
            ], entropySeed: 1)
        #expect(replayed.failure == nil)
        #expect(replayed.steps.compactMap(\.action) == [.submitted("a"), .select(1)])
        // The search's effect is named by the user action's number among those recorded.
        let jobs = replayed.steps.compactMap { step -> String? in
            if case .run(let job, _) = step { "\(job)" } else { nil }
        }
        #expect(jobs == ["1.1", "1.1"])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aJobIsTakenFromItsEffectAndAJobOfAnEffectWithNoneReadyIsSkipped() throws {
        let explorer = SearchRules.explorer(bugs: [])
        let search = ExplorationJob(path: [1, 1])
        let replayed = try explorer.replay(
            [
                .run(job: search, draws: []), .send(rule: 1, action: .submitted("a")),
                .run(job: ExplorationJob(path: [1, 2]), draws: []), .run(job: search, draws: []),
            ],
            entropySeed: 1)
        guard case .run(let job, let draws) = replayed.steps.dropFirst().first else {
            Issue.record("no job ran: \(replayed.steps)")
            return
        }
        #expect(replayed.steps.first?.action == .submitted("a"))  // the first job had none ready: skipped
        #expect(job == search)
        #expect(draws.count == 2)  // the service drew its latency and whether it fails
    }
}
