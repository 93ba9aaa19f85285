import Flux
import Testing
@testable import Counter

@MainActor
@Suite struct CounterTests {
    @Test func historyFollowsTheCounter() {
        let feature = CounterFeature(sleep: { _ in })
        feature.dispatcher.send(.increment)
        feature.dispatcher.send(.increment)
        feature.dispatcher.send(.decrement)
        #expect(feature.counter.state == CounterState(count: 1, isWaiting: false))
        #expect(feature.history.state.counts == [1, 2, 1])
    }

    @Test func aNewerDelayedIncrementCancelsTheOlderOne() async {
        let feature = CounterFeature(sleep: { _ in await Task.yield() })
        feature.dispatcher.send(.incrementLater(delayMilliseconds: 50))
        feature.dispatcher.send(.incrementLater(delayMilliseconds: 10))
        await feature.dispatcher.settle()
        #expect(feature.counter.state == CounterState(count: 1, isWaiting: false))
    }
}
