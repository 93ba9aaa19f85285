import ActionLogFixtures
import Testing

@testable import FluxReplayTool

/// The payload shrinker, in process: rounds that keep each candidate the failure still takes (the
/// candidates themselves: LoggableActionSimplerTests).
@Suite struct ActionPayloadShrinkerTests {
    @Test func eachRoundKeepsWhatStillFailsUntilNothingDoes() {
        var shrinker = ActionPayloadShrinker<TallyAction>(actions: [.note("hello"), .add(2000)], budget: 100)
        var tries = 0

        let shrunk = shrinker.shrink([0, 1]) { actions in
            tries += 1
            guard case .add(let amount) = actions[1] else { return false }
            return amount > 1000
        }

        #expect(shrunk == [.note(""), .add(1001)])
        #expect(tries == 100 - shrinker.budget)
        #expect(tries < 60)
    }

    @Test func theBudgetStopsTheSearch() {
        var shrinker = ActionPayloadShrinker<TallyAction>(actions: [.add(2000)], budget: 4)

        let shrunk = shrinker.shrink([0]) { actions in actions[0] != .add(0) && actions[0] != .add(1000) }

        // 0 and 1000 refused, 1500 kept; the next round's first try, 0, spends the last.
        #expect(shrunk == [.add(1500)])
        #expect(shrinker.budget == 0)
    }
}
