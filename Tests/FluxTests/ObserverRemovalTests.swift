import Flux
import Testing

/// An observer removed by another observer during the observer phase is not called again, not
/// even for the action being observed: a removal takes effect at once.
@MainActor
@Suite struct ObserverRemovalTests {
    @Test func anObserverRemovedByAnEarlierObserverIsNotCalledForTheCurrentAction() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter())
        var calls: [String] = []
        var second: SubscriptionToken?
        let first = dispatcher.addObserver { sequence, _ in
            calls.append("first \(sequence)")
            second?.cancel()
        }
        second = dispatcher.addObserver { sequence, _ in calls.append("second \(sequence)") }

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))

        #expect(calls == ["first 1", "first 2"])
        withExtendedLifetime(first) {}
    }
}
