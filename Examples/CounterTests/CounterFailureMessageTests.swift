import Flux
import FluxTesting
import Testing

@testable import counter

/// Pins the failure messages the README and the FluxTesting article "Reading Failure Messages"
/// show for the counter example.
@MainActor
@Suite struct CounterFailureMessageTests {
    /// Collects a test store's failures so the tests can assert their exact text and line.
    @MainActor
    final class Collected {
        var failures: [TestFailure] = []
        var reporter: TestReporter { TestReporter { [weak self] in self?.failures.append($0) } }
    }

    @Test func anUnassertedHistoryChangeIsReportedAsInTheReadme() async {
        let feature = CounterFeature(sleep: { _ in await CounterTests.untilCancelled() })
        let collected = Collected()
        let store = TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)

        let line = #line + 1
        store.send(.incrementLater(delayMilliseconds: 50)) { $0[feature.counter].isWaiting = true }
        #expect(collected.failures.map(\.kind) == [.unassertedStateChange])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                send(.incrementLater(delayMilliseconds: 50)) changed state that the test did not assert (-expected +actual):
                  history.counts[0]:
                    + 0
                Fix: assert the change in the trailing closure of send(.incrementLater(delayMilliseconds: 50)), or fix the reducer if the change is wrong.
                """
            ])

        store.send(.cancelLater) { $0[feature.counter].isWaiting = false }
        await store.finish()
        #expect(collected.failures.count == 1)
    }

    /// Waits the default 1 s of `finish()`: the article's message names exactly that default.
    @Test func aDelayedIncrementLeftRunningIsReportedAsInTheArticle() async {
        let feature = CounterFeature(sleep: { _ in await CounterTests.untilCancelled() })
        let collected = Collected()
        let store = TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)

        let line = #line + 1
        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        await store.finish()
        #expect(collected.failures.map(\.kind) == [.effectStillRunning])
        #expect(collected.failures.map(\.location.line) == [line])
        #expect(
            collected.failures.map(\.message) == [
                """
                Effect "later", started by send(.incrementLater(delayMilliseconds: 50)), was still running when finish() stopped waiting after 1 s; it has been cancelled.
                Fix: make the effect's test doubles return, or send the action that cancels it before finish().
                """
            ])
        #expect(feature.dispatcher.effects.isEmpty)
    }
}
