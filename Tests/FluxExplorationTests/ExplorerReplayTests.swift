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
                .send(rule: 1, action: .submitted("a")),
                .run(job: 0, draws: []), .advance(by: .milliseconds(500)), .run(job: 0, draws: []),
                .send(rule: select, action: .select(5)),  // two results: dropped
                .send(rule: select, action: .select(1)),
            ], entropySeed: 1)
        #expect(replayed.failure == nil)
        #expect(replayed.steps.compactMap(\.action) == [.submitted("a"), .select(1)])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aJobIndexIsTakenAmongTheReadyJobsAndAJobWithNoneReadyIsSkipped() throws {
        let explorer = SearchRules.explorer(bugs: [])
        let replayed = try explorer.replay(
            [.run(job: 3, draws: []), .send(rule: 1, action: .submitted("a")), .run(job: 3, draws: [])],
            entropySeed: 1)
        guard case .run(let job, let draws) = replayed.steps.dropFirst().first else {
            Issue.record("no job ran: \(replayed.steps)")
            return
        }
        #expect(job == 0)
        #expect(draws.count == 2)  // the service drew its latency and whether it fails
    }
}
