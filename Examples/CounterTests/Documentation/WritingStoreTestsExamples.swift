import Flux
import FluxTesting
import Testing

@testable import counter

/// The examples of the FluxTesting article "Writing Store Tests", compiled and run as written.
@MainActor
@Suite struct WritingStoreTestsExamples {
    @Test func sendAssertsTheChangeOfEveryStore() async {
        let feature = CounterFeature(sleep: { _ in })
        let store = TestStore(dispatcher: feature.dispatcher)

        store.send(.increment) {
            $0[feature.counter].count = 1
            $0[feature.history].counts = [1]
        }
        store.send(.decrement) {
            $0[feature.counter].count = 0
            $0[feature.history].counts = [1, 0]
        }
        await store.finish()
    }

    @Test func receiveAssertsWhatTheEffectSends() async {
        let feature = CounterFeature(sleep: { _ in })  // the delay's test double returns at once
        let store = TestStore(dispatcher: feature.dispatcher)

        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        await store.receive(.increment) {
            $0[feature.counter] = CounterState(count: 1, isWaiting: false)
            $0[feature.history].counts = [0, 1]
        }
        await store.finish()
    }

    @Test func aNonExhaustiveTestAssertsOnlyWhatItAssigns() async {
        let feature = CounterFeature(sleep: { _ in })
        let store = TestStore(dispatcher: feature.dispatcher, exhaustivity: .off)

        store.send(.incrementLater(delayMilliseconds: 50))
        await store.receive(.increment) { $0[feature.counter].count = 1 }
        await store.finish()
    }

    @Test func receiveWhereMatchesAnActionByAPredicate() async {
        let feature = CounterFeature(sleep: { _ in })
        let store = TestStore(dispatcher: feature.dispatcher, exhaustivity: .off)

        store.send(.incrementLater(delayMilliseconds: 50))
        await store.receive(where: { if case .increment = $0 { true } else { false } })
        #expect(store.states[feature.counter].count == 1)
        await store.finish()
    }

    @Test func skippedActionsAreNotFailures() async {
        let feature = CounterFeature(sleep: { _ in })
        let collected = CounterFailureMessageTests.Collected()
        let store = TestStore(dispatcher: feature.dispatcher, reporter: collected.reporter)

        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        await feature.dispatcher.effects.settle()
        #expect(store.receivedActions == [.increment])
        store.skipReceivedActions()
        store.send(.decrement) {
            $0[feature.counter] = CounterState(count: 0, isWaiting: false)
            $0[feature.history].counts = [0, 1, 0]
        }
        await store.finish()
        #expect(collected.failures.isEmpty)
    }
}
