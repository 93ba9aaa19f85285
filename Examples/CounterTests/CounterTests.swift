import Flux
import FluxTesting
import Testing

@testable import counter

/// The counter example's tests, written with the test store: the documentation example. A
/// delayed increment received from its effect is `WritingStoreTestsExamples`' test, which the
/// README and the FluxTesting articles quote.
@MainActor
@Suite struct CounterTests {
    @Test func historyFollowsTheCounter() async {
        // No delayed increments here: calling `sleep` would fail the test, naming it.
        let unimplemented = Unimplemented()
        let feature = CounterFeature(sleep: unimplemented("CounterFeature.sleep"))
        let store = TestStore(dispatcher: feature.dispatcher, unimplemented: unimplemented)

        store.send(.increment) {
            $0[feature.counter].count = 1
            $0[feature.history].counts = [1]
        }
        store.send(.increment) {
            $0[feature.counter].count = 2
            $0[feature.history].counts = [1, 2]
        }
        store.send(.decrement) {
            $0[feature.counter].count = 1
            $0[feature.history].counts = [1, 2, 1]
        }
        await store.finish()
    }

    @Test func aNewerDelayedIncrementCancelsTheOlderOne() async {
        let feature = CounterFeature(sleep: { _ in })
        let store = TestStore(dispatcher: feature.dispatcher)

        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        store.send(.incrementLater(delayMilliseconds: 10))
        // Exactly one increment arrives: finish() would fail on a second, unreceived one.
        await store.receive(.increment) {
            $0[feature.counter] = CounterState(count: 1, isWaiting: false)
            $0[feature.history].counts = [0, 1]
        }
        await store.finish()
    }

    @Test func cancellingStopsThePendingIncrement() async {
        let feature = CounterFeature(sleep: { _ in await Self.untilCancelled() })
        let store = TestStore(dispatcher: feature.dispatcher)

        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        #expect(feature.dispatcher.effects.inFlight.map(\.id) == ["later"])
        store.send(.cancelLater) { $0[feature.counter].isWaiting = false }
        // Nothing arrives and nothing is left running (finish() would report the effect at the
        // first send's line otherwise).
        await store.finish()
    }

    /// A delay that never ends unless its task is cancelled.
    static func untilCancelled() async {
        let (stream, continuation) = AsyncStream<Never>.makeStream()
        for await _ in stream {}
        continuation.finish()
    }
}
